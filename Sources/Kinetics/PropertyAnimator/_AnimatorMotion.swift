/// What an animator does from its last transition on, if nothing else happens.
enum _AnimatorMotion: Sendable, Hashable {
  /// On the animator's own timing, at elapsed fraction `fraction`, moving toward 1
  /// (`direction` +1) or 0 (−1) at `rate` times the timing's natural speed.
  case original(fraction: Double, direction: Double, rate: Double)
  /// On a continuation, `localTime` seconds after its switch, its clock running forward
  /// (`direction` +1) or backward (−1, after a reversal). Run backward past its start, the motion
  /// goes on along the animator's own timing from the continuation's start fraction.
  case continued(_AnimatorContinuation, localTime: Double, direction: Double)

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
      ? .original(fraction: 0, direction: -1, rate: 1) : .original(fraction: 1, direction: 1, rate: 1)
  }

  /// The motion `elapsed` seconds later (elapsed ≥ 0), stopped at its end.
  func advanced(by elapsed: Double, timing: _AnimatorTiming) -> _AnimatorMotion {
    switch self {
    case .original(let fraction, let direction, let rate):
      let moved = fraction + direction * rate * elapsed / timing.duration
      return .original(fraction: min(1, max(0, moved)), direction: direction, rate: rate)
    case .continued(let continuation, let local, let direction):
      if direction > 0 {
        return .continued(
          continuation, localTime: min(continuation.duration, local + elapsed), direction: direction)
      }
      let remaining = local - elapsed
      if remaining >= 0 {
        return .continued(continuation, localTime: remaining, direction: direction)
      }
      let back: Double = continuation.target == 1 ? -1 : 1
      return Self.original(fraction: continuation.startFraction, direction: back, rate: 1)
        .advanced(by: -remaining, timing: timing)
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

  /// The progress shown.
  func progress(timing: _AnimatorTiming) -> Double {
    switch self {
    case .original(let fraction, _, _): return timing.progress(atFraction: fraction)
    case .continued(let continuation, let local, _):
      return continuation.progress(atLocalTime: local)
    }
  }

  /// d progress / dt while the motion runs; 0 at its end.
  func velocity(timing: _AnimatorTiming) -> Double {
    switch self {
    case .original(let fraction, let direction, let rate):
      if (direction > 0 && fraction >= 1) || (direction < 0 && fraction <= 0) { return 0 }
      return direction * rate * timing.slope(atFraction: fraction) / timing.duration
    case .continued(let continuation, let local, let direction):
      return direction * continuation.velocity(atLocalTime: local)
    }
  }

  /// The animator's fractionComplete.
  var fraction: Double {
    switch self {
    case .original(let fraction, _, _): return fraction
    case .continued(let continuation, let local, _): return continuation.fraction(atLocalTime: local)
    }
  }
}
