extension PropertyAnimator {
  /// Checks a transition's time and returns the animator as it stands then, its motion frozen at
  /// that time (the caller decides whether it runs on).
  func frozen(at time: Double) throws(PropertyAnimatorError) -> PropertyAnimator {
    guard time.isFinite else { throw .nonFinite(name: "time", value: time) }
    guard time >= lastTransitionTime else {
      throw .timeBeforeLastTransition(time: time, lastTransition: lastTransitionTime)
    }
    var current = resolved(at: time)
    let (_, motion, elapsed) = current.motion(at: time)
    current.motion = motion.advanced(by: elapsed, timing: current.timing)
    current.lastTransitionTime = time
    return current
  }

  /// A linear scrub ends when the animator resumes: its timing takes over from the fraction at
  /// which it shows the scrubbed progress (`_AnimatorTiming.matchingFraction(forProgress:)`), so
  /// the progress does not jump.
  mutating func resumeFromLinearScrub() {
    guard let scrubbed = linearScrubFraction else { return }
    let direction: Double = motion.headsToStart ? -1 : 1
    motion = .original(
      fraction: timing.matchingFraction(forProgress: scrubbed), direction: direction, rate: 1)
    linearScrubFraction = nil
  }

  /// `startAnimation()`: an inactive animator starts from progress 0 (from 1 when reversed); a
  /// paused one resumes; a running one runs on.
  /// - Throws: `.invalidTransition` when stopped (UIKit raises); time errors.
  public func started(at time: Double) throws(PropertyAnimatorError) -> PropertyAnimator {
    var next = try frozen(at: time)
    switch next.state {
    case .stopped: throw .invalidTransition(action: "start", state: "stopped")
    case .inactive:
      let reversed = next.motion.headsToStart
      next.motion = .original(fraction: reversed ? 1 : 0, direction: reversed ? -1 : 1, rate: 1)
      next.linearScrubFraction = nil
    case .active:
      next.resumeFromLinearScrub()
    }
    next.state = .active
    next.isRunning = true
    return next
  }

  /// `pauseAnimation()`: the progress freezes. An inactive animator becomes active and paused at
  /// its start, as UIKit documents.
  /// - Throws: `.invalidTransition` when stopped; time errors.
  public func paused(at time: Double) throws(PropertyAnimatorError) -> PropertyAnimator {
    var next = try frozen(at: time)
    if next.state == .stopped { throw .invalidTransition(action: "pause", state: "stopped") }
    if next.state == .inactive {
      let reversed = next.motion.headsToStart
      next.motion = .original(fraction: reversed ? 1 : 0, direction: reversed ? -1 : 1, rate: 1)
      next.linearScrubFraction = nil
    }
    next.state = .active
    next.isRunning = false
    return next
  }

  /// `stopAnimation(_:)`: the progress freezes where it is. Without finishing the animator becomes
  /// inactive at once; otherwise it is `.stopped` until `finished(at:time:)`.
  /// - Throws: `.invalidTransition` unless active; time errors.
  public func stopped(withoutFinishing: Bool, at time: Double) throws(PropertyAnimatorError)
    -> PropertyAnimator
  {
    var next = try frozen(at: time)
    guard next.state == .active else {
      throw .invalidTransition(action: "stop", state: next.state.rawValue)
    }
    next.isRunning = false
    next.state = withoutFinishing ? .inactive : .stopped
    return next
  }

  /// `finishAnimation(at:)`: a stopped animator becomes inactive at the start, the end, or where
  /// it stopped.
  /// - Throws: `.invalidTransition` unless stopped; time errors.
  public func finished(at position: Position, time: Double) throws(PropertyAnimatorError)
    -> PropertyAnimator
  {
    var next = try frozen(at: time)
    guard next.state == .stopped else {
      throw .invalidTransition(action: "finish", state: next.state.rawValue)
    }
    let direction: Double = next.motion.headsToStart ? -1 : 1
    switch position {
    case .start: next.motion = .original(fraction: 0, direction: direction, rate: 1)
    case .end: next.motion = .original(fraction: 1, direction: direction, rate: 1)
    case .current: break
    }
    if position != .current { next.linearScrubFraction = nil }
    next.state = .inactive
    return next
  }
}
