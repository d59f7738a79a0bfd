/// A layer property's model value (any ``AnimatableValue``) and the animations running on it, in
/// the order they were added: what the render tree shows is ``presentationValue(at:)``.
///
/// A `AnimatedProperty<Transform3D>` is a layer's `transform`; it can stack keyframe and
/// basic animations of transforms and, through ``ValueFunctionAnimation``, animations of an angle
/// or a vector turned into a transform by a ``ValueFunction``.
public struct AnimatedProperty<Value: AnimatableValue>: Sendable {
  /// The model value (what the property was set to).
  public let modelValue: Value
  /// The value before the model value was last set (used by animations with no from/to/by value).
  public let previousModelValue: Value?
  /// The animations, in the order they were added.
  public let animations: [any PropertyAnimation<Value>]

  /// Creates a property after checking that its values are finite and, for `[Double]`, that every
  /// value has the model value's dimension.
  /// - Throws: `BasicAnimationError.nonFiniteValue` naming `modelValue` or `previousModelValue`;
  ///   for `[Double]` `.emptyValue` or `.dimensionMismatch` (naming "animation value" for an
  ///   animation's values).
  // Inlinable like BasicAnimation's initializer (bench row media-timing/animated-property-construct);
  // the animations are kept as given, with no table of them built (the library's animations reach
  // their value for the fixed-size types and `[Double]` through `@_specialize`d entry points).
  @inlinable
  public init(
    modelValue: Value, previousModelValue: Value? = nil, animations: [any PropertyAnimation<Value>]
  ) throws(BasicAnimationError) {
    try modelValue.validateShape(name: "modelValue", like: nil)
    try previousModelValue?.validateShape(name: "previousModelValue", like: modelValue)
    // In place (a `for animation in animations` loop copies each existential out and destroys
    // the copy: a retain and a release through its value witnesses per animation).
    try animations.withUnsafeBufferPointer { (buffer) throws(BasicAnimationError) in
      for index in buffer.indices { try buffer[index].validateShape(for: modelValue) }
    }
    // `[Double]`'s shape check has tested the components already.
    if !Value._shapeCheckRejectsNonFinite {
      if let index = modelValue.firstNonFiniteComponent {
        throw .nonFiniteValue(name: "modelValue", index: index)
      }
      if let index = previousModelValue?.firstNonFiniteComponent {
        throw .nonFiniteValue(name: "previousModelValue", index: index)
      }
    }
    self.modelValue = modelValue
    self.previousModelValue = previousModelValue
    self.animations = animations
  }

  /// The presentation value at time `t`: start from the model value; each animation that shows
  /// something at `t`, in order, replaces the value so far (its nil endpoints resolve to that value)
  /// or, when additive, is shown over it. Animations showing nothing are skipped.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when a component of an animation's
  ///   value is beyond the range of `Double` (never a NaN or infinite value).
  /// - Complexity: O(animations); no heap allocation for fixed-size values (Double, SIMD vectors,
  ///   ``RGBAColor``, ``Transform3D``, ``AffineTransform``), as the bench's `allocations_per_eval`
  ///   column measures.
  @inlinable
  public func presentationValue(at t: Double) throws(BasicAnimationError) -> Value {
    var value = modelValue
    // Through the array's buffer; each animation goes to `_value`, which calls a basic animation
    // directly (bench row c-api-call-presentation-color).
    try animations.withUnsafeBufferPointer { (buffer) throws(BasicAnimationError) in
      for index in buffer.indices {
        // Named, so the call opens the existential (an element read in the call does not).
        let animation = buffer[index]
        let applied = try Self._value(of: animation, atParentTime: t, underlying: value, previous: previousModelValue)
        if let applied { value = applied }
      }
    }
    return value
  }

  /// `animation.value(atParentTime:underlying:previous:)`, called directly when the animation is a
  /// ``BasicAnimation`` of this value type (one metadata compare): in a caller that knows `Value`
  /// it runs that caller's specialized copy instead of going through the protocol witness, whose
  /// generic entry point picks a `@_specialize`d copy by comparing type metadata on every call.
  // The existential is opened by the call (`Animation` is its dynamic type), so the cast is a
  // reinterpretation of a value known to be a `BasicAnimation<Value>`.
  @inlinable @inline(__always)
  internal static func _value<Animation: PropertyAnimation<Value>>(
    of animation: Animation, atParentTime t: Double, underlying: Value, previous: Value?
  ) throws(BasicAnimationError) -> Value? {
    if Animation.self == BasicAnimation<Value>.self {
      return try _basicValue(
        of: unsafeBitCast(animation, to: BasicAnimation<Value>.self), atParentTime: t, underlying: underlying,
        previous: previous)
    }
    return try animation.value(atParentTime: t, underlying: underlying, previous: previous)
  }

  /// A basic animation's value, out of line: inlined into the presentation loop, the transform
  /// animation's evaluation ran ~3% slower (bench row presentation-value-3-animations-transform3d).
  @inlinable @inline(never)
  internal static func _basicValue(
    of animation: BasicAnimation<Value>, atParentTime t: Double, underlying: Value, previous: Value?
  ) throws(BasicAnimationError) -> Value? {
    try animation.value(atParentTime: t, underlying: underlying, previous: previous)
  }
}
