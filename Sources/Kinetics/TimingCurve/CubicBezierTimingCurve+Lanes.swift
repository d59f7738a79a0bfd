extension CubicBezierTimingCurve {
  /// `progress(at:)` for four inputs at once: `_tableParameter` on whole vectors, with masks
  /// instead of per-lane choices, then the scalar function for any lane that needs more. Each lane
  /// loads its own table cell (the cell depends on the input) as one 32-byte row, and the four rows
  /// are transposed into the coefficient vectors; the arithmetic after that is the scalar one, in
  /// the same order. The only branch asks whether any lane needs the scalar finish.
  @inlinable @inline(__always)
  internal func progressLanes(
    _ x: SIMD4<Double>, rows: UnsafeBufferPointer<SIMD4<Double>>
  ) -> SIMD4<Double> {
    typealias Lanes = SIMD4<Double>
    // Lane masks as all-ones or all-zero integer lanes: the standard library's mask operations and
    // `replacing(with:where:)` are loops over the lanes, which the optimizer splits into scalar
    // and two-lane code.
    let isUpper = _bits(x .> 0.5)
    let inside = _bits(x .> 0) & _bits(x .< 1)
    let v = _select(~inside, Lanes(repeating: 0.25), _select(isUpper, 1 - x, x))
    let table = rows.baseAddress!
    let (shared, constants) = (table[0], table[1])
    let lower = table + _InverseTable.lowerBase
    let upper = table + _InverseTable.upperBase
    let pick = { (row: Int, column: Int) in
      _select(isUpper, Lanes(repeating: upper[row][column]), Lanes(repeating: lower[row][column]))
    }
    let (bx, cx, bx2) = (pick(0, 0), pick(0, 1), pick(0, 2))
    let (by, cy) = (pick(1, 0), pick(1, 1))

    var z = v
    if usesRootTables {
      let root = _squareRoot(v)
      let lowerRoot = SIMD4<UInt64>(repeating: lower[0][3] != 0 ? ~0 : 0)
      let upperRoot = SIMD4<UInt64>(repeating: upper[0][3] != 0 ? ~0 : 0)
      z = _select((isUpper & upperRoot) | (~isUpper & lowerRoot), root, v)
    }
    let scaled = z * _InverseTable.cellScale
    let cells = scaled.rounded(.towardZero)
    let u = scaled - cells
    // Each lane's row number, in the low bits of (row + 2⁵²): exact, and cheaper than four checked
    // conversions to Int.
    let firstRow = _select(
      isUpper, Lanes(repeating: Double(_InverseTable.upperBase + _InverseTable.headerRows)),
      Lanes(repeating: Double(_InverseTable.lowerBase + _InverseTable.headerRows)))
    let rowBits = cells + firstRow + 0x1p52
    let (c0, c1, c2, c3) = _transposedRows(table, rowBits)

    let g = (c0 + c1 * u) + (c2 + c3 * u) * (u * u)
    let gg = g * g
    let r = (cx * g - v) + (bx + shared[0] * g) * gg
    let slope = (shared[1] * g + bx2) * g + cx
    let q = r / slope
    let t = g - q
    let step = _magnitude(q)
    let stepTerm: Lanes = step * (constants[0] * step + constants[1])
    let roundingTerm: Lanes = constants[2] * v + constants[3] * gg
    let converged = _bits((stepTerm + roundingTerm) .<= slope - shared[3])

    let tt = t * t
    var y: Lanes = (cy * t + (by + shared[2] * t) * tt) * yScale
    y = _select(isUpper, 1 - y, y)
    let done = inside & converged
    if done[0] & done[1] & done[2] & done[3] == 0 {
      for lane in 0..<4 where done[lane] == 0 { y[lane] = progress(at: x[lane]) }
    }
    return y
  }
}

/// √|v| lane by lane, as one `vsqrtpd` where AVX is enabled. Written lane by lane on |v|: on Linux
/// `squareRoot()` is the C library's `sqrt`, which is called for negative inputs (to set errno), so
/// without the magnitude each lane gets a compare and a call and the vector stays scalar.
@inlinable @inline(__always)
internal func _squareRoot(_ v: SIMD4<Double>) -> SIMD4<Double> {
  SIMD4(
    v[0].magnitude.squareRoot(), v[1].magnitude.squareRoot(), v[2].magnitude.squareRoot(),
    v[3].magnitude.squareRoot())
}

/// |v| lane by lane (the sign bit cleared, as `magnitude` does); NaN stays NaN, so comparisons
/// with it fail as in the scalar code.
@inlinable @inline(__always)
internal func _magnitude(_ v: SIMD4<Double>) -> SIMD4<Double> {
  let bits = unsafeBitCast(v, to: SIMD4<UInt64>.self) & SIMD4(repeating: ~(1 << 63))
  return unsafeBitCast(bits, to: SIMD4<Double>.self)
}

/// A comparison's lanes as all-ones or all-zero integers (the storage of `SIMDMask`).
@inlinable @inline(__always)
internal func _bits(_ mask: SIMDMask<SIMD4<Int64>>) -> SIMD4<UInt64> {
  unsafeBitCast(mask, to: SIMD4<UInt64>.self)
}

/// `bits ? a : b` lane by lane, by bit operations (each lane of `bits` is all ones or all zeros).
@inlinable @inline(__always)
internal func _select(
  _ bits: SIMD4<UInt64>, _ a: SIMD4<Double>, _ b: SIMD4<Double>
) -> SIMD4<Double> {
  let chosen =
    (unsafeBitCast(a, to: SIMD4<UInt64>.self) & bits)
    | (unsafeBitCast(b, to: SIMD4<UInt64>.self) & ~bits)
  return unsafeBitCast(chosen, to: SIMD4<Double>.self)
}
