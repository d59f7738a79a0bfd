/// An animation of one property's value (Core Animation's `CAPropertyAnimation`): given the time and
/// the value underneath, the value it shows. `BasicAnimation` and `KeyframeAnimation` conform, and
/// `AnimatedProperty` stacks any of them.
public protocol PropertyAnimation: Sendable {
  /// The number of components the animation's values have, nil when it takes any (a basic animation
  /// with no from, to or by value).
  var dimension: Int? { get }

  /// The property's value with this animation applied over `underlying` at parent time `t`, nil
  /// where the animation shows nothing. `previous` is the property's previous model value.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when a component of the value is
  ///   beyond the range of `Double` (finite input otherwise gives finite values).
  func value(atParentTime t: Double, underlying: [Double], previous: [Double]?) throws(BasicAnimationError)
    -> [Double]?
}

extension BasicAnimation: PropertyAnimation {}
