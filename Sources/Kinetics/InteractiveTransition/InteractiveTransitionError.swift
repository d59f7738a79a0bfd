/// Why an interactive transition's parameters or its event list were rejected.
public enum InteractiveTransitionError: ParameterValidatingError, Equatable, Sendable, PrefixedMessageError {
  /// A number broke its rule (`name` is the parameter's label): a NaN, infinite or non-positive
  /// `duration` or `completionSpeed`; a NaN or infinite event time or percent (`events[i].time`,
  /// `events[i].percent`).
  case parameter(ParameterViolation)
  /// `duration / completionSpeed` (the longest completion, the whole transition) or
  /// `1 / completionSpeed` (the duration factor handed to the animator) overflows.
  case completionDurationNotFinite(duration: Double, completionSpeed: Double)
  /// Event `index` comes at a time before the previous event's: times must not decrease.
  case eventsOutOfOrder(index: Int, time: Double, previousTime: Double)
  /// Event `index` is not allowed in the phase the transition is in when it arrives (UIKit
  /// ignores or raises on these: finishing twice, updating while the completion runs without
  /// pausing first, …).
  case invalidEvent(index: Int, action: String, phase: String)
  /// Event `index` arrives at or after the end of the completion that ended the transition.
  case eventAfterEnd(index: Int, time: Double, endTime: Double)

  /// The part every message starts with: "interactive transition: …".
  public static var messagePrefix: String { "interactive transition" }

  /// What was wrong, after the prefix: one line naming the event or parameter and the offending
  /// value.
  public var reason: String {
    switch self {
    case .parameter(let violation): "\(violation)"
    case .completionDurationNotFinite(let duration, let speed): "duration \(duration) / completionSpeed \(speed) is not finite"
    case .eventsOutOfOrder(let index, let time, let previous): "event \(index) at time \(time) is before the previous event at \(previous)"
    case .invalidEvent(let index, let action, let phase): "event \(index) cannot \(action) while \(phase)"
    case .eventAfterEnd(let index, let time, let end): "event \(index) at time \(time) comes after the transition ended at \(end)"
    }
  }
}
