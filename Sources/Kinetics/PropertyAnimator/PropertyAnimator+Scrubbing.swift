extension PropertyAnimator {
  /// Sets `fractionComplete` while paused (an inactive animator becomes active and paused first).
  ///
  /// The animator moves to elapsed fraction f of its own timing. With `scrubsLinearly` it shows
  /// progress f; without, the timing's progress at f. What this models of UIKit's scrubbing: the
  /// set value is shown linearly while paused, and when the animator resumes (`started(at:)` or
  /// `continued(withTimingParameters:durationFactor:at:)`) its timing curve takes over from the
  /// fraction u* at which the curve shows that progress (timing(u*) = f), so the progress is
  /// continuous and the rest of the curve keeps its shape; fractionComplete then reads u*. UIKit
  /// does not document what happens on resume; resuming at f itself would make the progress jump
  /// from f to timing(f), which is not what an interactive transition shows.
  ///
  /// Set on an animator that runs on a continuation, the continuation is dropped: the animator is
  /// back on its own timing at f.
  ///
  /// Edge cases: finite values outside [0, 1] are clamped to [0, 1] rather than rejected, because
  /// a gesture's translation/width routinely leaves that range (a choice of Kinetics; UIKit does
  /// not document it).
  /// - Throws: `.nonFinite` for NaN or ±∞; `.invalidTransition` while running or stopped; time
  ///   errors.
  public func settingFractionComplete(_ fraction: Double, at time: Double)
    throws(PropertyAnimatorError) -> PropertyAnimator
  {
    guard fraction.isFinite else { throw .nonFinite(name: "fractionComplete", value: fraction) }
    var next = try frozen(at: time)
    if next.isRunning {
      throw .invalidTransition(action: "set fractionComplete", state: "running")
    }
    if next.state == .stopped {
      throw .invalidTransition(action: "set fractionComplete", state: "stopped")
    }
    let clamped = min(1, max(0, fraction))
    let direction: Double = next.motion.headsToStart ? -1 : 1
    next.motion = .original(fraction: clamped, direction: direction, rate: 1)
    next.linearScrubFraction = scrubsLinearly ? clamped : nil
    next.state = .active
    return next
  }
}
