import Kinetics
import Testing

@Suite struct PythonCAPITests {
  @Test(.disabled(if: CClient.sanitizer != nil, "python3 cannot load a sanitizer-built library"))
  func pythonThroughCtypesGetsTheSwiftResultsBitForBit() throws {
    let script = CClient.clients.appendingPathComponent("python/example.py").path
    let output = try CClient.run("python3", [script, CClient.library.path])
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

    let us = [-0.5, 0.0, 0.1, 0.3, 0.5, 0.77, 1.0]
    let track = try KeyframeTrack(
      values: [[0, 1], [3, -2], [7, 7], [-1, 4], [2, 2]], calculationMode: .cubic,
      timingFunction: CubicBezierTimingCurve.easeInEaseOut, tension: [0, 0.3, -0.2, 0.5, 0])
    for channel in 0..<2 {
      for (index, value) in track.values(at: us, channel: channel).enumerated() {
        #expect(values["track.c\(channel)[\(index)]"]?.bitPattern == value.bitPattern)
      }
    }
    for (index, time) in track.keyTimes.enumerated() { #expect(values["track.keyTimes[\(index)]"] == time) }
    #expect(fields["keyframeError"] == "kn_keyframe_track_create: keyframes: key time 2 is smaller than the one before it")

    let timing = try MediaTiming(
      beginTime: 0.5, duration: 1.5, speed: 2, timeOffset: 0.25, repeatCount: 2.5, autoreverses: true,
      fillMode: .forwards)
    for (index, t) in [-3.0, 0, 0.25, 1, 1.5, 2.75, 3, 4.5, 7].enumerated() {
      let state = timing.state(atParentTime: t)
      #expect(values["timing.local[\(index)]"] == timing.localTime(atParentTime: t))
      #expect(values["timing.progress[\(index)]"]?.bitPattern == (state.progress ?? .nan).bitPattern, "t=\(t)")
      #expect(fields["timing.iteration[\(index)]"] == state.iteration.map { "\($0)" } ?? "none", "t=\(t)")
    }
    #expect(fields["timingError"] == "kn_media_timing_init: timing: duration must be positive, got 0.0")
  }
}
