extension Spring {
  /// The position at time `t` of a spring released at `from` with `initialVelocity` (value units
  /// per second, positive means increasing value) and pulled toward `target`.
  ///
  /// Solves m·x″ + c·x′ + k·(x − target) = 0, x(0) = from, x′(0) = initialVelocity exactly, through
  /// `transition(over:)`. Accuracy (tested against 50-digit mpmath): ≤ 1e-12 relative to
  /// max(|target − from|, |initialVelocity|·1 s), beyond the error one ulp in ω_d causes at large
  /// ω_d·t, in every regime including ζ = 1 ± 1e-13, ζ = 0 and ζ = 100.
  /// Edge cases: t ≤ 0 gives `from`; large t gives `target` (no overflow); ζ = 0 oscillates forever.
  /// When `from − target` overflows (ends of opposite sign near ±Double.greatestFiniteMagnitude),
  /// the same sum is formed on halves and doubled (halving is exact for normal numbers), and when
  /// the sum overflows although the position does not (a velocity term cancelled by the target),
  /// on quarters (`onQuarters`), so the result is finite wherever the exact motion is.
  /// - Complexity: O(1).
  @inlinable
  public func position(at t: Double, from: Double, to target: Double, initialVelocity: Double = 0)
    -> Double
  {
    let phi = transition(over: t)
    let start = motionStart(from: from, to: target, initialVelocity: initialVelocity)
    let position =
      start.scale
      * (start.target
        + (phi.displacementFromDisplacement * start.displacement
          + phi.displacementFromVelocity * start.velocity))
    if _fastPath(position.isFinite) { return position }
    return onQuarters(phi, from: from, to: target, initialVelocity: initialVelocity).position
  }

  /// The velocity at time `t` (value units per second) of the motion `position(at:from:to:initialVelocity:)`
  /// describes. Same method and accuracy, relative to max(|initialVelocity|, ω₀·|target − from|).
  /// - Complexity: O(1).
  @inlinable
  public func velocity(at t: Double, from: Double, to target: Double, initialVelocity: Double = 0)
    -> Double
  {
    let phi = transition(over: t)
    let start = motionStart(from: from, to: target, initialVelocity: initialVelocity)
    let velocity =
      start.scale
      * (phi.velocityFromDisplacement * start.displacement
        + phi.velocityFromVelocity * start.velocity)
    if _fastPath(velocity.isFinite) { return velocity }
    return onQuarters(phi, from: from, to: target, initialVelocity: initialVelocity).velocity
  }

  /// Position and velocity at time `t` together (one evaluation of the transition matrix).
  /// - Complexity: O(1).
  @inlinable
  public func state(at t: Double, from: Double, to target: Double, initialVelocity: Double = 0)
    -> SpringState
  {
    let phi = transition(over: t)
    let start = motionStart(from: from, to: target, initialVelocity: initialVelocity)
    let moved = phi.applied(displacement: start.displacement, velocity: start.velocity)
    let state = SpringState(
      position: start.scale * (start.target + moved.displacement),
      velocity: start.scale * moved.velocity)
    if _fastPath(state.position.isFinite && state.velocity.isFinite) { return state }
    let quarters = onQuarters(phi, from: from, to: target, initialVelocity: initialVelocity)
    return SpringState(position: quarters.position, velocity: quarters.velocity)
  }

  /// Position and velocity formed on quarters of the motion and multiplied by 4 (exact for normal
  /// numbers), for a motion whose sums overflowed although the state may not: target + (p·u₀ +
  /// q·v₀) with q·v₀ beyond the range and the target cancelling it (k = 0.25, c = 0.01, from =
  /// target = 1.7e308, v₀ = −1.7e308 at t = 2 s gave −∞ for −1.13e308). A quarter suffices: a
  /// finite position leaves |p·u₀ + q·v₀| ≤ 2·Double.greatestFiniteMagnitude. ±∞ then only where
  /// the state is beyond the range. Out of line: the finite case never calls it.
  @usableFromInline @inline(never)
  internal func onQuarters(_ phi: SpringTransition, from: Double, to target: Double, initialVelocity: Double)
    -> (position: Double, velocity: Double)
  {
    let (quarterTarget, quarterVelocity) = (target / 4, initialVelocity / 4)
    let displacement = from / 4 - quarterTarget
    let moved = phi.applied(displacement: displacement, velocity: quarterVelocity)
    return (4 * (quarterTarget + moved.displacement), 4 * moved.velocity)
  }

  /// The start of a motion as the transition matrix takes it: u₀ = from − target, v₀ and the
  /// target, with `scale` = 1 (multiplying by it is exact). When from − target overflows (ends of
  /// opposite sign near ±Double.greatestFiniteMagnitude) all three are halved instead (exact for
  /// normal numbers) and `scale` = 2: the motion is formed on halves and doubled, finite wherever
  /// the exact motion is.
  @inlinable @inline(__always)
  internal func motionStart(from: Double, to target: Double, initialVelocity: Double) -> (
    displacement: Double, velocity: Double, target: Double, scale: Double
  ) {
    let u0 = from - target
    guard u0.isFinite || !from.isFinite || !target.isFinite else {
      return (from / 2 - target / 2, initialVelocity / 2, target / 2, 2)
    }
    return (u0, initialVelocity, target, 1)
  }
}
