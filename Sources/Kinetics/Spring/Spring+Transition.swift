import RealModule

/// The exact state-transition matrix Φ(t) = [[p, q], [r, s]] of the spring: the displacement
/// u = x − target and the velocity evolve as (u(t), v(t)) = Φ(t)·(u(0), v(0)).
///
/// This is the single, regime-continuous form every analytic evaluation goes through. With
/// α = c/2m, ω₀² = k/m:
/// - ζ < 1, E = e^(−αt), S = sin(ω_d t)/ω_d, C = cos(ω_d t):
///   p = E(C + αS), q = ES, r = −ω₀²ES, s = E(C − αS).
/// - ζ ≥ 1, the slow root λ_s = ω₀²/(α + γ) (γ = √(α² − ω₀²)), E = e^(−λ_s t),
///   H = −expm1(−2γt)/(2γ) (= t at γ = 0), E₂ = e^(−2γt):
///   p = E(1 + λ_s H), q = EH, r = −ω₀²EH, s = E(E₂ − λ_s H).
/// As ζ → 1 from below S → t and from above H → t, so both forms meet the critically damped
/// solution; neither divides by a vanishing ω_d or γ, and the overdamped form never multiplies a
/// growing e^(γt) by a vanishing e^(−αt), so large t gives zeros, not ∞·0.
public struct SpringTransition: Sendable, Hashable {
  /// ∂u(t)/∂u(0).
  public let displacementFromDisplacement: Double
  /// ∂u(t)/∂v(0), in seconds.
  public let displacementFromVelocity: Double
  /// ∂v(t)/∂u(0), in 1/s².
  public let velocityFromDisplacement: Double
  /// ∂v(t)/∂v(0).
  public let velocityFromVelocity: Double

  @usableFromInline
  internal init(p: Double, q: Double, r: Double, s: Double) {
    displacementFromDisplacement = p
    displacementFromVelocity = q
    velocityFromDisplacement = r
    velocityFromVelocity = s
  }

  /// Applies the matrix to the displacement `u` and velocity `v`.
  @inlinable
  public func applied(displacement u: Double, velocity v: Double) -> (
    displacement: Double, velocity: Double
  ) {
    (
      displacementFromDisplacement * u + displacementFromVelocity * v,
      velocityFromDisplacement * u + velocityFromVelocity * v
    )
  }
}

extension Spring {
  /// The exact state-transition matrix over `elapsed` seconds (see `SpringTransition`).
  ///
  /// e^x, e^x − 1, sin and cos come from `_SpringScalarMath` (Cody–Waite reductions, polynomials
  /// within about one ulp), the functions the batch kernels run on eight lanes, so batches equal
  /// this bit for bit; phases ω_d·t above 1.6e6 rad use the standard library's sin and cos.
  /// Accuracy: each entry to a few ulps of its scale (1, t, ω₀²t) plus the phase error that one ulp
  /// in ω_d causes at large ω_d·t. Edge cases: negative `elapsed` is treated as 0 (a spring does
  /// not run backwards: e^(+αt) would overflow); very large `elapsed` gives the zero matrix.
  /// - Complexity: O(1): two exponentials, or one exponential, one sine and one cosine.
  @inlinable
  public func transition(over elapsed: Double) -> SpringTransition {
    let t = elapsed > 0 ? elapsed : 0
    switch regime {
    case .underdamped:
      let phase = oscillationRate * t
      guard phase <= _SpringScalarMath.sinCosLimit else { return distantTransition(over: t) }
      let envelope = _SpringScalarMath.expOfNonPositive(-decayRate * t).exp
      let (sine, cosine) = _SpringScalarMath.sinCos(phase)
      let scaledSine = envelope * (sine * reciprocalOscillationRate)
      let damped = envelope * cosine
      return SpringTransition(
        p: damped + decayRate * scaledSine, q: scaledSine, r: -naturalFrequencySquared * scaledSine,
        s: damped - decayRate * scaledSine)
    case .critical, .overdamped:
      let slow = _SpringScalarMath.expOfNonPositive(-slowRate * t).exp
      var spread = t
      var fastRatio = 1.0
      if oscillationRate > 0 {
        // H = −(e^(−2γt) − 1)/(2γ), e^x − 1 without cancellation while |2γt| ≤ ln2/2.
        let fast = _SpringScalarMath.expOfNonPositive(-2 * oscillationRate * t)
        let expMinusOne = fast.isReduced ? fast.reducedExpMinusOne : fast.exp - 1
        spread = -expMinusOne * (0.5 * reciprocalOscillationRate)
        fastRatio = fast.exp
      }
      let slowSpread = slow * spread
      return SpringTransition(
        p: slow + slowRate * slowSpread, q: slowSpread, r: -naturalFrequencySquared * slowSpread,
        s: slow * fastRatio - slowRate * slowSpread)
    }
  }

  /// The underdamped matrix for phases beyond `_SpringScalarMath.sinCosLimit`, with the standard
  /// library's exp, sin and cos (full range reduction). Out of line: rare, and it keeps the
  /// inlined paths small.
  @usableFromInline
  internal func distantTransition(over t: Double) -> SpringTransition {
    let envelope = Double.exp(-decayRate * t)
    if envelope == 0 { return SpringTransition(p: 0, q: 0, r: 0, s: 0) }
    var phase = oscillationRate * t
    if !phase.isFinite {
      // Only an undamped spring gets here (t > 1e308/ω_d): the phase is defined modulo 2π, and
      // no digit of it survives anyway; reduce t by whole periods so sin and cos stay finite.
      phase = oscillationRate * t.truncatingRemainder(dividingBy: 2 * .pi / oscillationRate)
    }
    let sine = envelope * (Double.sin(phase) / oscillationRate)
    let damped = envelope * Double.cos(phase)
    return SpringTransition(
      p: damped + decayRate * sine, q: sine, r: -naturalFrequencySquared * sine,
      s: damped - decayRate * sine)
  }
}
