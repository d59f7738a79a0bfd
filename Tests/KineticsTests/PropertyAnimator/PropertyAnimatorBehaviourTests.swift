import Kinetics
import Testing

@Suite struct PropertyAnimatorBehaviourTests {
  typealias Reference = PropertyAnimatorReference

  private func easeInEaseOutAnimator(
    duration: Double = 1, scrubsLinearly: Bool = true, pausesOnCompletion: Bool = false
  ) throws -> PropertyAnimator {
    try PropertyAnimator(
      duration: duration, timingParameters: .cubic(.easeInEaseOut),
      scrubsLinearly: scrubsLinearly, pausesOnCompletion: pausesOnCompletion)
  }

  @Test func runningAnimatorShowsTheCurveAtTheElapsedFraction() throws {
    let animator = try easeInEaseOutAnimator(duration: 2).started(at: 1)
    for elapsed in [0.0, 0.3, 0.5, 1.1, 1.9] {
      // Reference: the parametric Bézier solved by bisection; 1e-14 absolute.
      let expected = Reference.bezierProgress(elapsed / 2, Reference.easeInEaseOut)
      #expect(abs(animator.progress(at: 1 + elapsed) - expected) < 1e-14)
      // (t − begin)/duration rounds once more than elapsed/2: 1e-15.
      #expect(abs(animator.fractionComplete(at: 1 + elapsed) - elapsed / 2) < 1e-15)
    }
    #expect(animator.completionTime == 3)
    #expect(animator.progress(at: 3) == 1)
    #expect(animator.state(at: 3) == .inactive)
    #expect(animator.state(at: 2.9) == .active)
  }

  @Test func timingParametersReadBackAsGivenInEveryFormAndAfterAContinuation() throws {
    let forms: [AnimatorTimingParameters] = [
      .cubic(.easeInEaseOut), .cubic(try CubicBezierTimingCurve(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)),
      .spring(.dampingRatio(0.7, initialVelocity: 0.25)),
      .spring(.physical(mass: 2, stiffness: 170, damping: 12, initialVelocity: -0.5)),
    ]
    for parameters in forms {
      let animator = try PropertyAnimator(duration: 0.6, timingParameters: parameters)
      #expect(animator.timingParameters == parameters)
      let continued = try animator.started(at: 0).paused(at: 0.2).continued(
        withTimingParameters: .spring(.dampingRatio(1, initialVelocity: 0)), durationFactor: 1,
        at: 0.3)
      #expect(continued.timingParameters == parameters)
    }
  }

  @Test func velocityIsTheTimeDerivativeOfProgress() throws {
    let animator = try easeInEaseOutAnimator(duration: 0.8).started(at: 0)
    for t in stride(from: 0.05, to: 0.8, by: 0.05) {
      // Central difference, h = 1e-6: truncation and rounding below 1e-8.
      #expect(abs(animator.velocity(at: t) - Reference.centralDifference(animator, at: t)) < 1e-7)
    }
  }

  @Test func pauseScrubLinearlyThenContinueWithSpringKeepsVelocityContinuous() throws {
    // Apple's interactive-animation recipe: pause at 0.3 s, scrub to 0.5, continue with a spring.
    let paused = try easeInEaseOutAnimator().started(at: 0).paused(at: 0.3)
    // Reference: curve(0.3) from the parametric form.
    #expect(
      abs(paused.progress(at: 0.3) - Reference.bezierProgress(0.3, Reference.easeInEaseOut)) < 1e-14
    )
    let scrubbed = try paused.settingFractionComplete(0.5, at: 0.5)
    #expect(scrubbed.progress(at: 0.7) == 0.5)
    #expect(scrubbed.fractionComplete(at: 0.7) == 0.5)
    let continued = try scrubbed.continued(
      withTimingParameters: .spring(.dampingRatio(0.6, initialVelocity: 0)), durationFactor: 0.5,
      at: 1)
    // easeInEaseOut is symmetric about (½, ½), so it shows 0.5 at x = 0.5, where x(t) and y(t)
    // are at t = ½: slope = y′(½)/x′(½) = 1.5/0.87 (hand-computed from the control points).
    let expectedVelocity = 1.5 / 0.87
    #expect(continued.progress(at: 1) == 0.5)
    #expect(abs(continued.velocity(at: 1) - expectedVelocity) < 1e-9)
    // Forward difference just after the switch (h = 1e-7, truncation ≈ h·|p″|/2 < 1e-5).
    #expect(abs(Reference.forwardDifference(continued, at: 1) - expectedVelocity) < 1e-5)
    #expect(continued.isRunning)
    let end = try #require(continued.completionTime)
    #expect(continued.progress(at: end) == 1)
    #expect(continued.state(at: end) == .inactive)
  }

  @Test func continuingMidFlightWithACubicMatchesTheSlopeOnBothSides() throws {
    let running = try easeInEaseOutAnimator().started(at: 0)
    let switchTime = 0.3
    let continued = try running.continued(
      withTimingParameters: .cubic(.easeOut), durationFactor: 0.5, at: switchTime)
    // The velocity before, from the parametric reference: slope(0.3) per second.
    let before = Reference.bezierSlope(0.3, Reference.easeInEaseOut)
    #expect(abs(running.velocity(at: switchTime) - before) < 1e-12)
    #expect(abs(continued.velocity(at: switchTime) - before) < 1e-12)
    #expect(abs(Reference.forwardDifference(continued, at: switchTime) - before) < 1e-5)
    #expect(continued.completionTime == switchTime + 0.5)
    #expect(continued.progress(at: switchTime + 0.5) == 1)
  }

  @Test func reversedAnimatorRetracesItsCurveAndEndsAtZero() throws {
    let animator = try easeInEaseOutAnimator().started(at: 0).reversed(true, at: 0.6)
    #expect(animator.isReversed)
    #expect(animator.completionTime == 1.2)
    for back in [0.1, 0.25, 0.5] {
      let expected = Reference.bezierProgress(0.6 - back, Reference.easeInEaseOut)
      #expect(abs(animator.progress(at: 0.6 + back) - expected) < 1e-14)
      #expect(animator.velocity(at: 0.6 + back) < 0)
    }
    #expect(animator.progress(at: 1.2) == 0)
    #expect(animator.fractionComplete(at: 1.2) == 0)
    #expect(animator.state(at: 1.2) == .inactive)
  }

  @Test func pausesOnCompletionKeepsTheAnimatorActiveAtFractionOne() throws {
    let animator = try easeInEaseOutAnimator(pausesOnCompletion: true).started(at: 0)
    #expect(animator.state(at: 5) == .active)
    #expect(!animator.isRunning(at: 5))
    #expect(animator.fractionComplete(at: 5) == 1)
    #expect(animator.progress(at: 5) == 1)
    #expect(animator.velocity(at: 5) == 0)
    // Still active: it can be reversed and run back.
    let back = try animator.reversed(true, at: 5).started(at: 5)
    #expect(back.completionTime == 6)
    #expect(back.progress(at: 6) == 0)
    // Continuing at the end with the same curve has nothing left to run: it ends at once.
    let again = try animator.continued(withTimingParameters: nil, durationFactor: 1, at: 5)
    #expect(again.completionTime == 5)
    #expect(again.progress(at: 5) == 1 && again.state(at: 5) == .active)
  }

  @Test func scrubbingThroughTheCurveWhenNotLinear() throws {
    let animator = try easeInEaseOutAnimator(scrubsLinearly: false).paused(at: 0)
      .settingFractionComplete(0.25, at: 0)
    let expected = Reference.bezierProgress(0.25, Reference.easeInEaseOut)
    #expect(abs(animator.progress(at: 0) - expected) < 1e-14)
    let resumed = try animator.started(at: 1)
    #expect(resumed.fractionComplete(at: 1) == 0.25)
    #expect(resumed.completionTime == 1.75)
  }

  @Test func linearScrubResumesTheCurveWhereItShowsTheScrubbedProgress() throws {
    let animator = try PropertyAnimator(duration: 2, timingParameters: .cubic(.easeIn))
      .paused(at: 0).settingFractionComplete(0.5, at: 0).started(at: 1)
    // Reference: x with easeIn(x) = 0.5 by bisection on the parameter; 1e-12.
    let matched = Reference.bezierInverse(0.5, Reference.easeIn)
    #expect(abs(animator.fractionComplete(at: 1) - matched) < 1e-12)
    #expect(abs(animator.progress(at: 1) - 0.5) < 1e-15)
    let end = try #require(animator.completionTime)
    #expect(abs(end - (1 + 2 * (1 - matched))) < 1e-11)
  }

  @Test func reversingASpringContinuationReturnsAlongTheSwitchAndEndsAtZero() throws {
    let continued = try easeInEaseOutAnimator().started(at: 0).continued(
      withTimingParameters: .spring(.dampingRatio(0.5, initialVelocity: 0)), durationFactor: 1,
      at: 0.4)
    let reversed = try continued.reversed(true, at: 0.6)
    // Back at the switch 0.2 s later, then the own curve from fraction 0.4 takes 0.4 s.
    let spill = 0.8
    #expect(abs(try #require(reversed.completionTime) - (spill + 0.4)) < 1e-12)
    #expect(abs(reversed.progress(at: spill) - continued.progress(at: 0.4)) < 1e-12)
    // Progress is continuous across the spill (|Δp| ≤ |v|·2h with |v| < 3).
    #expect(abs(reversed.progress(at: spill + 1e-9) - reversed.progress(at: spill - 1e-9)) < 1e-8)
    #expect(reversed.progress(at: 1.2) == 0)
    #expect(reversed.state(at: 1.2) == .inactive)
  }

  @Test func durationFactorMultipliesTheOriginalDurationAndZeroMeansTimeLeft() throws {
    let paused = try easeInEaseOutAnimator().started(at: 0).paused(at: 0.5)
    let slow = try paused.continued(withTimingParameters: nil, durationFactor: 2, at: 1)
    #expect(slow.completionTime == 3)
    // Same curve, run at a quarter of the speed: fraction advances 0.5 over 2 s.
    #expect(slow.fractionComplete(at: 2) == 0.75)
    let remaining = try paused.continued(withTimingParameters: nil, durationFactor: 0, at: 1)
    #expect(remaining.completionTime == 1.5)
  }

  @Test func stopWithoutFinishingFreezesAndFinishingSetsThePosition() throws {
    let running = try easeInEaseOutAnimator().started(at: 0)
    let frozen = try running.stopped(withoutFinishing: true, at: 0.5)
    #expect(frozen.state == .inactive)
    #expect(frozen.progress(at: 9) == 0.5)
    let stopped = try running.stopped(withoutFinishing: false, at: 0.5)
    #expect(stopped.state == .stopped)
    #expect(try stopped.finished(at: .end, time: 1).progress(at: 1) == 1)
    #expect(try stopped.finished(at: .start, time: 1).progress(at: 1) == 0)
    #expect(try stopped.finished(at: .current, time: 1).progress(at: 1) == 0.5)
    #expect(try stopped.finished(at: .end, time: 1).state == .inactive)
  }

  @Test func dampingRatioSpringHonoursTheDurationAndItsInitialVelocity() throws {
    let animator = try PropertyAnimator(
      duration: 0.7, timingParameters: .spring(.dampingRatio(0.8, initialVelocity: 2))
    ).started(at: 0)
    #expect(animator.effectiveDuration == 0.7)
    // Relative velocity 2 over a distance of 1: 2 per second at the start.
    #expect(abs(animator.velocity(at: 0) - 2) < 1e-12)
    #expect(abs(Reference.forwardDifference(animator, at: 0) - 2) < 1e-4)
    #expect(animator.progress(at: 0.7) == 1)
  }

  @Test func physicalSpringRunsForItsSettlingTimeNotTheGivenDuration() throws {
    let animator = try PropertyAnimator(
      duration: 10,
      timingParameters: .spring(.physical(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
    )
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let settling = try #require(spring.coreAnimationSettlingDuration())
    #expect(animator.effectiveDuration == settling)
    // ζ = 0.5, ω₀ = 10: ln((1 + α/ω_d)/0.001)/α with α = 5, ω_d = √75, hand-computed 1.4727003346780925 (python, double).
    #expect(abs(settling - 1.4727003346780925) < 1e-12)
    #expect(try animator.started(at: 0).completionTime == settling)
  }

  @Test func fastFlickNearTheEndStillContinuesWithTheSpringAndItsVelocity() throws {
    // Linear over 0.2 s runs at 5 per second; at fraction 0.98 that is 250 remaining distances per
    // second, for which UIKit's duration equation with ζ = 0.9, T = 1 s has no root.
    let running = try PropertyAnimator(duration: 0.2, timingParameters: .cubic(.linear)).started(
      at: 0)
    #expect(throws: SpringError.self) {
      try Spring(uikitDuration: 1, dampingRatio: 0.9, initialSpringVelocity: 250)
    }
    let continued = try running.continued(
      withTimingParameters: .spring(.dampingRatio(0.9, initialVelocity: 0)), durationFactor: 5,
      at: 0.196)
    #expect(abs(continued.velocity(at: 0.196) - 5) < 1e-9)
    let end = try #require(continued.completionTime)
    #expect(end >= 0.196 + 1)
    #expect(continued.progress(at: end) == 1)
  }
}
