// Ported from web-platform-tests/wpt,
// web-animations/timing-model/time-transformations/transformed-progress.html, as stored in the
// fork divmain/wpt at commit 5942d002aa87eaaa5e100b456fa08eb7eaf6494d (the step-easing boundary
// cases with the normal direction, and their expected values; the Swift is Kinetics' own).
import Kinetics
import Testing

/// The transformed progress of an effect {delay 1000, duration 1000, fill both, iterationStart s}
/// with a `steps()` easing, at the times WPT samples, compared exactly as WPT does: the iteration
/// progress of `MediaTiming.state(atParentTime:)` (iterationStart · duration as timeOffset), eased
/// with the before flag set in the before phase.
///
/// Not ported: the cases with `direction: reverse`, `alternate` and `alternate-reverse`, which
/// `MediaTiming` (Core Animation's autoreverse, one iteration = forwards then backwards) does not
/// model; and the `gEasingTests` table, whose file (resources/easing-tests.js) was not among the
/// stored sources.
@Suite struct WebAnimationsTransformedProgressTests {
  struct Case: Sendable, CustomStringConvertible {
    var count: Int
    var position: StepPosition
    var iterationStart: Double
    /// (current time in ms, expected progress).
    var conditions: [(Double, Double)]
    var description: String { "steps(\(count), \(position)) from iterationStart \(iterationStart)" }
  }

  static let cases: [Case] = [
    Case(count: 2, position: .start, iterationStart: 0,
         conditions: [(0, 0), (999, 0), (1000, 0.5), (1499, 0.5), (1500, 1), (2000, 1)]),
    Case(count: 2, position: .start, iterationStart: 0.25,
         conditions: [(0, 0.5), (999, 0.5), (1000, 0.5), (1249, 0.5), (1250, 1), (1749, 1), (1750, 0.5),
                      (2000, 0.5), (2500, 0.5)]),
    Case(count: 2, position: .start, iterationStart: 0.5,
         conditions: [(0, 0.5), (999, 0.5), (1000, 1), (1499, 1), (1500, 0.5), (2000, 1)]),
    Case(count: 4, position: .start, iterationStart: 0.75,
         conditions: [(0, 0.75), (999, 0.75), (1000, 1), (2000, 1), (2500, 1)]),
    Case(count: 2, position: .end, iterationStart: 0,
         conditions: [(0, 0), (999, 0), (1000, 0), (1499, 0), (1500, 0.5), (2000, 1)]),
    Case(count: 2, position: .end, iterationStart: 0.5,
         conditions: [(0, 0), (999, 0), (1000, 0.5), (1499, 0.5), (1500, 0), (1999, 0), (2000, 0.5),
                      (2500, 0.5)]),
    Case(count: 2, position: .end, iterationStart: 0.75,
         conditions: [(0, 0.5), (999, 0.5), (1000, 0.5), (1249, 0.5), (1250, 0), (1749, 0), (1750, 0.5),
                      (2000, 0.5), (2500, 0.5)]),
    Case(count: 2, position: .jumpBoth, iterationStart: 0,
         conditions: [(0, 0), (999, 0), (1000, 1.0 / 3), (1499, 1.0 / 3), (1500, 2.0 / 3), (2000, 1)]),
    Case(count: 2, position: .jumpBoth, iterationStart: 0.5,
         conditions: [(0, 1.0 / 3), (999, 1.0 / 3), (1000, 2.0 / 3), (1499, 2.0 / 3), (1500, 1.0 / 3),
                      (1999, 1.0 / 3), (2000, 2.0 / 3), (2500, 2.0 / 3)]),
    Case(count: 2, position: .jumpBoth, iterationStart: 0.75,
         conditions: [(0, 2.0 / 3), (999, 2.0 / 3), (1000, 2.0 / 3), (1249, 2.0 / 3), (1250, 1.0 / 3),
                      (1749, 1.0 / 3), (1750, 2.0 / 3), (2000, 2.0 / 3), (2500, 2.0 / 3)]),
    Case(count: 2, position: .jumpNone, iterationStart: 0,
         conditions: [(0, 0), (1000, 0), (1499, 0), (1500, 1), (2000, 1)]),
    Case(count: 2, position: .jumpNone, iterationStart: 0.5,
         conditions: [(0, 0), (999, 0), (1000, 1), (1499, 1), (1500, 0), (1999, 0), (2000, 1), (2500, 1)]),
    Case(count: 2, position: .jumpNone, iterationStart: 0.75,
         conditions: [(0, 1), (999, 1), (1000, 1), (1249, 1), (1250, 0), (1749, 0), (1750, 1), (2000, 1),
                      (2500, 1)]),
  ]

  @Test(arguments: cases)
  func stepEasingBoundaries(_ test: Case) throws {
    let timing = try MediaTiming(
      beginTime: 1000, duration: 1000, timeOffset: test.iterationStart * 1000, fillMode: .both)
    let steps = try StepsTimingFunction(count: test.count, position: test.position)
    for (time, expected) in test.conditions {
      let state = timing.state(atParentTime: time)
      let progress = try #require(state.progress)
      #expect(steps.progress(at: progress, isBeforePhase: state.phase == .before) == expected, "at \(time) ms")
    }
  }
}
