/// A layer property's typed model value and the animations running on it, in the order they were
/// added: the typed counterpart of ``AnimatedProperty``. What the render tree shows is
/// ``presentationValue(at:)``.
///
/// A `TypedAnimatedProperty<Transform3D>` is a layer's `transform`; it can stack keyframe and
/// basic animations of transforms and, through ``ValueFunctionAnimation``, animations of an angle
/// or a vector turned into a transform by a ``ValueFunction``.
public struct TypedAnimatedProperty<Value: AnimatableValue>: Sendable {
  /// The model value (what the property was set to).
  public let modelValue: Value
  /// The value before the model value was last set (used by animations with no from/to/by value).
  public let previousModelValue: Value?
  /// The animations, in the order they were added.
  public let animations: [any TypedPropertyAnimation<Value>]

  /// Creates a property after checking that its values are finite.
  /// - Throws: `BasicAnimationError.nonFiniteValue` naming `modelValue` or `previousModelValue`.
  public init(
    modelValue: Value, previousModelValue: Value? = nil, animations: [any TypedPropertyAnimation<Value>]
  ) throws(BasicAnimationError) {
    if let index = modelValue.firstNonFiniteComponent {
      throw .nonFiniteValue(name: "modelValue", index: index)
    }
    if let index = previousModelValue?.firstNonFiniteComponent {
      throw .nonFiniteValue(name: "previousModelValue", index: index)
    }
    self.modelValue = modelValue
    self.previousModelValue = previousModelValue
    self.animations = animations
  }

  /// The presentation value at time `t`: start from the model value; each animation that shows
  /// something at `t`, in order, replaces the value so far (its nil endpoints resolve to that value)
  /// or, when additive, is shown over it. Animations showing nothing are skipped.
  /// - Complexity: O(animations); no heap allocation for fixed-size values (Double, SIMD vectors,
  ///   ``RGBAColor``, ``Transform3D``, ``AffineTransform``), as the bench's `allocations_per_eval`
  ///   column measures.
  @inlinable
  public func presentationValue(at t: Double) -> Value {
    var value = modelValue
    for animation in animations {
      if let applied = animation.value(atParentTime: t, underlying: value, previous: previousModelValue) {
        value = applied
      }
    }
    return value
  }
}
