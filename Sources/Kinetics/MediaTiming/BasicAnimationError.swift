/// Why a basic animation or an animated property was rejected, or its value could not be given.
public enum BasicAnimationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// fromValue, toValue and byValue were all set; Apple's documentation defines no meaning for that.
  case fromToAndBySet
  /// A value (`name`) had no components.
  case emptyValue(name: String)
  /// A value (`name`) had `actual` components where `expected` were required.
  case dimensionMismatch(name: String, expected: Int, actual: Int)
  /// Component `index` of a value (`name`) was NaN or infinite.
  case nonFiniteValue(name: String, index: Int)
  /// `toValue − byValue` does not exist: byValue is a singular transform, which cannot be undone.
  case byValueNotInvertible
  /// Component `index` of an animated value is beyond the range of `Double` (a huge byValue
  /// added to a huge fromValue, or many cumulative iterations of a large change).
  case valueOverflow(index: Int)

  /// A one-line message naming the parameter and the rule it broke.
  public var description: String {
    switch self {
    case .fromToAndBySet:
      return "basic animation: fromValue, toValue and byValue cannot all be set"
    case .emptyValue(let name):
      return "basic animation: \(name) has no components"
    case .dimensionMismatch(let name, let expected, let actual):
      return "basic animation: \(name) has \(actual) components, expected \(expected)"
    case .nonFiniteValue(let name, let index):
      return "basic animation: component \(index) of \(name) must be finite"
    case .byValueNotInvertible:
      return "basic animation: byValue is a singular transform, so toValue - byValue does not exist"
    case .valueOverflow(let index):
      return "basic animation: component \(index) of the animated value is beyond the range of Double (overflow)"
    }
  }
}

/// Checks a value's components; `dimension` nil accepts any non-zero count.
@usableFromInline
func validateValue(_ value: [Double], name: String, dimension: Int?) throws(BasicAnimationError) {
  guard !value.isEmpty else { throw .emptyValue(name: name) }
  if let dimension, value.count != dimension {
    throw .dimensionMismatch(name: name, expected: dimension, actual: value.count)
  }
  for (index, component) in value.enumerated() where !component.isFinite {
    throw .nonFiniteValue(name: name, index: index)
  }
}
