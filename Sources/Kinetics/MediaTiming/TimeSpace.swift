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
  /// - Throws: `MediaTimingError.nonFinite` for a NaN or infinite parameter.
  public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) throws(MediaTimingError) {
    for (name, value) in [("beginTime", beginTime), ("speed", speed), ("timeOffset", timeOffset)] where !value.isFinite {
      throw .nonFinite(name: name, value: value)
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
  /// ``MediaTiming/localTime(atParentTime:)``), so for finite t it is ±∞ only where the exact value
  /// is beyond the range of `Double`.
  public func localTime(atParentTime t: Double) -> Double {
    _linearMap(t, minus: beginTime, times: speed, plus: timeOffset)
  }

  /// The parent time at which local time reads `local`; nil when paused (speed 0: every parent time
  /// or none maps there).
  public func parentTime(atLocalTime local: Double) -> Double? {
    speed == 0 ? nil : (local - timeOffset) / speed + beginTime
  }

  /// Pauses at parent time `t` as QA1673 does: `pausedTime = convertTime(now)`, `speed = 0`,
  /// `timeOffset = pausedTime`. Local time then stays at its value at `t`.
  public func paused(atParentTime t: Double) -> TimeSpace {
    TimeSpace(validBeginTime: beginTime, speed: 0, timeOffset: localTime(atParentTime: t))
  }

  /// Resumes at parent time `t` as QA1673 does: `pausedTime = timeOffset`, `speed = 1`,
  /// `timeOffset = 0`, `beginTime = 0`, then `beginTime = convertTime(now) − pausedTime`. Local time
  /// continues from where it was paused, at speed 1 (the recipe's speed, whatever it was before).
  public func resumed(atParentTime t: Double) -> TimeSpace {
    let pausedTime = timeOffset
    let reset = TimeSpace(validBeginTime: 0, speed: 1, timeOffset: 0)
    return TimeSpace(validBeginTime: reset.localTime(atParentTime: t) - pausedTime, speed: 1, timeOffset: 0)
  }
}
