// Ported from web-platform-tests/wpt, css/css-easing/step-timing-functions-output.html, as stored
// in the fork divmain/wpt at commit 5942d002aa87eaaa5e100b456fa08eb7eaf6494d (the cases and their
// expected `left` values; the Swift is Kinetics' own).
import Kinetics
import Testing

/// The WPT cases: a `cubic-bezier()` effect easing whose output leaves [0, 1] feeds a `steps()`
/// keyframe easing, which keeps counting steps outside [0, 1] (CSS Easing 1 clamps the step only
/// for inputs inside). WPT animates `left` from 0 to 100 px over 1000 ms with `fill: forwards`, so
/// every sample is outside the before phase, and compares the exact pixel value.
@Suite struct WPTStepsOutputTests {
  /// (time in ms, expected left in px).
  typealias Sample = (time: Double, left: Double)

  func check(
    steps: StepsTimingFunction, effect: (Double, Double, Double, Double), samples: [Sample]
  ) throws {
    let curve = try CubicBezierTimingCurve(x1: effect.0, y1: effect.1, x2: effect.2, y2: effect.3)
    for sample in samples {
      let left = steps.progress(at: curve.progress(at: sample.time / 1000)) * 100
      #expect(left == sample.left, "\(steps.count), \(steps.position) under \(curve) at \(sample.time) ms")
    }
  }

  static let overshoot = (0.0, 1.5, 1.0, 1.5)
  static let overshootPastTwo = (0.0, 3.0, 1.0, 3.0)
  static let anticipation = (0.0, -0.5, 1.0, -0.5)
  static let anticipationPastMinusOne = (0.0, -2.0, 1.0, -2.0)

  @Test func stepStart() throws {
    let stepStart = try StepsTimingFunction(count: 1, position: .start)
    try check(steps: stepStart, effect: Self.overshoot, samples: [(0, 100), (230, 100), (250, 200), (1000, 100)])
    try check(steps: stepStart, effect: Self.overshootPastTwo, samples: [(0, 100), (114, 200), (500, 300), (900, 200)])
    try check(steps: stepStart, effect: Self.anticipation, samples: [(0, 100), (750, 0), (800, 100), (1000, 100)])
    try check(
      steps: stepStart, effect: Self.anticipationPastMinusOne, samples: [(0, 100), (100, 0), (500, -100), (1000, 100)])
  }

  @Test func stepEnd() throws {
    let stepEnd = try StepsTimingFunction(count: 1, position: .end)
    try check(steps: stepEnd, effect: Self.overshoot, samples: [(0, 0), (230, 0), (250, 100), (1000, 100)])
    try check(steps: stepEnd, effect: Self.overshootPastTwo, samples: [(0, 0), (114, 100), (500, 200), (900, 100)])
    try check(steps: stepEnd, effect: Self.anticipation, samples: [(0, 0), (750, -100), (800, 0), (1000, 100)])
  }

  @Test func jumpBoth() throws {
    let jumpBoth = try StepsTimingFunction(count: 1, position: .jumpBoth)
    try check(steps: jumpBoth, effect: Self.overshoot, samples: [(0, 50), (230, 50), (250, 100), (1000, 100)])
    try check(steps: jumpBoth, effect: Self.overshootPastTwo, samples: [(0, 50), (114, 100), (500, 150), (900, 100)])
    try check(steps: jumpBoth, effect: Self.anticipation, samples: [(0, 50), (750, 0), (800, 50), (1000, 100)])
  }

  @Test func jumpNone() throws {
    let jumpNone = try StepsTimingFunction(count: 2, position: .jumpNone)
    try check(
      steps: jumpNone, effect: Self.overshoot, samples: [(0, 0), (45, 100), (230, 100), (250, 200), (1000, 100)])
    try check(steps: jumpNone, effect: Self.overshootPastTwo, samples: [(0, 0), (114, 300), (500, 400), (900, 300)])
    try check(steps: jumpNone, effect: Self.anticipation, samples: [(0, 0), (750, -100), (800, 0), (1000, 100)])
  }
}
