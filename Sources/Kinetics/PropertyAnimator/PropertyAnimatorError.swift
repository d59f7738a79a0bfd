/// Why a property animator, or one of its transitions, was rejected.
public enum PropertyAnimatorError: ParameterValidatingError, Equatable, Sendable, PrefixedMessageError {
  /// A time, duration, fraction or factor broke its rule (`name` is the parameter's label): NaN or
  /// infinite (`finite`); a duration that is not positive (`positive`: UIViewPropertyAnimator needs
  /// a positive one); a negative `durationFactor` (`nonNegative`: 0 is accepted, UIKit reads it as
  /// "the time the current timing has left", the common `durationFactor: 0` idiom).
  case parameter(ParameterViolation)
  /// A transition was given a time before the previous transition's: the model only moves forward.
  case timeBeforeLastTransition(time: Double, lastTransition: Double)
  /// The transition is not allowed in the animator's current state (UIKit raises an exception in
  /// these cases: starting a stopped animator, setting fractionComplete while it runs, …).
  case invalidTransition(action: String, state: String)
  /// A spring timing could not be built; the wrapped error says why.
  case spring(SpringError)
  /// A spring with no damping never settles, so it has no duration to run for.
  case springNeverSettles
  /// A spring's settling time, the time the animator would run for, is beyond the largest Double
  /// (a damping so weak that the motion takes more than 1.8e308 s to settle).
  case settlingTimeBeyondRange
  /// The continuation's duration, `durationFactor` × `effectiveDuration`, is beyond the largest
  /// Double, or so short that the own timing would have to run more than the largest Double times
  /// its natural speed.
  case durationBeyondRange(durationFactor: Double, effectiveDuration: Double)
  /// A motion starting at `progress` with `velocity` (d progress / dt, per second) could leave the
  /// range of Double: its reach or speed bound is beyond an eighth of the largest Double (see
  /// docs/property-animator.md, "Guarantees"). A velocity of ±`Double.greatestFiniteMagnitude`
  /// is the saturated velocity where a curve leaves an end vertically: continue from there with
  /// `matchingVelocity: false`.
  case velocityBeyondRange(progress: Double, velocity: Double)

  /// The part every message starts with: "property animator: …".
  public static var messagePrefix: String { "property animator" }

  /// What was wrong, after the prefix: one line naming the parameter or transition and the
  /// offending value.
  public var reason: String {
    switch self {
    case .parameter(let violation): "\(violation)"
    case .timeBeforeLastTransition(let time, let last): "time \(time) is before the last transition at \(last)"
    case .invalidTransition(let action, let state): "cannot \(action) while \(state)"
    case .spring(let error): "\(error)"
    case .springNeverSettles: "a spring with zero damping never settles"
    case .settlingTimeBeyondRange: "the spring's settling time is beyond the range of Double"
    case .durationBeyondRange(let factor, let duration):
      "durationFactor \(factor) × effectiveDuration \(duration) gives a duration beyond the range of Double"
    case .velocityBeyondRange(let progress, let velocity):
      "a motion from progress \(progress) with velocity \(velocity) per second could leave the range of Double"
    }
  }
}
