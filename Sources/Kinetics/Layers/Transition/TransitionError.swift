/// Why a transition was rejected, or a frame of it could not be given.
public enum TransitionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `startProgress` or `endProgress` (`name`) was outside [0, 1] or NaN.
  case progressOutOfRange(name: String, value: Double)
  /// `endProgress` was below `startProgress` (Apple: "must be greater than or equal to startProgress").
  case endBeforeStart(start: Double, end: Double)
  /// The layer's width or height (`name`) was negative, NaN or infinite.
  case invalidBounds(name: String, value: Double)

  /// A one-line message naming the parameter and the rule it broke.
  public var description: String {
    switch self {
    case .progressOutOfRange(let name, let value):
      return "transition: \(name) must be in [0, 1], got \(value)"
    case .endBeforeStart(let start, let end):
      return "transition: endProgress (\(end)) must be greater than or equal to startProgress (\(start))"
    case .invalidBounds(let name, let value):
      return "transition: the layer's \(name) must be finite and >= 0, got \(value)"
    }
  }
}
