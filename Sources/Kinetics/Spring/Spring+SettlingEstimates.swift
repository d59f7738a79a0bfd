import RealModule

extension Spring {
  /// The envelope estimate of the settling time: the last time the envelope b(t) of the
  /// displacement falls to the level ε·D (D = |target − from|, or 1 when from = target).
  ///
  /// Derivation. In the form of `transition(over:)` the displacement is
  /// u = e^(−λt)·(u₀·C(t) + B·S(t)) with |C| ≤ 1 and 0 ≤ S(t) ≤ min(t, σ), where
  /// - ζ < 1: λ = α, B = v₀ + αu₀, S = sin(ω_d t)/ω_d, σ = 1/ω_d;
  /// - ζ ≥ 1: λ = λ_s, B = v₀ + λ_s u₀, C = 1, S = −expm1(−2γt)/(2γ), σ = 1/(2γ) (∞ at ζ = 1).
  /// So b(t) = e^(−λt)·(|u₀| + |B|·min(t, σ)) ≥ |u(t)|. Beyond t = σ, b decays as a pure
  /// exponential and the crossing is T = ln((|u₀| + |B|σ)/(εD))/λ; before σ, b = e^(−λt)(a + ct)
  /// is unimodal and the crossing after its peak is found by bracketed Newton. Because b bounds
  /// |u|, the estimate is never below the exact settling time, and because min(t, σ) replaces the
  /// classical 1/ω_d it stays finite and continuous as ζ → 1 from either side (the classical
  /// envelope √(u₀² + (B/ω_d)²)·e^(−αt) grows without bound there).
  /// Returns 0 when b never exceeds the level, nil when ζ = 0 or ε is not in (0, ∞). Huge motions
  /// are scaled first, as for `settlingTime` (`settlingStart`).
  /// - Complexity: O(1) (at most ~60 evaluations of b).
  public func envelopeSettlingTime(
    tolerance epsilon: Double = 0.001, from: Double, to target: Double, initialVelocity: Double = 0
  ) -> Double? {
    guard epsilon > 0, epsilon.isFinite, decayRate > 0 else { return nil }
    let (level, u0, v0) = settlingStart(
      tolerance: epsilon, from: from, to: target, initialVelocity: initialVelocity)
    let rate = slowRate
    let a = abs(u0)
    let c = abs(v0 + rate * u0)
    let switchTime: Double
    switch regime {
    case .underdamped: switchTime = 1 / oscillationRate
    case .overdamped: switchTime = 1 / (2 * oscillationRate)
    case .critical: switchTime = .infinity
    }
    let bound = { (t: Double) in Double.exp(-rate * t) * (a + c * min(t, switchTime)) }
    if switchTime.isFinite && bound(switchTime) >= level {
      return (Double.log(a + c * switchTime) - Double.log(level)) / rate
    }
    let peak = c > 0 ? max(0, 1 / rate - a / c) : 0
    guard bound(peak) > level else { return 0 }
    var high = peak + 1 / rate
    while bound(high) > level { high = peak + 2 * (high - peak) }
    // The bound falls through the level between the peak and `high`.
    return _safeguardedRoot(
      between: peak, and: high, from: peak + (high - peak) / 2, increasing: false,
      stopping: _RootStopping(bracketUlps: 2)
    ) { t in
      let decay = Double.exp(-rate * t)
      return _newtonStep(value: decay * (a + c * t) - level, derivative: decay * (c - rate * (a + c * t)))
    }.root
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
  /// Apple does not publish its implementation; this follows the description.
  /// nil when ζ = 0 (it never settles).
  /// - Complexity: O(1): for ζ ≥ 1 the grid is not scanned; the first grid point is found from
  ///   the overshoot's zero and the exact settling time. Beyond 2⁴⁹ s, where 0.1 s is finer than
  ///   the spacing of doubles, the result is the first double of the grid at or after the exact
  ///   settling time (the grid's later points are not representable).
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
      // |u| < ε holds on (T_exact, ∞) and, when the motion overshoots, on a dip (a, b) around the
      // zero z of u. u = e^(−λ_s t)(1 + B·H(t)) with B = v₀ + λ_s and H rising from 0 to 1/(2γ)
      // (∞ at ζ = 1), so z exists iff 1 + B/(2γ) < 0, at z = −log1p(2γ/B)/(2γ) (−1/B at ζ = 1).
      // The answer is the first grid point in the dip, else the first one after T_exact: O(1)
      // instead of a scan of T/0.1 s points.
      let u = { (t: Double) in self.position(at: t, from: 1, to: 0, initialVelocity: velocity) }
      let gridPoint = { (t: Double) in (t * 10).rounded(.up) / 10 }
      let slowMode = velocity + slowRate
      let zero: Double?
      if oscillationRate == 0 {
        zero = slowMode < 0 ? -1 / slowMode : nil
      } else {
        zero =
          1 + slowMode / (2 * oscillationRate) < 0
          ? -Double.log(onePlus: 2 * oscillationRate / slowMode) / (2 * oscillationRate) : nil
      }
      if let zero, zero < exact {
        // u − ε is 1 − ε > 0 at 0 and −ε at the zero: decreasing through the root.
        let dipStart = _safeguardedRoot(
          between: 0, and: zero, from: zero / 2, increasing: false,
          stopping: _RootStopping(bracketUlps: 2)
        ) { t in
          let state = self.state(at: t, from: 1, to: 0, initialVelocity: velocity)
          return _newtonStep(value: state.position - epsilon, derivative: state.velocity)
        }.root
        let candidate = gridPoint(dipStart)
        if abs(u(candidate)) < epsilon { return candidate }
      }
      var candidate = gridPoint(exact)
      // |u| < ε holds after the exact time, so one or two steps suffice where u is evaluated
      // accurately; the bound of 64 steps ends the scan where it is not (u rounded or NaN at huge
      // times), and beyond 2⁴⁹ s the 0.1 s grid is finer than the doubles (candidate + 0.1 rounds
      // back to candidate), so the answer stays where it is. Neither loop ended before (issue 19).
      var steps = 0
      while !(abs(u(candidate)) < epsilon) && candidate.isFinite && steps < 64 {
        let next = gridPoint(candidate + 0.1)
        guard next > candidate else { break }
        candidate = next
        steps += 1
      }
      return candidate.isFinite ? candidate : nil
    }
  }
}
