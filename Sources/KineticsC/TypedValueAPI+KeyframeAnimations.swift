import CKinetics
import Kinetics

// Keyframe animations and value-function animations for the C presentation stacks (kinetics.h,
// "Spring animations, vector animations and presentation values"): a transform or color track
// played by a media timing (CAKeyframeAnimation), and a vector animation of an angle, factors or
// offsets turned into a transform by a value function (CAValueFunction). Each comes back as the
// animation handle of its value, as a spring animation does, and is evaluated, stacked and
// destroyed as one.

/// Runs `make` with the value behind `handle` (a copy of it: the new animation keeps what it
/// needs, so `handle` may be destroyed afterwards), creating the handle it returns; a NULL or
/// invalid `handle` fails as every entry point fails for one, naming `argument`.
func createAnimation<Source: HandleValue, Made: HandleValue>(
  _ function: StaticString, from handle: OpaquePointer?, as type: Source.Type, _ argument: StaticString,
  into out: UnsafeMutablePointer<OpaquePointer?>?, _ make: (Source) throws(CAPIFailure) -> Made
) -> kn_status {
  switch Handle.box(handle, as: type, function, argument) {
  case .failure(let failure): return failure.report()
  case .success(let box):
    let source = box._withUnsafeGuaranteedRef { $0.value }
    return Handle.create(function, into: out, "out_animation") { () throws(CAPIFailure) in try make(source) }
  }
}

/// The timing and flags of a `kn_keyframe_animation_desc` (NULL: KN_ERROR_NULL_POINTER).
func keyframeAnimationSettings(_ desc: UnsafePointer<kn_keyframe_animation_desc>?) throws(CAPIFailure) -> (
  timing: MediaTiming, isAdditive: Bool, isCumulative: Bool
) {
  guard let desc else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "desc is NULL") }
  let timing = try makeMediaTiming(desc.pointee.timing).mapError { CAPIFailure($0.status, "timing: \($0.message)") }
    .get()
  return (timing, desc.pointee.additive != 0, desc.pointee.cumulative != 0)
}

/// The keyframe animation of the track behind `track` with `desc`'s timing and flags, in a new
/// animation handle of the track's value.
private func createKeyframeAnimation<Value: CAnimatableValue>(
  _ function: StaticString, _ track: OpaquePointer?, _ desc: UnsafePointer<kn_keyframe_animation_desc>?,
  _ out: UnsafeMutablePointer<OpaquePointer?>?, _ type: Value.Type
) -> kn_status {
  createAnimation(function, from: track, as: TypedTrackHandleValue<Value>.self, "track", into: out) {
    (held: TypedTrackHandleValue<Value>) throws(CAPIFailure) in
    let settings = try keyframeAnimationSettings(desc)
    return TypedAnimationHandleValue(
      keyframes: KeyframeAnimation(
        track: held.track, timing: settings.timing, isAdditive: settings.isAdditive,
        isCumulative: settings.isCumulative))
  }
}

@_cdecl("kn_transform_keyframe_animation_create")
public func kn_transform_keyframe_animation_create(
  _ track: OpaquePointer?, _ desc: UnsafePointer<kn_keyframe_animation_desc>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status { createKeyframeAnimation("kn_transform_keyframe_animation_create", track, desc, out, Transform3D.self) }

@_cdecl("kn_color_keyframe_animation_create")
public func kn_color_keyframe_animation_create(
  _ track: OpaquePointer?, _ desc: UnsafePointer<kn_keyframe_animation_desc>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status { createKeyframeAnimation("kn_color_keyframe_animation_create", track, desc, out, RGBAColor.self) }

/// The input animation of a C value-function animation: the concrete Swift animation of the
/// function's input type a `kn_vector_animation` of that dimension holds (``CVectorAnimation``), a
/// `Double` for the one-input functions, a `SIMD3<Double>` for `scale` and `translate`. Evaluating
/// it is one switch and a direct call of the Swift animation, as `ValueFunctionAnimation<Double>`
/// or `<SIMD3<Double>>` calls its own.
enum CValueFunctionInput: Sendable {
  case scalar(BasicAnimation<Double>)
  case vector(BasicAnimation<SIMD3<Double>>)
  case scalarKeyframes(SharedAnimation<KeyframeAnimation<Double>>)
  case vectorKeyframes(SharedAnimation<KeyframeAnimation<SIMD3<Double>>>)

  /// The input animation of `vector` (1 or 3 doubles, `vector.dimension`) as its concrete type;
  /// KN_ERROR_SIZE for another dimension.
  init(_ vector: VectorAnimationHandleValue) throws(CAPIFailure) {
    // The vector handle's objects, retained here: the value-function animation keeps them.
    switch vector.animation {
    case .basic1(let shared): self = .scalar(shared.takeUnretainedValue().animation)
    case .basic3(let shared): self = .vector(shared.takeUnretainedValue().animation)
    case .keyframes1(let shared): self = .scalarKeyframes(shared.takeUnretainedValue())
    case .keyframes3(let shared): self = .vectorKeyframes(shared.takeUnretainedValue())
    default: throw CAPIFailure(KN_ERROR_SIZE, "input animates \(vector.dimension) doubles; value functions take 1 or 3")
    }
  }
}

/// `ValueFunctionAnimation` (CAPropertyAnimation.valueFunction) of a `kn_vector_animation` of 1 or
/// 3 doubles, evaluated as the Swift type evaluates it: the input animation over the function's
/// neutral input (0 for rotations and translations, 1 for scales), its value turned into a
/// transform (nothing shows where the input animation shows nothing or its value is not finite),
/// shown over the transform underneath when additive. A final class of its own holding the input
/// animation as its concrete type (``CValueFunctionInput``): the handle's `any PropertyAnimation`
/// holds one reference and calls this type's witness directly. Through the handle's existential,
/// a generic `ValueFunctionAnimation<Input>` is reached at its generic entry point (2.0 times the
/// Swift call, bench row c-api-call-value-function-animation), one of a concrete input calls that
/// input through a boxed existential (1.8 times), and a struct over the `SIMD4<Double>` vector
/// animation, too large for the existential's inline buffer, was copied out of its box and
/// animated four lanes wide (1.7 times).
final class CValueFunctionAnimation: CWritingAnimation, Sendable {
  let input: CValueFunctionInput
  let function: ValueFunction
  let isAdditive: Bool
  /// The neutral input, as `ValueFunctionAnimation` resolves the unset endpoints of its input.
  let neutral: Double

  init(_ input: CValueFunctionInput, function: ValueFunction, isAdditive: Bool) {
    self.input = input
    self.function = function
    self.isAdditive = isAdditive
    neutral = function.neutralInput
  }

  /// `use` of the transform the function makes of the input animation's value at parent time `t`;
  /// nil where the input animation shows nothing or its value makes no finite transform. Each
  /// input's value goes straight to the function and its transform to `use`, with no `Transform3D?`
  /// between them (in `write`, those optionals' tag stores and copies were a tenth of the call).
  @inline(__always)
  private func withTransform<Result>(atParentTime t: Double, _ use: (Transform3D) -> Result) throws(BasicAnimationError)
    -> Result?
  {
    @inline(__always)
    func made(_ make: () throws(TransformError) -> Transform3D) -> Result? {
      do throws(TransformError) { return use(try make()) } catch { return nil }
    }
    switch input {
    case .scalar(let animation):
      guard let value = try animation.value(atParentTime: t, underlying: neutral, previous: nil) else { return nil }
      return made { () throws(TransformError) in try function.transform(value) }
    case .vector(let animation):
      guard let value = try animation.value(atParentTime: t, underlying: SIMD3(repeating: neutral), previous: nil)
      else { return nil }
      return made { () throws(TransformError) in try function.transform(value) }
    case .scalarKeyframes(let shared):
      guard let value = try shared.animation.value(atParentTime: t, underlying: neutral) else { return nil }
      return made { () throws(TransformError) in try function.transform(value) }
    case .vectorKeyframes(let shared):
      guard let value = try shared.animation.value(atParentTime: t, underlying: SIMD3(repeating: neutral)) else {
        return nil
      }
      return made { () throws(TransformError) in try function.transform(value) }
    }
  }

  func value(atParentTime t: Double, underlying: Transform3D, previous: Transform3D?) throws(BasicAnimationError)
    -> Transform3D?
  {
    try withTransform(atParentTime: t) { isAdditive ? $0.added(over: underlying) : $0 }
  }

  /// `value(atParentTime:underlying:previous:)` written to `out` (16 doubles, row-major) where it
  /// is made. Never NaN or ±∞ for a finite `underlying`: `ValueFunction.transform` throws for a
  /// transform that is not finite (nothing shows then) and `added(over:)` gives the underlying
  /// transform where the product overflows.
  func write(
    atParentTime t: Double, underlying: Transform3D, previous: Transform3D?, into out: UnsafeMutablePointer<Double>
  ) throws(BasicAnimationError) -> Bool {
    let shown: Void? = try withTransform(atParentTime: t) { transform in
      if isAdditive {
        transform.added(over: underlying).writeC(out)
      } else {
        transform.writeC(out)
      }
    }
    if shown == nil { underlying.writeC(out) }
    return shown != nil
  }
}

@_cdecl("kn_value_function_animation_create")
public func kn_value_function_animation_create(
  _ name: UnsafePointer<CChar>?, _ input: OpaquePointer?, _ additive: Int32,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  let function: StaticString = "kn_value_function_animation_create"
  guard let name else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): name is NULL") }
  return createAnimation(function, from: input, as: VectorAnimationHandleValue.self, "input", into: out) {
    (vector: VectorAnimationHandleValue) throws(CAPIFailure) in
    let valueFunction: ValueFunction
    do throws(TransformError) { valueFunction = try lookUpValueFunction(name) } catch {
      throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(error)")
    }
    guard vector.dimension == valueFunction.inputCount else {
      throw CAPIFailure(
        KN_ERROR_SIZE, "input animates \(vector.dimension) doubles; \(valueFunction.name) takes \(valueFunction.inputCount)")
    }
    return TypedAnimationHandleValue(
      writing: CValueFunctionAnimation(try CValueFunctionInput(vector), function: valueFunction, isAdditive: additive != 0))
  }
}
