import Kinetics

/// The animator after each event of a `curves animator` scenario, in time order.
struct AnimatorScript {
  /// (time of the event, the animator right after it), sorted by time.
  let snapshots: [(time: Double, animator: PropertyAnimator)]
  let initial: PropertyAnimator
  let domain: ClosedRange<Double>

  init(command: AnimatorCommand) throws {
    let timing = try command.timing()
    let continuation = try command.continuationTiming()
    var animator = try PropertyAnimator(
      duration: command.duration, timingParameters: timing, scrubsLinearly: command.scrubsLinearly,
      pausesOnCompletion: command.pausesOnCompletion)
    initial = animator
    // Events in time order; at equal times, in the order the discussion lists.
    var events: [(time: Double, rank: Int, apply: (PropertyAnimator, Double) throws -> PropertyAnimator)] = [
      (command.startAt, 0, { try $0.started(at: $1) })
    ]
    if let pauseAt = command.pauseAt {
      events.append((pauseAt, 1, { try $0.paused(at: $1) }))
      if let scrub = command.scrub {
        events.append((pauseAt, 2, { try $0.settingFractionComplete(scrub, at: $1) }))
      }
    }
    if let reverseAt = command.reverseAt {
      events.append((reverseAt, 3, { animator, time in
        try animator.reversed(!animator.isReversed, at: time)
      }))
    }
    let continueAt = command.continueAt ?? (continuation != nil ? command.pauseAt : nil)
    if continuation != nil, continueAt == nil {
      throw InputError("a continue timing needs --continue-at or --pause-at")
    }
    if let continueAt {
      let factor = command.durationFactor
      events.append((continueAt, 4, { try $0.continued(withTimingParameters: continuation, durationFactor: factor, at: $1) }))
    }
    events.sort { ($0.time, $0.rank) < ($1.time, $1.rank) }
    var snapshots: [(time: Double, animator: PropertyAnimator)] = []
    for event in events {
      animator = try event.apply(animator, event.time)
      snapshots.append((event.time, animator))
    }
    self.snapshots = snapshots
    let lastEvent = events.last?.time ?? command.startAt
    let end = animator.completionTime ?? (lastEvent + animator.effectiveDuration)
    let start = min(command.startAt, events.first?.time ?? command.startAt)
    domain = start...max(end, start + animator.effectiveDuration * 1e-9)
  }

  /// The animator that describes time t: the one after the last event at or before t.
  func animator(at t: Double) -> PropertyAnimator {
    var current = initial
    for snapshot in snapshots where snapshot.time <= t { current = snapshot.animator }
    return current
  }
}
