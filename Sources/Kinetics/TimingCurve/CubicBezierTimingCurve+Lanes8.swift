extension CubicBezierTimingCurve {
  /// `progressLanes` for eight inputs at once (`SIMD8<Double>`: one AVX-512 register, or two AVX
  /// ones), the same operations lane by lane, so the same bits. Eight lanes per instruction let
  /// twice as many inputs be in flight for the same number of instructions: the kernel's chain of
  /// dependent operations (square root, table load, Newton step with a division, test, y) is long,
  /// and with four lanes the processor's reorder window held only two or three iterations of it.
  @inlinable @inline(__always)
  internal func progressLanes(
    _ x: SIMD8<Double>, rows: UnsafeBufferPointer<SIMD4<Double>>
  ) -> SIMD8<Double> {
    typealias Lanes = SIMD8<Double>
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
      let lowerRoot = SIMD8<UInt64>(repeating: lower[0][3] != 0 ? ~0 : 0)
      let upperRoot = SIMD8<UInt64>(repeating: upper[0][3] != 0 ? ~0 : 0)
      z = _select((isUpper & upperRoot) | (~isUpper & lowerRoot), root, v)
    }
    let scaled = z * _InverseTable.cellScale
    let cells = scaled.rounded(.towardZero)
    let u = scaled - cells
    let firstRow = _select(
      isUpper, Lanes(repeating: Double(_InverseTable.upperBase + _InverseTable.headerRows)),
      Lanes(repeating: Double(_InverseTable.lowerBase + _InverseTable.headerRows)))
    let rowBits = cells + firstRow + 0x1p52
    let low = _transposedRows(table, rowBits.lowHalf)
    let high = _transposedRows(table, rowBits.highHalf)
    let c0 = Lanes(lowHalf: low.0, highHalf: high.0)
    let c1 = Lanes(lowHalf: low.1, highHalf: high.1)
    let c2 = Lanes(lowHalf: low.2, highHalf: high.2)
    let c3 = Lanes(lowHalf: low.3, highHalf: high.3)

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
    let all = (done.lowHalf & done.highHalf)
    if all[0] & all[1] & all[2] & all[3] == 0 {
      for lane in 0..<8 where done[lane] == 0 { y[lane] = progress(at: x[lane]) }
    }
    return y
  }
}

/// The coefficient vectors (c0, c1, c2, c3) of four lanes' cells, whose row numbers are in the low
/// bits of `rowBits` (row + 2⁵²): each row loaded in two 16-byte halves and transposed by unpacking.
@inlinable @inline(__always)
internal func _transposedRows(
  _ table: UnsafePointer<SIMD4<Double>>, _ rowBits: SIMD4<Double>
) -> (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
  typealias Lanes = SIMD4<Double>
  let cell = (
    table + Int(truncatingIfNeeded: rowBits[0].bitPattern & 0x3ff),
    table + Int(truncatingIfNeeded: rowBits[1].bitPattern & 0x3ff),
    table + Int(truncatingIfNeeded: rowBits[2].bitPattern & 0x3ff),
    table + Int(truncatingIfNeeded: rowBits[3].bitPattern & 0x3ff)
  )
  let front02 = Lanes(lowHalf: cell.0.pointee.lowHalf, highHalf: cell.2.pointee.lowHalf)
  let front13 = Lanes(lowHalf: cell.1.pointee.lowHalf, highHalf: cell.3.pointee.lowHalf)
  let back02 = Lanes(lowHalf: cell.0.pointee.highHalf, highHalf: cell.2.pointee.highHalf)
  let back13 = Lanes(lowHalf: cell.1.pointee.highHalf, highHalf: cell.3.pointee.highHalf)
  return (
    Lanes(front02[0], front13[0], front02[2], front13[2]),
    Lanes(front02[1], front13[1], front02[3], front13[3]),
    Lanes(back02[0], back13[0], back02[2], back13[2]),
    Lanes(back02[1], back13[1], back02[3], back13[3])
  )
}

/// A comparison's lanes as all-ones or all-zero integers (the storage of `SIMDMask`).
@inlinable @inline(__always)
internal func _bits(_ mask: SIMDMask<SIMD8<Int64>>) -> SIMD8<UInt64> {
  unsafeBitCast(mask, to: SIMD8<UInt64>.self)
}

/// `bits ? a : b` lane by lane, by bit operations (each lane of `bits` is all ones or all zeros).
@inlinable @inline(__always)
internal func _select(
  _ bits: SIMD8<UInt64>, _ a: SIMD8<Double>, _ b: SIMD8<Double>
) -> SIMD8<Double> {
  let chosen =
    (unsafeBitCast(a, to: SIMD8<UInt64>.self) & bits)
    | (unsafeBitCast(b, to: SIMD8<UInt64>.self) & ~bits)
  return unsafeBitCast(chosen, to: SIMD8<Double>.self)
}

/// √|v| lane by lane (see the four-lane `_squareRoot`).
@inlinable @inline(__always)
internal func _squareRoot(_ v: SIMD8<Double>) -> SIMD8<Double> {
  SIMD8(lowHalf: _squareRoot(v.lowHalf), highHalf: _squareRoot(v.highHalf))
}

/// |v| lane by lane (the sign bit cleared).
@inlinable @inline(__always)
internal func _magnitude(_ v: SIMD8<Double>) -> SIMD8<Double> {
  let bits = unsafeBitCast(v, to: SIMD8<UInt64>.self) & SIMD8(repeating: ~(1 << 63))
  return unsafeBitCast(bits, to: SIMD8<Double>.self)
}
