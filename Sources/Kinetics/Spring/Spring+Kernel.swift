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

  /// Whether every lane of `underdampedLaneValues` and `overdampedLaneValues` (position or
  /// velocity) is finite for this motion at every time t ∈ [−∞, ∞] or NaN, except the lanes
  /// flagged in `beyondRange`: then the batch needs no overflow probe. A sufficient condition, tested
  /// on bit patterns (integer comparisons; for a non-negative Double the pattern orders as the value,
  /// and ±∞ and NaN lie above every finite magnitude):
  /// - the regime is underdamped, or overdamped with λ_s > 0. Times reach the kernels as
  ///   t ∈ [0, ∞] (NaN and negatives read as 0); an underdamped lane at t = ∞ has phase ∞ and is
  ///   flagged; an overdamped one has e^(−λ_s·t) and e^(−2γt) at the clamped exponent (finite), where
  ///   λ_s = 0 would give 0·∞. The critical regime, whose H = t is unbounded, always probes.
  /// - λ_s (α when underdamped), 1/ω_d (1/γ) and ω₀² are below 2⁵⁰. The exponentials are at most
  ///   1 (+ a few ulps), so are |sin|, |cos| and |e^x − 1| for x ≤ 0; hence every transition entry
  ///   and partial product is below 2¹⁰² (|sin·(1/ω_d)·e| and |H·e^(−λ_s·t)| below 2⁵¹, times a rate
  ///   below 2¹⁰¹, plus at most 2).
  /// - |target|, |from − target| and |v₀| are below 2⁹⁰⁰ (NaN and ±∞ fail). Then each sum is
  ///   below 2⁹⁰⁰·(1 + 3·2¹⁰²) < 2¹⁰⁰⁴, far from overflow with every rounding.
  /// Any other spring or motion (near the ends of the range) takes the probe, as before.
  @usableFromInline @_transparent
  internal func laneValuesStayFinite(target: Double, displacement u0: Double, initialVelocity v0: Double)
    -> Bool
  {
    let rates = max(
      slowRate.bitPattern, max(reciprocalOscillationRate.bitPattern, naturalFrequencySquared.bitPattern))
    let magnitudes = max(
      target.magnitude.bitPattern, max(u0.magnitude.bitPattern, v0.magnitude.bitPattern))
    let regimeIsBounded = regime == .underdamped || (regime == .overdamped && slowRate > 0)
    return regimeIsBounded && rates < (0x1p50 as Double).bitPattern
      && magnitudes < (0x1p900 as Double).bitPattern
  }

  /// Whether the lane kernel leaves time t to the scalar path: its phase ω_d·t is beyond the lane
  /// reduction range (the lane mask of `underdampedLaneValues`, for one time).
  @usableFromInline @_transparent
  internal func phaseIsBeyondLaneRange(_ time: Double) -> Bool {
    regime == .underdamped
      && oscillationRate * (time > 0 ? time : 0) > _SpringScalarMath.sinCosLimit
  }
}
