extension CubicBezierTimingCurve {
  /// `progress(at:)` for eight inputs, with `_sampledParameter` on whole vectors: each lane counts
  /// the cell starts of both halves at or below its input (comparisons with broadcast constants,
  /// summed as integers) and takes its half's count, then loads its cell's row (start, E1, E2, E3)
  /// whole from `rows` (both halves' cells, lower then upper: 16 rows of 32 bytes) and the eight
  /// rows are transposed into four vectors (`_transposedEightRows`, as the prepared curve's batch
  /// does); it then runs the scalar arithmetic in the same order, so each settled lane has the
  /// scalar's bits. Returns which lanes are settled (all ones); the others (outside (0, 1), or
  /// failing the test) are left to `finishLanes`.
  @inlinable @inline(__always)
  internal func fastProgressLanes(
    _ x: SIMD8<Double>, rows: UnsafeRawPointer
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
    let y = _halfProgress(
      t, ay: lowerHalf.ay, by: pick(upperHalf.by, lowerHalf.by),
      cy: pick(upperHalf.cy, lowerHalf.cy), yScale: yScale)
    return (Lanes._select(isUpper, 1 - y, y), inside & converged)
  }

  /// The rows that `fastProgressLanes` loads, written into `rows` (16 × 4 doubles): for cell k of
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

  /// `progress(at:)` for sixteen inputs, as two groups of eight whose fast paths come before any
  /// branch, so the processor works on both chains at once.
  @inlinable @inline(__always)
  internal func progressLanes(
    _ x0: SIMD8<Double>, _ x1: SIMD8<Double>, rows: UnsafeRawPointer
  ) -> (SIMD8<Double>, SIMD8<Double>) {
    var (y0, done0) = fastProgressLanes(x0, rows: rows)
    var (y1, done1) = fastProgressLanes(x1, rows: rows)
    if !_allSet(done0 & done1) {
      finishLanes(x0, &y0, done0)
      finishLanes(x1, &y1, done1)
    }
    return (y0, y1)
  }

  /// `progress(at:)` for eight inputs.
  @inlinable @inline(__always)
  internal func progressLanes(
    _ x: SIMD8<Double>, rows: UnsafeRawPointer
  ) -> SIMD8<Double> {
    var (y, done) = fastProgressLanes(x, rows: rows)
    if !_allSet(done) { finishLanes(x, &y, done) }
    return y
  }

  /// The scalar function for the lanes whose `done` bits are clear.
  @inlinable @inline(__always)
  internal func finishLanes(_ x: SIMD8<Double>, _ y: inout SIMD8<Double>, _ done: SIMD8<UInt64>) {
    for lane in 0..<8 where done[lane] == 0 { y[lane] = progress(at: x[lane]) }
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
