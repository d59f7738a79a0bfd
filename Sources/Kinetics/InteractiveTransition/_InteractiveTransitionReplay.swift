/// Replays an interactive transition's events on a `PropertyAnimator` with a linear timing over
/// the transition's duration, checking each event (docs/interactive-transitions.md).
struct _InteractiveTransitionReplay {
  let completionSpeed: Double
  let curve: AnimatorTimingParameters
  var animator: PropertyAnimator
  var stages: [_InteractiveTransitionStage] = []
  var completions: [InteractiveTransition.Completion] = []
  /// The running completion, if any, and its index in `completions`.
  var running: (completion: InteractiveTransition.Completion, index: Int)?
  var previousTime = -Double.infinity

  init(duration: Double, completionSpeed: Double, curve: InteractiveTransition.CompletionCurve)
    throws(InteractiveTransitionError)
  {
    self.completionSpeed = completionSpeed
    self.curve = .cubic(curve.timingCurve)
    // A cubic timing with a positive finite duration cannot be refused.
    animator = try! PropertyAnimator(duration: duration, timingParameters: .cubic(.linear))
  }

  mutating func apply(_ event: InteractiveTransition.Event, index: Int)
    throws(InteractiveTransitionError)
  {
    let time = event.time
    try InteractiveTransitionError.require(time, .finite, name: "events[\(index)].time")
    guard time >= previousTime else {
      throw .eventsOutOfOrder(index: index, time: time, previousTime: previousTime)
    }
    if case .update(let percent) = event.action {
      try InteractiveTransitionError.require(percent, .finite, name: "events[\(index)].percent")
    }
    previousTime = time
    if let run = running, time >= run.completion.endTime {
      throw .eventAfterEnd(index: index, time: time, endTime: run.completion.endTime)
    }
    try step(event.action, at: time, index: index)
    stages.append(
      _InteractiveTransitionStage(time: time, animator: animator, completion: running?.completion))
  }

  private mutating func step(
    _ action: InteractiveTransition.Event.Action, at time: Double, index: Int
  ) throws(InteractiveTransitionError) {
    switch (action, running) {
    case (.pause, let (completion, position)?):
      // The re-grab: the completion stops where it is, and the animator is back on its linear
      // timing at that progress, paused, so that updates, finish and cancel apply again.
      let held = animator.progress(at: time)
      animator = try animate { () throws(PropertyAnimatorError) in
        try animator.paused(at: time).settingFractionComplete(held, at: time)
      }
      completions[position] = InteractiveTransition.Completion(
        startTime: completion.startTime, endTime: completion.endTime,
        startProgress: completion.startProgress, finishes: completion.finishes,
        interruptedAt: time)
      running = nil
    case (_, let (completion, _)?):
      throw .invalidEvent(
        index: index, action: action.name,
        phase: completion.finishes ? "finishing" : "cancelling")
    case (.update(let percent), nil):
      animator = try animate { () throws(PropertyAnimatorError) in
        try animator.settingFractionComplete(percent, at: time)
      }
    case (.pause, nil):
      animator = try animate { () throws(PropertyAnimatorError) in try animator.paused(at: time) }
    case (.finish, nil), (.cancel, nil):
      try complete(finishing: action == .finish, at: time)
    }
  }

  /// `finish()` or `cancel()`: the animator turns toward the target and continues with the
  /// completion curve, fresh from the current progress, over remaining · duration / speed.
  private mutating func complete(finishing: Bool, at time: Double)
    throws(InteractiveTransitionError)
  {
    let paused = try animate { () throws(PropertyAnimatorError) in try animator.paused(at: time) }
    let progress = paused.progress(at: time)
    let remaining = finishing ? 1 - progress : progress
    // durationFactor 0 would mean "the time left" to the animator; a remaining fraction that
    // underflows against the speed completes at once instead.
    let factor = remaining > 0 ? max(remaining / completionSpeed, .leastNonzeroMagnitude) : 0
    animator = try animate { () throws(PropertyAnimatorError) in
      try paused.reversed(!finishing, at: time).continued(
        withTimingParameters: curve, durationFactor: factor, matchingVelocity: false, at: time)
    }
    let completion = InteractiveTransition.Completion(
      startTime: time, endTime: animator.completionTime ?? time, startProgress: progress,
      finishes: finishing, interruptedAt: nil)
    running = (completion, completions.count)
    completions.append(completion)
  }

  /// Runs an animator transition; every one is called with checked values in a state that allows
  /// it, so an error is a broken invariant of this replay.
  private func animate(_ body: () throws(PropertyAnimatorError) -> PropertyAnimator)
    throws(InteractiveTransitionError) -> PropertyAnimator
  {
    do { return try body() } catch {
      preconditionFailure("interactive transition: the animator refused a checked call: \(error)")
    }
  }
}
