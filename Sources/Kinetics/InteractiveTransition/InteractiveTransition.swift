/// The numeric model of `UIPercentDrivenInteractiveTransition`: a gesture drives the transition
/// with `update(percent)` calls at arbitrary times, then `finish()` or `cancel()` hands the rest to
/// time, run with `completionCurve` and `completionSpeed`; `pause()` holds it, and a pause while the
/// completion runs makes it interactive again.
///
/// The model shows one number, the *progress*: the fraction of the transition (0 at its start,
/// 1 at its end), UIKit's `percentComplete`. Given the event list it answers the progress at any
/// time, when each completion runs, and where the transition ends (docs/interactive-transitions.md).
///
/// Built on `PropertyAnimator` (a linear timing over `duration`), so the arithmetic is the
/// animator's: an update sets its fractionComplete while paused (scrubbing linearly), `finish()`
/// continues it toward 1 and `cancel()` reverses it and continues it toward 0, with the completion
/// curve as a fresh curve over the remaining fraction
/// (`continued(withTimingParameters:durationFactor:matchingVelocity:at:)` with
/// durationFactor = remaining / completionSpeed and `matchingVelocity: false`).
///
/// - Rules the model follows (UIKit's documented ones): the interactive part is linear in the
///   percent; the completion takes remaining · duration / completionSpeed seconds, where remaining
///   is 1 − p after `finish()` and p after `cancel()` (UIKit documents (1 − percentComplete) ·
///   duration for the default speed, and a completion time inversely proportional to the speed);
///   the default curve is `.easeInOut`. The value is continuous at every hand-over.
public struct InteractiveTransition: Sendable, Hashable {
  /// The transition's non-interactive duration in seconds (the animator's
  /// `transitionDuration(using:)`).
  public let duration: Double
  /// `completionSpeed` (UIKit's default 1): the completion runs in remaining · duration / speed.
  public let completionSpeed: Double
  /// `completionCurve` (UIKit's default `.easeInOut`).
  public let completionCurve: CompletionCurve
  /// The validated events, in order.
  public let events: [Event]
  /// Every completion run, in order: one for each `finish()` and `cancel()`.
  public let completions: [Completion]

  /// The animator as it stands after each event, with that event's time.
  let stages: [_InteractiveTransitionStage]

  /// Replays `events` on a transition that starts interactive at progress 0.
  ///
  /// Legal events: `update`, `pause`, `finish` and `cancel` while interactive; only `pause` while
  /// the completion runs (the re-grab: UIKit's interruptible transitions take updates again only
  /// after `pauseInteractiveTransition`); nothing at or after the end of a completion that ran to
  /// its end.
  /// - Throws: `.parameter` for a NaN, infinite or non-positive `duration` or `completionSpeed`,
  ///   a NaN or infinite event time or percent; `.completionDurationNotFinite` when
  ///   duration / completionSpeed or 1 / completionSpeed overflows; `.eventsOutOfOrder` when a time decreases;
  ///   `.invalidEvent` for a call the phase does not allow; `.eventAfterEnd` for an event once
  ///   the transition is over.
  /// - Complexity: O(n) for n events; each `finish()` and `cancel()` builds one animator
  ///   continuation, after the animator's linear-scrub resume (a bisection of about 55 steps).
  public init(
    duration: Double, completionSpeed: Double = 1, completionCurve: CompletionCurve = .easeInOut,
    events: [Event]
  ) throws(InteractiveTransitionError) {
    try InteractiveTransitionError.require(duration, .finite, .positive, name: "duration")
    try InteractiveTransitionError.require(completionSpeed, .finite, .positive, name: "completionSpeed")
    guard (duration / completionSpeed).isFinite, (1 / completionSpeed).isFinite else {
      throw .completionDurationNotFinite(duration: duration, completionSpeed: completionSpeed)
    }
    self.duration = duration
    self.completionSpeed = completionSpeed
    self.completionCurve = completionCurve
    self.events = events
    var replay = try _InteractiveTransitionReplay(
      duration: duration, completionSpeed: completionSpeed, curve: completionCurve)
    for (index, event) in events.enumerated() {
      try replay.apply(event, index: index)
    }
    stages = replay.stages
    completions = replay.completions
  }

  /// The completion that ended the transition, if the last `finish()` or `cancel()` runs to its
  /// end; nil while the events leave the transition interactive.
  public var finalCompletion: Completion? {
    guard let last = completions.last, last.interruptedAt == nil else { return nil }
    return last
  }

  /// Where the transition ends: `.end` (progress 1) after a finish, `.start` (progress 0) after a
  /// cancel; nil while the events leave it interactive.
  public var finalPosition: PropertyAnimator.Position? {
    finalCompletion.map { $0.finishes ? .end : .start }
  }

  /// The stage in effect at `time`: the last one at or before it, or nil before the first event.
  func stage(at time: Double, from hint: Int = 0) -> Int? {
    var index = min(hint, stages.count - 1)
    if index >= 0, stages[index].time <= time {
      // Sorted queries move forward a stage at a time.
      while index + 1 < stages.count, stages[index + 1].time <= time { index += 1 }
      return index
    }
    var low = 0
    var high = stages.count
    while low < high {
      let middle = (low + high) / 2
      if stages[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }

  /// The progress at `time`: 0 before the first event; the percent last set while interactive
  /// (held by a pause); p₀ + (target − p₀)·curve((time − start) / D) while a completion runs
  /// (D = remaining · duration / completionSpeed); exactly 1 or 0 from its end on. NaN for a NaN
  /// time.
  /// - Complexity: O(log n) for n events, and one curve solve.
  public func progress(at time: Double) -> Double {
    if time.isNaN { return time }
    guard let index = stage(at: time) else { return 0 }
    return stages[index].animator.progress(at: time)
  }

  /// d progress / dt at `time`: 0 while interactive (the model knows the percents, not the
  /// finger's speed) and after the end; the completion curve's velocity while it runs.
  /// - Complexity: O(log n) and one curve solve.
  public func velocity(at time: Double) -> Double {
    if time.isNaN { return time }
    guard let index = stage(at: time) else { return 0 }
    return stages[index].animator.velocity(at: time)
  }

  /// The phase at `time`.
  /// - Complexity: O(log n).
  public func phase(at time: Double) -> Phase {
    guard !time.isNaN, let index = stage(at: time) else { return .interactive }
    let animator = stages[index].animator
    guard let completion = stages[index].completion else { return .interactive }
    if animator.isRunning(at: time) {
      return completion.finishes ? .finishing : .cancelling
    }
    return completion.finishes ? .finished : .cancelled
  }
}

/// The animator after one event, at that event's time; `completion` is the completion running
/// from it (nil while interactive).
struct _InteractiveTransitionStage: Sendable, Hashable {
  let time: Double
  let animator: PropertyAnimator
  let completion: InteractiveTransition.Completion?
}
