// SIMD2, SIMD3 and SIMD4 of Double and Float interpolate component-wise, exactly as their scalars
// do. Their members are written once, as the implementations of `InterpolatableVector` for SIMD
// vectors; `@inlinable` lets callers specialize them for each width and scalar type.

extension SIMD2: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {}
extension SIMD3: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {}
extension SIMD4: Interpolatable, InterpolatableVector where Scalar: BinaryFloatingPoint {}

extension InterpolatableVector where Self: SIMD, Scalar: BinaryFloatingPoint {
  /// Component-wise `(1 − u)·self + u·other` in the scalar type, with `u` rounded to it once;
  /// fractions 0 and 1 return the endpoints bit for bit. Accuracy as for `Double`/`Float`; a
  /// component is infinite only where its exact value is beyond the range of the scalar type
  /// (a component whose products overflow is recomputed as `Double`'s is). The batch form for
  /// many fractions is `interpolated(to:at:into:)` on `SIMD4<Double>` and `SIMD4<Float>`.
  ///
  /// - Complexity: O(1).
  ///
  /// Always inlined: written once for every width, the specializations for `SIMD3<Double>` and
  /// `SIMD4<Double>` were otherwise left as calls (merged into one function by LLVM), one per
  /// blend in a transform interpolation; the common case is a few vector instructions.
  @inlinable @inline(__always)
  public func interpolated(to other: Self, fraction: Double) -> Self {
    _linearInterpolation(_BlendVector(self), _BlendVector(other), fraction: fraction).vector
  }

  /// The component-wise sum.
  @inlinable public func adding(_ other: Self) -> Self { self + other }
  /// The component-wise difference.
  @inlinable public func subtracting(_ other: Self) -> Self { self - other }
  /// Each component times `factor`, computed in `Double` and rounded once to the scalar type.
  @inlinable public func scaled(by factor: Double) -> Self {
    var result = self
    for index in indices { result[index] = Scalar(Double(self[index]) * factor) }
    return result
  }
  /// The sum of the squared components, x² + y² (+ z² (+ w²)) in that order, computed in `Double`.
  @inlinable public var magnitudeSquared: Double {
    var sum = 0.0
    for index in indices { sum += Double(self[index]) * Double(self[index]) }
    return sum
  }
}
