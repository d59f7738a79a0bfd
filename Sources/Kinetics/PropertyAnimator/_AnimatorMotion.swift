/// What an animator does from its last transition on, if nothing else happens.
enum _AnimatorMotion: Sendable, Hashable {
  /// On the animator's own timing, at elapsed fraction `fraction`, moving toward 1
  /// (`direction` +1) or 0 (−1) at `rate` times the timing's natural speed.
  case original(fraction: Double, direction: Double, rate: Double)
  /// On a continuation, `localTime` seconds after its switch, its clock running forward
  /// (`direction` +1) or backward (−1, after a reversal). Run backward past its start, the motion
  /// goes on along the animator's own timing from the continuation's start fraction. Indirect, so
  /// that the common own-timing case stays small to copy (a continuation holds a whole curve).
  indirect case continued(_AnimatorContinuation, localTime: Double, direction: Double)

  /// Where a motion is after some time, without the continuation itself: queries locate the
  /// motion and evaluate it in place rather than build (and box) a new motion. `.continuation`
  /// only ever comes from a `.continued` motion, whose continuation the evaluators read.
  enum Location {
    case own(fraction: Double, direction: Double, rate: Double)
    case continuation(localTime: Double, direction: Double)
  }

  /// True when the motion heads toward progress 0 (the animator is reversed).
  var headsToStart: Bool {
    switch self {
    case .original(_, let direction, _): return direction < 0
    case .continued(let continuation, _, let direction):
      return (continuation.target == 1) == (direction < 0)
    }
  }

  /// The motion at its end: the own timing at 0 or 1, heading that way.
  var ended: _AnimatorMotion {
    headsToStart
      ? .original(fraction: 0, direction: -1, rate: 1)
      : .original(fraction: 1, direction: 1, rate: 1)
  }

  /// Where the motion is `elapsed` seconds later (elapsed ≥ 0), stopped at its end.
  func location(after elapsed: Double, timing: _AnimatorTiming) -> Location {
    switch self {
    case .original(let fraction, let direction, let rate):
      let moved = fraction + direction * rate * elapsed / timing.duration
      return .own(fraction: min(1, max(0, moved)), direction: direction, rate: rate)
    case .continued(let continuation, let local, let direction):
      if direction > 0 {
        return .continuation(localTime: min(continuation.duration, local + elapsed), direction: 1)
      }
      let remaining = local - elapsed
      if remaining >= 0 { return .continuation(localTime: remaining, direction: direction) }
      let back: Double = continuation.target == 1 ? -1 : 1
      let moved = continuation.startFraction + back * -remaining / timing.duration
      return .own(fraction: min(1, max(0, moved)), direction: back, rate: 1)
    }
  }

  /// The motion `elapsed` seconds later (elapsed ≥ 0), stopped at its end.
  func advanced(by elapsed: Double, timing: _AnimatorTiming) -> _AnimatorMotion {
    switch location(after: elapsed, timing: timing) {
    case .own(let fraction, let direction, let rate):
      return .original(fraction: fraction, direction: direction, rate: rate)
    case .continuation(let local, let direction):
      guard case .continued(let continuation, _, _) = self else { return self }
      return .continued(continuation, localTime: local, direction: direction)
    }
  }

  /// Seconds until the motion reaches its end.
  func timeToCompletion(timing: _AnimatorTiming) -> Double {
    switch self {
    case .original(let fraction, let direction, let rate):
      return (direction > 0 ? 1 - fraction : fraction) * timing.duration / rate
    case .continued(let continuation, let local, let direction):
      if direction > 0 { return continuation.duration - local }
      let start = continuation.startFraction
      return local + (continuation.target == 1 ? start : 1 - start) * timing.duration
    }
  }

  /// The progress shown `elapsed` seconds later.
  func progress(after elapsed: Double = 0, timing: _AnimatorTiming) -> Double {
    switch location(after: elapsed, timing: timing) {
    case .own(let fraction, _, _): return timing.progress(atFraction: fraction)
    case .continuation(let local, _):
      guard case .continued(let continuation, _, _) = self else { return 0 }
      return continuation.progress(atLocalTime: local)
    }
  }

  /// d progress / dt `elapsed` seconds later, while the motion runs; 0 at its end. Saturated:
  /// ±`Double.greatestFiniteMagnitude` where the exact velocity is beyond the range or infinite
  /// (a curve leaving an end vertically), never ±∞.
  func velocity(after elapsed: Double = 0, timing: _AnimatorTiming) -> Double {
    switch location(after: elapsed, timing: timing) {
    case .own(let fraction, let direction, let rate):
      if (direction > 0 && fraction >= 1) || (direction < 0 && fraction <= 0) { return 0 }
      return direction * _AnimatorRange.saturated(timing.velocity(atFraction: fraction, rate: rate))
    case .continuation(let local, let direction):
      guard case .continued(let continuation, _, _) = self else { return 0 }
      return direction * _AnimatorRange.saturated(continuation.velocity(atLocalTime: local))
    }
  }

  /// The animator's fractionComplete `elapsed` seconds later.
  func fraction(after elapsed: Double = 0, timing: _AnimatorTiming) -> Double {
    switch location(after: elapsed, timing: timing) {
    case .own(let fraction, _, _): return fraction
    case .continuation(let local, _):
      guard case .continued(let continuation, _, _) = self else { return 0 }
      return continuation.fraction(atLocalTime: local)
    }
  }
}
