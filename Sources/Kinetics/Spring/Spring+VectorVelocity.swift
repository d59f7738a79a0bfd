extension Spring {
  /// The velocity in value units per second of a relative velocity given, as UIKit and Core
  /// Animation do, in fractions of the distance per second: v₀ = relative·(target − from).
  /// When from = target the distance is 0 and so is the result (UIKit's convention has no unit then).
  @inlinable
  public static func absoluteVelocity(relative: Double, from: Double, to target: Double) -> Double {
    relative * (target - from)
  }

  /// The position at `t` of a two-component value animated with `UISpringTimingParameters`' vector
  /// initial velocity: one independent spring per component, with component i starting at
  /// from[i] with velocity relativeInitialVelocity[i]·(to[i] − from[i]).
  /// Accuracy and edge cases as `position(at:from:to:initialVelocity:)`, per component.
  /// - Complexity: O(1): one transition matrix shared by both components.
  @inlinable
  public func position(
    at t: Double, from: SIMD2<Double>, to target: SIMD2<Double>,
    relativeInitialVelocity: SIMD2<Double>
  ) -> SIMD2<Double> {
    vectorState(at: t, from: from, to: target, relativeInitialVelocity: relativeInitialVelocity)
      .position
  }

  /// The velocity at `t`, per component, of the motion `position(at:from:to:relativeInitialVelocity:)`
  /// describes, in value units per second.
  /// - Complexity: O(1).
  @inlinable
  public func velocity(
    at t: Double, from: SIMD2<Double>, to target: SIMD2<Double>,
    relativeInitialVelocity: SIMD2<Double>
  ) -> SIMD2<Double> {
    vectorState(at: t, from: from, to: target, relativeInitialVelocity: relativeInitialVelocity)
      .velocity
  }

  /// Position and velocity per component: Φ(t) applied to u₀ = from − target and
  /// v₀ = relative·(target − from), the target added back to the displacement.
  @inlinable @inline(__always)
  internal func vectorState(
    at t: Double, from: SIMD2<Double>, to target: SIMD2<Double>,
    relativeInitialVelocity: SIMD2<Double>
  ) -> (position: SIMD2<Double>, velocity: SIMD2<Double>) {
    let phi = transition(over: t)
    let u0 = from - target
    let v0 = relativeInitialVelocity * (target - from)
    return (
      target + phi.displacementFromDisplacement * u0 + phi.displacementFromVelocity * v0,
      phi.velocityFromDisplacement * u0 + phi.velocityFromVelocity * v0
    )
  }
}
