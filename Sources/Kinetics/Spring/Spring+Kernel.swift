extension Spring {
  /// Positions (`velocity == false`) or velocities of the motion (u₀, v₀) toward `target` at eight
  /// times of an underdamped spring: `transition(over:)` and `position`/`velocity(at:…)` lane by
  /// lane, the same operations in the same order, so each lane equals the scalar result exactly.
  /// Lanes whose phase is beyond the lane reduction range (1.6e6 rad) get meaningless values and
  /// set their bits in `beyondRange`: the caller recomputes them with the scalar path after the
  /// pass (a check per vector was measured at about a tenth of the kernel's time).
  @usableFromInline @_transparent
  internal func underdampedLaneValues(
    _ times: SIMD8<Double>, velocity: Bool, target: Double, displacement u0: Double,
    initialVelocity v0: Double, beyondRange: inout SIMD8<UInt64>
  ) -> SIMD8<Double> {
    let t = _SpringLaneMath.positivePart(times)
    let phase = oscillationRate * t
    beyondRange |= _bits(phase .> _SpringScalarMath.sinCosLimit)
    let envelope = _SpringLaneMath.expOfNonPositive(-decayRate * t).exp
    let (sine, cosine) = _SpringLaneMath.sinCos(phase)
    let scaledSine = envelope * (sine * reciprocalOscillationRate)
    let damped = envelope * cosine
    if velocity {
      return (-naturalFrequencySquared * scaledSine) * u0 + (damped - decayRate * scaledSine) * v0
    }
    return target + ((damped + decayRate * scaledSine) * u0 + scaledSine * v0)
  }

  /// The critically damped and overdamped counterpart of `underdampedLaneValues`.
  @usableFromInline @_transparent
  internal func overdampedLaneValues(
    _ times: SIMD8<Double>, velocity: Bool, target: Double, displacement u0: Double,
    initialVelocity v0: Double
  ) -> SIMD8<Double> {
    let t = _SpringLaneMath.positivePart(times)
    let slow = _SpringLaneMath.expOfNonPositive(-slowRate * t).exp
    // At ζ = 1 (γ = 0) H = t and e^(−2γt) = 1, as in the scalar path (the γ > 0 expressions would
    // give 0·∞ for H, and NaN at t = ∞); a choice of values, so the loop stays straight-line.
    let fast = _SpringLaneMath.expOfNonPositive(-2 * oscillationRate * t)
    let expMinusOne = (fast.exp - 1).replacing(with: fast.reducedExpMinusOne, where: fast.isReduced)
    let spread = oscillationRate > 0 ? -expMinusOne * (0.5 * reciprocalOscillationRate) : t
    let fastRatio = oscillationRate > 0 ? fast.exp : SIMD8<Double>(repeating: 1)
    let slowSpread = slow * spread
    if velocity {
      // Two typed terms, summed as before: the one expression took the type checker 0.8 s.
      let fromDisplacement: SIMD8<Double> = (-naturalFrequencySquared * slowSpread) * u0
      let velocityRatio: SIMD8<Double> = slow * fastRatio - slowRate * slowSpread
      return fromDisplacement + velocityRatio * v0
    }
    return target + ((slow + slowRate * slowSpread) * u0 + slowSpread * v0)
  }

  /// Either kernel, chosen by the regime (for the partial vector at the end of a batch).
  @usableFromInline @_transparent
  internal func laneValues(
    _ times: SIMD8<Double>, velocity: Bool, target: Double, displacement u0: Double,
    initialVelocity v0: Double, beyondRange: inout SIMD8<UInt64>
  ) -> SIMD8<Double> {
    regime == .underdamped
      ? underdampedLaneValues(
        times, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
        beyondRange: &beyondRange)
      : overdampedLaneValues(
        times, velocity: velocity, target: target, displacement: u0, initialVelocity: v0)
  }

  /// Whether the lane kernel leaves time t to the scalar path: its phase ω_d·t is beyond the lane
  /// reduction range (the lane mask of `underdampedLaneValues`, for one time).
  @usableFromInline @_transparent
  internal func phaseIsBeyondLaneRange(_ time: Double) -> Bool {
    regime == .underdamped
      && oscillationRate * (time > 0 ? time : 0) > _SpringScalarMath.sinCosLimit
  }
}
