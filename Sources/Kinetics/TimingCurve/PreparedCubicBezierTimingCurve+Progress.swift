extension PreparedCubicBezierTimingCurve: TimingFunction {
  /// The progress y(t*) at input fraction `x`, where t* solves x(t*) = x: the value
  /// `CubicBezierTimingCurve.progress(at:)` documents, with the same guarantees, edge cases and
  /// accuracy, found from the inverse table.
  ///
  /// Method: as the plain curve's, except the first guess. A table built with the curve (see
  /// `_InverseTable`: 64 or 91 cubic Hermite cells per half, uniform in the input v or in √v) gives
  /// a first guess good to about 1e-9 wherever t(v) is smooth, so one Newton step and the test of
  /// `_AcceptanceConstants` settle nearly every input; the rest take the same slow path.
  ///
  /// - Complexity: O(1), no allocation: a table lookup and one Newton step for nearly every input.
  @inlinable @inline(__always)
  public func progress(at x: Double) -> Double {
    guard x > 0, x < 1 else { return curve.progress(at: x) }
    if isIdentity { return x }
    let isUpper = x > 0.5
    let v = isUpper ? 1 - x : x
    let base = isUpper ? _InverseTable.upperBase : _InverseTable.lowerBase
    return solverTable.withUnsafeBufferPointer { rows in
      var (t, converged) = _tableParameter(
        v, rows: rows, base: base, rootTables: usesRootTables, acceptance: curve.acceptance)
      if !converged {
        t = Self.parameterSlowly(
          ofHalfInput: v, rows: rows, base: base,
          half: isUpper ? curve.upperHalf : curve.lowerHalf)
      }
      let (yShared, yRow) = (rows[0][2], rows[base + 1])
      let y =
        curve.lowerHalf.yIsBernstein
        ? _bernsteinHalfProgress(t, ay: yShared, by: yRow[0], cy: yRow[1], yScale: yScale)
        : _halfProgress(t, ay: yShared, by: yRow[0], cy: yRow[1], yScale: yScale)
      return isUpper ? 1 - y : y
    }
  }

  /// The root t* of x(t) = v where the fast path's test has failed: the table's guess and its
  /// cell's bracket, then `_BezierHalf.parameterSlowly`. Static, given the rows and the half: the
  /// fast path passes no reference to the whole value to a call, so a prepared curve stored
  /// elsewhere (a C handle, a class property) is not copied per evaluation.
  @usableFromInline
  internal static func parameterSlowly(
    ofHalfInput v: Double, rows: UnsafeBufferPointer<SIMD4<Double>>, base: Int, half: _BezierHalf
  ) -> Double {
    let z = rows[base][3] != 0 ? v.squareRoot() : v
    let scaled = z * _InverseTable.cellScale
    let cell = Int(scaled)
    let u = scaled - Double(cell)
    let row = base + _InverseTable.headerRows + cell
    let c = rows[row]
    let (guess, low, high) = (
      (c[0] + c[1] * u) + (c[2] + c[3] * u) * (u * u), c[0], rows[row + 1][0]
    )
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
  _ v: Double, rows: UnsafeBufferPointer<SIMD4<Double>>, base: Int, rootTables: Bool,
  acceptance: _AcceptanceConstants
) -> (t: Double, converged: Bool) {
  let shared = rows[0]
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
  return _acceptedNewtonStep(
    g, v, bx: xRow[0], cx: xRow[1], ax: shared[0], acceptance: acceptance)
}
