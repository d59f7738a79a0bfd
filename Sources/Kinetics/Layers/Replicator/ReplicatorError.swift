/// Why a replicator layer was rejected, or an instance of it could not be given.
public enum ReplicatorError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
  /// `instanceCount` was negative.
  case negativeInstanceCount(Int)
  /// A parameter that must be finite (`instanceDelay` or a color offset) was NaN or infinite
  /// (rule `finite`).
  case parameter(ParameterViolation)
  /// An instance index outside 0..<instanceCount was asked for.
  case instanceOutOfRange(index: Int, count: Int)
  /// The transform of instance `instance` (instanceTransform composed that many times) has an
  /// element beyond the range of `Double` (a scale above 1 repeated many times, say).
  case transformOverflow(instance: Int)
  /// A buffer for every instance's transform elements held `actual` elements, not `expected`
  /// (16 per instance).
  case bufferCountMismatch(expected: Int, actual: Int)

  /// A one-line message naming the parameter and the rule it broke.
  public var description: String {
    switch self {
    case .negativeInstanceCount(let count):
      return "replicator: instanceCount must be >= 0, got \(count)"
    case .parameter(let violation):
      return "replicator: \(violation)"
    case .instanceOutOfRange(let index, let count):
      return "replicator: instance \(index) is outside 0..<\(count)"
    case .transformOverflow(let instance):
      return "replicator: the transform of instance \(instance) is beyond the range of Double (overflow)"
    case .bufferCountMismatch(let expected, let actual):
      return "replicator: the buffer holds \(actual) elements, 16 per instance need \(expected)"
    }
  }
}
