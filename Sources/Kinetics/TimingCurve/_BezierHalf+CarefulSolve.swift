import RealModule

extension _BezierHalf {
  /// The root t* ∈ (0, 0.8) of x(t) = v, to the last bit the residual can tell, starting from `t`.
  ///
  /// The slow path behind `progress(_:)`, taken when Halley steps have not converged (x′ nearly 0
  /// at the root) or dy/dx is so steep that the rounding of x(t) would show in y. Method: x(t) − v
  /// is evaluated in double-double arithmetic (coefficients exact to about 2⁻¹⁰⁶), so the sign of the
  /// residual is right unless x(t) is within about 2⁻¹⁰⁰ of v. First the bracket [0, 0.8] is
  /// shrunk by 16 at a time (or further, where Newton goes further) until its lower end is above 0:
  /// a root as small as 1e-300 (x near 0 where x′(0) = 0, where Newton only gains a factor 2/3 per
  /// step) is then reached in a few dozen steps, not hundreds. Then the package's safeguarded
  /// Newton (`_safeguardedRoot`: a step is taken only if it stays inside the bracket and at most
  /// halves the step before last, as in rtsafe, Press et al., Numerical Recipes §9.4) runs until the
  /// bracket holds no double between its ends, so x(t*) brackets v between two neighbouring doubles
  /// of t; of the two, the one with the smaller residual is returned.
  ///
  /// - Complexity: at most about 60 iterations (bisection of [0, 0.8] to one ulp), plus one per
  ///   factor 16 by which the root is below 0.05.
  @usableFromInline
  func solveCarefully(_ v: Double, from start: Double) -> Double {
    var low = 0.0
    var high = 0.8
    var t = Swift.min(Swift.max(start, low), high)
    if !(t > 0) { t = high / 16 }
    // While the bracket still starts at 0: the root's order of magnitude, 16 at a time (the loop
    // ends when t underflows to 0 at the latest, after about 270 steps).
    while low == 0 && t > 0 {
      let r = preciseResidual(t, v)
      if r == 0 { return t }
      let newton = t - r / xDerivative(t)
      if r < 0 {
        low = t
        t = newton  // the finder bisects instead when this leaves the bracket
      } else {
        high = t
        t = newton > 0 && newton < high ? Swift.min(newton, high / 16) : high / 16
      }
    }
    return _safeguardedRoot(
      between: low, and: high, from: t, increasing: true, stopping: _RootStopping(iterations: 400)
    ) { t in
      _newtonStep(value: preciseResidual(t, v), derivative: xDerivative(t))
    }
    // low and high are neighbours (or the residual vanished): the end with the smaller residual.
    .nearestEnd { preciseResidual($0, v) }
  }

  /// x(t) − v by Horner's scheme in double-double arithmetic (Dekker 1971; compensated Horner,
  /// Graillat, Langlois & Louvet 2005), rounded once at the end.
  func preciseResidual(_ t: Double, _ v: Double) -> Double {
    var (high, low) = (ax, axLow)
    (high, low) = _multiply((high, low), t)
    (high, low) = _add((high, low), (bx, bxLow))
    (high, low) = _multiply((high, low), t)
    (high, low) = _add((high, low), (cx, cxLow))
    (high, low) = _multiply((high, low), t)
    (high, low) = _add((high, low), (-v, 0))
    return high + low
  }
}

/// (h + l)·t in double-double arithmetic: the product of the heads exactly (`Augmented.product`,
/// by FMA), then an error-free sum with the rest.
@inline(__always)
private func _multiply(_ a: (Double, Double), _ t: Double) -> (Double, Double) {
  let (p, e) = Augmented.product(a.0, t)
  return Augmented.sum(p, e + a.1 * t)
}

/// (a.h + a.l) + (b.h + b.l) in double-double arithmetic (`Augmented.sum` is Knuth's two-sum).
@inline(__always)
private func _add(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
  let (s, e) = Augmented.sum(a.0, b.0)
  return Augmented.sum(s, e + a.1 + b.1)
}
