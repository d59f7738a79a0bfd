/// What a numerical kernel needs of its operands so that one generic body serves one `Double` and a
/// vector of `Double` lanes (`SIMD4<Double>`, `SIMD8<Double>`): the four arithmetic operations
/// (IEEE 754, rounded once each, in the order written, so a lane computes exactly what the scalar
/// does), broadcasting a constant, comparisons that give a mask, and a choice by mask.
///
/// A kernel written once over `_DoubleLanes` and called with `Double` and with a vector gives
/// bit-identical results lane by lane, which is how Kinetics keeps "batch = scalar" without
/// writing each kernel twice (docs/architecture.md, Numerics). Kernels are `@inlinable` and
/// `@inline(__always)`, so each call site is specialized for its concrete type: there is no
/// dynamic dispatch through this protocol at run time.
@usableFromInline
internal protocol _DoubleLanes {
  /// The result of a lane-wise comparison: `Bool` for one Double, one all-ones or all-zero
  /// integer per lane for vectors.
  associatedtype Mask

  /// Every lane equal to `value`.
  init(repeating value: Double)

  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  static func * (lhs: Self, rhs: Self) -> Self
  static func / (lhs: Self, rhs: Self) -> Self

  /// lhs ≤ rhs, lane by lane (false where either is NaN).
  static func _isLessThanOrEqual(_ lhs: Self, _ rhs: Self) -> Mask
  /// lhs < rhs, lane by lane (false where either is NaN).
  static func _isLess(_ lhs: Self, _ rhs: Self) -> Mask
  /// `mask ? a : b`, lane by lane.
  static func _select(_ mask: Mask, _ a: Self, _ b: Self) -> Self
  /// Both masks set, lane by lane.
  static func _both(_ a: Mask, _ b: Mask) -> Mask
  /// |value|, lane by lane (the sign bit cleared; NaN stays NaN).
  var _magnitude: Self { get }
}

extension Double: _DoubleLanes {
  @usableFromInline typealias Mask = Bool

  @inlinable @inline(__always)
  init(repeating value: Double) { self = value }

  @inlinable @inline(__always)
  static func _isLessThanOrEqual(_ lhs: Double, _ rhs: Double) -> Bool { lhs <= rhs }

  @inlinable @inline(__always)
  static func _isLess(_ lhs: Double, _ rhs: Double) -> Bool { lhs < rhs }

  @inlinable @inline(__always)
  static func _select(_ mask: Bool, _ a: Double, _ b: Double) -> Double { mask ? a : b }

  @inlinable @inline(__always)
  static func _both(_ a: Bool, _ b: Bool) -> Bool { a && b }

  @inlinable @inline(__always)
  var _magnitude: Double { magnitude }
}

/// The vector conformances of `_DoubleLanes`: a mask is the comparison's lanes as all-ones or
/// all-zero `UInt64` patterns, and the choices and magnitudes are bit operations on the patterns,
/// written once here for every width. Bit operations, because the optimizer emits one vector
/// instruction for each, while the standard library's mask operations and
/// `replacing(with:where:)` are loops over the lanes that it splits into scalar code. Only the
/// comparisons are per type: they must call the concrete `.<` and `.<=` of `SIMD4<Double>` and
/// `SIMD8<Double>` (the generic ones are such loops).
@usableFromInline
internal protocol _DoubleVector: _DoubleLanes, SIMD
where Scalar == Double, Mask: SIMD, Mask.Scalar == UInt64 {}

extension _DoubleVector {
  @inlinable @inline(__always)
  static func _select(_ mask: Mask, _ a: Self, _ b: Self) -> Self {
    let chosen = (unsafeBitCast(a, to: Mask.self) & mask) | (unsafeBitCast(b, to: Mask.self) & ~mask)
    return unsafeBitCast(chosen, to: Self.self)
  }

  @inlinable @inline(__always)
  static func _both(_ a: Mask, _ b: Mask) -> Mask { a & b }

  @inlinable @inline(__always)
  var _magnitude: Self {
    unsafeBitCast(unsafeBitCast(self, to: Mask.self) & Mask(repeating: ~(1 << 63)), to: Self.self)
  }
}

extension SIMD4: _DoubleLanes, _DoubleVector where Scalar == Double {
  @usableFromInline typealias Mask = SIMD4<UInt64>
  @inlinable @inline(__always) static func _isLessThanOrEqual(_ l: Self, _ r: Self) -> Mask { _bits(l .<= r) }
  @inlinable @inline(__always) static func _isLess(_ l: Self, _ r: Self) -> Mask { _bits(l .< r) }
}

extension SIMD8: _DoubleLanes, _DoubleVector where Scalar == Double {
  @usableFromInline typealias Mask = SIMD8<UInt64>
  @inlinable @inline(__always) static func _isLessThanOrEqual(_ l: Self, _ r: Self) -> Mask { _bits(l .<= r) }
  @inlinable @inline(__always) static func _isLess(_ l: Self, _ r: Self) -> Mask { _bits(l .< r) }
}

/// A comparison's lanes as all-ones or all-zero integers (the storage of `SIMDMask`), four lanes.
@inlinable @inline(__always)
internal func _bits(_ mask: SIMDMask<SIMD4<Int64>>) -> SIMD4<UInt64> {
  unsafeBitCast(mask, to: SIMD4<UInt64>.self)
}

/// The eight-lane `_bits`.
@inlinable @inline(__always)
internal func _bits(_ mask: SIMDMask<SIMD8<Int64>>) -> SIMD8<UInt64> {
  unsafeBitCast(mask, to: SIMD8<UInt64>.self)
}

/// Whether any lane has a bit set: the halves or-ed down to one lane (three vector ors), not
/// `bits != SIMD8()`, which compiles to a lane-by-lane loop through memory, nor `any(_:)`, whose
/// reduction is a call into the standard library.
@inlinable @inline(__always)
internal func _anyBitSet(_ bits: SIMD8<UInt64>) -> Bool {
  let four = bits.lowHalf | bits.highHalf
  let two = four.lowHalf | four.highHalf
  return two[0] | two[1] != 0
}

/// `bits ? a : b` lane by lane (each lane of `bits` all ones or all zeros): `_select` as a free
/// function, for kernels written for one vector type.
@inlinable @inline(__always)
internal func _select<Lanes: _DoubleVector>(_ bits: Lanes.Mask, _ a: Lanes, _ b: Lanes) -> Lanes {
  Lanes._select(bits, a, b)
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

/// √|v| lane by lane (see the four-lane `_squareRoot`).
@inlinable @inline(__always)
internal func _squareRoot(_ v: SIMD8<Double>) -> SIMD8<Double> {
  SIMD8(lowHalf: _squareRoot(v.lowHalf), highHalf: _squareRoot(v.highHalf))
}

/// Whether every lane of `bits` is all ones.
@inlinable @inline(__always)
internal func _allSet(_ bits: SIMD8<UInt64>) -> Bool {
  let all = bits.lowHalf & bits.highHalf
  return all[0] & all[1] & all[2] & all[3] != 0
}
