/// The timing of one animation or group: Core Animation's `CAMediaTiming` properties.
///
/// Local time follows Apple's documented formula t = (t_parent − beginTime)·speed + timeOffset.
/// From it, `state(atParentTime:)` derives whether the animation is active, which repetition it is
/// in, the progress within the repetition, and what the fill mode shows outside the active interval
/// (see `MediaTiming+State.swift` for the exact rules).
public struct MediaTiming: Sendable, Hashable {
  /// When the animation starts, in the parent's time (seconds).
  public let beginTime: Double
  /// The length of one simple iteration, in local time (seconds), > 0.
  public let duration: Double
  /// Local seconds per parent second. 0 freezes local time (pausing); negative runs it backwards.
  public let speed: Double
  /// An offset into the active local time; phases wrap within the active duration.
  public let timeOffset: Double
  /// How many times the iteration repeats, fractions allowed; 0 means once; +∞ forever.
  public let repeatCount: Double
  /// How long, in local time, the animation repeats; 0 means unset; +∞ forever.
  public let repeatDuration: Double
  /// Whether each iteration plays forwards and then backwards (one iteration then lasts 2·duration).
  public let autoreverses: Bool
  /// What shows outside the active interval.
  public let fillMode: FillMode

  /// Creates timing after validating it. Defaults are Core Animation's (except `duration`, which has
  /// no default here).
  ///
  /// - Throws: `MediaTimingError` for a non-finite time, a duration ≤ 0, a negative or NaN repeat,
  ///   or both repeat properties set.
  public init(
    beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) throws(MediaTimingError) {
    // The arrays of names are built on the error paths only: construction allocates nothing.
    if !(beginTime.isFinite && duration.isFinite && speed.isFinite && timeOffset.isFinite) {
      for (name, value) in [("beginTime", beginTime), ("duration", duration), ("speed", speed), ("timeOffset", timeOffset)] {
        try MediaTimingError.require(value, .finite, name: name)
      }
    }
    try MediaTimingError.require(duration, .positive, name: "duration")
    if !(repeatCount >= 0 && repeatDuration >= 0) {
      for (name, value) in [("repeatCount", repeatCount), ("repeatDuration", repeatDuration)] {
        try MediaTimingError.require(value, .nonNegative, name: name)
      }
    }
    guard repeatCount == 0 || repeatDuration == 0 else { throw .repeatCountAndRepeatDuration }
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// The local time of one full iteration: duration, doubled when autoreversing.
  public var iterationDuration: Double { autoreverses ? 2 * duration : duration }

  /// The active duration in local time: repeatDuration if set, else repeatCount (0 counts as 1)
  /// iterations. +∞ when repeating forever.
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return (repeatCount > 0 ? repeatCount : 1) * iterationDuration
  }

  /// The active interval in parent time: [beginTime, beginTime + activeDuration/|speed|) for speed > 0
  /// (mirrored before beginTime for speed < 0); nil when speed is 0 (local time never moves, so the
  /// animation is active at every parent time or at none).
  public var activeParentInterval: (start: Double, end: Double)? {
    guard speed != 0 else { return nil }
    let span = activeDuration / abs(speed)
    return speed > 0 ? (beginTime, beginTime + span) : (beginTime - span, beginTime)
  }

  /// The local time at parent time `t`: (t − beginTime)·speed + timeOffset.
  ///
  /// Method: the formula as written; for the extreme finite inputs where t − beginTime or the
  /// product overflows although the local time is in range (t = 1e308, beginTime = −1e308,
  /// speed 0.5), it is recomputed on halves (``_linearMap(_:minus:times:plus:)``). A NaN or
  /// infinite `t` gives what the formula gives, as `state(atParentTime:)` accepts any t.
  /// - Throws: ``MediaTimingError/localTimeOverflow(parentTime:)`` when `t` is finite and the exact
  ///   local time is beyond the range of `Double`.
  /// - Complexity: O(1).
  public func localTime(atParentTime t: Double) throws(MediaTimingError) -> Double {
    let local = _linearMap(t, minus: beginTime, times: speed, plus: timeOffset)
    if t.isFinite && !local.isFinite { throw .localTimeOverflow(parentTime: t) }
    return local
  }
}

/// (t − origin)·scale + offset, the affine map of every time space (docs/timing.md): the formula
/// as written, and where it is not finite for finite operands, the same value computed on halves,
/// 2·((t/2 − origin/2)·scale + offset/2), whose intermediates overflow only where the exact value
/// is beyond the range of `Double` (then ±∞). The halves are exact but for subnormal operands,
/// whose error is far below an ulp of any value that reaches the halved form.
internal func _linearMap(_ t: Double, minus origin: Double, times scale: Double, plus offset: Double) -> Double {
  let value = (t - origin) * scale + offset
  if value.isFinite || !(t.isFinite && origin.isFinite && scale.isFinite && offset.isFinite) { return value }
  let product = (t / 2 - origin / 2) * scale
  // |product| > max means |2·product| > 2·max while |offset| ≤ max: beyond the range.
  guard product.isFinite else { return product }
  return 2 * (product + offset / 2)
}
