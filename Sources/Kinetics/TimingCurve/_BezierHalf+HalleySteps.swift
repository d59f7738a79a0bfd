import RealModule

extension _BezierHalf {
  /// Further Halley steps allowed, one at a time with a residual check, before the careful solve.
  @usableFromInline static var extraSteps: Int { 4 }

  /// One Halley step t − r·x′ / (x′² − r·x″/2) from t, kept inside [low, high] (a step that leaves
  /// the bracket, or is NaN because x′ = x″ = 0, stops at the bracket's end).
  @inlinable @inline(__always)
  func halleyStep(_ t: Double, _ v: Double, low: Double, high: Double) -> Double {
    let r = residual(t, v)
    let slope = xDerivative(t)
    let curvature = 6 * ax * t + 2 * bx
    let next = t - r * slope / (slope * slope - 0.5 * r * curvature)
    return next > low ? (next < high ? next : high) : low
  }

  /// The root t* of x(t) = v, v ∈ (0, ½], when the table's fast path has not converged from `start`:
  /// bracketed Halley steps with a residual check, then the careful solve. In the first cell
  /// (low = 0) of a half where x(t) = t³, the steps restart from ∛v.
  @usableFromInline
  func parameterSlowly(_ v: Double, from start: Double, low: Double, high: Double) -> Double {
    var t = start
    if low == 0, cx == 0, bx == 0 { t = Swift.min(_cubeRoot(v), high) }
    for _ in 0..<Self.extraSteps {
      let r = residual(t, v)
      let slope = xDerivative(t)
      let tolerance = residualTolerance(t, v)
      if r.magnitude <= tolerance {
        // The residual is at its rounding level: one Newton correction leaves t as exact as the
        // residual allows. dy/dx times that level must stay below the accuracy promised for y.
        let corrected = t - r / slope
        if yDerivative(corrected).magnitude * tolerance <= 0x1p-44 * slope, corrected >= 0 {
          return corrected
        }
        break
      }
      t = halleyStep(t, v, low: low, high: high)
    }
    return solveCarefully(v, from: t)
  }
}

/// ∛v for v > 0 (the first guess when x(t) = t³).
@usableFromInline
internal func _cubeRoot(_ v: Double) -> Double {
  Double.root(v, 3)
}
