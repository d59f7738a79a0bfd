/// A pair of affine transforms prepared for interpolation at many fractions, by CSS Transforms
/// Level 1 §"Interpolation of Matrices": decompose both once, reconcile the parts, then per fraction
/// interpolate the parts linearly and recompose.
///
/// Reconciling (CSS Transforms 1 §"Interpolation of decomposed 2D matrix values"): when one transform
/// flips x and the other flips y, the first's scales are negated and its angle moved by 180°
/// (the same transform, an unflipped rotation); an angle of 0 counts as 360° for the next step; if
/// the angles differ by more than 180°, 360° is taken off the larger, so the rotation never goes the
/// long way round. Translation, scale, angle and the remainder matrix are then interpolated linearly.
///
/// Singular transforms: when either determinant is 0 the spec's fallback is a discrete animation
/// (CSS Transforms 1, same section: "the used animation function must fall-back to a discrete
/// animation"); CSS discrete interpolation shows the start for fractions below 0.5 and the end from
/// 0.5 on (CSS Values 4 / Web Animations "discrete"). ``isDiscrete`` tells which case applies. A
/// fraction whose recomposition overflows (only nearly singular, ill-conditioned pairs) gets the
/// same discrete value, so the result is always finite.
///
/// Endpoints: fractions 0 and 1 return `start` and `end` bit for bit (the recomposition alone is
/// within a few ulp of them, not exact). Accuracy in between: a few ulp of the elements' magnitude
/// relative to the exact interpolation of the decomposed parts of the given doubles.
public struct AffineTransformInterpolation: Sendable {
  /// The transform at fraction 0.
  public let start: AffineTransform
  /// The transform at fraction 1.
  public let end: AffineTransform
  /// The reconciled parts of `start` (`first`) and `end` (`second`); unused placeholders (the
  /// identity's parts) when either is singular (``isDiscrete``).
  ///
  /// Two stored parts and a flag rather than an optional pair: `transform(at:)` unwrapped the
  /// optional by copying both parts to the stack and read them back with wider loads that straddled
  /// the copy's stores, a store-forwarding stall of about 3 ns per call (docs/performance-notes.md).
  @usableFromInline internal let first: AffineTransform.Decomposition
  @usableFromInline internal let second: AffineTransform.Decomposition

  /// True when either transform is singular, so interpolation is discrete (start below 0.5, end from
  /// 0.5 on).
  public let isDiscrete: Bool

  /// Prepares `start` and `end`: decomposes and reconciles both.
  /// - Complexity: O(1).
  public init(from start: AffineTransform, to end: AffineTransform) {
    self.start = start
    self.end = end
    guard var first = AffineTransform.Decomposition(start), var second = AffineTransform.Decomposition(end)
    else {
      let identity = AffineTransform.Decomposition(
        translation: .zero, scale: SIMD2(1, 1), angle: 0, remainder: SIMD4(1, 0, 0, 1))
      (self.first, self.second, isDiscrete) = (identity, identity, true)
      return
    }
    if (first.scale.x < 0 && second.scale.y < 0) || (first.scale.y < 0 && second.scale.x < 0) {
      first.scale = -first.scale
      first.angle += first.angle < 0 ? Double.pi : -Double.pi
    }
    if first.angle == 0 { first.angle = 2 * Double.pi }
    if second.angle == 0 { second.angle = 2 * Double.pi }
    if Swift.abs(first.angle - second.angle) > Double.pi {
      if first.angle > second.angle { first.angle -= 2 * Double.pi } else { second.angle -= 2 * Double.pi }
    }
    (self.first, self.second, isDiscrete) = (first, second, false)
  }

  /// The transform a fraction `fraction` of the way from `start` to `end`.
  ///
  /// Edge cases: 0 and 1 give the endpoints exactly; other fractions extrapolate the parts linearly.
  /// - Complexity: O(1): one sine and one cosine.
  public func transform(at fraction: Double) -> AffineTransform {
    if fraction == 0 { return start }
    if fraction == 1 { return end }
    if isDiscrete { return fraction < 0.5 ? start : end }
    let blended = AffineTransform.Decomposition(
      translation: first.translation.interpolated(to: second.translation, fraction: fraction),
      scale: first.scale.interpolated(to: second.scale, fraction: fraction),
      angle: first.angle.interpolated(to: second.angle, fraction: fraction),
      remainder: first.remainder.interpolated(to: second.remainder, fraction: fraction))
    // Ill-conditioned (nearly singular) pairs can overflow on recomposition; they then behave as
    // the singular ones do, discretely, so the result is always a finite transform.
    return (try? blended.recomposed()) ?? (fraction < 0.5 ? start : end)
  }
}

extension AffineTransform: Interpolatable {
  /// The transform a fraction `fraction` of the way to `other`, by decomposition as CSS Transforms
  /// Level 1 specifies (see ``AffineTransformInterpolation`` for the method, the singular fallback
  /// and accuracy). Fractions 0 and 1 return the endpoints exactly.
  ///
  /// To evaluate one pair at many fractions keep an ``AffineTransformInterpolation``: it decomposes
  /// once.
  /// - Complexity: O(1).
  public func interpolated(to other: AffineTransform, fraction: Double) -> AffineTransform {
    _interpolated(to: other, fraction: fraction) {
      AffineTransformInterpolation(from: self, to: other).transform(at: fraction)
    }
  }
}
