extension _BezierHalf {
  /// The root t* ∈ (0, 0.8) of x(t) = v, to the last bit the residual can tell, starting from `t`.
  ///
  /// The slow path behind `progress(_:)`, taken when Halley steps have not converged (x′ nearly 0
  /// at the root) or dy/dx is so steep that the rounding of x(t) would show in y. Method: Newton
  /// steps with a bisection safeguard (the step is taken only if it stays inside the bracket and at
  /// least halves the step before last, as in rtsafe, Press et al., Numerical Recipes §9.4), with
  /// x(t) − v evaluated in double-double arithmetic (coefficients exact to about 2⁻¹⁰⁶), so the sign
  /// of the residual is right unless x(t) is within about 2⁻¹⁰⁰ of v. It stops when the bracket
  /// holds no double between its ends, so x(t*) brackets v between two neighbouring doubles of t.
  ///
  /// - Complexity: at most about 60 iterations (bisection of [0, 0.8] to one ulp), plus one per
  ///   factor 16 by which the root is below 0.05.
  @usableFromInline
  func solveCarefully(_ v: Double, from start: Double) -> Double {
    var low = 0.0
    var high = 0.8
    var t = Swift.min(Swift.max(start, low), high)
    var stepBeforeLast = high - low
    var lastStep = stepBeforeLast
    for _ in 0..<400 {
      let r = preciseResidual(t, v)
      if r == 0 { return t }
      if r < 0 { low = t } else { high = t }
      let newton = t - r / xDerivative(t)
      let newtonIsSafe = newton > low && newton < high
      var next: Double
      if low == 0 {
        // While the bracket still starts at 0, shrink it by 16 at a time unless Newton goes further:
        // a root as small as 1e-300 (x near 0 where x′(0) = 0, where Newton only gains a factor
        // 2/3 per step) is then reached in a few dozen steps, not hundreds.
        next = newtonIsSafe ? Swift.min(newton, high / 16) : high / 16
      } else if newtonIsSafe, (newton - t).magnitude * 2 <= stepBeforeLast.magnitude {
        next = newton
      } else {
        next = low + (high - low) / 2
      }
      let middle = low + (high - low) / 2
      if next == t { next = middle }
      if next <= low || next >= high { break }
      stepBeforeLast = lastStep
      lastStep = next - t
      t = next
    }
    // low and high are neighbours (or the residual vanished): take the end with the smaller residual.
    return preciseResidual(low, v).magnitude <= preciseResidual(high, v).magnitude ? low : high
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

/// (h + l)·t in double-double arithmetic.
@inline(__always)
private func _multiply(_ a: (Double, Double), _ t: Double) -> (Double, Double) {
  let (p, e) = _twoProduct(a.0, t)
  let (s, f) = _twoSum(p, e + a.1 * t)
  return (s, f)
}

/// (a.h + a.l) + (b.h + b.l) in double-double arithmetic.
@inline(__always)
private func _add(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
  let (s, e) = _twoSum(a.0, b.0)
  return _twoSum(s, e + a.1 + b.1)
}
