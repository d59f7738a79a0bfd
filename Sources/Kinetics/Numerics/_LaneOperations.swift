// Lane-wise operations on SIMD4<Double> and SIMD8<Double> written as bit operations, so that the
// optimizer emits one vector instruction each (the standard library's mask operations and
// `replacing(with:where:)` are loops over the lanes, which it splits into scalar code). Every
// batch kernel uses these; `_DoubleLanes` builds on them.

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


/// Whether every lane of `bits` is all ones.
@inlinable @inline(__always)
internal func _allSet(_ bits: SIMD8<UInt64>) -> Bool {
  let all = bits.lowHalf & bits.highHalf
  return all[0] & all[1] & all[2] & all[3] != 0
}
