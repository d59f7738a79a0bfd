/// An animation of one property's typed value (Core Animation's `CAPropertyAnimation` over an
/// ``AnimatableValue``): given the time and the value underneath, the value it shows.
/// ``TypedBasicAnimation``, ``TypedKeyframeAnimation`` and ``ValueFunctionAnimation`` conform,
/// and ``TypedAnimatedProperty`` stacks any of them.
public protocol TypedPropertyAnimation<Value>: Sendable {
  /// The animated value's type.
  associatedtype Value: AnimatableValue

  /// The property's value with this animation applied over `underlying` at parent time `t`, nil
  /// where the animation shows nothing. `previous` is the property's previous model value.
  func value(atParentTime t: Double, underlying: Value, previous: Value?) -> Value?
}

extension AnimatableValue {
  /// The index of the first non-finite component (0 for a value without components), for the
  /// errors that name it; nil when the value is finite.
  internal var firstNonFiniteComponent: Int? {
    guard !isFiniteValue else { return nil }
    return (0..<Self.vectorComponentCount).first { !vectorComponent($0).isFinite } ?? 0
  }
}
