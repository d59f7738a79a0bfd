import Kinetics
import Testing

@Suite struct PropertyAnimatorValidationTests {
  private let animator = try! PropertyAnimator(duration: 1, timingParameters: .cubic(.linear))

  @Test func rejectsNonFiniteAndNonPositiveDurations() {
    #expect(throws: PropertyAnimatorError.parameter(ParameterViolation(name: "duration", value: 0, rule: .positive))) {
      try PropertyAnimator(duration: 0, timingParameters: .cubic(.linear))
    }
    #expect(throws: PropertyAnimatorError.parameter(ParameterViolation(name: "duration", value: -1, rule: .positive))) {
      try PropertyAnimator(duration: -1, timingParameters: .cubic(.linear))
    }
    #expect(throws: PropertyAnimatorError.nonFinite(name: "duration", value: .infinity)) {
      try PropertyAnimator(duration: .infinity, timingParameters: .cubic(.linear))
    }
  }

  @Test func rejectsInvalidSpringsWithTheSpringError() {
    #expect(throws: PropertyAnimatorError.spring(.nonPositiveStiffness(0))) {
      try PropertyAnimator(
        duration: 1,
        timingParameters: .spring(.physical(mass: 1, stiffness: 0, damping: 1, initialVelocity: 0)))
    }
    #expect(throws: PropertyAnimatorError.springNeverSettles) {
      try PropertyAnimator(
        duration: 1,
        timingParameters: .spring(.physical(mass: 1, stiffness: 1, damping: 0, initialVelocity: 0)))
    }
  }

  @Test func rejectsTimesThatAreNotFiniteOrGoBackwards() throws {
    let started = try animator.started(at: 2)
    #expect(throws: PropertyAnimatorError.timeBeforeLastTransition(time: 1, lastTransition: 2)) {
      try started.paused(at: 1)
    }
    #expect(throws: PropertyAnimatorError.nonFinite(name: "time", value: .infinity)) {
      try started.paused(at: .infinity)
    }
  }

  @Test func rejectsNonFiniteFractionsAndClampsFiniteOnes() throws {
    let paused = try animator.paused(at: 0)
    #expect(throws: PropertyAnimatorError.nonFinite(name: "fractionComplete", value: .infinity)) {
      try paused.settingFractionComplete(.infinity, at: 0)
    }
    #expect(try paused.settingFractionComplete(1.5, at: 0).fractionComplete(at: 0) == 1)
    #expect(try paused.settingFractionComplete(-0.5, at: 0).progress(at: 0) == 0)
  }

  @Test func rejectsNegativeOrNonFiniteDurationFactors() throws {
    let paused = try animator.started(at: 0).paused(at: 0.5)
    #expect(throws: PropertyAnimatorError.parameter(ParameterViolation(name: "durationFactor", value: -1, rule: .nonNegative))) {
      try paused.continued(withTimingParameters: nil, durationFactor: -1, at: 1)
    }
    #expect(throws: PropertyAnimatorError.nonFinite(name: "durationFactor", value: .infinity)) {
      try paused.continued(withTimingParameters: nil, durationFactor: .infinity, at: 1)
    }
  }

  @Test func rejectsTransitionsUIKitForbids() throws {
    let running = try animator.started(at: 0)
    #expect(
      throws: PropertyAnimatorError.invalidTransition(
        action: "set fractionComplete", state: "running")
    ) {
      try running.settingFractionComplete(0.5, at: 0.1)
    }
    let stopped = try running.stopped(withoutFinishing: false, at: 0.2)
    #expect(throws: PropertyAnimatorError.invalidTransition(action: "start", state: "stopped")) {
      try stopped.started(at: 0.3)
    }
    #expect(throws: PropertyAnimatorError.invalidTransition(action: "continue", state: "stopped")) {
      try stopped.continued(withTimingParameters: nil, durationFactor: 1, at: 0.3)
    }
    #expect(throws: PropertyAnimatorError.invalidTransition(action: "finish", state: "active")) {
      try running.finished(at: .end, time: 0.3)
    }
    #expect(throws: PropertyAnimatorError.invalidTransition(action: "continue", state: "inactive"))
    {
      try animator.continued(withTimingParameters: nil, durationFactor: 1, at: 0)
    }
  }

  @Test func messagesNameTheParameterAndValue() {
    #expect(
      PropertyAnimatorError.parameter(ParameterViolation(name: "durationFactor", value: -2, rule: .nonNegative)).description
        == "property animator: durationFactor must be zero or positive, got -2.0")
    #expect(
      PropertyAnimatorError.invalidTransition(action: "start", state: "stopped").description
        == "property animator: cannot start while stopped")
    #expect(
      PropertyAnimatorError.timeBeforeLastTransition(time: 0.5, lastTransition: 1).description
        == "property animator: time 0.5 is before the last transition at 1.0")
    #expect(
      PropertyAnimatorError.springNeverSettles.description
        == "property animator: a spring with zero damping never settles")
    let spring = SpringError.noSolution(reason: "x")
    #expect(PropertyAnimatorError.spring(spring).description == "property animator: \(spring)")
    #expect(PropertyAnimatorError.springNeverSettles.reason == "a spring with zero damping never settles")
  }
}
