import Kinetics
import Testing

@Suite struct StepsTimingFunctionTests {
  /// Expected levels of steps(3, …) at the inputs 0, 0.2, 0.5, 0.9, 1, worked out by hand from the
  /// definition in CSS Easing Functions Level 1, §4 (jump-none has 2 jumps, jump-both 4).
  static let threeStepLevels: [(StepPosition, [Double])] = [
    (.jumpStart, [1.0 / 3, 1.0 / 3, 2.0 / 3, 1, 1]),
    (.jumpEnd, [0, 0, 1.0 / 3, 2.0 / 3, 1]),
    (.jumpNone, [0, 0, 0.5, 1, 1]),
    (.jumpBoth, [0.25, 0.25, 0.5, 0.75, 1]),
  ]

  @Test(arguments: threeStepLevels)
  func threeStepsTakeTheCSSLevels(position: StepPosition, expected: [Double]) throws {
    let steps = try StepsTimingFunction(count: 3, position: position)
    let inputs = [0, 0.2, 0.5, 0.9, 1]
    #expect(inputs.map(steps.progress(at:)) == expected)
  }

  @Test func startAndEndAreTheJumpStartAndJumpEndAliases() {
    #expect(StepPosition.start == .jumpStart)
    #expect(StepPosition.end == .jumpEnd)
  }

  @Test func beforePhaseDelaysTheJumpAtAnExactStepBoundary() throws {
    let steps = try StepsTimingFunction(count: 4, position: .jumpStart)
    #expect(steps.progress(at: 0) == 0.25)
    #expect(steps.progress(at: 0, isBeforePhase: true) == 0)
    #expect(steps.progress(at: 0.5, isBeforePhase: true) == 0.5)
  }

  @Test func beforePhaseHoldsBackAnExactJumpForEveryPosition() throws {
    // CSS Easing 1, step 3 of "step easing function output": the before flag takes one step back
    // wherever x·n is a whole number, whatever the position; the step is then clamped at 0.
    let expected: [(StepPosition, Double, Double)] = [
      (.jumpEnd, 0.5, 0), (.jumpNone, 0.5, 0), (.jumpBoth, 0.5, 1.0 / 3), (.jumpStart, 0.5, 0.5),
    ]
    for (position, x, before) in expected {
      let steps = try StepsTimingFunction(count: 2, position: position)
      #expect(steps.progress(at: x, isBeforePhase: true) == before, "\(position)")
      #expect(steps.progress(at: x, isBeforePhase: true) < steps.progress(at: x), "\(position)")
      // Between jumps the flag changes nothing, and at 0 the clamp keeps 0.
      #expect(steps.progress(at: 0.3, isBeforePhase: true) == steps.progress(at: 0.3), "\(position)")
      #expect(steps.progress(at: 0, isBeforePhase: true) == 0, "\(position)")
    }
  }

  @Test func outsideTheUnitIntervalTheStepKeepsCounting() throws {
    let steps = try StepsTimingFunction(count: 2, position: .jumpEnd)
    #expect(steps.progress(at: -0.1) == -0.5)
    #expect(steps.progress(at: 1.6) == 1.5)
  }

  @Test func invalidCountsAreRejected() {
    #expect(throws: TimingCurveError.invalidStepCount(count: 0, position: .jumpEnd)) {
      try StepsTimingFunction(count: 0)
    }
    #expect(throws: TimingCurveError.invalidStepCount(count: 1, position: .jumpNone)) {
      try StepsTimingFunction(count: 1, position: .jumpNone)
    }
    #expect((try? StepsTimingFunction(count: 1, position: .jumpBoth)) != nil)
  }
}
