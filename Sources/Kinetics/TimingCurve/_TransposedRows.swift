/// The coefficient vectors (c0, c1, c2, c3) of eight lanes' cells, whose rows start at the byte
/// offsets in the low bits of `offsetBits` (offset + 2⁵²) from `table`: each row is loaded whole
/// (32 bytes), rows of lanes two apart side by side in one eight-lane vector, and the four vectors
/// are transposed by pairwise interleaving and a choice of 16-byte blocks, the usual 4 × 8
/// transposition. (LLVM combines the two levels of shuffles and lowers them its own way: other
/// spellings of the same transposition gave the same code.)
@inlinable @inline(__always)
internal func _transposedEightRows(
  _ table: UnsafeRawPointer, _ offsetBits: SIMD8<Double>
) -> (SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>) {
  typealias Lanes = SIMD8<Double>
  let row = { (lane: Int) in
    table.loadUnaligned(
      fromByteOffset: Int(truncatingIfNeeded: offsetBits[lane].bitPattern & 0x7fff),
      as: SIMD4<Double>.self)
  }
  let rows02 = Lanes(lowHalf: row(0), highHalf: row(2))
  let rows13 = Lanes(lowHalf: row(1), highHalf: row(3))
  let rows46 = Lanes(lowHalf: row(4), highHalf: row(6))
  let rows57 = Lanes(lowHalf: row(5), highHalf: row(7))
  let interleave = { (a: Lanes, b: Lanes, odd: Int) in
    Lanes(a[odd], b[odd], a[2 + odd], b[2 + odd], a[4 + odd], b[4 + odd], a[6 + odd], b[6 + odd])
  }
  let (even0123, odd0123) = (interleave(rows02, rows13, 0), interleave(rows02, rows13, 1))
  let (even4567, odd4567) = (interleave(rows46, rows57, 0), interleave(rows46, rows57, 1))
  let blocks = { (a: Lanes, b: Lanes, high: Int) in
    Lanes(
      a[2 * high], a[2 * high + 1], a[4 + 2 * high], a[5 + 2 * high],
      b[2 * high], b[2 * high + 1], b[4 + 2 * high], b[5 + 2 * high])
  }
  return (
    blocks(even0123, even4567, 0), blocks(odd0123, odd4567, 0),
    blocks(even0123, even4567, 1), blocks(odd0123, odd4567, 1)
  )
}
