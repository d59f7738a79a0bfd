extension Spring {
  /// Retargets a spring in flight: the state of the motion that started at `from` with
  /// `initialVelocity` toward `oldTarget`, after `elapsed` seconds, becomes the initial state of a
  /// new motion toward `newTarget`. Position and velocity are continuous at the switch by
  /// construction (the new motion starts from the old one's exact state).
  ///
  /// Use the result as `from`/`initialVelocity` with `newTarget` and time measured from the switch.
  /// Pure: the same inputs always give the same state; accuracy as `state(at:from:to:initialVelocity:)`.
  /// - Complexity: O(1).
  @inlinable
  public func retargeted(
    from: Double, to oldTarget: Double, initialVelocity: Double = 0, after elapsed: Double
  ) -> SpringState {
    state(at: elapsed, from: from, to: oldTarget, initialVelocity: initialVelocity)
  }

  /// The position at `t` seconds after the start of a motion that began toward `oldTarget` and was
  /// retargeted to `newTarget` at `switchTime`: the old solution before the switch, then the new
  /// solution from the exact state at the switch. Continuous in position and velocity for all t.
  /// - Complexity: O(1): two evaluations of the solution after the switch.
  @inlinable
  public func position(
    at t: Double, from: Double, to oldTarget: Double, initialVelocity: Double = 0,
    retargetedTo newTarget: Double, at switchTime: Double
  ) -> Double {
    guard t > switchTime else {
      return position(at: t, from: from, to: oldTarget, initialVelocity: initialVelocity)
    }
    let handover = retargeted(
      from: from, to: oldTarget, initialVelocity: initialVelocity, after: switchTime)
    return position(
      at: t - switchTime, from: handover.position, to: newTarget, initialVelocity: handover.velocity
    )
  }
}
