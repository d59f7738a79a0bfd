extension Spring {
  /// `transition(over:)` on four times at once, the same formulas with `_SpringLaneMath`'s
  /// exponential, e^x − 1, sine and cosine. Lanes whose phase ω_d·t exceeds the exact reduction
  /// range (1.6e6 rad) fall back to the scalar path for the whole vector.
  @usableFromInline @_transparent
  internal func laneTransition(_ times: SIMD4<Double>)
    -> (p: SIMD4<Double>, q: SIMD4<Double>, r: SIMD4<Double>, s: SIMD4<Double>)
  {
    let t = times.replacing(with: 0, where: .!(times .> 0))
    switch regime {
    case .underdamped:
      let phase = oscillationRate * t
      if any(phase .> _SpringLaneMath.sinCosLimit) { return scalarLaneTransition(t) }
      let envelope = _SpringLaneMath.exp(-decayRate * t)
      let (sine, cosine) = _SpringLaneMath.sinCos(phase)
      let scaledSine = envelope * (sine / oscillationRate)
      let damped = envelope * cosine
      return (
        damped + decayRate * scaledSine, scaledSine, -naturalFrequencySquared * scaledSine,
        damped - decayRate * scaledSine
      )
    case .critical, .overdamped:
      let slow = _SpringLaneMath.exp(-slowRate * t)
      var spread = t
      var fastRatio = SIMD4<Double>(repeating: 1)
      if oscillationRate > 0 {
        let twiceGammaT = 2 * oscillationRate * t
        spread = -_SpringLaneMath.expMinusOne(-twiceGammaT) / (2 * oscillationRate)
        fastRatio = _SpringLaneMath.exp(-twiceGammaT)
      }
      let slowSpread = slow * spread
      return (
        slow + slowRate * slowSpread, slowSpread, -naturalFrequencySquared * slowSpread,
        slow * fastRatio - slowRate * slowSpread
      )
    }
  }

  /// `transition(over:)` lane by lane: the rare vectors beyond the lane functions' reduction range.
  /// Kept out of line so the inlined kernel stays small (the optimizer stops inlining even
  /// `@inline(__always)` functions into a caller that has grown too large).
  @usableFromInline @inline(never)
  internal func scalarLaneTransition(_ times: SIMD4<Double>)
    -> (p: SIMD4<Double>, q: SIMD4<Double>, r: SIMD4<Double>, s: SIMD4<Double>)
  {
    var result = (
      p: SIMD4<Double>(), q: SIMD4<Double>(), r: SIMD4<Double>(), s: SIMD4<Double>()
    )
    for lane in 0..<4 {
      let phi = transition(over: times[lane])
      result.p[lane] = phi.displacementFromDisplacement
      result.q[lane] = phi.displacementFromVelocity
      result.r[lane] = phi.velocityFromDisplacement
      result.s[lane] = phi.velocityFromVelocity
    }
    return result
  }

  /// Positions (`velocity == false`) or velocities of the motion (u₀, v₀) toward `target` at
  /// four times.
  @usableFromInline @_transparent
  internal func laneValues(
    _ times: SIMD4<Double>, velocity: Bool, target: Double, displacement u0: Double,
    initialVelocity v0: Double
  ) -> SIMD4<Double> {
    let phi = laneTransition(times)
    return velocity ? phi.r * u0 + phi.s * v0 : target + (phi.p * u0 + phi.q * v0)
  }
}
