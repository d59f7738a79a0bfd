extension MediaTiming {
  /// The state at parent time `t`.
  ///
  /// Rules (Apple's CAMediaTiming documentation, made exact):
  /// - elapsed = (t − beginTime)·speed. Active while 0 ≤ elapsed < activeDuration (a half-open
  ///   interval: at its end the animation is finished).
  /// - Before it, `.backwards`/`.both` show the state at elapsed 0; after it, `.forwards`/`.both` show
  ///   the state at its end, taken as the limit from inside (so repeatCount 2 ends at progress 1 of
  ///   iteration 1, and an autoreversing one at progress 0). Otherwise nothing shows.
  /// - The phase is elapsed + timeOffset, wrapped into [0, activeDuration) when that is finite:
  ///   timeOffset shifts where the animation starts without changing how long it runs (the
  ///   documented "offset in active local time").
  /// - iteration = ⌊phase / iterationDuration⌋; within it, time r runs forwards, and with
  ///   autoreverses the second half runs backwards: simpleTime = r or 2·duration − r.
  ///
  /// Edge cases: elapsed is clamped to ±greatestFiniteMagnitude (a NaN t counts as beginTime), so
  /// no finite input yields NaN; speed 0 freezes elapsed at 0 (active at every t: how a paused layer shows its
  /// animations). With infinite repeats the phase is not wrapped; a negative timeOffset then gives
  /// negative iterations before the first one. Iterations beyond Int's range are clamped. An active
  /// duration that underflows to 0 (a tiny repeatCount times a tiny duration) shows progress 0.
  /// Accuracy: remainders are exact (`truncatingRemainder`); progress is one division.
  /// - Complexity: O(1).
  public func state(atParentTime t: Double) -> MediaTimingState {
    let elapsed = clampedElapsed(atParentTime: t)
    let active = activeDuration
    if elapsed < 0 {
      return fillMode.fillsBackwards ? sample(activeTime: 0, fromInside: false, phase: .before) : .hidden(.before)
    }
    if elapsed >= active {
      return fillMode.fillsForwards ? sample(activeTime: active, fromInside: true, phase: .after) : .hidden(.after)
    }
    return sample(activeTime: elapsed, fromInside: false, phase: .active)
  }

  /// The state at active time `activeTime`; `fromInside` takes the limit from below at a boundary.
  private func sample(activeTime: Double, fromInside: Bool, phase: MediaTimingState.Phase) -> MediaTimingState {
    let active = activeDuration
    var position: Double
    if active.isFinite && active > 0 {
      position = wrapped(activeTime.truncatingRemainder(dividingBy: active) + timeOffset.truncatingRemainder(dividingBy: active), into: active)
      if fromInside && position == 0 && activeTime > 0 { position = active }
    } else if active == 0 {
      // repeatCount · iterationDuration underflowed (e.g. 1e-30 of a 1e-300 s iteration): the
      // active interval is shorter than any Double, and so is the progress made in it.
      position = 0
    } else {
      position = min(max(activeTime + timeOffset, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
    let length = iterationDuration
    var within = wrapped(position.truncatingRemainder(dividingBy: length), into: length)
    var iteration = ((position - within) / length).rounded()
    if fromInside && within == 0 && position > 0 {
      iteration -= 1
      within = length
    }
    let reversing = autoreverses && within > duration
    let simpleTime = min(max(reversing ? length - within : within, 0), duration)
    return MediaTimingState(
      phase: phase, iteration: Self.clampedInt(iteration), simpleTime: simpleTime,
      progress: min(simpleTime / duration, 1), isReversing: reversing)
  }

  /// `value` (already within (−length, length)) moved into [0, length).
  private func wrapped(_ value: Double, into length: Double) -> Double {
    // An autoreversing iteration of a duration above greatestFiniteMagnitude/2 is +∞ long: nothing
    // wraps, and ∞ − ∞ must not be formed (it gave NaN, then a trap converting it: found by fuzzing).
    guard length.isFinite else { return max(value, 0) }
    var result = value
    if result < 0 { result += length }
    if result >= length { result -= length }
    return result < 0 ? 0 : result
  }

  /// (t − beginTime)·speed kept finite: exact where t − beginTime overflows but the product does
  /// not (`_linearMap`), 0 when speed is 0 or t is NaN, and clamped to ±greatestFiniteMagnitude
  /// beyond the range, so extreme times never produce NaN.
  func clampedElapsed(atParentTime t: Double) -> Double {
    guard speed != 0 else { return 0 }
    let elapsed = _linearMap(t, minus: beginTime, times: speed, plus: 0)
    if elapsed.isNaN { return 0 }
    return min(max(elapsed, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  /// The nearest Int, clamped to Int's range, so evaluation never traps.
  static func clampedInt(_ value: Double) -> Int {
    if value >= 9.2e18 { return Int.max }
    if value <= -9.2e18 { return Int.min }
    return Int(value)
  }
}
