/// The animator's own timing, resolved once: the progress shown at each elapsed fraction u of the
/// time it runs for (`duration`).
struct _AnimatorTiming: Sendable, Hashable {
  enum Shape: Sendable, Hashable {
    case cubic(CubicBezierTimingCurve)
    /// The spring and its initial velocity in fractions of the distance per second, with the
    /// parameters it was resolved from.
    case spring(Spring, relativeVelocity: Double, parameters: AnimatorSpringParameters)
  }

  let shape: Shape
  /// The time the timing runs for: the animator's duration, or a physical spring's settling time.
  let duration: Double

  /// Inlined into `PropertyAnimator.init`: as a call of its own (it grew with the range check) it
  /// made every construction copy the parameters once more, about 15 ns (bench
  /// `property-animator-construct-*`).
  @inline(__always)
  init(parameters: AnimatorTimingParameters, duration: Double) throws(PropertyAnimatorError) {
    switch parameters {
    case .cubic(let curve):
      shape = .cubic(curve)
      self.duration = duration
    case .spring(let spring):
      let resolved = try spring.resolved(duration: duration)
      let velocity = spring.initialVelocity
      guard _AnimatorRange.springMotionFits(resolved.spring, from: 0, to: 1, velocity: velocity) else {
        throw .velocityBeyondRange(progress: 0, velocity: velocity)
      }
      shape = .spring(resolved.spring, relativeVelocity: velocity, parameters: spring)
      self.duration = resolved.duration
    }
  }

  /// The parameters this timing was resolved from.
  var parameters: AnimatorTimingParameters {
    switch shape {
    case .cubic(let curve): return .cubic(curve)
    case .spring(_, _, let parameters): return .spring(parameters)
    }
  }

  /// The progress at elapsed fraction u ∈ [0, 1]. A spring is snapped to 1 at u = 1: UIKit sets the
  /// model value when the animation completes, so the last step is at most the settling tolerance.
  func progress(atFraction u: Double) -> Double {
    switch shape {
    case .cubic(let curve): return curve.progress(at: u)
    case .spring(let spring, let velocity, _):
      if u >= 1 { return 1 }
      return spring.position(at: u * duration, from: 0, to: 1, initialVelocity: velocity)
    }
  }

  /// d progress / dt at elapsed fraction u ∈ [0, 1] when the timing runs at `rate` times its
  /// natural speed, in fractions of the change per second.
  ///
  /// Cubic: rate · slope(u) / duration, formed again from the slope's factors with the exponents
  /// set aside when that overflows (`_AnimatorRange.scaledSlope`), so it is ±∞ only where the
  /// exact value is beyond the range (or the slope is infinite, at a vertical tangent). Spring:
  /// rate times the spring's velocity at u·duration, evaluated directly (scaling it to a slope per
  /// unit fraction and back overflowed for long settling times). ±∞ is left to the caller to
  /// saturate.
  func velocity(atFraction u: Double, rate: Double) -> Double {
    switch shape {
    case .cubic(let curve):
      return _AnimatorRange.scaledSlope(curve, at: u, times: rate, over: duration)
    case .spring(let spring, let velocity, _):
      return rate * spring.velocity(at: u * duration, from: 0, to: 1, initialVelocity: velocity)
    }
  }

  /// The elapsed fraction at which this timing shows `progress`: where a linearly scrubbed animator
  /// resumes its curve. Bisection on [0, 1] for progress(u) − p, which changes sign there because
  /// progress(0) = 0 and progress(1) = 1, so a solution exists for every p in [0, 1]; it is unique
  /// when the progress is monotone (every cubic with y1, y2 ∈ [0, 1], and every spring with
  /// ζ ≥ 1 and no initial velocity against the target). Values below 0 or above 1 map to 0 or 1.
  /// Accuracy: the bracket shrinks until its ends are adjacent Doubles (at most about 1075
  /// halvings, usually about 55).
  /// - Complexity: about 55 evaluations of the timing.
  func matchingFraction(forProgress p: Double) -> Double {
    if !(p > 0) { return 0 }
    if p >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    while true {
      let middle = low + (high - low) / 2
      if middle <= low || middle >= high { break }
      if progress(atFraction: middle) < p { low = middle } else { high = middle }
    }
    let lowError = abs(progress(atFraction: low) - p)
    return lowError <= abs(progress(atFraction: high) - p) ? low : high
  }
}
