extension Transform3D: AnimatableValue {
  /// Which arc the rotation takes (``Quaternion/Path``).
  public typealias InterpolationOptions = Quaternion.Path
  /// Both transforms decomposed once (CSS Transforms 2).
  public typealias PreparedInterpolation = Transform3DInterpolation

  /// ``Quaternion/Path/shortest``.
  public static var defaultInterpolationOptions: Quaternion.Path { .shortest }

  /// ``Transform3DInterpolation`` of the pair (both decomposed once).
  public static func preparedInterpolation(
    from start: Transform3D, to end: Transform3D, options: Quaternion.Path
  ) -> Transform3DInterpolation {
    Transform3DInterpolation(from: start, to: end, path: options)
  }

  /// ``Transform3DInterpolation/transform(at:)``.
  public static func interpolate(_ prepared: Transform3DInterpolation, fraction: Double) -> Transform3D {
    prepared.transform(at: fraction)
  }

  /// ``identity``.
  public static var additiveIdentity: Transform3D { .identity }

  /// Whether all sixteen elements are finite: `allFinite` over the transform's sixteen doubles (one
  /// OR over their bit patterns, no branch per element).
  @inlinable public var isFiniteValue: Bool {
    withUnsafeBytes(of: self) { allFinite($0.assumingMemoryBound(to: Double.self)) }
  }

  /// `self` followed by `base`: `CATransform3DConcat(self, base)`, the product self·base in the
  /// row-vector convention. When the product overflows, `base` (the animation adds nothing).
  public func added(over base: Transform3D) -> Transform3D { (try? concatenating(base)) ?? base }

  /// self⁻¹ followed by `total`, so that `self.added(over: result) == total` up to rounding; nil
  /// when `self` is singular or the product overflows.
  public func subtracted(from total: Transform3D) -> Transform3D? {
    guard let inverse = inverted else { return nil }
    return try? inverse.concatenating(total)
  }

  /// Δᶜᵒᵘⁿᵗ followed by `self`, where Δ = end·start⁻¹ (Δ followed by `start` is `end`): a rotation
  /// from 0 to 90° repeated cumulatively turns 90° further each iteration. nil when `start` is
  /// singular or an element overflows.
  public func accumulated(_ count: Int, changesFrom start: Transform3D, to end: Transform3D) -> Transform3D? {
    guard let startInverse = start.inverted, let change = try? end.concatenating(startInverse),
      let repeated = change.power(count)
    else { return nil }
    return try? repeated.concatenating(self)
  }
}

extension AffineTransform: AnimatableValue {
  /// No options: CSS Transforms 1 fixes the 2-D rules.
  public typealias InterpolationOptions = Void
  /// Both transforms decomposed and reconciled once (CSS Transforms 1).
  public typealias PreparedInterpolation = AffineTransformInterpolation

  /// No options.
  public static var defaultInterpolationOptions: Void { () }

  /// ``AffineTransformInterpolation`` of the pair.
  public static func preparedInterpolation(
    from start: AffineTransform, to end: AffineTransform, options: Void
  ) -> AffineTransformInterpolation {
    AffineTransformInterpolation(from: start, to: end)
  }

  /// ``AffineTransformInterpolation/transform(at:)``.
  public static func interpolate(_ prepared: AffineTransformInterpolation, fraction: Double) -> AffineTransform {
    prepared.transform(at: fraction)
  }

  /// ``identity``.
  public static var additiveIdentity: AffineTransform { .identity }

  /// Whether all six elements are finite.
  @inlinable public var isFiniteValue: Bool {
    (a - a) + (b - b) + (c - c) + (d - d) + (tx - tx) + (ty - ty) == 0
  }

  /// `self` followed by `base` (`CGAffineTransformConcat(self, base)`), computed as the 3-D
  /// transforms' product; `base` when it overflows.
  public func added(over base: AffineTransform) -> AffineTransform {
    Transform3D(self).added(over: Transform3D(base)).affineTransform ?? base
  }

  /// self⁻¹ followed by `total`; nil when `self` is singular or the product overflows.
  public func subtracted(from total: AffineTransform) -> AffineTransform? {
    Transform3D(self).subtracted(from: Transform3D(total))?.affineTransform
  }

  /// Δᶜᵒᵘⁿᵗ followed by `self`, Δ = end·start⁻¹, as for ``Transform3D``.
  public func accumulated(_ count: Int, changesFrom start: AffineTransform, to end: AffineTransform) -> AffineTransform? {
    Transform3D(self).accumulated(count, changesFrom: Transform3D(start), to: Transform3D(end))?.affineTransform
  }
}
