extension CubicBezierTimingCurve: TimingFunction {
  /// The progress y(t*) at input fraction `x`, where t* solves x(t*) = x.
  ///
  /// Method: inputs up to ½ are solved on the curve, inputs above ½ on the curve turned half a turn
  /// about (½, ½) (parameter 1 − t, input 1 − x), so both ends keep their relative accuracy. A table
  /// built with the curve (see `_InverseTable`: 64 or 91 cubic Hermite cells per half, uniform in
  /// the input v or in √v) gives a first guess good to about 1e-9 wherever t(v) is smooth. One
  /// Newton step follows (one division), and a test on quantities already computed at the guess
  /// (the residual, the slope and the step, see `_AcceptanceConstants`) proves that the step has
  /// brought t within 2⁻⁴⁴ / max |y′| of the root, so that y is within 2⁻⁴⁴ of y(t*): no second
  /// residual is evaluated and the common path has no data-dependent branch. Where the test fails
  /// (next to an interior point where x′ vanishes, in the first cell of a half where x(t) = t³, or
  /// where dy/dx is so steep that the rounding of x(t) shows in y), bracketed Halley steps with a
  /// residual check follow, and where they do not converge a careful solve finishes the job: Newton
  /// steps with a bisection safeguard and a residual evaluated in double-double arithmetic.
  ///
  /// Accuracy (tested against 50-digit references, Tests/Fixtures/timing-curve):
  /// |progress − y_exact(x)| ≤ 1e-12 for every valid curve with |y1|, |y2| ≤ 100 and every x in
  /// [0, 1]. Where x′(t*) = 0 inside (0, 1), for example (1, 0, 0, 1) at x = ½, y has an infinite
  /// slope and no double can do that: the result is then y_exact(x̃) within 1e-12 for an x̃ within
  /// one ulp of x. For control y beyond about 5e307, whose power-form coefficients would overflow,
  /// the solver evaluates y/64 and multiplies back (exactly), so the progress stays finite, with an
  /// error of about 1e-16 × max(|y1|, |y2|).
  ///
  /// Edge cases: exactly 0 at x = 0 and exactly 1 at x = 1; x itself for a curve with P1 and P2 on
  /// the diagonal. Outside [0, 1] the curve continues along its end tangents as CSS easing does
  /// (see `startTangentSlope` and `endTangentSlope`, which also say what happens when a tangent is
  /// vertical). NaN gives NaN.
  ///
  /// - Complexity: O(1): a table lookup and one Newton step for nearly every input; at most about
  ///   60 steps of the careful solve for the hardest ones.
  @inlinable @inline(__always)
  public func progress(at x: Double) -> Double {
    guard x > 0, x < 1 else { return x == 0 || x == 1 || x.isNaN ? x : extrapolatedProgress(at: x) }
    if isIdentity { return x }
    let isUpper = x > 0.5
    let v = isUpper ? 1 - x : x
    let base = isUpper ? _InverseTable.upperBase : _InverseTable.lowerBase
    return solverTable.withUnsafeBufferPointer { rows in
      var (t, converged) = _tableParameter(v, rows: rows, base: base, rootTables: usesRootTables)
      if !converged { t = parameterSlowly(ofHalfInput: v, isUpper: isUpper) }
      let (yShared, yRow) = (rows[0][2], rows[base + 1])
      let tt = t * t
      let y = (yRow[1] * t + (yRow[0] + yShared * t) * tt) * yScale
      return isUpper ? 1 - y : y
    }
  }

  /// The root t* of x(t) = v on the half that serves v ∈ (0, ½] (the upper half when `isUpper`).
  @usableFromInline
  internal func parameter(ofHalfInput v: Double, isUpper: Bool) -> Double {
    let base = isUpper ? _InverseTable.upperBase : _InverseTable.lowerBase
    let (t, converged) = solverTable.withUnsafeBufferPointer {
      _tableParameter(v, rows: $0, base: base, rootTables: usesRootTables)
    }
    return converged ? t : parameterSlowly(ofHalfInput: v, isUpper: isUpper)
  }

  /// The root t* of x(t) = v where the fast path's test has failed: the table's guess and its
  /// cell's bracket, then `_BezierHalf.parameterSlowly`.
  @usableFromInline
  internal func parameterSlowly(ofHalfInput v: Double, isUpper: Bool) -> Double {
    let base = isUpper ? _InverseTable.upperBase : _InverseTable.lowerBase
    let (guess, low, high) = solverTable.withUnsafeBufferPointer { rows in
      let z = rows[base][3] != 0 ? v.squareRoot() : v
      let scaled = z * _InverseTable.cellScale
      let cell = Int(scaled)
      let u = scaled - Double(cell)
      let row = base + _InverseTable.headerRows + cell
      let c = rows[row]
      return ((c[0] + c[1] * u) + (c[2] + c[3] * u) * (u * u), c[0], rows[row + 1][0])
    }
    let half = isUpper ? upperHalf : lowerHalf
    return half.parameterSlowly(v, from: Swift.min(Swift.max(guess, low), high), low: low, high: high)
  }
}

/// The fast path for v ∈ (0, ½] on the half whose rows start at `base`: the table's guess, one
/// Newton step t − r/x′ and the test of `_AcceptanceConstants`, which decides from the residual,
/// the slope and the step at the guess whether the step has reached the accuracy promised.
/// `rootTables` says whether either half of the curve is tabulated in √v (otherwise no square root
/// is taken). `converged` is false where the test fails, or is NaN.
///
/// The batch kernel repeats these operations in the same order, lane by lane, so both give the same
/// bits.
@inlinable @inline(__always)
internal func _tableParameter(
  _ v: Double, rows: UnsafeBufferPointer<SIMD4<Double>>, base: Int, rootTables: Bool
) -> (t: Double, converged: Bool) {
  let shared = rows[0]
  let constants = rows[1]
  let xRow = rows[base]
  var z = v
  if rootTables {
    // On |v| (equal to v here): the C library's `sqrt` is then inlined without its errno call.
    let root = v.magnitude.squareRoot()
    z = xRow[3] != 0 ? root : v
  }
  let scaled = z * _InverseTable.cellScale
  let cells = scaled.rounded(.towardZero)
  let u = scaled - cells
  // The cell number from the low bits of cells + 2⁵² (exact for 0 ≤ cells < 2⁵²): no checked
  // conversion to Int on the common path.
  let cell = Int(truncatingIfNeeded: (cells + 0x1p52).bitPattern & 0x7f)
  let c = rows[base + _InverseTable.headerRows + cell]
  // Estrin's scheme: two independent halves, a shorter dependency chain than Horner's.
  let g = (c[0] + c[1] * u) + (c[2] + c[3] * u) * (u * u)
  let gg = g * g
  let r = (xRow[1] * g - v) + (xRow[0] + shared[0] * g) * gg
  let slope = (shared[1] * g + xRow[2]) * g + xRow[1]
  let q = r / slope
  let step = q.magnitude
  let stepTerm = step * (constants[0] * step + constants[1])
  let roundingTerm = constants[2] * v + constants[3] * gg
  return (g - q, stepTerm + roundingTerm <= slope - shared[3])
}
