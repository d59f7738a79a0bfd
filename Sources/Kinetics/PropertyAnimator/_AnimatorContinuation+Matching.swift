extension _AnimatorContinuation {
  /// Builds the continuation whose start velocity equals `velocity` (d progress / dt).
  ///
  /// Cubic. The remaining part shows p(τ) = p₀ + Δ·B(τ/D) with Δ = target − p₀, so
  /// p′(0) = Δ·B′(0)/D, and B′(0) = y1/x1 for a curve with x1 > 0. Matching p′(0) = v gives
  /// y1 = s·x1 with s = v·D/Δ: control point 1 slides vertically, x1, x2 and y2 are kept. When
  /// x1 = 0 its slope at 0 is fixed by y1 alone (±∞ or a second-order limit), so x1 becomes 1/3,
  /// where a cubic Hermite segment puts P1 (P1 = P0 + m₀/3 with the unit time-derivative m₀).
  /// Spring. The spring starts at p₀ with the absolute velocity v; UIKit's parameter is relative,
  /// v/Δ in fractions of the remaining distance per second, and that is what the damping-ratio
  /// form's duration mapping and the physical form's settling time are computed with.
  /// `requestedDuration` must be > 0 (the animator completes a zero-length continuation at once).
  /// Where UIKit's duration equation has no solution for v/Δ, see `fastStartSpring`.
  /// When Δ = 0 the velocity has no relative form: the given parameters are used as they are (a
  /// spring still starts with the absolute velocity v). When v·D/Δ (cubic) or v/Δ (spring) is
  /// beyond the range, or the motion could leave it (`_AnimatorRange`), it throws
  /// `.velocityBeyondRange` naming p₀ and v: the continuation cannot represent that velocity.
  ///
  /// With `matchesVelocity` false the parameters are used as given, as a fresh curve from the
  /// current progress (what a percent-driven interactive transition's completion curve does): a
  /// cubic starts with Δ·B′(0)/D and a spring with its own relative initial velocity times Δ;
  /// `velocity` is then ignored.
  init(
    parameters: AnimatorTimingParameters, startProgress: Double, target: Double,
    startFraction: Double, velocity: Double, requestedDuration: Double,
    matchesVelocity: Bool = true
  ) throws(PropertyAnimatorError) {
    let distance = target - startProgress
    self.startProgress = startProgress
    self.target = target
    self.startFraction = startFraction
    switch parameters {
    case .cubic(let curve) where !matchesVelocity:
      shape = .cubic(curve)
      startVelocity = _AnimatorRange.saturated(
        _AnimatorRange.scaledSlope(curve, at: 0, times: distance, over: requestedDuration))
      duration = requestedDuration
    case .spring(let spring) where !matchesVelocity:
      startVelocity = spring.initialVelocity * distance
      let resolved = try spring.resolved(duration: requestedDuration)
      shape = .spring(resolved.spring)
      duration = resolved.duration
    case .cubic(let curve):
      if distance != 0 {
        var slope = velocity * requestedDuration / distance
        if !slope.isFinite { slope = _ratioTimes(velocity, over: distance, times: requestedDuration) }
        guard slope.isFinite else {
          throw .velocityBeyondRange(progress: startProgress, velocity: velocity)
        }
        // x1 ∈ (0, 1] and a finite slope keep the curve valid, so no check can fail here.
        let x1 = curve.x1 > 0 ? curve.x1 : 1.0 / 3
        shape = .cubic(
          CubicBezierTimingCurve(uncheckedX1: x1, y1: slope * x1, x2: curve.x2, y2: curve.y2))
      } else {
        shape = .cubic(curve)
      }
      startVelocity = velocity
      duration = requestedDuration
    case .spring(let spring):
      let relative = velocity / distance
      if distance != 0 && !relative.isFinite {
        throw .velocityBeyondRange(progress: startProgress, velocity: velocity)
      }
      let matched = distance != 0 ? spring.withInitialVelocity(relative) : spring
      startVelocity = velocity
      let resolved: (spring: Spring, duration: Double)
      do {
        resolved = try matched.resolved(duration: requestedDuration)
      } catch .spring(.noSolution) {
        resolved = try Self.fastStartSpring(
          matched, duration: requestedDuration, distance: distance, velocity: velocity)
      }
      shape = .spring(resolved.spring)
      duration = resolved.duration
    }
    try checkRange()
  }

  /// Throws `.velocityBeyondRange` unless the whole motion stays within `_AnimatorRange.limit`
  /// (the curve's convex-hull bound, or the spring's energy bound), so every progress and
  /// velocity it gives is finite (the velocity is saturated where the exact one is infinite).
  private func checkRange() throws(PropertyAnimatorError) {
    let fits =
      switch shape {
      case .cubic(let curve): _AnimatorRange.curveMotionFits(curve, from: startProgress, to: target)
      case .spring(let spring):
        _AnimatorRange.springMotionFits(spring, from: startProgress, to: target, velocity: startVelocity)
      }
    guard fits else { throw .velocityBeyondRange(progress: startProgress, velocity: startVelocity) }
  }

  /// UIKit's duration equation has no root when the relative velocity is large against the
  /// duration (a fast flick close to the end): ((ζω₀ − v)/ω_d)·e^(−ζω₀T) stays below 0.001. The
  /// continuation then uses the spring that equation gives without the velocity, starts it with
  /// the velocity all the same, and runs until that motion settles (exact settling time,
  /// tolerance 0.001 of the remaining distance), at least the requested duration.
  private static func fastStartSpring(
    _ parameters: AnimatorSpringParameters, duration: Double, distance: Double, velocity: Double
  ) throws(PropertyAnimatorError) -> (spring: Spring, duration: Double) {
    let resolved = try parameters.withInitialVelocity(0).resolved(duration: duration)
    let settling = resolved.spring.settlingTime(
      tolerance: 0.001, from: 0, to: distance, initialVelocity: velocity)
    guard let settling else { throw .springNeverSettles }
    guard settling.isFinite else { throw .settlingTimeBeyondRange }
    return (resolved.spring, max(duration, settling))
  }
}
