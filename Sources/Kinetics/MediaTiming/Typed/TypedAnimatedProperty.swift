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
  /// The same animations with the basic and keyframe ones unwrapped, so that the presentation
  /// value calls them directly (specialized for `Value` where it is inlined) instead of through the
  /// protocol's generic witness.
  @usableFromInline internal let unwrapped: [_UnwrappedAnimation<Value>]

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
    self.unwrapped = animations.map(_UnwrappedAnimation.init)
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
    for animation in unwrapped {
      if let applied = animation.value(atParentTime: t, underlying: value, previous: previousModelValue) {
        value = applied
      }
    }
    return value
  }
}

/// An animation of a ``TypedAnimatedProperty``, unwrapped when it is one of the package's kinds.
@usableFromInline
internal enum _UnwrappedAnimation<Value: AnimatableValue>: Sendable {
  case basic(TypedBasicAnimation<Value>)
  case keyframe(TypedKeyframeAnimation<Value>)
  case other(any TypedPropertyAnimation<Value>)

  @usableFromInline
  init(_ animation: any TypedPropertyAnimation<Value>) {
    if let basic = animation as? TypedBasicAnimation<Value> {
      self = .basic(basic)
    } else if let keyframe = animation as? TypedKeyframeAnimation<Value> {
      self = .keyframe(keyframe)
    } else {
      self = .other(animation)
    }
  }

  /// The animation's `value(atParentTime:underlying:previous:)`.
  @inlinable
  func value(atParentTime t: Double, underlying: Value, previous: Value?) -> Value? {
    switch self {
    case .basic(let animation): return animation.value(atParentTime: t, underlying: underlying, previous: previous)
    case .keyframe(let animation): return animation.value(atParentTime: t, underlying: underlying, previous: previous)
    case .other(let animation): return animation.value(atParentTime: t, underlying: underlying, previous: previous)
    }
  }
}
