// Ported from web-platform-tests/wpt, css/css-easing/cubic-bezier-timing-functions-output.html, as
// stored in the fork divmain/wpt at commit 5942d002aa87eaaa5e100b456fa08eb7eaf6494d (the cases and
// their expected formulas; the Swift is Kinetics' own).
import Kinetics
import Testing

/// The WPT cases: an effect easing that overshoots feeds a keyframe easing inputs outside [0, 1],
/// and the keyframe easing continues along its end tangents there. WPT animates `left` from 0 to
/// 100 px over 1000 ms and compares within 0.01 px, so progress is compared within 1e-4.
@Suite struct WPTCubicBezierOutputTests {
  /// Times in ms at which WPT samples, with whether the effect easing's output is expected inside
  /// [0, 1] there (then the keyframe easing is the plain curve) or outside (its tangent line).
  struct Sample: Sendable {
    var time: Double
    var effectOutputInside: Bool
  }

  func check(
    effect: CubicBezierTimingCurve, keyframe: CubicBezierTimingCurve, samples: [Sample],
    extrapolated: (Double) -> Double
  ) {
    for sample in samples {
      let effectOutput = effect.progress(at: sample.time / 1000)
      #expect((0...1).contains(effectOutput) == sample.effectOutputInside, "effect output at \(sample.time) ms")
      let expected =
        sample.effectOutputInside
        ? PropertyAnimatorReference.bezierProgress(
          effectOutput, (keyframe.x1, keyframe.y1, keyframe.x2, keyframe.y2))
        : extrapolated(effectOutput)
      let left = keyframe.progress(at: effectOutput) * 100
      #expect(abs(left - expected * 100) <= 0.01, "left at \(sample.time) ms: \(left) vs \(expected * 100)")
    }
  }

  static let overshootTimes = [
    Sample(time: 0, effectOutputInside: true), Sample(time: 230, effectOutputInside: true),
    Sample(time: 240, effectOutputInside: false), Sample(time: 700, effectOutputInside: false),
    Sample(time: 990, effectOutputInside: false), Sample(time: 1000, effectOutputInside: true),
  ]
  static let anticipationTimes = [
    Sample(time: 0, effectOutputInside: true), Sample(time: 10, effectOutputInside: false),
    Sample(time: 300, effectOutputInside: false), Sample(time: 750, effectOutputInside: false),
    Sample(time: 770, effectOutputInside: true), Sample(time: 1000, effectOutputInside: true),
  ]

  @Test func inputProgressGreaterThanOneFollowsTheLineThroughP2AndP3() throws {
    let effect = try CubicBezierTimingCurve(x1: 0, y1: 1.5, x2: 1, y2: 1.5)
    let keyframe = try CubicBezierTimingCurve(x1: 0.5, y1: 1, x2: 0.5, y2: 0)
    // WPT: p3y + (p2y − p3y) / (p2x − p3x) · (x − p3x).
    check(effect: effect, keyframe: keyframe, samples: Self.overshootTimes) { x in
      1 + (0 - 1) / (0.5 - 1) * (x - 1)
    }
  }

  @Test func inputProgressGreaterThanOneWithAVerticalEndTangentStaysAtOne() throws {
    let curve = try CubicBezierTimingCurve(x1: 0, y1: 1.5, x2: 1, y2: 1.5)
    // WPT: "the tangent at the endpoint (x = 1.0) is infinity so we should just return 1.0".
    check(effect: curve, keyframe: curve, samples: Self.overshootTimes) { _ in 1 }
  }

  @Test func inputProgressLessThanZeroFollowsTheLineThroughP0AndP1() throws {
    let effect = try CubicBezierTimingCurve(x1: 0, y1: -0.5, x2: 1, y2: -0.5)
    let keyframe = try CubicBezierTimingCurve(x1: 0.5, y1: 1, x2: 0.5, y2: 0)
    // WPT: p0y + (p1y − p0y) / (p1x − p0x) · (x − p0x).
    check(effect: effect, keyframe: keyframe, samples: Self.anticipationTimes) { x in (1 / 0.5) * x }
  }

  @Test func inputProgressLessThanZeroWithAVerticalStartTangentStaysAtZero() throws {
    let curve = try CubicBezierTimingCurve(x1: 0, y1: -0.5, x2: 1, y2: -0.5)
    // WPT: "the tangent at the endpoint (x = 0.0) is infinity so we should just return 0.0".
    check(effect: curve, keyframe: curve, samples: Self.anticipationTimes) { _ in 0 }
  }
}
