/// Why a property animator, or one of its transitions, was rejected.
public enum PropertyAnimatorError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
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

  /// A one-line message naming the parameter or transition and the offending value.
  public var description: String {
    switch self {
    case .parameter(let violation):
      return "property animator: \(violation)"
    case .timeBeforeLastTransition(let time, let last):
      return "property animator: time \(time) is before the last transition at \(last)"
    case .invalidTransition(let action, let state):
      return "property animator: cannot \(action) while \(state)"
    case .spring(let error):
      return "property animator: \(error)"
    case .springNeverSettles:
      return "property animator: a spring with zero damping never settles"
    }
  }
}
