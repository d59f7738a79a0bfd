/// An animation of one property's value (Core Animation's `CAPropertyAnimation` over an
/// ``AnimatableValue``): given the time and the value underneath, the value it shows.
/// ``BasicAnimation``, ``KeyframeAnimation`` and ``ValueFunctionAnimation`` conform,
/// and ``AnimatedProperty`` stacks any of them.
public protocol PropertyAnimation<Value>: Sendable {
  /// The animated value's type.
  associatedtype Value: AnimatableValue

  /// The property's value with this animation applied over `underlying` at parent time `t`, nil
  /// where the animation shows nothing. `previous` is the property's previous model value.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when a component of the value is
  ///   beyond the range of `Double` (sums that overflow although the value is in range are
  ///   recomputed); never a NaN or infinite value.
  func value(atParentTime t: Double, underlying: Value, previous: Value?) throws(BasicAnimationError) -> Value?

  /// Checks that the animation's values can animate a property whose model value is `modelValue`
  /// (for `[Double]`: the same dimension, ``AnimatableValue/validateShape(name:like:)``).
  /// ``AnimatedProperty`` calls it for each animation; the default checks nothing.
  /// - Throws: `BasicAnimationError.dimensionMismatch` naming "animation value".
  func validateShape(for modelValue: Value) throws(BasicAnimationError)
}

extension PropertyAnimation {
  /// Nothing to check.
  public func validateShape(for modelValue: Value) throws(BasicAnimationError) {}
}
