/// A value that a ``ValueFunction`` turns into a transform: an angle, factor or offset (`Double`)
/// for the one-input functions, a 3-vector (`SIMD3<Double>`) for ``ValueFunction/scale`` and
/// ``ValueFunction/translate``.
public protocol ValueFunctionInput: AnimatableValue {
  /// The number of inputs the value supplies (1 or 3).
  static var valueFunctionInputCount: Int { get }
  /// `function` applied to the value.
  /// - Throws: ``TransformError/nonFinite(name:value:)`` for a NaN or infinite input.
  func transform(by function: ValueFunction) throws(TransformError) -> Transform3D
}

extension Double: ValueFunctionInput {
  /// One input.
  public static var valueFunctionInputCount: Int { 1 }
  /// ``ValueFunction/transform(_:)-(Double)``.
  public func transform(by function: ValueFunction) throws(TransformError) -> Transform3D {
    try function.transform(self)
  }
}

extension SIMD3: ValueFunctionInput where Scalar == Double {
  /// Three inputs.
  public static var valueFunctionInputCount: Int { 3 }
  /// ``ValueFunction/transform(_:)-(SIMD3<Double>)``.
  public func transform(by function: ValueFunction) throws(TransformError) -> Transform3D {
    try function.transform(self)
  }
}

/// An animation of an angle, factor or offset shown on a ``Transform3D`` property through a
/// ``ValueFunction``: `CAPropertyAnimation.valueFunction`. Animating `rotateZ`'s angle from 0 to
/// 4π turns the layer twice, which no interpolation of matrices can (both ends are the identity).
///
/// The inner animation runs on the input type; its missing endpoints (from/to/by cases 4–7) resolve
/// to the function's neutral input, 0 for rotations and translations and 1 for scales (Core
/// Animation cannot derive an angle from the matrix underneath either). The transform of its
/// value replaces the transform underneath, or, when ``isAdditive``, is concatenated before it
/// (``Transform3D/added(over:)``). Where the inner animation shows nothing, nothing shows; where
/// its value overflows, its error is thrown.
public struct ValueFunctionAnimation<Input: ValueFunctionInput>: PropertyAnimation {
  /// The animation of the function's input.
  public let animation: any PropertyAnimation<Input>
  /// The function that turns the input into a transform.
  public let function: ValueFunction
  /// Whether the transform is shown over the transform underneath.
  public let isAdditive: Bool

  /// The input under the inner animation: 0 for rotations and translations, 1 for scales.
  @usableFromInline internal let neutralInput: Input

  /// Creates the animation.
  /// - Throws: ``TransformError/wrongElementCount(expected:actual:)`` when `Input` does not supply
  ///   the function's ``ValueFunction/inputCount`` inputs (a `Double` for `scale`, a 3-vector for
  ///   `rotateZ`).
  public init(
    _ animation: any PropertyAnimation<Input>, function: ValueFunction, isAdditive: Bool = false
  ) throws(TransformError) {
    guard Input.valueFunctionInputCount == function.inputCount else {
      throw .wrongElementCount(expected: function.inputCount, actual: Input.valueFunctionInputCount)
    }
    self.animation = animation
    self.function = function
    self.isAdditive = isAdditive
    neutralInput = Input(vectorComponents: { _ in function.neutralInput })!
  }

  /// The transform at parent time `t` over `underlying`, nil where nothing shows.
  /// - Throws: ``BasicAnimationError/valueOverflow(index:)`` when the inner animation's value
  ///   overflows.
  /// - Complexity: that of the inner animation plus one sine and cosine; no allocation.
  @inlinable
  // Specialized for the two input types: calls through `any PropertyAnimation<Transform3D>` (a
  // property's stack, a C handle) reach this generic entry point, which then runs the specialized
  // copy (bench row c-api-call-value-function-animation).
  @_specialize(where Input == Double)
  @_specialize(where Input == SIMD3<Double>)
  public func value(atParentTime t: Double, underlying: Transform3D, previous: Transform3D? = nil)
    throws(BasicAnimationError) -> Transform3D?
  {
    guard let input = try animation.value(atParentTime: t, underlying: neutralInput, previous: nil),
      let transform = try? input.transform(by: function)
    else { return nil }
    return isAdditive ? transform.added(over: underlying) : transform
  }
}
