/// Why media timing parameters were rejected.
public enum MediaTimingError: ParameterValidatingError, Equatable, Sendable, PrefixedMessageError {
  /// A parameter broke its rule (`name` is the CAMediaTiming property or the keyframe fraction):
  /// NaN or infinite where it must be finite; a `duration` that is not positive (Core Animation
  /// substitutes 0.25 s for a zero animation duration; here the caller says what they mean); a
  /// negative or NaN `repeatCount` or `repeatDuration` (+∞ is allowed: repeat forever); a relative
  /// keyframe time outside [0, 1] or ending after 1.
  case parameter(ParameterViolation)
  /// Both `repeatCount` and `repeatDuration` were set; Apple's documentation calls that undefined.
  case repeatCountAndRepeatDuration
  /// The local time (t − beginTime)·speed + timeOffset at the finite parent time `parentTime` is
  /// beyond the range of `Double` (for example speed 1e300 a second after beginTime).
  case localTimeOverflow(parentTime: Double)
  /// The parent time (local − timeOffset)/speed + beginTime of the finite local time `localTime` is
  /// beyond the range of `Double` (for example a speed of 1e-300).
  case parentTimeOverflow(localTime: Double)

  /// The part every message starts with: "timing: …".
  public static var messagePrefix: String { "timing" }

  /// What was wrong, after the prefix: one line naming the parameter and the value given.
  public var reason: String {
    switch self {
    case .parameter(let violation): "\(violation)"
    case .repeatCountAndRepeatDuration: "set repeatCount or repeatDuration, not both"
    case .localTimeOverflow(let parentTime): "the local time at parent time \(parentTime) is beyond the range of Double (overflow)"
    case .parentTimeOverflow(let localTime): "the parent time of local time \(localTime) is beyond the range of Double (overflow)"
    }
  }

  /// The error of a `duration` that is not positive: `.parameter` with the `positive` rule.
  public static func nonPositiveDuration(_ duration: Double) -> Self {
    .parameter(ParameterViolation(name: "duration", value: duration, rule: .positive))
  }
}
