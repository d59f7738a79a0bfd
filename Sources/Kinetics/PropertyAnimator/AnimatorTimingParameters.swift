/// The timing of a property animator: `UICubicTimingParameters` or `UISpringTimingParameters`.
///
/// The progress an animator shows is a fraction of the change: 0 at the start value, 1 at the end.
/// Cubic timing maps the elapsed fraction of the duration through a cubic-Bézier curve; spring
/// timing runs a damped spring from 0 to 1.
public enum AnimatorTimingParameters: Sendable, Hashable {
  /// `UICubicTimingParameters(animationCurve:)` (a named curve: `.easeInEaseOut`, `.easeIn`,
  /// `.easeOut`, `.linear`) or `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
  case cubic(CubicBezierTimingCurve)
  /// `UISpringTimingParameters`, in one of its two forms.
  case spring(AnimatorSpringParameters)
}

/// The two forms of `UISpringTimingParameters`. `initialVelocity` is in fractions of the distance
/// per second, positive toward the target, as UIKit documents it (1 covers the whole distance in
/// one second). The model animates one number, so the velocity is a scalar; for a 2-D value with
/// UIKit's vector velocity see `Spring.position(at:from:to:relativeInitialVelocity:)`.
public enum AnimatorSpringParameters: Sendable, Hashable {
  /// `init(dampingRatio:initialVelocity:)`: the spring is derived from the animator's duration the
  /// way `UIView.animate(withDuration:…usingSpringWithDamping:…)` does
  /// (`Spring(uikitDuration:dampingRatio:initialSpringVelocity:)`), so the duration is honoured.
  case dampingRatio(Double, initialVelocity: Double)
  /// `init(mass:stiffness:damping:initialVelocity:)`: UIKit ignores the animator's duration for
  /// this form and runs for the spring's settling time, modelled here by
  /// `Spring.coreAnimationSettlingDuration(relativeInitialVelocity:)` (CASpringAnimation's
  /// `settlingDuration`, which UIKit's spring animations are built on).
  case physical(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

  /// The same parameters with another initial velocity (fractions of the distance per second).
  public func withInitialVelocity(_ velocity: Double) -> Self {
    switch self {
    case .dampingRatio(let ratio, _): return .dampingRatio(ratio, initialVelocity: velocity)
    case .physical(let mass, let stiffness, let damping, _):
      return .physical(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
  }

  /// The initial velocity, in fractions of the distance per second.
  public var initialVelocity: Double {
    switch self {
    case .dampingRatio(_, let velocity), .physical(_, _, _, let velocity): return velocity
    }
  }

  /// The spring and the time it runs for, given the duration the animator asks for.
  func resolved(duration: Double) throws(PropertyAnimatorError) -> (
    spring: Spring, duration: Double
  ) {
    switch self {
    case .dampingRatio(let ratio, let velocity):
      let spring = try Self.spring {
        () throws(SpringError) in
        try Spring(uikitDuration: duration, dampingRatio: ratio, initialSpringVelocity: velocity)
      }
      return (spring, duration)
    case .physical(let mass, let stiffness, let damping, let velocity):
      guard velocity.isFinite else { throw .nonFinite(name: "initialVelocity", value: velocity) }
      let spring = try Self.spring {
        () throws(SpringError) in try Spring(mass: mass, stiffness: stiffness, damping: damping)
      }
      guard let settling = spring.coreAnimationSettlingDuration(relativeInitialVelocity: velocity),
        settling > 0
      else { throw .springNeverSettles }
      guard settling.isFinite else { throw .settlingTimeBeyondRange }
      return (spring, settling)
    }
  }

  private static func spring(_ make: () throws(SpringError) -> Spring) throws(PropertyAnimatorError)
    -> Spring
  {
    do { return try make() } catch { throw .spring(error) }
  }
}
