/// Why media timing parameters were rejected.
public enum MediaTimingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter that must be finite was NaN or infinite (`name` is the CAMediaTiming property).
  case nonFinite(name: String, value: Double)
  /// `duration` must be positive: Core Animation substitutes 0.25 s for a zero animation duration;
  /// here the caller says what they mean.
  case nonPositiveDuration(Double)
  /// `repeatCount` or `repeatDuration` (`name`) was negative or NaN (+∞ is allowed: repeat forever).
  case negativeRepeat(name: String, value: Double)
  /// Both `repeatCount` and `repeatDuration` were set; Apple's documentation calls that undefined.
  case repeatCountAndRepeatDuration
  /// A relative keyframe time was outside [0, 1] or ended after 1 (`name` is the parameter).
  case relativeTimeOutOfRange(name: String, value: Double)
  /// The local time (t − beginTime)·speed + timeOffset at the finite parent time `parentTime` is
  /// beyond the range of `Double` (for example speed 1e300 a second after beginTime).
  case localTimeOverflow(parentTime: Double)
  /// The parent time (local − timeOffset)/speed + beginTime of the finite local time `localTime` is
  /// beyond the range of `Double` (for example a speed of 1e-300).
  case parentTimeOverflow(localTime: Double)

  /// A one-line message naming the parameter and the rule it broke.
  public var description: String {
    switch self {
    case .nonFinite(let name, let value):
      return "timing: \(name) must be finite, got \(value)"
    case .nonPositiveDuration(let value):
      return "timing: duration must be positive, got \(value)"
    case .negativeRepeat(let name, let value):
      return "timing: \(name) must be zero, positive or infinite, got \(value)"
    case .repeatCountAndRepeatDuration:
      return "timing: set repeatCount or repeatDuration, not both"
    case .relativeTimeOutOfRange(let name, let value):
      return "timing: \(name) must be in [0, 1] and end by 1, got \(value)"
    case .localTimeOverflow(let parentTime):
      return "timing: the local time at parent time \(parentTime) is beyond the range of Double (overflow)"
    case .parentTimeOverflow(let localTime):
      return "timing: the parent time of local time \(localTime) is beyond the range of Double (overflow)"
    }
  }
}
