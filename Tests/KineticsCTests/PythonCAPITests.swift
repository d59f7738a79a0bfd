import Kinetics
import Testing

@Suite struct PythonCAPITests {
  @Test(.disabled(if: CClient.sanitizer != nil, "python3 cannot load a sanitizer-built library"))
  func pythonThroughCtypesGetsTheSwiftResultsBitForBit() throws {
    let script = CClient.clients.appendingPathComponent("python/example.py").path
    // -B: no __pycache__ beside kinetics.py in the checkout.
    let output = try CClient.run("python3", ["-B", script, CClient.library.path])
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)

    let batch = CubicBezierTimingCurve.easeInEaseOut.progress(at: [0.0, 0.1, 0.5, 0.77, 1.0])
    for (index, y) in batch.enumerated() {
      #expect(values["easeInEaseOut[\(index)]"] == y)
    }
    let custom = try CubicBezierTimingCurve(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.6)
    #expect(values["custom(0.25)"] == custom.progress(at: 0.25))
    #expect(fields["error"] == "kn_bezier_progress: timing curve: x1 must be in [0, 1], got 1.5")

    let dyadic = (0..<49).map { Double($0) / 32 - 0.25 }
    let prepared = custom.prepared()
    let curveFloat = custom.progress(at: dyadic.map(Float.init))
    let preparedFloat = prepared.progress(at: dyadic.map(Float.init))
    let preparedBatch = prepared.progress(at: dyadic)
    for (index, x) in dyadic.enumerated() {
      #expect(values["curve[\(index)]"] == custom.progress(at: x), "x=\(x)")
      #expect(values["curveArray[\(index)]"] == custom.progress(at: x), "x=\(x)")  // the same bits
      #expect(values["curveArrayF[\(index)]"] == Double(curveFloat[index]), "x=\(x)")
      #expect(values["prepared[\(index)]"] == prepared.progress(at: x), "x=\(x)")
      #expect(values["preparedArray[\(index)]"] == preparedBatch[index], "x=\(x)")
      #expect(values["preparedArrayF[\(index)]"] == Double(preparedFloat[index]), "x=\(x)")
    }
    #expect(fields["curveError"] == "kn_bezier_curve_init: timing curve: x1 must be in [0, 1], got 1.5")
    #expect(
      fields["preparedError"] == "kn_bezier_prepared_create: timing curve: x1 must be in [0, 1], got 1.5")

    let grid = [-0.25, 0.0, 0.25, 0.3, 0.5, 0.999, 1.25]
    let steps = try StepsTimingFunction(count: 4, position: .jumpBoth)
    let linear = try LinearTimingFunction([
      .init(0), .init(0.8, input: 0.2, secondInput: 0.4), .init(0.5), .init(1),
    ])
    for (index, x) in grid.enumerated() {
      #expect(values["steps[\(index)]"] == steps.progress(at: x))
      #expect(values["linear[\(index)]"] == linear.progress(at: x))
    }
    #expect(
      fields["linearError"]
        == "kn_linear_easing_create: \(TimingCurveError.tooFewLinearStops(count: 1))")

    let spring = try Spring(response: 0.55, dampingRatio: 0.825)
    let others: [(String, Spring)] = [
      ("physical", try Spring(mass: 2, stiffness: 300, damping: 20)),
      ("bounce", try Spring(duration: 0.5, bounce: -0.3)),
      ("perceptual", try Spring(perceptualDuration: 0.4, bounce: 0.2)),
      ("uikit", try Spring(uikitDuration: 0.6, dampingRatio: 0.7, initialSpringVelocity: 1.5)),
    ]
    for (name, other) in others {
      for (index, value) in [other.mass, other.stiffness, other.damping].enumerated() {
        #expect(values["\(name).parameters[\(index)]"] == value)
      }
    }
    for (index, value) in [spring.dampingRatio, spring.response, spring.bounce].enumerated() {
      #expect(values["describe[\(index)]"] == value)
    }
    let times = [0, 0.01, 0.1, 0.35, 1, 2.5]
    let positions = spring.positions(at: times, from: 10, to: -5, initialVelocity: 40)
    let velocities = spring.velocities(at: times, from: 10, to: -5, initialVelocity: 40)
    for index in times.indices {
      #expect(values["positions[\(index)]"] == positions[index])
      #expect(values["velocities[\(index)]"] == velocities[index])
    }
    let settling = [
      spring.settlingTime(tolerance: 0.001, from: 10, to: -5, initialVelocity: 40),
      spring.envelopeSettlingTime(tolerance: 0.001, from: 10, to: -5, initialVelocity: 40),
      spring.coreAnimationSettlingDuration(relativeInitialVelocity: 40 / -15),
    ]
    for (index, value) in settling.enumerated() { #expect(values["settling[\(index)]"] == value) }
    #expect(try values["uikitDuration[0]"] == others[3].1.uikitDuration(initialSpringVelocity: 1.5))
    #expect(
      fields["springError"] == "5,kn_spring_settling_time: this spring never settles (damping 0)")

    let measured = try AnimationPath(
      svgPathData: "M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z"
    )
    .measured()
    let fractions = [0, 0.05, 0.25, 0.5, 0.61, 0.9, 1]
    let (pathX, pathY) = try measured.pacedTable().points(atPacedFractions: fractions)
    #expect(values["path.length[0]"] == measured.length)
    #expect(fields["path.keyframes"] == "\(measured.keyframeCount)")
    for (index, u) in fractions.enumerated() {
      let exact = measured.point(atPacedFraction: u)
      #expect(values["path.x[\(index)]"] == exact.x)
      #expect(values["path.y[\(index)]"] == exact.y)
      #expect(values["path.tableX[\(index)]"] == pathX[index])
      #expect(values["path.tableY[\(index)]"] == pathY[index])
      #expect(
        values["path.angle[\(index)]"]
          == measured.tangentAngle(at: measured.location(atPacedFraction: u)))
    }
    #expect(fields["pathError"]?.hasPrefix("3,kn_path_create_svg: ") == true)

    let us = [-0.5, 0.0, 0.1, 0.3, 0.5, 0.77, 1.0]
    let track = try KeyframeTrack(
      values: [[0, 1], [3, -2], [7, 7], [-1, 4], [2, 2]], calculationMode: .cubic,
      timingFunction: CubicBezierTimingCurve.easeInEaseOut, tension: [0, 0.3, -0.2, 0.5, 0])
    for channel in 0..<2 {
      for (index, value) in track.values(at: us, channel: channel).enumerated() {
        #expect(values["track.c\(channel)[\(index)]"]?.bitPattern == value.bitPattern)
      }
    }
    for (index, time) in track.keyTimes.enumerated() {
      #expect(values["track.keyTimes[\(index)]"] == time)
    }
    #expect(
      fields["keyframeError"]
        == "kn_keyframe_track_create: keyframes: key time 2 is smaller than the one before it")

    let timing = try MediaTiming(
      beginTime: 0.5, duration: 1.5, speed: 2, timeOffset: 0.25, repeatCount: 2.5,
      autoreverses: true,
      fillMode: .forwards)
    for (index, t) in [-3.0, 0, 0.25, 1, 1.5, 2.75, 3, 4.5, 7].enumerated() {
      let state = timing.state(atParentTime: t)
      #expect(values["timing.local[\(index)]"] == (try timing.localTime(atParentTime: t)))
      #expect(
        values["timing.progress[\(index)]"]?.bitPattern == (state.progress ?? .nan).bitPattern,
        "t=\(t)")
      #expect(
        fields["timing.iteration[\(index)]"] == state.iteration.map { "\($0)" } ?? "none", "t=\(t)")
    }
    #expect(
      fields["timingError"] == "kn_media_timing_init: timing: duration must be positive, got 0.0")
  }
}
