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

/// `ValueFunctionAnimation` (CAPropertyAnimation.valueFunction) of a `kn_vector_animation` of 1 or
/// 3 doubles, evaluated as the Swift type evaluates it: the vector animation over the function's
/// neutral input, its value turned into a transform (nothing shows for a non-finite one), shown
/// over the transform underneath when additive. A type of its own with the vector animation
/// called directly: through the handle's `any PropertyAnimation`, a `ValueFunctionAnimation<Input>`
/// is reached at its generic entry point, which looks up its specialization's metadata on every
/// call (2.0 times the Swift call, bench row c-api-call-value-function-animation), and one of a
/// concrete input calls that input through a boxed existential (1.8 times the Swift call).
struct VectorValueFunctionAnimation: PropertyAnimation {
  let vector: VectorAnimationHandleValue
  let function: ValueFunction
  let isAdditive: Bool
  /// The neutral input in the components the function reads, 0 in the others: the input whose
  /// transform is the identity (1 for the scales, 0 for rotations and translations), as
  /// `ValueFunctionAnimation` resolves the unset endpoints of its input.
  let neutralInput: SIMD4<Double>

  init(_ vector: VectorAnimationHandleValue, function: ValueFunction, isAdditive: Bool) {
    self.vector = vector
    self.function = function
    self.isAdditive = isAdditive
    let ones = SIMD4<Double>(1, function.inputCount == 1 ? 0 : 1, function.inputCount == 1 ? 0 : 1, 0)
    neutralInput = (try? Self.transform(function, ones)) == .identity ? ones : .zero
  }

  /// `function` of the components of `input` it reads.
  @inline(__always)
  private static func transform(_ function: ValueFunction, _ input: SIMD4<Double>) throws(TransformError) -> Transform3D {
    function.inputCount == 1 ? try function.transform(input.x) : try function.transform(SIMD3(input.x, input.y, input.z))
  }

  func value(atParentTime t: Double, underlying: Transform3D, previous: Transform3D?) throws(BasicAnimationError)
    -> Transform3D?
  {
    guard let input = try vector.value(atParentTime: t, underlying: neutralInput, previous: nil),
      let transform = try? Self.transform(function, input)
    else { return nil }
    return isAdditive ? transform.added(over: underlying) : transform
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
      other: VectorValueFunctionAnimation(vector, function: valueFunction, isAdditive: additive != 0))
  }
}
