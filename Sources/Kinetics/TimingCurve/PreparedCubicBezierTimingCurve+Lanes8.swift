extension PreparedCubicBezierTimingCurve {
  /// `progressLanes` for eight inputs at once (`SIMD8<Double>`: one AVX-512 register, or two AVX
  /// ones), the same operations lane by lane, so the same bits. Eight lanes per instruction let
  /// twice as many inputs be in flight for the same number of instructions: the kernel's chain of
  /// dependent operations (square root, table load, Newton step with a division, test, y) is long,
  /// and with four lanes the processor's reorder window held only two or three iterations of it.
  @inlinable @inline(__always)
  internal func progressLanes(
    _ x: SIMD8<Double>, rows: UnsafeBufferPointer<SIMD4<Double>>
  ) -> SIMD8<Double> {
    var (y, done) = fastProgressLanes(x, rows: rows)
    if !_allSet(done) { finishLanes(x, &y, done) }
    return y
  }

  /// `progressLanes` for sixteen inputs, as two groups of eight whose fast paths come before any
  /// branch: the kernel is bound by the latency of its chain, not by its instructions, and with
  /// both groups in one basic block the compiler interleaves them and the processor works on both
  /// chains at once (measured against one group in docs/performance-notes.md).
  @inlinable @inline(__always)
  internal func progressLanes(
    _ x0: SIMD8<Double>, _ x1: SIMD8<Double>, rows: UnsafeBufferPointer<SIMD4<Double>>
  ) -> (SIMD8<Double>, SIMD8<Double>) {
    var (y0, done0) = fastProgressLanes(x0, rows: rows)
    var (y1, done1) = fastProgressLanes(x1, rows: rows)
    if !_allSet(done0 & done1) {
      finishLanes(x0, &y0, done0)
      finishLanes(x1, &y1, done1)
    }
    return (y0, y1)
  }

  /// The scalar function for the lanes whose `done` bits are clear.
  @inlinable @inline(__always)
  internal func finishLanes(_ x: SIMD8<Double>, _ y: inout SIMD8<Double>, _ done: SIMD8<UInt64>) {
    for lane in 0..<8 where done[lane] == 0 { y[lane] = progress(at: x[lane]) }
  }

  /// The fast path of `_tableParameter` and y for eight lanes, in the scalar path's order, and
  /// which lanes it settles (all ones); the others are left to `finishLanes`. No branch: the
  /// square root is taken in every lane and chosen by mask.
  @inlinable @inline(__always)
  internal func fastProgressLanes(
    _ x: SIMD8<Double>, rows: UnsafeBufferPointer<SIMD4<Double>>
  ) -> (SIMD8<Double>, SIMD8<UInt64>) {
    typealias Lanes = SIMD8<Double>
    let isUpper = _bits(x .> 0.5)
    let inside = _bits(x .> 0) & _bits(x .< 1)
    let v = _select(~inside, Lanes(repeating: 0.25), _select(isUpper, 1 - x, x))
    let table = rows.baseAddress!
    let shared = table[0]
    let lower = table + _InverseTable.lowerBase
    let upper = table + _InverseTable.upperBase
    // Each per-half constant as one double, broadcast: read as an element of a SIMD4 row, LLVM
    // loaded the whole row and picked its elements apart lane by lane.
    let raw = UnsafeRawPointer(table)
    let pick = { (row: Int, column: Int) in
      let offset = (row * 4 + column) * 8
      let lowerValue = raw.load(
        fromByteOffset: _InverseTable.lowerBase * 32 + offset, as: Double.self)
      let upperValue = raw.load(
        fromByteOffset: _InverseTable.upperBase * 32 + offset, as: Double.self)
      return _select(isUpper, Lanes(repeating: upperValue), Lanes(repeating: lowerValue))
    }
    let (bx, cx) = (pick(0, 0), pick(0, 1))
    let (by, cy) = (pick(1, 0), pick(1, 1))

    // The square root is taken whether or not a half is tabulated in √v (and then not chosen): a
    // branch here would split the kernel, and the two groups of `progressLanes(_:_:rows:)` could
    // no longer be interleaved by the compiler.
    let lowerRoot = SIMD8<UInt64>(repeating: lower[0][3] != 0 ? ~0 : 0)
    let upperRoot = SIMD8<UInt64>(repeating: upper[0][3] != 0 ? ~0 : 0)
    let z = _select((isUpper & upperRoot) | (~isUpper & lowerRoot), _squareRoot(v), v)
    let scaled = z * _InverseTable.cellScale
    let cells = scaled.rounded(.towardZero)
    let u = scaled - cells
    let firstRow = _select(
      isUpper, Lanes(repeating: Double(_InverseTable.upperBase + _InverseTable.headerRows)),
      Lanes(repeating: Double(_InverseTable.lowerBase + _InverseTable.headerRows)))
    let offsetBits = (cells + firstRow) * 32 + 0x1p52
    let (c0, c1, c2, c3) = _transposedEightRows(UnsafeRawPointer(rows.baseAddress!), offsetBits)

    let g = (c0 + c1 * u) + (c2 + c3 * u) * (u * u)
    let (t, converged) = _acceptedNewtonStep(
      g, v, bx: bx, cx: cx, ax: shared[0], acceptance: curve.acceptance)

    let y = _halfProgress(t, ay: shared[2], by: by, cy: cy, yScale: yScale)
    return (_select(isUpper, 1 - y, y), inside & converged)
  }
}
