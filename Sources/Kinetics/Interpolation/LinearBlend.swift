// The linear blend behind the `Interpolatable` conformances of numbers and vectors (Double, Float,
// SIMD2/3/4 of them), their batch form and the blends inside colors and basic animations: one
// formula, (1 − u)·a + u·b, and one recovery for the rare finite inputs where a product overflows
// although the blend itself is in range (extrapolation far outside [0, 1] between large endpoints).
// Wherever the formula gives a finite value its bits are kept, so scalar and batch results stay
// equal bit for bit (docs/architecture.md, "Conventions").

/// A number or a vector of numbers that blends lane by lane in its own scalar type: what
/// ``_linearInterpolation(_:_:fraction:)`` needs. `Double` and `Float` are one lane; SIMD vectors
/// of them take part through ``_BlendVector``.
@usableFromInline
internal protocol _LinearBlendable: Equatable {
  /// The type of one lane, in which the blend is computed.
  associatedtype _BlendLane: BinaryFloatingPoint

  /// Every lane zero.
  init()
  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  static func * (lhs: _BlendLane, rhs: Self) -> Self
  /// The number of lanes.
  var _blendLaneCount: Int { get }
  /// Lane `index`.
  subscript(_blendLane index: Int) -> _BlendLane { get set }
}

/// A number as a one-lane ``_LinearBlendable`` value.
extension BinaryFloatingPoint {
  @inlinable var _blendLaneCount: Int { 1 }
  @inlinable subscript(_blendLane index: Int) -> Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: _LinearBlendable { @usableFromInline typealias _BlendLane = Double }
extension Float: _LinearBlendable { @usableFromInline typealias _BlendLane = Float }

/// A SIMD vector as a ``_LinearBlendable`` value: the vector's own operations, forwarded (a
/// wrapper rather than a conformance, so that the public SIMD members can use it; it compiles
/// away when specialized).
@usableFromInline @frozen
internal struct _BlendVector<Vector: SIMD>: _LinearBlendable where Vector.Scalar: BinaryFloatingPoint {
  @usableFromInline var vector: Vector

  @inlinable @inline(__always) init(_ vector: Vector) { self.vector = vector }
  @inlinable @inline(__always) init() { vector = Vector() }

  @inlinable @inline(__always)
  static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.vector + rhs.vector) }
  @inlinable @inline(__always)
  static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.vector - rhs.vector) }
  @inlinable @inline(__always)
  static func * (lhs: Vector.Scalar, rhs: Self) -> Self { Self(lhs * rhs.vector) }
  @inlinable @inline(__always)
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.vector == rhs.vector }

  @inlinable var _blendLaneCount: Int { vector.scalarCount }
  @inlinable subscript(_blendLane index: Int) -> Vector.Scalar {
    get { vector[index] }
    set { vector[index] = newValue }
  }
}

/// `(1 − u)·start + u·end` lane by lane with u = `fraction` rounded once to the lane type, and the
/// endpoints selected exactly at fractions 0 and 1 (the formula alone would turn −0.0 into +0.0).
/// No overflow check: for callers that know the blend cannot overflow (the batch form's bounded
/// blocks) and for ``_linearInterpolation(_:_:fraction:)``.
@inlinable @inline(__always)
internal func _linearBlend<Value: _LinearBlendable>(_ start: Value, _ end: Value, fraction: Double) -> Value {
  if fraction == 0 { return start }
  if fraction == 1 { return end }
  return _twoProductBlend(start, end, u: Value._BlendLane(fraction))
}

/// `(1 − u)·start + u·end` lane by lane, the formula alone: for callers that handle fractions 0
/// and 1 themselves (colors).
@inlinable @inline(__always)
internal func _twoProductBlend<Value: _LinearBlendable>(_ start: Value, _ end: Value, u: Value._BlendLane) -> Value {
  (1 - u) * start + u * end
}

/// The linear blend of `Interpolatable` numbers and vectors: ``_linearBlend(_:_:fraction:)``, and
/// where a lane of it is not finite although its endpoints and `fraction` are, that lane
/// recomputed without intermediate overflow
/// (``_linearInterpolationBeyondProducts(_:_:fraction:value:)``).
///
/// The common case costs no check of the result: for a fraction strictly inside (0, 1) (one
/// integer comparison of its bits) between endpoints whose lanes are at most an eighth of the
/// largest finite value (a test that does not depend on the fraction, so a loop over fractions
/// hoists it), the formula cannot overflow (|result| ≤ (|1 − u| + |u|)·max|lane|, with |1 − u| + |u|
/// one up to rounding), and it is evaluated inline. Everything else (the endpoints 0 and 1,
/// extrapolation, huge endpoints) goes out of line to ``_linearInterpolationChecked(_:_:fraction:)``.
@inlinable @inline(__always)
internal func _linearInterpolation<Value: _LinearBlendable>(
  _ start: Value, _ end: Value, fraction: Double
) -> Value {
  if _fastPath(_isStrictlyInsideUnitInterval(fraction) && _blendIsBounded(start, end)) {
    return _twoProductBlend(start, end, u: Value._BlendLane(fraction))
  }
  return _linearInterpolationChecked(start, end, fraction: fraction)
}

/// Whether 0 < `fraction` < 1, in one integer comparison: 1 ≤ bits < bits of 1.0 exactly there
/// (zero, negative values, NaN and ±∞ fail).
@inlinable @inline(__always)
internal func _isStrictlyInsideUnitInterval(_ fraction: Double) -> Bool {
  fraction.bitPattern &- 1 < (1.0).bitPattern &- 1
}

/// Whether every lane of `start` and `end` is at most an eighth of the largest finite value of
/// the lane type (false for NaN): then a blend at any |u| < 2 cannot overflow (|1 − u| ≤ 3 and
/// |u| ≤ 2, so the two products and their sum stay below 5/8 of it after rounding).
///
@inlinable @inline(__always)
internal func _blendIsBounded<Value: _LinearBlendable>(_ start: Value, _ end: Value) -> Bool {
  let limit = Value._BlendLane.greatestFiniteMagnitude / 8
  for lane in 0..<start._blendLaneCount
  where !(start[_blendLane: lane].magnitude <= limit && end[_blendLane: lane].magnitude <= limit) {
    return false
  }
  return true
}

/// ``_linearBlend(_:_:fraction:)`` with its result checked: `v − v` is 0 in every lane exactly
/// when every lane of `v` is finite; otherwise the lanes are recomputed
/// (``_linearInterpolationBeyondProducts(_:_:fraction:value:)``).
@inlinable @inline(never)
internal func _linearInterpolationChecked<Value: _LinearBlendable>(
  _ start: Value, _ end: Value, fraction: Double
) -> Value {
  let value = _linearBlend(start, end, fraction: fraction)
  if value - value == Value() { return value }
  return _linearInterpolationBeyondProducts(start, end, fraction: fraction, value: value)
}

/// `value` (the two-product blend of `start` and `end` at `fraction`) with each lane that is not
/// finite recomputed as a + fraction·(b − a) without intermediate overflow; finite lanes are kept.
///
/// Method, per lane, in `Double`: equal endpoints give `a` for every fraction; otherwise the
/// halved form 2·(a/2 + fraction·(b/2 − a/2)), in which b/2 − a/2 cannot overflow, and which
/// overflows only where the exact blend is beyond the range of `Double` (then ±∞); the result is
/// rounded once to the lane type. The halves are exact but for a subnormal `Double` endpoint,
/// whose error (≤ 2⁻¹⁰⁷⁵) is far below an ulp of any blend that reaches here: a product
/// overflows only when the other endpoint or the fraction is huge. A lane with a non-finite endpoint, or a non-finite fraction,
/// keeps what the formula gave.
@inlinable
internal func _linearInterpolationBeyondProducts<Value: _LinearBlendable>(
  _ start: Value, _ end: Value, fraction: Double, value: Value
) -> Value {
  var result = value
  guard fraction.isFinite else { return result }
  for lane in 0..<value._blendLaneCount where !value[_blendLane: lane].isFinite {
    let a = Double(start[_blendLane: lane])
    let b = Double(end[_blendLane: lane])
    guard a.isFinite && b.isFinite else { continue }
    result[_blendLane: lane] =
      a == b ? start[_blendLane: lane] : Value._BlendLane(2 * (a / 2 + fraction * (b / 2 - a / 2)))
  }
  return result
}
