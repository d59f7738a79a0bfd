/// A layer property's model value and the animations running on it, in the order they were
/// added: what the render tree shows is `presentationValue(at:)`.
public struct AnimatedProperty: Sendable {
  /// The model value (what the property was set to).
  public let modelValue: [Double]
  /// The value before the model value was last set (used by animations with no from/to/by value).
  public let previousModelValue: [Double]?
  /// The animations, in the order they were added.
  public let animations: [any PropertyAnimation]

  /// Creates a property after checking that every value has the model value's dimension.
  /// - Throws: `BasicAnimationError` for an empty, non-finite or mismatched value.
  public init(modelValue: [Double], previousModelValue: [Double]? = nil, animations: [any PropertyAnimation])
    throws(BasicAnimationError)
  {
    try validateValue(modelValue, name: "modelValue", dimension: nil)
    if let previousModelValue {
      try validateValue(previousModelValue, name: "previousModelValue", dimension: modelValue.count)
    }
    for animation in animations {
      if let dimension = animation.dimension, dimension != modelValue.count {
        throw .dimensionMismatch(name: "animation value", expected: modelValue.count, actual: dimension)
      }
    }
    self.modelValue = modelValue
    self.previousModelValue = previousModelValue
    self.animations = animations
  }

  /// The presentation value at time `t`: start from the model value; each animation that shows
  /// something at `t`, in order, replaces the value so far (its nil endpoints resolve to that value)
  /// or, when additive, adds to it. Animations showing nothing are skipped.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when a component of an animation's
  ///   value is beyond the range of `Double`.
  /// - Complexity: O(animations · dimension).
  public func presentationValue(at t: Double) throws(BasicAnimationError) -> [Double] {
    var value = modelValue
    for animation in animations {
      if let applied = try animation.value(atParentTime: t, underlying: value, previous: previousModelValue) {
        value = applied
      }
    }
    return value
  }
}
