/// A layer's time space: the `beginTime`, `speed` and `timeOffset` that every `CALayer` carries
/// (it conforms to CAMediaTiming too) and that map its parent's time to the time its animations see.
///
/// local = (parent − beginTime)·speed + timeOffset, with no duration, repetition or fill (a layer's
/// time runs forever). Pausing and resuming follow Apple's documented recipe (Technical Q&A QA1673,
/// "How to pause the animation of a layer tree").
public struct TimeSpace: Sendable, Hashable {
  /// The parent time at which local time starts counting from `timeOffset`.
  public let beginTime: Double
  /// Local seconds per parent second; 0 is paused.
  public let speed: Double
  /// The local time at `beginTime`.
  public let timeOffset: Double

  /// Creates a time space. Defaults are a layer's: begin 0, speed 1, offset 0 (the identity map).
  /// - Throws: `MediaTimingError.parameter` (rule `finite`) for a NaN or infinite parameter.
  public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) throws(MediaTimingError) {
    for (name, value) in [("beginTime", beginTime), ("speed", speed), ("timeOffset", timeOffset)] {
      try MediaTimingError.require(value, .finite, name: name)
    }
    self.beginTime = beginTime
    self.speed = speed
    self.timeOffset = timeOffset
  }

  /// The identity time space.
  public static let identity = TimeSpace(validBeginTime: 0, speed: 1, timeOffset: 0)

  init(validBeginTime beginTime: Double, speed: Double, timeOffset: Double) {
    self.beginTime = beginTime
    self.speed = speed
    self.timeOffset = timeOffset
  }

  /// `convertTime(_:from: parent)`: (t − beginTime)·speed + timeOffset, recomputed on halves where
  /// an intermediate overflows although the local time is in range (as
  /// ``MediaTiming/localTime(atParentTime:)``).
  ///
  /// - Throws: ``MediaTimingError/localTimeOverflow(parentTime:)`` when `t` is finite and the
  ///   exact local time is beyond the range of `Double` (an infinite `t` gives ±∞ or NaN as the
  ///   formula does).
  public func localTime(atParentTime t: Double) throws(MediaTimingError) -> Double {
    let local = _linearMap(t, minus: beginTime, times: speed, plus: timeOffset)
    if t.isFinite && !local.isFinite { throw .localTimeOverflow(parentTime: t) }
    return local
  }

  /// The parent time at which local time reads `local`: (local − timeOffset)/speed + beginTime,
  /// recomputed on halves where an intermediate overflows; nil when paused (speed 0: every parent
  /// time or none maps there).
  ///
  /// - Throws: ``MediaTimingError/parentTimeOverflow(localTime:)`` when `local` is finite and the
  ///   exact parent time is beyond the range of `Double` (a speed near 0).
  public func parentTime(atLocalTime local: Double) throws(MediaTimingError) -> Double? {
    guard speed != 0 else { return nil }
    var parent = (local - timeOffset) / speed + beginTime
    if !parent.isFinite && local.isFinite {
      // Halves: |local/2 − offset/2| and |begin/2| cannot overflow, so a finite result is found
      // whenever the exact parent time is in range (it is twice a value below max/2).
      let half = (local / 2 - timeOffset / 2) / speed
      parent = half.isFinite ? 2 * (half + beginTime / 2) : half
      if !parent.isFinite { throw .parentTimeOverflow(localTime: local) }
    }
    return parent
  }

  /// Pauses at parent time `t` as QA1673 does: `pausedTime = convertTime(now)`, `speed = 0`,
  /// `timeOffset = pausedTime`. Local time then stays at its value at `t`.
  ///
  /// - Throws: ``MediaTimingError/localTimeOverflow(parentTime:)`` as ``localTime(atParentTime:)``.
  public func paused(atParentTime t: Double) throws(MediaTimingError) -> TimeSpace {
    TimeSpace(validBeginTime: beginTime, speed: 0, timeOffset: try localTime(atParentTime: t))
  }

  /// Resumes at parent time `t` as QA1673 does: `pausedTime = timeOffset`, `speed = 1`,
  /// `timeOffset = 0`, `beginTime = 0`, then `beginTime = convertTime(now) − pausedTime`. Local time
  /// continues from where it was paused, at speed 1 (the recipe's speed, whatever it was before).
  ///
  /// - Throws: ``MediaTimingError/parameter(_:)`` (rule `finite`, name `beginTime`) when `t` is not finite
  ///   or t − pausedTime is beyond the range of `Double`.
  public func resumed(atParentTime t: Double) throws(MediaTimingError) -> TimeSpace {
    let beginTime = t - timeOffset
    try MediaTimingError.require(beginTime, .finite, name: "beginTime")
    return TimeSpace(validBeginTime: beginTime, speed: 1, timeOffset: 0)
  }
}
