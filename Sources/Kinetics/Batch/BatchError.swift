/// Why a batch call could not fill its output buffer.
public enum BatchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The output buffer has fewer elements than the call must write.
  case outputTooShort(required: Int, actual: Int)

  public var description: String {
    switch self {
    case .outputTooShort(let required, let actual):
      return "batch: the output buffer holds \(actual) elements, \(required) are needed"
    }
  }
}
