import Foundation
import Kinetics
import Testing

/// The cases issue 19's full-range test found (Tests/KineticsTests/Reliability/
/// FullRangeAnimatorTests.swift), each fixed: the velocity is right where the exact one is finite,
/// saturated where it is infinite, and a continuation that cannot represent its velocity throws.
@Suite struct PropertyAnimatorRangeTests {
  static let largest = Double.greatestFiniteMagnitude

  /// round 3 of the full-range test: x1 = 0 with y1 < 0, so the curve leaves its start straight
  /// down and the exact slope there is −∞. The velocity is saturated, with the sign of the slope.
  static let verticalStart = try! CubicBezierTimingCurve(
    x1: 0, y1: -0.18284148520041033, x2: 5.8837954344200704e-05, y2: 0.31391329250751543)

  @Test func velocityWhereTheCurveLeavesItsStartVerticallyIsTheLargestFiniteValue() throws {
    let animator = try PropertyAnimator(duration: 2.145908236294833, timingParameters: .cubic(Self.verticalStart))
      .started(at: 6.0019267037117)
    #expect(Self.verticalStart.slope(at: 0) == -.infinity)
    #expect(animator.velocity(at: 6.0019267037117) == -Self.largest)
    #expect(animator.progress(at: 6.0019267037117) == 0)
    // Just after the start the exact slope is finite again, and reported as such: it matches a
    // central difference of the progress.
    let t = 6.0019267037117 + 1e-3
    let h = 1e-7
    let difference = (animator.progress(at: t + h) - animator.progress(at: t - h)) / (2 * h)
    let velocity = animator.velocity(at: t)
    #expect(velocity.isFinite && velocity < 0)
    #expect(abs(velocity - difference) <= 1e-5 * abs(difference), "\(velocity) vs \(difference)")
  }

  @Test func velocityWhereAReversedCurveLeavesItsEndVerticallyIsTheLargestFiniteValue() throws {
    // x2 = 1 with y2 < 1: the curve arrives at its end straight up (slope +∞ at x = 1); run
    // backward from there the velocity is −∞, saturated.
    let curve = try CubicBezierTimingCurve(x1: 0.4, y1: 0, x2: 1, y2: 0.3)
    let animator = try PropertyAnimator(duration: 2, timingParameters: .cubic(curve), scrubsLinearly: false)
      .paused(at: 0).settingFractionComplete(1, at: 0).reversed(true, at: 0).started(at: 0)
    #expect(animator.progress(at: 0) == 1)
    #expect(animator.velocity(at: 0) == -Self.largest)
    #expect(animator.velocity(at: 0.5).isFinite && animator.velocity(at: 0.5) < 0)
  }

  @Test func velocityOfASteepCurveOverALongDurationIsRightThoughTheSlopeOverflows() throws {
    // Slope at 0: y1/x1 = 1e310, beyond the range; over 1e20 s the velocity is 1e290.
    let curve = try CubicBezierTimingCurve(x1: 1e-10, y1: 1e300, x2: 0.5, y2: 1)
    #expect(curve.slope(at: 0) == .infinity)
    let animator = try PropertyAnimator(duration: 1e20, timingParameters: .cubic(curve)).started(at: 0)
    let exact = 1e300 / 1e20 / 1e-10  // each step exact to one rounding: 1e290 within 2 ulp
    let velocity = animator.velocity(at: 0)
    #expect(abs(velocity - exact) <= 1e-12 * exact, "\(velocity) vs \(exact)")
  }

  @Test func springVelocityOverALongSettlingTimeIsTheSpringsOwn() throws {
    // round 540: a settling time of 6.9e304 s, so the velocity scaled to a slope per unit of the
    // timeline and back overflowed. With damping 2.7e-302 the motion is x(t) = 1 − cos ω₀t +
    // (v₀/ω₀)·sin ω₀t to far below one ulp over these times, so x′(t) = ω₀ sin ω₀t + v₀ cos ω₀t.
    let (mass, stiffness, v0) = (2.0408729586541163, 3.5409910776576936, -3.812593651372662e+193)
    let animator = try PropertyAnimator(
      duration: 7.114370066930846e+85,
      timingParameters: .spring(
        .physical(mass: mass, stiffness: stiffness, damping: 2.6578316213215525e-302, initialVelocity: v0))
    ).started(at: 0)
    #expect(animator.effectiveDuration > 1e304)
    #expect(animator.velocity(at: 0) == v0)
    let omega = (stiffness / mass).squareRoot()
    for t in [0.25, 1.0, 3.5] {
      let exact = omega * sin(omega * t) + v0 * cos(omega * t)
      let velocity = animator.velocity(at: t)
      #expect(abs(velocity - exact) <= 1e-12 * abs(v0), "at \(t): \(velocity) vs \(exact)")
    }
  }

  @Test func springVelocityAtAHugeTimeStaysWithinTheEnergyBound() throws {
    // round 77: ω_d ≈ 2.5e153 rad/s at t ≈ 3.5e206 s (the phase ω_d·t overflows). The energy
    // ½v² + ½ω₀²(x − 1)² never grows, so |v| ≤ ω₀·1 + |v₀| at every time.
    let (mass, stiffness, v0) = (0.04095364460581674, 2.4907469976132287e+305, 1.5297086907376158)
    let animator = try PropertyAnimator(
      duration: 3.747431693064927,
      timingParameters: .spring(
        .physical(mass: mass, stiffness: stiffness, damping: 1.5596125351023398e-232, initialVelocity: v0))
    ).started(at: 9.58972884392817e+206)
    let bound = (stiffness / mass).squareRoot() + abs(v0)
    for t in [1.3067490569171215e+207, 2e207, 9.58972884392817e+206 + 1] {
      let velocity = animator.velocity(at: t)
      #expect(velocity.isFinite && abs(velocity) <= bound * (1 + 1e-12), "at \(t): \(velocity)")
      #expect(animator.progress(at: t).isFinite)
    }
  }

  @Test func springThatWouldSettleBeyondTheRangeThrowsItsError() {
    // round 497: damping 2e-186 against a mass of 1.8e130 gives a settling time beyond 1.8e308 s
    // (it was +∞, and the velocity NaN).
    #expect(throws: PropertyAnimatorError.settlingTimeBeyondRange) {
      try PropertyAnimator(
        duration: 0.6941366302199734,
        timingParameters: .spring(
          .physical(
            mass: 1.838319988632984e+130, stiffness: 3.8136153709318483, damping: 2.045061922857405e-186,
            initialVelocity: -2.933288265344724)))
    }
  }

  @Test func continuingAtAVerticalStartWithItsVelocityThrowsTheVelocityError() throws {
    let animator = try PropertyAnimator(duration: 2.145908236294833, timingParameters: .cubic(Self.verticalStart))
      .started(at: 6)
    // Matched y1 = x1·v·D/Δ with v = −1.8e308 and D = 2.1 s is beyond the range.
    #expect(throws: PropertyAnimatorError.velocityBeyondRange(progress: 0, velocity: -Self.largest)) {
      try animator.continued(withTimingParameters: .cubic(.easeOut), durationFactor: 1, at: 6)
    }
    // A spring started with that velocity would leave the range (energy bound): an error, never
    // a spring whose progress is NaN.
    #expect(throws: PropertyAnimatorError.self) {
      try animator.continued(
        withTimingParameters: .spring(.dampingRatio(0.5, initialVelocity: 0)), durationFactor: 1, at: 6)
    }
    // Without matching, the given curve runs from the progress shown, finite throughout.
    let fresh = try animator.continued(
      withTimingParameters: .cubic(.easeOut), durationFactor: 1, matchingVelocity: false, at: 6)
    for t in stride(from: 6.0, through: 9, by: 0.25) {
      #expect(fresh.progress(at: t).isFinite && fresh.velocity(at: t).isFinite, "at \(t)")
    }
    #expect(fresh.progress(at: 9) == 1)
  }

  @Test func continuationsWhoseDurationOverflowsThrowTheDurationError() throws {
    let long = try PropertyAnimator(duration: 1e300, timingParameters: .cubic(.easeInEaseOut)).started(at: 0)
    #expect(throws: PropertyAnimatorError.durationBeyondRange(durationFactor: 1e10, effectiveDuration: 1e300)) {
      try long.continued(withTimingParameters: .cubic(.linear), durationFactor: 1e10, at: 0)
    }
    // Own timing over 2⁻¹⁰⁶³ s (about 1e-320): the time scale (1 s left)/(2⁻¹⁰⁶³ s) is beyond the range.
    let short = try PropertyAnimator(duration: 1, timingParameters: .cubic(.linear)).started(at: 0)
    #expect(throws: PropertyAnimatorError.durationBeyondRange(durationFactor: 0x1p-1063, effectiveDuration: 1)) {
      try short.continued(withTimingParameters: nil, durationFactor: 0x1p-1063, at: 0)
    }
  }

  @Test func newErrorsAreOneLineNamingTheirValues() {
    let errors: [PropertyAnimatorError] = [
      .settlingTimeBeyondRange, .durationBeyondRange(durationFactor: 1e10, effectiveDuration: 1e300),
      .velocityBeyondRange(progress: 0, velocity: -Self.largest),
    ]
    for error in errors {
      #expect(error.description.hasPrefix("property animator: "))
      #expect(!error.description.contains("\n"))
    }
    #expect(errors[1].reason.contains("durationFactor \(1e10)") && errors[1].reason.contains("\(1e300)"))
    #expect(errors[2].reason.contains("-1.7976931348623157e+308"))
  }
}
