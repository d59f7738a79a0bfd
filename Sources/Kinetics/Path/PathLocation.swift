/// A place on a measured path: which keyframe element, and that element's own parameter.
///
/// Keyframes count the path's elements that are not moves (lines, quadratics, cubics, arcs,
/// closes), from 0. The parameter runs over [0, 1]: the Bézier parameter of a curve, the fraction
/// of a line, the angle fraction θ = θ₁ + t·Δθ of an arc.
public struct PathLocation: Sendable, Equatable {
  /// The keyframe element, 0 ..< `MeasuredPath.keyframeCount`.
  public var keyframe: Int
  /// The element's parameter, in [0, 1].
  public var parameter: Double

  /// A location; no validation (out-of-range values are clamped where they are used).
  public init(keyframe: Int, parameter: Double) {
    self.keyframe = keyframe
    self.parameter = parameter
  }
}

/// How a path animation turns the animated object (`CAKeyframeAnimation.rotationMode`).
public enum PathRotationMode: Sendable, Equatable, CaseIterable {
  /// Along the tangent, in the direction of travel (`kCAAnimationRotateAuto`).
  case auto
  /// Along the tangent, turned by π (`kCAAnimationRotateAutoReverse`).
  case autoReverse
}
