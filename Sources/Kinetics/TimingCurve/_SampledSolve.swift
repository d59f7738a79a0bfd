/// The fast path of the cheap solver for inputs v ∈ (0, ½] of one half, written once for one
/// `Double` and for lanes of them (`_DoubleLanes`), so `CubicBezierTimingCurve.progress(at:)` and
/// its batch give the same bits.
///
/// Given the input's cell k of the half's `_HalfSamples` (t ∈ [0.1k, 0.1k + 0.1]) and the cell's
/// row (start, E1, E2, E3):
/// 1. First guess: the cell's monotone cubic Hermite inverse at w = v − start (good to about 1e-4
///    where t(x) is smooth).
/// 2. One Newton step t − (x(t) − v)/x′(t); a step that leaves the cell (or a NaN from x′ = 0)
///    fails the test below.
/// 3. One more Newton step with the test of `_AcceptanceConstants` (`_acceptedNewtonStep`), which
///    proves from quantities at the last iterate that y is within 2⁻⁴⁴ of y(t*).
/// `converged` is false where the test fails (or is NaN); the scalar caller then tries one more
/// checked step and finishes with `_BezierHalf.parameterSlowly` in the same cell.
@inlinable @inline(__always)
internal func _sampledParameter<L: _DoubleLanes>(
  _ v: L, cell: L, cellStart: L, linear: L, quadratic: L, cubic: L,
  bx: L, cx: L, ax: Double, acceptance: _AcceptanceConstants
) -> (t: L, converged: L.Mask) {
  let low = cell * L(repeating: _HalfSamples.cellWidth)
  let high = low + L(repeating: _HalfSamples.cellWidth)
  // Estrin's scheme throughout: shorter dependency chains than Horner's. The guess needs no clamp:
  // v lies in the cell, and the monotone cubic maps the cell's inputs into its parameters (up to
  // rounding, which the in-cell check below catches).
  let w = v - cellStart
  var g = low + (linear * w + (quadratic + cubic * w) * (w * w))
  let gg = g * g
  let r = (cx * g - v) + (bx + L(repeating: ax) * g) * gg
  let slope = (L(repeating: 3 * ax) * g + (bx + bx)) * g + cx
  g = g - r / slope
  // The test's proof needs the iterate in [0, 0.81]: one that left its cell (or is NaN) is not
  // clamped on the critical path but simply not accepted, and the slow path starts from it clamped.
  let inCell = L._both(L._isLessThanOrEqual(low, g), L._isLessThanOrEqual(g, high))
  let (t, accepted) = _acceptedNewtonStep(g, v, bx: bx, cx: cx, ax: ax, acceptance: acceptance)
  return (t, L._both(inCell, accepted))
}

/// One Newton step t₁ = g − r/x′(g) from g ∈ [0, 0.81] for x(t) = v, and whether the test of
/// `_AcceptanceConstants` proves that t₁ is within 2⁻⁴⁴ / max |y′| of the root (false where it
/// fails or is NaN). The residual is evaluated in Estrin's form (c·g − v) + (b + a·g)·g², whose
/// rounding the test's constants bound.
@inlinable @inline(__always)
internal func _acceptedNewtonStep<L: _DoubleLanes>(
  _ g: L, _ v: L, bx: L, cx: L, ax: Double, acceptance: _AcceptanceConstants
) -> (t: L, converged: L.Mask) {
  let gg = g * g
  let r = (cx * g - v) + (bx + L(repeating: ax) * g) * gg
  let slope = (L(repeating: 3 * ax) * g + (bx + bx)) * g + cx
  let q = r / slope
  let step = q._magnitude
  let stepTerm =
    step * (L(repeating: acceptance.curvature) * step + L(repeating: acceptance.stepMargin))
  let roundingTerm =
    L(repeating: acceptance.inputTolerance) * v + L(repeating: acceptance.squareTolerance) * gg
  let converged = L._isLessThanOrEqual(
    stepTerm + roundingTerm, slope - L(repeating: acceptance.slopeMargin))
  return (g - q, converged)
}

/// y(t) of a half in the power form, times the curve's `yScale`, as (c·t + (b + a·t)·t²)·yScale:
/// the form both the cheap and the prepared solvers use for their result, for every curve with
/// |y1|, |y2| ≤ `CubicBezierTimingCurve.bernsteinLimit`.
@inlinable @inline(__always)
internal func _halfProgress<L: _DoubleLanes>(
  _ t: L, ay: Double, by: L, cy: L, yScale: Double
) -> L {
  let tt = t * t
  return (cy * t + (by + L(repeating: ay) * t) * tt) * L(repeating: yScale)
}

/// y(t) of a half in the Bernstein form, times the curve's `yScale`, as
/// (t·σ·(c·σ + b·t) + a·t³)·yScale with σ = 1 − t, c = 3p, b = 3q, a = 1 (p, q the half's control
/// y, `_BezierHalf.yIsBernstein`): the two control terms are summed before t³ is added, so terms
/// that cancel leave t³ exact (docs/timing-curves.md, "Large control y").
///
/// The solvers' other form beside `_halfProgress`, for curves with |y1| or |y2| beyond
/// `CubicBezierTimingCurve.bernsteinLimit`. The choice is made once per call, not per lane: the
/// scalar functions branch on the curve's flag, and a batch chunk runs a loop of its own for each
/// form (`_CubicBezierBatchKernel._progressChunk`), so the power form's loop is the same code as
/// before this form existed.
@inlinable @inline(__always)
internal func _bernsteinHalfProgress<L: _DoubleLanes>(
  _ t: L, ay: Double, by: L, cy: L, yScale: Double
) -> L {
  let sigma = L(repeating: 1) - t
  let bernstein = (t * sigma) * (cy * sigma + by * t) + L(repeating: ay) * (t * (t * t))
  return bernstein * L(repeating: yScale)
}

/// t clamped to [low, high], lane by lane; NaN goes to low.
@inlinable @inline(__always)
internal func _clamped<L: _DoubleLanes>(_ t: L, _ low: L, _ high: L) -> L {
  L._select(L._isLess(low, t), L._select(L._isLess(t, high), t, high), low)
}
