import RealModule

extension Spring {
  /// The largest step h for which `method` does not amplify the state: every eigenvalue of its
  /// one-step matrix has modulus ≤ 1 for all steps in (0, h). Seconds; `.infinity` for the analytic
  /// solution and the exact step; 0 when no step is stable (explicit Euler at ζ = 0).
  ///
  /// Derivations (α = c/2m, ω₀² = k/m, eigenvalues λ of the ODE: −α ± iω_d, or −λ_s, −λ_f):
  /// - Explicit Euler multiplies each mode by 1 + hλ. |1 + hλ|² = 1 − 2αh + h²ω₀² < 1 gives
  ///   h < 2α/ω₀² = 2ζ/ω₀ when ζ ≤ 1; for ζ > 1 the fast real mode limits: h < 2/λ_f.
  /// - Semi-implicit Euler has the one-step matrix [[1 − h²ω₀², h(1 − 2αh)], [−hω₀², 1 − 2αh]]
  ///   with det = 1 − 2αh and trace = 2 − 2αh − h²ω₀². The Jury conditions |det| < 1 and
  ///   1 + det > |trace| reduce to h²ω₀² + 4αh < 4: h < 2/(α + √(α² + ω₀²)) (≤ 1/α).
  /// - Velocity Verlet (implicit in v, see `velocityVerletStep`) has det = (1 − αh)/(1 + αh) and
  ///   trace = (2 − h²ω₀²)/(1 + αh); 1 + det = 2/(1 + αh) > |trace| ⇔ |1 − h²ω₀²/2| < 1 ⇔ h < 2/ω₀,
  ///   the undamped limit, whatever the damping.
  /// - RK4 and the Dormand–Prince fifth-order solution multiply each mode by a polynomial R(hλ):
  ///   Σ_{k≤4} z^k/k! and Σ_{k≤5} z^k/k! + z⁶/600. The limit is the first h at which |R(hλ)| exceeds 1
  ///   along the ray of each eigenvalue, found by a scan in steps of 0.005/|λ| and 60 bisections
  ///   (relative accuracy ~1e-15). For ζ = 0 this is 2√2/ω₀ for RK4. For the adaptive method the
  ///   error control keeps steps below its limit; the value is reported for comparison.
  /// - Complexity: O(1) for the closed forms; about 2000 polynomial evaluations for RK4/RK45.
  public func stabilityLimit(of method: SpringIntegrationMethod) -> Double {
    let alpha = decayRate
    let omegaSquared = naturalFrequencySquared
    switch method {
    case .analytic, .exactStep:
      return .infinity
    case .explicitEuler:
      return regime == .overdamped ? 2 / (alpha + oscillationRate) : 2 * alpha / omegaSquared
    case .semiImplicitEuler:
      return 2 / (alpha + (alpha * alpha + omegaSquared).squareRoot())
    case .velocityVerlet:
      return 2 / omegaSquared.squareRoot()
    case .rungeKutta4:
      return eigenvalues.map { rayLimit(of: $0, coefficients: Self.rungeKutta4Stability) }.min()!
    case .dormandPrince45:
      return eigenvalues.map { rayLimit(of: $0, coefficients: Self.dormandPrinceStability) }.min()!
    }
  }

  /// Coefficients of R(z) for RK4, constant term first.
  private static let rungeKutta4Stability: [Double] = [1, 1, 1.0 / 2, 1.0 / 6, 1.0 / 24]
  /// Coefficients of R(z) for the Dormand–Prince 5(4) propagated (fifth-order) solution.
  private static let dormandPrinceStability: [Double] = [
    1, 1, 1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 600,
  ]

  /// The eigenvalues of the ODE as (real, imaginary) pairs (one of each conjugate pair).
  private var eigenvalues: [(Double, Double)] {
    switch regime {
    case .underdamped: return [(-decayRate, oscillationRate)]
    case .critical: return [(-decayRate, 0)]
    case .overdamped: return [(-slowRate, 0), (-(decayRate + oscillationRate), 0)]
    }
  }

  /// The first h > 0 with |R(hλ)| > 1, for a polynomial R with real coefficients.
  private func rayLimit(of eigenvalue: (Double, Double), coefficients: [Double]) -> Double {
    let magnitude = (eigenvalue.0 * eigenvalue.0 + eigenvalue.1 * eigenvalue.1).squareRoot()
    func amplifies(_ h: Double) -> Bool {
      let zr = h * eigenvalue.0
      let zi = h * eigenvalue.1
      var re = 0.0
      var im = 0.0
      for coefficient in coefficients.reversed() {
        (re, im) = (re * zr - im * zi + coefficient, re * zi + im * zr)
      }
      // 1e-12 absorbs rounding where |R| touches 1 to high order (|R(iy)|² − 1 = O(y⁶) for RK4).
      return re * re + im * im > 1 + 1e-12
    }
    let step = 0.005 / magnitude
    var low = 0.0
    var high = step
    while !amplifies(high) {
      low = high
      high += step
      if high > 10 / magnitude { return .infinity }
    }
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if amplifies(mid) { high = mid } else { low = mid }
    }
    return low
  }
}
