/// Why a transform could not be created.
public enum TransformError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
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

  /// A one-line message for people: what was wrong and the value given.
  public var description: String {
    switch self {
    case .parameter(let violation):
      return "transform: \(violation)"
    case .zeroRotationAxis:
      return "transform: the rotation axis has zero length"
    case .wrongElementCount(let expected, let actual):
      return "transform: expected \(expected) elements, got \(actual)"
    case .unknownValueFunction(let name):
      let names = ValueFunction.allCases.map(\.rawValue).joined(separator: ", ")
      return "transform: unknown value function '\(name)' (expected one of \(names))"
    }
  }
}
