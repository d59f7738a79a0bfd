/// A value that can be blended with another value of its type: the one requirement a keyframe track,
/// a basic animation or a spring needs from the thing it animates.
///
/// `a.interpolated(to: b, fraction: u)` is the value a fraction `u` of the way from `a` to `b`.
/// Conforming types guarantee, for every valid `a` and `b`:
/// - **Exact endpoints.** `fraction == 0` returns `a` and `fraction == 1` returns `b`, bit for bit
///   (including the sign of zero). The conformances in Kinetics select the endpoint explicitly
///   instead of trusting a formula to round back to it.
/// - **Extrapolation.** A fraction outside [0, 1] (an overshooting spring, a timing curve with
///   y outside [0, 1]) extrapolates with the same formula; it never traps. (For numbers, vectors
///   and colors, a fraction so far out that the value exceeds the range of `Double` gives infinite
///   components; transforms fall back to the discrete value instead, so they stay finite.)
/// - **Purity.** The result depends only on the arguments.
///
/// Conformances: `Double`, `Float`, `SIMD2`/`SIMD3`/`SIMD4` of `Double` and `Float` (component-wise
/// linear), ``RGBAColor`` (CSS Color 4 rules, see ``ColorInterpolationOptions``),
/// ``AffineTransform`` (CSS Transforms 1 §"Interpolation of Matrices"), ``Transform3D`` (CSS
/// Transforms 2, decomposition with quaternion slerp) and ``Quaternion`` (shortest-arc slerp).
public protocol Interpolatable: Sendable {
  /// The value a fraction `fraction` of the way from `self` to `other`.
  ///
  /// - Parameters:
  ///   - other: The value at fraction 1.
  ///   - fraction: 0 gives `self` exactly, 1 gives `other` exactly; other finite values blend or
  ///     extrapolate as the conforming type documents.
  func interpolated(to other: Self, fraction: Double) -> Self
}

/// An ``Interpolatable`` value that is also an element of a real vector space: it can be added,
/// subtracted and scaled, and it has a Euclidean length.
///
/// This is what Core Animation's additive and cumulative animations (`CABasicAnimation.isAdditive`,
/// `isCumulative`, `byValue`) and paced keyframe timing (`calculationMode = .paced`, which spaces key
/// times by the distance between values) need. It plays the role of SwiftUI's `VectorArithmetic`
/// under a different name, so both can be imported together.
///
/// Laws (exact for the conformances in Kinetics up to floating-point rounding):
/// `a.adding(.zero) == a`, `a.subtracting(a) == .zero`, `a.scaled(by: 1) == a`, and for fractions
/// strictly between 0 and 1, `a.interpolated(to: b, fraction: u)` equals
/// `a.scaled(by: 1 - u).adding(b.scaled(by: u))` up to rounding.
public protocol InterpolatableVector: Interpolatable, Equatable {
  /// The additive identity.
  static var zero: Self { get }
  /// The component-wise sum `self + other`.
  func adding(_ other: Self) -> Self
  /// The component-wise difference `self − other`.
  func subtracting(_ other: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
  /// The squared Euclidean length, the sum of the squared components, in `Double`.
  var magnitudeSquared: Double { get }
}

extension InterpolatableVector {
  /// The Euclidean distance between `self` and `other`: `√(self − other).magnitudeSquared`. (Named
  /// apart from `Strideable.distance(to:)`, which on `Double` is the signed difference.)
  /// Paced keyframe timing spaces key times by this distance.
  ///
  /// Edge cases: overflows to +∞ only when the squared distance exceeds `Double.greatestFiniteMagnitude`.
  @inlinable
  public func euclideanDistance(to other: Self) -> Double {
    subtracting(other).magnitudeSquared.squareRoot()
  }
}

extension Interpolatable {
  /// The exact-endpoints rule of every conformance written once: `self` at fraction 0, `other` at
  /// fraction 1 (bit for bit), and `blend()` for every other fraction.
  @inlinable @inline(__always)
  internal func _interpolated(to other: Self, fraction: Double, blend: () -> Self) -> Self {
    fraction == 0 ? self : (fraction == 1 ? other : blend())
  }
}
