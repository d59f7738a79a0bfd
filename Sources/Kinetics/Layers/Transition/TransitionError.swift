/// Why a transition was rejected, or a frame of it could not be given.
public enum TransitionError: ParameterValidatingError, Equatable, Sendable, PrefixedMessageError {
  /// A parameter broke its rule: `startProgress` or `endProgress` outside [0, 1] or NaN
  /// (`within(0...1)`), or the layer's `width` or `height` NaN or infinite (`finite`) or negative
  /// (`nonNegative`).
  case parameter(ParameterViolation)
  /// `endProgress` was below `startProgress` (Apple: "must be greater than or equal to startProgress").
  case endBeforeStart(start: Double, end: Double)
  /// A batch's output buffer holds fewer doubles than the batch writes
  /// (`ViewTransitionFrame.flipTransforms`: 16 per progress value).
  case outputTooShort(required: Int, actual: Int)

  /// The part every message starts with: "transition: …".
  public static var messagePrefix: String { "transition" }

  /// What was wrong, after the prefix: one line naming the parameter and the value given.
  public var reason: String {
    switch self {
    case .parameter(let violation): "\(violation)"
    case .endBeforeStart(let start, let end): "endProgress (\(end)) must be greater than or equal to startProgress (\(start))"
    case .outputTooShort(let required, let actual): "the output holds \(actual) doubles, the batch writes \(required)"
    }
  }
}
