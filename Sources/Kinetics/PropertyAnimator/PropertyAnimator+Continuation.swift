extension PropertyAnimator {
  /// `continueAnimation(withTimingParameters:durationFactor:)`: the rest of the animation, from
  /// the progress shown now to its end (1, or 0 when reversed), runs with new timing parameters,
  /// and the animator runs.
  ///
  /// Duration. D = durationFactor × `effectiveDuration` (Apple: "a multiplier to apply to the
  /// animator's original duration", used for the remaining animation); durationFactor = 0 means
  /// the time the current timing has left (UIKit's `durationFactor: 0` idiom). A physical spring
  /// ignores D and runs for its settling time, as UIKit does. D = 0, and nil parameters at the
  /// very end, complete at once.
  ///
  /// Velocity. The velocity carried over, v, is d progress / dt of the current timing at the
  /// switch, moving in its direction (what it would be running, so also after a pause and after a
  /// linear scrub, at the fraction where the curve resumes). The new timing starts with exactly v
  /// (Δ = remaining distance; the given y1 or initial velocity is replaced):
  /// - cubic: control point 1 moves to y1 = x1·v·D/Δ, since p(τ) = p₀ + Δ·B(τ/D) has
  ///   p′(0) = Δ·(y1/x1)/D; x1 = 0 becomes 1/3, where a cubic Hermite segment puts P1;
  /// - spring: it starts with v, i.e. UIKit's relative initialVelocity v/Δ. When UIKit's duration
  ///   equation has no root for v/Δ (a fast flick near the end), the spring that equation gives
  ///   without the velocity starts with v and runs until it settles (0.001 of Δ), at least D.
  /// When Δ = 0 the given parameters are used unchanged and a cubic starts at rest. With nil
  /// parameters the own timing continues from the switch, time-scaled to end after D; then the
  /// velocity scales by (time left)/D.
  ///
  /// `matchingVelocity: false` keeps the given parameters as they are: the rest runs as a fresh
  /// curve (or spring) from the progress shown now, p(τ) = p₀ + Δ·B(τ/D), starting with the
  /// curve's own velocity Δ·B′(0)/D (0 for easeIn and easeInEaseOut) or the spring's own relative
  /// initial velocity times Δ. This is how a percent-driven interactive transition hands its
  /// remaining fraction to its completion curve (docs/interactive-transitions.md).
  /// Range. Every continuation keeps its progress and speed within an eighth of the largest
  /// Double (a cubic's convex-hull bound, a spring's energy bound); one that cannot, or whose
  /// matched y1 (v·D/Δ) or relative velocity (v/Δ) is beyond the range, throws
  /// `.velocityBeyondRange` naming the progress and velocity. At the instant a curve leaves an
  /// end vertically the velocity is infinite and reported saturated (`velocity(at:)`), so a
  /// matching continuation there throws: continue with `matchingVelocity: false`.
  /// - Throws: `.parameter` for a NaN, infinite or negative `durationFactor`; `.invalidTransition` unless active;
  ///   `.spring` when the spring for the new velocity does not exist (UIKit's duration equation
  ///   has no solution); `.durationBeyondRange` when D overflows (or, with nil parameters, the
  ///   time scale time-left/D does); `.velocityBeyondRange` as above; `.settlingTimeBeyondRange`
  ///   for a spring that takes more than the largest Double seconds to settle; time errors.
  /// - Complexity: O(1); a spring's settling time or UIKit duration mapping is a bounded root
  ///   search.
  public func continued(
    withTimingParameters parameters: AnimatorTimingParameters?, durationFactor: Double,
    matchingVelocity: Bool = true, at time: Double
  ) throws(PropertyAnimatorError) -> PropertyAnimator {
    try PropertyAnimatorError.require(durationFactor, .finite, .nonNegative, name: "durationFactor")
    var next = try frozen(at: time)
    guard next.state == .active else {
      throw .invalidTransition(action: "continue", state: next.state.rawValue)
    }
    next.resumeFromLinearScrub()
    let timing = next.timing
    let motion = next.motion
    let timeLeft = motion.timeToCompletion(timing: timing)
    let newDuration = durationFactor > 0 ? durationFactor * timing.duration : timeLeft
    guard newDuration.isFinite else {
      throw .durationBeyondRange(durationFactor: durationFactor, effectiveDuration: timing.duration)
    }
    let target: Double = motion.headsToStart ? 0 : 1
    let progress = motion.progress(timing: timing)
    let startFraction: Double
    if case .original(let fraction, _, _) = motion {
      startFraction = fraction
    } else {
      startFraction = timing.matchingFraction(forProgress: progress)
    }
    next.isRunning = true
    let direction: Double = target == 0 ? -1 : 1
    let timeLeftOnOwnTiming = abs(target - startFraction) * timing.duration
    guard newDuration > 0, parameters != nil || timeLeftOnOwnTiming > 0 else {
      next.motion = .original(fraction: target, direction: direction, rate: 1)
      return next
    }
    guard let parameters else {
      let rate = timeLeftOnOwnTiming / newDuration
      guard rate.isFinite else {
        throw .durationBeyondRange(durationFactor: durationFactor, effectiveDuration: timing.duration)
      }
      next.motion = .original(fraction: startFraction, direction: direction, rate: rate)
      return next
    }
    let continuation = try _AnimatorContinuation(
      parameters: parameters, startProgress: progress, target: target,
      startFraction: startFraction, velocity: motion.velocity(timing: timing),
      requestedDuration: newDuration, matchesVelocity: matchingVelocity)
    next.motion = .continued(continuation, localTime: 0, direction: 1)
    return next
  }
}
