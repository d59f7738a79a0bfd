/// Why a transform could not be created.
public enum TransformError: ParameterValidatingError, Equatable, Sendable, PrefixedMessageError {
  /// A parameter or a computed element broke its rule: NaN or infinite (`finite`; `name` says
  /// which: `tx`, `m34`, `angle`, or `concatenation` when a product overflowed), or a perspective
  /// distance that is not positive (`positive`, name `perspective distance`: CSS Transforms 2
  /// `perspective()` takes a positive length; Core Animation's m34 = −1/d needs d ≠ 0).
  case parameter(ParameterViolation)
  /// A rotation axis of zero length (`CATransform3DMakeRotation` leaves this undefined).
  case zeroRotationAxis
  /// The wrong number of elements for a matrix (6 for an affine transform, 16 for a 3-D one).
  case wrongElementCount(expected: Int, actual: Int)
  /// A name that is none of ``ValueFunction``'s (`rotateX` … `translateZ`).
  case unknownValueFunction(String)

  /// The part every message starts with: "transform: …".
  public static var messagePrefix: String { "transform" }

  /// What was wrong, after the prefix: one line naming the parameter and the value given.
  public var reason: String {
    switch self {
    case .parameter(let violation): "\(violation)"
    case .zeroRotationAxis: "the rotation axis has zero length"
    case .wrongElementCount(let expected, let actual): "expected \(expected) elements, got \(actual)"
    case .unknownValueFunction(let name):
      "unknown value function '\(name)' (expected one of \(ValueFunction.allCases.map(\.rawValue).joined(separator: ", ")))"
    }
  }
}
