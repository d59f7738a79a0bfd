// SIMD2, SIMD3 and SIMD4 of Double and Float interpolate component-wise, exactly as their scalars
// do. The implementation is written once, for every SIMD vector of a binary floating-point type;
// a generic type can conform to a protocol only once, so each width declares its conformance over
// `Scalar: BinaryFloatingPoint`, and `@inlinable` lets callers specialize it for Float and Double.

extension SIMD2: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {}
extension SIMD3: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {}
extension SIMD4: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {}

extension Interpolatable where Self: SIMD, Scalar: BinaryFloatingPoint {
  /// Component-wise `(1 − u)·self + u·other` in the scalar type, with `u` rounded to it once;
  /// fractions 0 and 1 return the endpoints bit for bit. Accuracy as for `Double`/`Float`.
  /// The batch form for many fractions is `interpolated(to:at:into:)` on `SIMD4`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func interpolated(to other: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let u = Scalar(fraction)
    return (1 - u) * self + u * other
  }
}

extension InterpolatableVector where Self: SIMD, Scalar: BinaryFloatingPoint {
  /// The zero vector.
  @inlinable public static var zero: Self { Self(repeating: 0) }
  /// The component-wise sum.
  @inlinable public func adding(_ other: Self) -> Self { self + other }
  /// The component-wise difference.
  @inlinable public func subtracting(_ other: Self) -> Self { self - other }

  /// Each component times `factor`, computed in `Double` and rounded once to the scalar type.
  @inlinable public func scaled(by factor: Double) -> Self {
    var result = self
    for i in indices { result[i] = Scalar(Double(self[i]) * factor) }
    return result
  }

  /// The sum of the squared components, computed in `Double` from the first component on.
  @inlinable public var magnitudeSquared: Double {
    var sum = Double(self[0]) * Double(self[0])
    for i in 1..<scalarCount { sum += Double(self[i]) * Double(self[i]) }
    return sum
  }
}
