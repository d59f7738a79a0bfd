/// A pair of 3-D transforms prepared for interpolation at many fractions, the way CSS Transforms
/// Level 2 §"Interpolation of Matrices" specifies.
///
/// Method, chosen once in the initializer:
/// 1. Both transforms 2-D affine (``Transform3D/isAffine``): the 2-D algorithm of CSS Transforms
///    Level 1 (``AffineTransformInterpolation``), as Level 2 requires for two 2-D matrices. This keeps
///    a 2-D reflection in the plane instead of turning it through 3-D space.
/// 2. Otherwise both are decomposed (``Transform3D/Decomposition``); per fraction, translation,
///    scale, skew and perspective are interpolated linearly, the rotation by quaternion slerp
///    (``Quaternion/interpolated(to:fraction:path:)``), and the parts recomposed.
/// 3. If either cannot be decomposed (m44 = 0 or a singular 3×3 block), the spec's fallback: discrete,
///    the start below fraction 0.5 and the end from 0.5 on. The same happens at a fraction whose
///    recomposition overflows (only nearly singular, ill-conditioned pairs), so the result is always
///    finite.
///
/// Rotation path: ``Quaternion/Path/shortest`` by default, so the rotation never turns more than
/// 180°; ``Quaternion/Path/asGiven`` follows the spec's pseudocode literally (no sign flip).
///
/// Endpoints: fractions 0 and 1 return `start` and `end` bit for bit. Accuracy in between: within a
/// few ulp of the elements' magnitude of the exact interpolation of the decomposed parts (checked
/// against an independent 50-digit implementation of the spec in Tests/Fixtures/interpolation).
public struct Transform3DInterpolation: Sendable {
  /// The transform at fraction 0.
  public let start: Transform3D
  /// The transform at fraction 1.
  public let end: Transform3D
  /// Which arc the rotation follows.
  public let path: Quaternion.Path

  @usableFromInline
  internal enum Method: Sendable {
    case affine(AffineTransformInterpolation)
    case decomposed(Transform3D.Decomposition, Transform3D.Decomposition)
    case discrete
  }

  @usableFromInline internal let method: Method

  /// Prepares `start` and `end`: decomposes both (once).
  /// - Complexity: O(1).
  public init(from start: Transform3D, to end: Transform3D, path: Quaternion.Path = .shortest) {
    self.start = start
    self.end = end
    self.path = path
    if let first = start.affineTransform, let second = end.affineTransform {
      let planar = AffineTransformInterpolation(from: first, to: second)
      method = planar.isDiscrete ? .discrete : .affine(planar)
    } else if let first = Transform3D.Decomposition(start), let second = Transform3D.Decomposition(end) {
      method = .decomposed(first, second)
    } else {
      method = .discrete
    }
  }

  /// True when either transform cannot be decomposed, so interpolation is discrete.
  public var isDiscrete: Bool {
    if case .discrete = method { return true }
    return false
  }

  /// True when both transforms are 2-D and the 2-D algorithm applies.
  public var usesAffineAlgorithm: Bool {
    if case .affine = method { return true }
    return false
  }

  /// The transform a fraction `fraction` of the way from `start` to `end`.
  ///
  /// Edge cases: 0 and 1 give the endpoints exactly; other fractions extrapolate the parts (the
  /// slerp extrapolates along the same great circle).
  /// - Complexity: O(1): a slerp (a few sines) and four 4×4 products.
  public func transform(at fraction: Double) -> Transform3D {
    if fraction == 0 { return start }
    if fraction == 1 { return end }
    switch method {
    case .discrete:
      return fraction < 0.5 ? start : end
    case .affine(let planar):
      return Transform3D(planar.transform(at: fraction))
    case .decomposed(let first, let second):
      let blended = Transform3D.Decomposition(
        translation: first.translation.interpolated(to: second.translation, fraction: fraction),
        scale: first.scale.interpolated(to: second.scale, fraction: fraction),
        skew: first.skew.interpolated(to: second.skew, fraction: fraction),
        perspective: first.perspective.interpolated(to: second.perspective, fraction: fraction),
        rotation: first.rotation.interpolated(to: second.rotation, fraction: fraction, path: path))
      // Ill-conditioned (nearly singular) pairs can overflow on recomposition; they then behave as
      // the undecomposable ones do, discretely, so the result is always a finite transform.
      return (try? blended.recomposed()) ?? (fraction < 0.5 ? start : end)
    }
  }
}

extension Transform3D: Interpolatable {
  /// The transform a fraction `fraction` of the way to `other`, by decomposition with shortest-arc
  /// slerp (see ``Transform3DInterpolation`` for the method, the 2-D case, the singular fallback and
  /// accuracy). Fractions 0 and 1 return the endpoints exactly.
  ///
  /// To evaluate one pair at many fractions keep a ``Transform3DInterpolation``: it decomposes once.
  /// - Complexity: O(1).
  public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    _interpolated(to: other, fraction: fraction) {
      Transform3DInterpolation(from: self, to: other).transform(at: fraction)
    }
  }
}
