import RealModule

extension Spring {
  /// The envelope estimate of the settling time.
  ///
  /// - ζ < 1: the displacement is u = e^(−αt)·A·cos(ω_d t − φ) with A = √(u₀² + ((v₀ + αu₀)/ω_d)²);
  ///   the estimate is the time the envelope e^(−αt)·A falls to the level ε·D (D = |target − from|,
  ///   or 1 when from = target): T = ln(A/(εD))/α. It bounds the exact settling time from above.
  /// - ζ ≥ 1: there is no oscillation envelope; the estimate is the time the slow mode decays by the
  ///   factor ε, T = ln(1/ε)/λ_s (λ_s = ω₀²/(α + γ)), the textbook rule that ignores v₀ and, at ζ
  ///   near 1, the t·e^(−αt) growth — so it can fall below the exact time.
  /// Returns 0 when the bound is already below the level, nil when ζ = 0 or ε is not in (0, ∞).
  /// - Complexity: O(1).
  public func envelopeSettlingTime(
    tolerance epsilon: Double = 0.001, from: Double, to target: Double, initialVelocity: Double = 0
  ) -> Double? {
    guard epsilon > 0, epsilon.isFinite, decayRate > 0 else { return nil }
    switch regime {
    case .underdamped:
      let distance = abs(target - from)
      let level = epsilon * (distance > 0 ? distance : 1)
      let u0 = from - target
      let sineCoefficient = (initialVelocity + decayRate * u0) / oscillationRate
      let amplitude = (u0 * u0 + sineCoefficient * sineCoefficient).squareRoot()
      return max(0, Double.log(amplitude / level) / decayRate)
    case .critical, .overdamped:
      return max(0, -Double.log(epsilon) / slowRate)
    }
  }

  /// Core Animation's `settlingDuration`, as issue 3 defines it: unit displacement, initial velocity
  /// `relativeInitialVelocity` in fractions of the distance per second, positive toward the target
  /// (CASpringAnimation.initialVelocity's documented sign), tolerance ε = 0.001.
  ///
  /// With u₀ = 1 and v₀ = −relativeInitialVelocity:
  /// - ζ < 1: u = e^(−αt)(a·cos ω_d t + b·sin ω_d t) with a = 1, b = (α − v)/ω_d; the result is the
  ///   time the envelope of the two coefficients, e^(−αt)·(|a| + |b|), falls to ε:
  ///   T = ln((|a| + |b|)/ε)/α.
  /// - ζ ≥ 1: the first point of the grid 0, 0.1 s, 0.2 s, … at which |u| < ε.
  /// Apple does not publish its implementation; this follows the description, which is
  /// believed to match observed values. nil when ζ = 0 (it never settles) or when the grid search
  /// would pass the exact settling time by more than one step (impossible for finite results).
  /// - Complexity: O(1) for ζ < 1; O(T/0.1 s) evaluations for ζ ≥ 1.
  public func coreAnimationSettlingDuration(relativeInitialVelocity: Double = 0) -> Double? {
    let epsilon = 0.001
    guard decayRate > 0 else { return nil }
    let velocity = -relativeInitialVelocity
    switch regime {
    case .underdamped:
      let sineCoefficient = abs((velocity + decayRate) / oscillationRate)
      return max(0, Double.log((1 + sineCoefficient) / epsilon) / decayRate)
    case .critical, .overdamped:
      guard let exact = settlingTime(tolerance: epsilon, from: 1, to: 0, initialVelocity: velocity)
      else { return nil }
      let lastIndex = Int(min((exact * 10).rounded(.up) + 1, 1e9))
      for index in 0...lastIndex {
        let t = Double(index) / 10
        if abs(position(at: t, from: 1, to: 0, initialVelocity: velocity)) < epsilon { return t }
      }
      return nil
    }
  }
}
