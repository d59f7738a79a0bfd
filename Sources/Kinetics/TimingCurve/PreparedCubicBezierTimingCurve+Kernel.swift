extension PreparedCubicBezierTimingCurve: _CubicBezierBatchKernel {
  /// From the bench's timing-curve kinetics-newton-batch-double row (docs/benchmarks.md).
  @inlinable @inline(__always)
  public static var _nanosecondsPerElement: Int { 4 }

  /// The curve whose table this is.
  @inlinable @inline(__always)
  public var _curve: CubicBezierTimingCurve { curve }

  /// The solver table's rows (`_InverseTable`).
  @inlinable @inline(__always)
  public func _withLaneRows<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
    solverTable.withUnsafeBufferPointer { body(UnsafeRawPointer($0.baseAddress!)) }
  }

  /// The fast path of `_tableParameter` and y for eight lanes (`SIMD8<Double>`: one AVX-512
  /// register, or two AVX ones), in the scalar path's order, so the same bits, and which lanes it
  /// settles (all ones); the others are left to the scalar function (`_CubicBezierBatchKernel`).
  /// y in the form `yIsBernstein` names (a constant of the calling loop). No branch: the square root is taken in every lane and chosen by mask. Eight lanes per
  /// instruction let twice as many inputs be in flight for the same number of instructions: the
  /// kernel's chain of dependent operations (square root, table load, Newton step with a division,
  /// test, y) is long, and with four lanes the processor's reorder window held only two or three
  /// iterations of it.
  @inlinable @inline(__always)
  public func _fastProgressLanes(
    _ x: SIMD8<Double>, rows: UnsafeRawPointer, yIsBernstein: Bool
  ) -> (SIMD8<Double>, SIMD8<UInt64>) {
    typealias Lanes = SIMD8<Double>
    let isUpper = _bits(x .> 0.5)
    let inside = _bits(x .> 0) & _bits(x .< 1)
    let v = _select(~inside, Lanes(repeating: 0.25), _select(isUpper, 1 - x, x))
    let table = rows.assumingMemoryBound(to: SIMD4<Double>.self)
    let shared = table[0]
    let lower = table + _InverseTable.lowerBase
    let upper = table + _InverseTable.upperBase
    // Each per-half constant as one double, broadcast: read as an element of a SIMD4 row, LLVM
    // loaded the whole row and picked its elements apart lane by lane.
    let pick = { (row: Int, column: Int) in
      let offset = (row * 4 + column) * 8
      let lowerValue = rows.load(
        fromByteOffset: _InverseTable.lowerBase * 32 + offset, as: Double.self)
      let upperValue = rows.load(
        fromByteOffset: _InverseTable.upperBase * 32 + offset, as: Double.self)
      return _select(isUpper, Lanes(repeating: upperValue), Lanes(repeating: lowerValue))
    }
    let (bx, cx) = (pick(0, 0), pick(0, 1))
    let (by, cy) = (pick(1, 0), pick(1, 1))

    // The square root is taken whether or not a half is tabulated in √v (and then not chosen): a
    // branch here would split the kernel, and the two groups of `_progressLanes(_:_:rows:)` could
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
    let (c0, c1, c2, c3) = _transposedEightRows(rows, offsetBits)

    let g = (c0 + c1 * u) + (c2 + c3 * u) * (u * u)
    let (t, converged) = _acceptedNewtonStep(
      g, v, bx: bx, cx: cx, ax: shared[0], acceptance: curve.acceptance)

    let y =
      yIsBernstein
      ? _bernsteinHalfProgress(t, ay: shared[2], by: by, cy: cy, yScale: yScale)
      : _halfProgress(t, ay: shared[2], by: by, cy: cy, yScale: yScale)
    return (_select(isUpper, 1 - y, y), inside & converged)
  }
}
