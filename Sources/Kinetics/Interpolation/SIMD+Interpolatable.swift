// SIMD2, SIMD3 and SIMD4 of Double and Float interpolate component-wise, exactly as their scalars do.
// A generic type can conform to a protocol only once, so each conformance is written over
// `Scalar: BinaryFloatingPoint`; `@inlinable` lets callers specialize it for Float and Double.

extension SIMD2: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {
  /// Component-wise `(1 − u)·self + u·other` in the scalar type, with `u` rounded to it once;
  /// fractions 0 and 1 return the endpoints bit for bit. Accuracy as for `Double`/`Float`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func interpolated(to other: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let u = Scalar(fraction)
    return (1 - u) * self + u * other
  }

  /// The zero vector.
  @inlinable public static var zero: Self { Self(repeating: 0) }
  /// The component-wise sum.
  @inlinable public func adding(_ other: Self) -> Self { self + other }
  /// The component-wise difference.
  @inlinable public func subtracting(_ other: Self) -> Self { self - other }
  /// Each component times `factor`, computed in `Double` and rounded once to the scalar type.
  @inlinable public func scaled(by factor: Double) -> Self {
    Self(Scalar(Double(x) * factor), Scalar(Double(y) * factor))
  }
  /// x² + y², computed in `Double`.
  @inlinable public var magnitudeSquared: Double {
    Double(x) * Double(x) + Double(y) * Double(y)
  }
}

extension SIMD3: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {
  /// Component-wise `(1 − u)·self + u·other` in the scalar type, with `u` rounded to it once;
  /// fractions 0 and 1 return the endpoints bit for bit. Accuracy as for `Double`/`Float`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func interpolated(to other: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let u = Scalar(fraction)
    return (1 - u) * self + u * other
  }

  /// The zero vector.
  @inlinable public static var zero: Self { Self(repeating: 0) }
  /// The component-wise sum.
  @inlinable public func adding(_ other: Self) -> Self { self + other }
  /// The component-wise difference.
  @inlinable public func subtracting(_ other: Self) -> Self { self - other }
  /// Each component times `factor`, computed in `Double` and rounded once to the scalar type.
  @inlinable public func scaled(by factor: Double) -> Self {
    Self(Scalar(Double(x) * factor), Scalar(Double(y) * factor), Scalar(Double(z) * factor))
  }
  /// x² + y² + z², computed in `Double`.
  @inlinable public var magnitudeSquared: Double {
    Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z)
  }
}

extension SIMD4: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {
  /// Component-wise `(1 − u)·self + u·other` in the scalar type, with `u` rounded to it once;
  /// fractions 0 and 1 return the endpoints bit for bit. Accuracy as for `Double`/`Float`.
  /// The batch form for many fractions is `interpolated(to:at:into:)` on `SIMD4<Double>` and
  /// `SIMD4<Float>`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func interpolated(to other: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let u = Scalar(fraction)
    return (1 - u) * self + u * other
  }

  /// The zero vector.
  @inlinable public static var zero: Self { Self(repeating: 0) }
  /// The component-wise sum.
  @inlinable public func adding(_ other: Self) -> Self { self + other }
  /// The component-wise difference.
  @inlinable public func subtracting(_ other: Self) -> Self { self - other }
  /// Each component times `factor`, computed in `Double` and rounded once to the scalar type.
  @inlinable public func scaled(by factor: Double) -> Self {
    Self(
      Scalar(Double(x) * factor), Scalar(Double(y) * factor), Scalar(Double(z) * factor),
      Scalar(Double(w) * factor))
  }
  /// x² + y² + z² + w², computed in `Double`.
  @inlinable public var magnitudeSquared: Double {
    Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z) + Double(w) * Double(w)
  }
}
