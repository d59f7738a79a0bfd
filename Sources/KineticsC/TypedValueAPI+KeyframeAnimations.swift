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

/// The input of a one-input value function: a `kn_vector_animation` of 1 double, read in the
/// first component of its four (the others 0, as every vector animation keeps them).
struct ScalarValueFunctionInput: PropertyAnimation {
  let vector: VectorAnimationHandleValue

  func value(atParentTime t: Double, underlying: Double, previous: Double?) throws(BasicAnimationError) -> Double? {
    try vector.value(
      atParentTime: t, underlying: SIMD4(underlying, 0, 0, 0), previous: previous.map { SIMD4($0, 0, 0, 0) })?.x
  }
}

/// The input of `scale` and `translate`: a `kn_vector_animation` of 3 doubles.
struct VectorValueFunctionInput: PropertyAnimation {
  let vector: VectorAnimationHandleValue

  func value(atParentTime t: Double, underlying: SIMD3<Double>, previous: SIMD3<Double>?) throws(BasicAnimationError)
    -> SIMD3<Double>?
  {
    try vector.value(
      atParentTime: t, underlying: SIMD4(underlying, 0), previous: previous.map { SIMD4($0, 0) })?[SIMD3(0, 1, 2)]
  }
}

/// The value-function animation behind a `kn_transform_animation` handle: the Swift
/// `ValueFunctionAnimation` of its input type, held and called as that type. Every type here is
/// concrete: through the handle's `any PropertyAnimation` a generic `ValueFunctionAnimation<Input>`
/// (or a generic input) is reached at its generic entry point, which looks up its specialization's
/// metadata on every call (2.0 times the Swift call, bench row c-api-call-value-function-animation).
enum VectorValueFunctionAnimation: PropertyAnimation {
  case one(ValueFunctionAnimation<Double>)
  case three(ValueFunctionAnimation<SIMD3<Double>>)

  func value(atParentTime t: Double, underlying: Transform3D, previous: Transform3D?) throws(BasicAnimationError)
    -> Transform3D?
  {
    switch self {
    case .one(let animation): return try animation.value(atParentTime: t, underlying: underlying, previous: previous)
    case .three(let animation): return try animation.value(atParentTime: t, underlying: underlying, previous: previous)
    }
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
    let isAdditive = additive != 0
    do throws(TransformError) {
      let animation: VectorValueFunctionAnimation =
        valueFunction.inputCount == 1
        ? .one(
          try ValueFunctionAnimation(ScalarValueFunctionInput(vector: vector), function: valueFunction, isAdditive: isAdditive))
        : .three(
          try ValueFunctionAnimation(VectorValueFunctionInput(vector: vector), function: valueFunction, isAdditive: isAdditive))
      return TypedAnimationHandleValue(other: animation)
    } catch {
      throw CAPIFailure(KN_ERROR_SIZE, "\(error)")
    }
  }
}
