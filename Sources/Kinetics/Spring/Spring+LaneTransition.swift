extension Spring {
  /// `transition(over:)` on four times at once, the same formulas with `_SpringLaneMath`'s
  /// exponential, e^x − 1, sine and cosine. Lanes whose phase ω_d·t exceeds the exact reduction
  /// range (1.6e6 rad) fall back to the scalar path for the whole vector.
  @inlinable @inline(__always)
  internal func laneTransition(_ times: SIMD4<Double>)
    -> (p: SIMD4<Double>, q: SIMD4<Double>, r: SIMD4<Double>, s: SIMD4<Double>)
  {
    let t = times.replacing(with: 0, where: .!(times .> 0))
    switch regime {
    case .underdamped:
      let phase = oscillationRate * t
      if any(phase .> _SpringLaneMath.sinCosLimit) {
        let phis = (0..<4).map { transition(over: t[$0]) }
        return (
          SIMD4(phis.map(\.displacementFromDisplacement)),
          SIMD4(phis.map(\.displacementFromVelocity)),
          SIMD4(phis.map(\.velocityFromDisplacement)), SIMD4(phis.map(\.velocityFromVelocity))
        )
      }
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

  /// Positions (`velocity == false`) or velocities of the motion (u₀, v₀) toward `target` at
  /// four times.
  @inlinable @inline(__always)
  internal func laneValues(
    _ times: SIMD4<Double>, velocity: Bool, target: Double, displacement u0: Double,
    initialVelocity v0: Double
  ) -> SIMD4<Double> {
    let phi = laneTransition(times)
    return velocity ? phi.r * u0 + phi.s * v0 : target + (phi.p * u0 + phi.q * v0)
  }
}
