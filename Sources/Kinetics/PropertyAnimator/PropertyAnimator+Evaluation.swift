extension PropertyAnimator {
  /// The animator at `time` with a completion that happened since the last transition applied:
  /// at its end it becomes inactive, or stays active and paused with `pausesOnCompletion`.
  func resolved(at time: Double) -> PropertyAnimator {
    guard isRunning else { return self }
    let completion = lastTransitionTime + motion.timeToCompletion(timing: timing)
    guard time >= completion else { return self }
    var copy = self
    copy.motion = motion.ended
    copy.isRunning = false
    copy.state = pausesOnCompletion ? .active : .inactive
    copy.lastTransitionTime = completion
    return copy
  }

  /// Whether the animator runs at `time`, its motion, and the seconds the motion has run since
  /// the last transition. Queries use this rather than `resolved(at:)` so that they copy neither
  /// the animator nor its motion (a curve's tables are large).
  func motion(at time: Double) -> (isRunning: Bool, motion: _AnimatorMotion, elapsed: Double) {
    guard isRunning else { return (false, motion, 0) }
    // Compared as `completionTime` is formed, so that the end shows exactly there.
    if time >= lastTransitionTime + motion.timeToCompletion(timing: timing) {
      return (false, motion.ended, 0)
    }
    return (true, motion, max(0, time - lastTransitionTime))
  }

  /// The progress shown at `time`: the fraction of the change (0 start, 1 end).
  ///
  /// Method: the exact timing of the current part — the cubic curve at the elapsed fraction (its
  /// solver's accuracy, about 1e-15), or the analytic spring solution (`Spring.position`). After
  /// the end: exactly 0 or 1. While paused after a linear scrub: the fraction set.
  /// - Complexity: O(1).
  public func progress(at time: Double) -> Double {
    let (running, motion, elapsed) = motion(at: time)
    // A running animator has no scrub left: every resume clears it.
    if !running, let scrubbed = linearScrubFraction { return scrubbed }
    return motion.progress(after: elapsed, timing: timing)
  }

  /// d progress / dt at `time`, in fractions of the change per second; 0 while not running.
  ///
  /// Method: the curve's slope (`CubicBezierTimingCurve.slope(at:)`) times the rate at which its
  /// input advances, or the analytic spring velocity, with no intermediate overflow (products of
  /// slope, rate and 1/duration are re-formed with their exponents set aside when they overflow;
  /// a spring is evaluated at the elapsed time directly). Signed: negative while heading to 0.
  /// Always finite: where the exact velocity is beyond the range of Double, or infinite (a cubic
  /// timing leaving an end vertically, x1 = 0 with y1 ≠ 0, whose exact slope is ±∞), the result is
  /// saturated to ±`Double.greatestFiniteMagnitude`, the sign of the exact value.
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Double {
    let (running, motion, elapsed) = motion(at: time)
    return running ? motion.velocity(after: elapsed, timing: timing) : 0
  }

  /// `fractionComplete` at `time`: the elapsed fraction of the animator's timeline. It runs
  /// linearly in time from 0 to 1 (1 to 0 reversed); after a continuation it runs linearly from
  /// the switch's fraction to the end over the new duration.
  /// - Complexity: O(1).
  public func fractionComplete(at time: Double) -> Double {
    let (running, motion, elapsed) = motion(at: time)
    if !running, let scrubbed = linearScrubFraction { return scrubbed }
    return motion.fraction(after: elapsed, timing: timing)
  }

  /// The state at `time`, with a completion since the last transition applied.
  public func state(at time: Double) -> State { resolved(at: time).state }

  /// Whether the animator runs at `time`.
  public func isRunning(at time: Double) -> Bool { resolved(at: time).isRunning }

  /// The time the running animation reaches its end (progress 1, or 0 when reversed), if nothing
  /// else happens; nil while it is not running.
  public var completionTime: Double? {
    isRunning ? lastTransitionTime + motion.timeToCompletion(timing: timing) : nil
  }
}
