/// Why a transform could not be created.
public enum TransformError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter or a computed element was NaN or infinite. `name` says which (`tx`, `m34`,
  /// `angle`, or `concatenation` when a product overflowed).
  case nonFinite(name: String, value: Double)
  /// A rotation axis of zero length (`CATransform3DMakeRotation` leaves this undefined).
  case zeroRotationAxis
  /// A perspective distance that is not positive (CSS Transforms 2 `perspective()` takes a
  /// positive length; Core Animation's m34 = −1/d needs d ≠ 0).
  case nonPositivePerspectiveDistance(Double)
  /// The wrong number of elements for a matrix (6 for an affine transform, 16 for a 3-D one).
  case wrongElementCount(expected: Int, actual: Int)
  /// A name that is none of ``ValueFunction``'s (`rotateX` … `translateZ`).
  case unknownValueFunction(String)

  /// A one-line message for people: what was wrong and the value given.
  public var description: String {
    switch self {
    case .nonFinite(let name, let value):
      return "transform: \(name) must be finite, got \(value)"
    case .zeroRotationAxis:
      return "transform: the rotation axis has zero length"
    case .nonPositivePerspectiveDistance(let value):
      return "transform: the perspective distance must be positive, got \(value)"
    case .wrongElementCount(let expected, let actual):
      return "transform: expected \(expected) elements, got \(actual)"
    case .unknownValueFunction(let name):
      let names = ValueFunction.allCases.map(\.rawValue).joined(separator: ", ")
      return "transform: unknown value function '\(name)' (expected one of \(names))"
    }
  }
}
