/// What a numerical kernel needs of its operands so that one generic body serves one `Double` and a
/// vector of `Double` lanes: the four arithmetic operations (IEEE 754, rounded once each, in the
/// order written, so a lane computes exactly what the scalar does), broadcasting a constant,
/// comparisons that give a mask, and a choice by mask.
///
/// A kernel written once over `_DoubleLanes` and called with `Double` and with `SIMD8<Double>`
/// gives bit-identical results lane by lane, which is how Kinetics keeps "batch = scalar" without
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

extension SIMD8: _DoubleLanes where Scalar == Double {
  @usableFromInline typealias Mask = SIMD8<UInt64>

  @inlinable @inline(__always)
  static func _isLessThanOrEqual(_ lhs: Self, _ rhs: Self) -> SIMD8<UInt64> { _bits(lhs .<= rhs) }

  @inlinable @inline(__always)
  static func _isLess(_ lhs: Self, _ rhs: Self) -> SIMD8<UInt64> { _bits(lhs .< rhs) }

  @inlinable @inline(__always)
  static func _select(_ mask: SIMD8<UInt64>, _ a: Self, _ b: Self) -> Self {
    Kinetics._select(mask, a, b)
  }

  @inlinable @inline(__always)
  static func _both(_ a: SIMD8<UInt64>, _ b: SIMD8<UInt64>) -> SIMD8<UInt64> { a & b }

  @inlinable @inline(__always)
  var _magnitude: Self { Kinetics._magnitude(self) }
}
