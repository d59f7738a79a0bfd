import Kinetics
import Testing

@Suite struct StrokeTrimAnimationTests {
  /// Every element kind, two subpaths (as in PathTrimTests).
  private let mixed = "M 0 0 L 40 0 Q 80 0 80 40 C 80 90 20 60 10 30 A 25 15 30 0 1 -20 10 Z M 100 100 L 130 140"

  private func measuredLength(_ path: AnimationPath) throws -> Double {
    path.elements.isEmpty ? 0 : try path.measured().length
  }

  @Test func atTheAnimationsEndsTheResultIsTheStaticTrimBitForBit() throws {
    let measured = try AnimationPath(svgPathData: mixed).measured()
    let timing = try MediaTiming(beginTime: 0.5, duration: 2, fillMode: .both)
    let animation = try StrokeTrimAnimation(
      path: measured,
      strokeStart: AnimatedTrimFraction(from: 0.1, to: 0.3, timing: timing, timingFunction: CubicBezierTimingCurve.easeInEaseOut),
      strokeEnd: AnimatedTrimFraction(from: 0.35, to: 0.9, timing: timing),
      offset: AnimatedTrimFraction(from: 0, to: 0.75, timing: timing))
    #expect(try animation.trimmed(atParentTime: 0.5) == measured.trimmed(from: 0.1, to: 0.35, offset: 0))
    #expect(try animation.trimmed(atParentTime: 0) == measured.trimmed(from: 0.1, to: 0.35, offset: 0))
    #expect(try animation.trimmed(atParentTime: 2.5) == measured.trimmed(from: 0.3, to: 0.9, offset: 0.75))
    #expect(try animation.trimmed(atParentTime: 9) == measured.trimmed(from: 0.3, to: 0.9, offset: 0.75))
  }

  @Test func lengthIsTheWindowTimesTheWholeLengthAtEveryTime() throws {
    let measured = try AnimationPath(svgPathData: mixed).measured()
    let timing = try MediaTiming(duration: 1, fillMode: .forwards)
    let animation = try StrokeTrimAnimation(
      path: measured, strokeStart: AnimatedTrimFraction(from: 0, to: 0.4, timing: timing),
      strokeEnd: AnimatedTrimFraction(from: 0.2, to: 1, timing: timing),
      offset: AnimatedTrimFraction(from: 0.1, to: 0.6, timing: timing))
    for step in 0...40 {
      let t = Double(step) / 40
      // Linear timing: a(t) = 0.4t, b(t) = 0.2 + 0.8t, so b − a = 0.2 + 0.4t.
      let expected = (0.2 + 0.4 * t) * measured.length
      let length = try measuredLength(animation.trimmed(atParentTime: t))
      #expect(abs(length - expected) <= 1e-11 * measured.length, "t \(t)")
    }
  }

  @Test func keyframedEndFollowsItsTrack() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 100 0 L 100 100").measured()
    let track = try KeyframeTrack(scalars: [0, 0.5, 0.6], keyTimes: [0, 0.5, 1])
    let animation = try StrokeTrimAnimation(
      path: measured, strokeEnd: AnimatedTrimFraction(keyframes: track, timing: MediaTiming(duration: 4)))
    // Progress t/4; the track is 0 → 0.5 over [0, 0.5], then 0.5 → 0.6: at 1 s 0.25, at 3 s 0.55.
    for (t, end) in [(1.0, 0.25), (3.0, 0.55)] {
      #expect(abs(try measuredLength(animation.trimmed(atParentTime: t)) - end * 200) <= 1e-10)
    }
    // Removed after 4 s: the model value, the track's last value.
    #expect(try animation.window(atParentTime: 5) == StrokeTrimWindow(start: 0, end: 0.6, offset: 0))
    #expect(try animation.trimmed(atParentTime: 5) == measured.trimmed(from: 0, to: 0.6))
  }

  @Test func outsideTheAnimationTheModelValueShows() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 10 0").measured()
    let end = try AnimatedTrimFraction(from: 0, to: 1, timing: MediaTiming(beginTime: 1, duration: 1), modelValue: 0.5)
    let animation = try StrokeTrimAnimation(path: measured, strokeEnd: end)
    #expect(try animation.window(atParentTime: 0).end == 0.5)
    #expect(try animation.window(atParentTime: 1.25).end == 0.25)
    #expect(try animation.window(atParentTime: 2).end == 0.5)
  }

  @Test func valuesPastTheEndsAreClampedAndCrossedEndsFollowTheRule() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 10 0").measured()
    let timing = try MediaTiming(duration: 1, fillMode: .forwards)
    // start −0.5 → 1.5 in one second: −0.25 at 0.125 s (clamped to 0), 1.25 at 0.875 s (clamped to 1).
    let start = try AnimatedTrimFraction(from: -0.5, to: 1.5, timing: timing)
    let end = try AnimatedTrimFraction(0.5)
    let coreAnimation = try StrokeTrimAnimation(path: measured, strokeStart: start, strokeEnd: end)
    #expect(try coreAnimation.window(atParentTime: 0.125) == StrokeTrimWindow(start: 0, end: 0.5, offset: 0))
    #expect(try coreAnimation.window(atParentTime: 0.375) == StrokeTrimWindow(start: 0.25, end: 0.5, offset: 0))
    // 0.75 s: start 1 > end 0.5, nothing is drawn.
    #expect(try coreAnimation.trimmed(atParentTime: 0.75).elements.isEmpty)
    let lottie = try StrokeTrimAnimation(path: measured, strokeStart: start, strokeEnd: end, crossing: .swaps)
    #expect(try lottie.window(atParentTime: 0.875) == StrokeTrimWindow(start: 0.5, end: 1, offset: 0))
    #expect(abs(try measuredLength(lottie.trimmed(atParentTime: 0.75)) - 5) <= 1e-12)
  }

  @Test func animatedOffsetKeepsTheLengthOfAClosedPath() throws {
    let square = try AnimationPath(svgPathData: "M 0 0 L 10 0 L 10 10 L 0 10 Z").measured()
    let animation = try StrokeTrimAnimation(
      path: square, strokeEnd: AnimatedTrimFraction(0.25),
      offset: AnimatedTrimFraction(from: 0, to: 3, timing: MediaTiming(duration: 1)))
    for step in 0..<24 {
      let trimmed = try animation.trimmed(atParentTime: Double(step) / 24 + 0.01)
      #expect(abs(try measuredLength(trimmed) - 10) <= 1e-12)
      // A window wrapping past the close stays one subpath.
      #expect(trimmed.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
    }
  }

  @Test func hostileInputIsATypedError() throws {
    let timing = try MediaTiming(duration: 1)
    #expect(throws: PathError.parameter(ParameterViolation(name: "trim from value", value: .nan, rule: .finite))) {
      try AnimatedTrimFraction(from: .nan, to: 1, timing: timing)
    }
    #expect(throws: PathError.parameter(ParameterViolation(name: "trim value", value: .infinity, rule: .finite))) {
      try AnimatedTrimFraction(.infinity)
    }
    #expect(throws: PathError.trimTrackNotScalar(dimension: 2)) {
      try AnimatedTrimFraction(keyframes: KeyframeTrack(values: [[0, 0], [1, 1]]), timing: timing)
    }
    #expect(throws: PathError.nothingToTrim) {
      try StrokeTrimAnimation(path: AnimationPath(svgPathData: "M 5 5").measured())
    }
    #expect(!(try AnimatedTrimFraction(0.3).isAnimated))
  }
}
