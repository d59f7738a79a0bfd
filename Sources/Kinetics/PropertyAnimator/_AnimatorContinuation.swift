/// The part of an animation that `continueAnimation(withTimingParameters:durationFactor:)` starts:
/// from progress `startProgress` (at elapsed fraction `startFraction` of the animator's timeline)
/// to `target` (0 or 1) in `duration` seconds, with the start velocity matched.
struct _AnimatorContinuation: Sendable, Hashable {
  enum Shape: Sendable, Hashable {
    /// The curve with control point 1 already moved so its start slope matches the velocity.
    case cubic(CubicBezierTimingCurve)
    case spring(Spring)
  }

  let shape: Shape
  let startProgress: Double
  let target: Double
  let duration: Double
  let startFraction: Double
  /// d progress / dt at the switch, in fractions of the change per second.
  let startVelocity: Double

  /// The progress `local` seconds after the switch (clamped to [0, duration]).
  func progress(atLocalTime local: Double) -> Double {
    if local >= duration { return target }
    let distance = target - startProgress
    switch shape {
    case .cubic(let curve):
      return startProgress + distance * curve.progress(at: max(0, local) / duration)
    case .spring(let spring):
      return spring.position(
        at: local, from: startProgress, to: target, initialVelocity: startVelocity)
    }
  }

  /// d progress / dt `local` seconds after the switch; 0 once the continuation has ended. ±∞
  /// only where the exact value is beyond the range or infinite (the caller saturates it).
  func velocity(atLocalTime local: Double) -> Double {
    if local >= duration { return 0 }
    switch shape {
    case .cubic(let curve):
      return _AnimatorRange.scaledSlope(
        curve, at: max(0, local) / duration, times: target - startProgress, over: duration)
    case .spring(let spring):
      return spring.velocity(
        at: max(0, local), from: startProgress, to: target, initialVelocity: startVelocity)
    }
  }

  /// The animator's fractionComplete `local` seconds after the switch: it runs linearly in time
  /// from `startFraction` to `target`.
  func fraction(atLocalTime local: Double) -> Double {
    if local >= duration { return target }
    return startFraction + (target - startFraction) * (max(0, local) / duration)
  }
}
