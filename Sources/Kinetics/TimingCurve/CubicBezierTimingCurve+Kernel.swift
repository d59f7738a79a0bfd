extension CubicBezierTimingCurve: _CubicBezierBatchKernel {
  /// From the bench's timing-curve kinetics-sampled-batch-double row (docs/benchmarks.md).
  @inlinable @inline(__always)
  public static var _nanosecondsPerElement: Int { 11 }

  /// The curve itself.
  @inlinable @inline(__always)
  public var _curve: CubicBezierTimingCurve { self }

  /// The samples as rows of four doubles, one per cell (`writeSampleRows`: 512 bytes of stack),
  /// written once per call.
  @inlinable @inline(__always)
  public func _withLaneRows<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: 16) { buffer in
      let rows = buffer.baseAddress!
      writeSampleRows(into: rows)
      return body(UnsafeRawPointer(rows))
    }
  }

  /// `progress(at:)` for eight inputs, with `_sampledParameter` on whole vectors: each lane counts
  /// the cell starts of both halves at or below its input (comparisons with broadcast constants,
  /// summed as integers) and takes its half's count, then loads its cell's row (start, E1, E2, E3)
  /// whole from `rows` (both halves' cells, lower then upper: 16 rows of 32 bytes) and the eight
  /// rows are transposed into four vectors (`_transposedEightRows`, as the prepared curve's batch
  /// does); it then runs the scalar arithmetic in the same order, with y in the form
  /// `yIsBernstein` names (a constant of the calling loop), so each settled lane has the scalar's
  /// bits. Returns which lanes are settled (all ones); the others (outside (0, 1), or
  /// failing the test) are left to the scalar function (`_CubicBezierBatchKernel`).
  @inlinable @inline(__always)
  public func _fastProgressLanes(
    _ x: SIMD8<Double>, rows: UnsafeRawPointer, yIsBernstein: Bool
  ) -> (SIMD8<Double>, SIMD8<UInt64>) {
    typealias Lanes = SIMD8<Double>
    let isUpper = Lanes._isLess(Lanes(repeating: 0.5), x)
    let inside = Lanes._isLess(Lanes(repeating: 0), x) & Lanes._isLess(x, Lanes(repeating: 1))
    let v = Lanes._select(~inside, Lanes(repeating: 0.25), Lanes._select(isUpper, 1 - x, x))
    let pick = { (upper: Double, lower: Double) in
      Lanes._select(isUpper, Lanes(repeating: upper), Lanes(repeating: lower))
    }
    // Cells: the number of starts at or below v, less one (start 0 is 0 < v: the count is ≥ 1).
    var lowerCount = SIMD8<UInt64>(repeating: 0)
    var upperCount = SIMD8<UInt64>(repeating: 0)
    for k in 1..<8 {
      lowerCount &-= Lanes._isLessThanOrEqual(
        Lanes(repeating: lowerSamples.cellStarts[k]), v)
      upperCount &-= Lanes._isLessThanOrEqual(
        Lanes(repeating: upperSamples.cellStarts[k]), v)
    }
    let cellIndex = (upperCount & isUpper) | (lowerCount & ~isUpper)
    // The row's byte offset, 32 × (8·half + cell), in the low bits that `_transposedEightRows`
    // reads.
    let rowOffsets = (cellIndex | (isUpper & SIMD8(repeating: 8))) &<< 5
    let (cellStart, linear, quadratic, cubic) = _transposedEightRows(
      rows, unsafeBitCast(rowOffsets, to: Lanes.self))
    let (t, converged) = _sampledParameter(
      v, cell: _smallIntegerLanes(cellIndex), cellStart: cellStart, linear: linear,
      quadratic: quadratic, cubic: cubic, bx: pick(upperHalf.bx, lowerHalf.bx),
      cx: pick(upperHalf.cx, lowerHalf.cx), ax: lowerHalf.ax, acceptance: acceptance)
    let y =
      yIsBernstein
      ? _bernsteinHalfProgress(
        t, ay: lowerHalf.ay, by: pick(upperHalf.by, lowerHalf.by),
        cy: pick(upperHalf.cy, lowerHalf.cy), yScale: yScale)
      : _halfProgress(
        t, ay: lowerHalf.ay, by: pick(upperHalf.by, lowerHalf.by),
        cy: pick(upperHalf.cy, lowerHalf.cy), yScale: yScale)
    return (Lanes._select(isUpper, 1 - y, y), inside & converged)
  }

  /// The rows that `_fastProgressLanes` loads, written into `rows` (16 × 4 doubles): for cell k of
  /// the lower half and then of the upper half, (start, E1, E2, E3) of `_HalfSamples`.
  @inlinable @inline(__always)
  internal func writeSampleRows(into rows: UnsafeMutablePointer<SIMD4<Double>>) {
    for k in 0..<8 {
      rows[k] = SIMD4(
        lowerSamples.cellStarts[k], lowerSamples.linear[k], lowerSamples.quadratic[k],
        lowerSamples.cubic[k])
      rows[8 + k] = SIMD4(
        upperSamples.cellStarts[k], upperSamples.linear[k], upperSamples.quadratic[k],
        upperSamples.cubic[k])
    }
  }
}

/// Each lane's integer k (0 ≤ k < 2⁵²) as the Double k, exactly: the bits of 2⁵² + k less 2⁵², two
/// vector operations (the standard library's integer-to-floating conversion of SIMD vectors is a
/// generic function that the optimizer left out of line).
@inlinable @inline(__always)
internal func _smallIntegerLanes(_ k: SIMD8<UInt64>) -> SIMD8<Double> {
  let bias = SIMD8<UInt64>(repeating: (0x1p52 as Double).bitPattern)
  return unsafeBitCast(k | bias, to: SIMD8<Double>.self) - SIMD8(repeating: 0x1p52)
}
