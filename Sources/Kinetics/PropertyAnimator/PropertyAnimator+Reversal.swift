extension PropertyAnimator {
  /// Sets `isReversed`: the animation turns round and runs back along the same path.
  ///
  /// On the animator's own timing the elapsed fraction runs backward at the same rate, so the
  /// progress retraces timing(u) toward 0 (and the velocity changes sign at the turn, as a
  /// reversal does). On a continuation its clock runs backward to the switch and then the
  /// animator's own timing carries on from the switch's fraction, so the reversed animator ends
  /// at progress 0 whatever happened before. Completion time: the time to retrace the path.
  /// A paused or inactive animator keeps its state and heads the other way when it runs.
  /// - Throws: `.invalidTransition` when stopped; time errors.
  public func reversed(_ reversed: Bool, at time: Double) throws(PropertyAnimatorError)
    -> PropertyAnimator
  {
    var next = try frozen(at: time)
    if next.state == .stopped { throw .invalidTransition(action: "reverse", state: "stopped") }
    guard reversed != next.isReversed else { return next }
    switch next.motion {
    case .original(let fraction, let direction, let rate):
      next.motion = .original(fraction: fraction, direction: -direction, rate: rate)
    case .continued(let continuation, let local, let direction):
      next.motion = .continued(continuation, localTime: local, direction: -direction)
    }
    return next
  }
}
