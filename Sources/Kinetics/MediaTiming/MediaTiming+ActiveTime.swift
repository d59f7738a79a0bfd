extension MediaTiming {
  /// The active time at parent time `t` (Web Animations 1, "active time"): the time elapsed since
  /// the start of the active interval, (t − beginTime)·speed, while active; 0 before it when the
  /// animation fills backwards; the active duration after it when it fills forwards; nil where the
  /// animation shows nothing.
  ///
  /// Edge cases: as `state(atParentTime:)`, the elapsed time is clamped to ±greatestFiniteMagnitude
  /// and speed 0 freezes it at 0, so a finite t never gives NaN or infinity.
  /// - Complexity: O(1).
  public func activeTime(atParentTime t: Double) -> Double? {
    let elapsed = clampedElapsed(atParentTime: t)
    let active = activeDuration
    if elapsed < 0 { return fillMode.fillsBackwards ? 0 : nil }
    if elapsed >= active { return fillMode.fillsForwards ? active : nil }
    return elapsed
  }
}
