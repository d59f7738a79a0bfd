/// The numeric model of `UIViewPropertyAnimator`: its states, its fractionComplete, scrubbing,
/// reversal, pausing on completion and continuing with new timing parameters, as a value.
///
/// The model animates one number, the *progress*: the fraction of the change the animated property
/// shows (0 at the start value, 1 at the end; springs and overshooting curves leave [0, 1] for a
/// while). `fractionComplete` is the elapsed fraction of the animator's timeline, as UIKit reports
/// it: progress = timing(fractionComplete) while the animator's own timing runs.
///
/// Every transition (`started(at:)`, `paused(at:)`, `settingFractionComplete(_:at:)`,
/// `reversed(_:at:)`, `continued(withTimingParameters:durationFactor:at:)`,
/// `stopped(withoutFinishing:at:)`, `finished(at:time:)`) is a pure function that returns the
/// animator after it, at a time on the caller's clock (seconds, never earlier than the previous
/// transition's). Queries (`progress(at:)`, `velocity(at:)`, `fractionComplete(at:)`,
/// `state(at:)`, `completionTime`) evaluate the motion at any later time without changing the value;
/// a query at a time before the last transition answers for the time of that transition.
public struct PropertyAnimator: Sendable, Hashable {
  /// `UIViewAnimatingState`.
  public enum State: String, Sendable, Hashable {
    /// Not started, or finished: the animated property shows its model value.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped by `stopped(withoutFinishing: false, at:)`, waiting for `finished(at:time:)`.
    case stopped
  }

  /// `UIViewAnimatingPosition`: where `finished(at:time:)` leaves the property.
  public enum Position: String, Sendable, Hashable {
    /// Progress 0: the start value.
    case start
    /// Progress 1: the end value.
    case end
    /// The progress shown when the animator stopped.
    case current
  }

  /// The duration given at creation, in seconds.
  public let duration: Double
  /// The animator's timing parameters, as given at creation.
  ///
  /// Read back from the resolved timing, which keeps the curve or the spring form: an animator
  /// holds its curve once, not twice (bench `property-animator-construct-*`).
  public var timingParameters: AnimatorTimingParameters { timing.parameters }
  /// `scrubsLinearly` (UIKit's default is true): while paused, a set fractionComplete is shown
  /// linearly (progress = fractionComplete) instead of through the timing curve.
  public let scrubsLinearly: Bool
  /// `pausesOnCompletion` (UIKit's default is false): at its end the animator stays active and
  /// paused instead of becoming inactive.
  public let pausesOnCompletion: Bool

  /// The state right after the last transition; `state(at:)` also applies a completion since.
  public internal(set) var state: State
  /// Whether the animator ran right after the last transition; see `isRunning(at:)`.
  public internal(set) var isRunning: Bool
  /// The time of the last transition (−∞ before the first).
  public internal(set) var lastTransitionTime: Double

  let timing: _AnimatorTiming
  var motion: _AnimatorMotion
  /// The fractionComplete set while paused with `scrubsLinearly`; it is also the progress shown
  /// until the animator resumes.
  var linearScrubFraction: Double?

  /// Creates an inactive animator, as `UIViewPropertyAnimator(duration:timingParameters:)` does.
  ///
  /// The time the animation runs for (`effectiveDuration`) is `duration`, except for the physical
  /// spring form, whose settling time UIKit uses instead (see `AnimatorSpringParameters`).
  /// - Throws: `.parameter` for a NaN, infinite or non-positive duration; `.spring` when the spring
  ///   parameters are invalid; `.springNeverSettles` for an undamped physical spring;
  ///   `.settlingTimeBeyondRange` when its settling time is beyond the largest Double;
  ///   `.velocityBeyondRange` when a spring's initial velocity could carry the progress or its
  ///   speed beyond an eighth of the largest Double (energy bound; see `continued(…)`).
  public init(
    duration: Double, timingParameters: AnimatorTimingParameters, scrubsLinearly: Bool = true,
    pausesOnCompletion: Bool = false
  ) throws(PropertyAnimatorError) {
    try PropertyAnimatorError.require(duration, .finite, .positive, name: "duration")
    self.duration = duration
    self.scrubsLinearly = scrubsLinearly
    self.pausesOnCompletion = pausesOnCompletion
    timing = try _AnimatorTiming(parameters: timingParameters, duration: duration)
    state = .inactive
    isRunning = false
    lastTransitionTime = -.infinity
    motion = .original(fraction: 0, direction: 1, rate: 1)
  }

  /// The time the animator's own timing runs for, in seconds: `duration`, or the settling time
  /// (`Spring.coreAnimationSettlingDuration`) of a physical spring.
  public var effectiveDuration: Double { timing.duration }

  /// `isReversed`: true when the animation heads toward progress 0.
  public var isReversed: Bool { motion.headsToStart }
}
