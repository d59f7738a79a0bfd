// The overflow recovery of the animations (BasicAnimation, KeyframeAnimation) for any
// `AnimatableValue`. A value computed from
// finite inputs whose sums (from + by, a cumulative change, an additive sum) or extrapolated blend
// overflowed is recomputed from every input divided by 4 and multiplied back; what is still not
// finite is beyond the range of `Double` and is reported as `BasicAnimationError.valueOverflow`.

extension AnimatableValue {
  /// `compute(1)` when it is finite (the common case: one finiteness check); otherwise each
  /// component that is not finite is replaced by 4·`compute(1/4)` at that component, `compute(s)`
  /// being the value computed from every input multiplied by s (``componentsScaled(by:)``: exact,
  /// and a sum that overflowed by less than a factor of 4 no longer does).
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` naming the first component that is
  ///   still not finite (values without components, colors and transforms, are not scaled: their
  ///   first non-finite component is named at once).
  @inlinable @inline(__always)
  internal static func _finiteAnimatedValue(
    _ compute: (_ scale: Double) -> Self
  ) throws(BasicAnimationError) -> Self {
    let value = compute(1)
    if _fastPath(value.isFiniteValue) { return value }
    return try _recoveredAnimatedValue(value, quartered: value.componentCount > 0 ? compute(0.25) : value)
  }

  /// `value` with each non-finite component replaced by 4·`quartered` there (numbers and vectors).
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` for the first component still not finite.
  @usableFromInline @inline(never)
  internal static func _recoveredAnimatedValue(_ value: Self, quartered: Self) throws(BasicAnimationError) -> Self {
    var result = value
    if value.componentCount > 0 {
      result = Self(componentCount: value.componentCount, components: { index in
        let component = value.vectorComponent(index)
        return component.isFinite ? component : 4 * quartered.vectorComponent(index)
      })!
    }
    if let index = result.firstNonFiniteComponent { throw .valueOverflow(index: index) }
    return result
  }

  /// Whether ``validateShape(name:like:)`` already rejects a value with a non-finite component,
  /// with the error ``firstNonFiniteComponent`` gives (`[Double]`'s does), so that the initializers
  /// that call both test the components once. A specialization folds it to a constant.
  @inlinable
  internal static var _shapeCheckRejectsNonFinite: Bool { Self.self == [Double].self }

  /// The index of the first non-finite component (for colors red, green, blue, alpha; for
  /// transforms the elements in ``Transform3D/elements`` order), for the errors that name it; nil
  /// when the value is finite.
  @inlinable
  internal var firstNonFiniteComponent: Int? {
    guard !isFiniteValue else { return nil }
    if componentCount > 0 {
      return (0..<componentCount).first { !vectorComponent($0).isFinite } ?? 0
    }
    let elements: [Double]
    switch self {
    case let color as RGBAColor: elements = [color.red, color.green, color.blue, color.alpha]
    case let transform as Transform3D: elements = transform.elements
    case let transform as AffineTransform: elements = transform.elements
    default: return 0
    }
    return elements.firstIndex { !$0.isFinite } ?? 0
  }
}
