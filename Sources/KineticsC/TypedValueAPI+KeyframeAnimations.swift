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
private func createAnimation<Source: HandleValue, Made: HandleValue>(
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

/// The keyframe animation of the track behind `track` with `desc`'s timing and flags, in a new
/// animation handle of the track's value.
private func createKeyframeAnimation<Value: CAnimatableValue>(
  _ function: StaticString, _ track: OpaquePointer?, _ desc: UnsafePointer<kn_keyframe_animation_desc>?,
  _ out: UnsafeMutablePointer<OpaquePointer?>?, _ type: Value.Type
) -> kn_status {
  createAnimation(function, from: track, as: TypedTrackHandleValue<Value>.self, "track", into: out) {
    (held: TypedTrackHandleValue<Value>) throws(CAPIFailure) in
    guard let desc else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "desc is NULL") }
    let timing = try makeMediaTiming(desc.pointee.timing).mapError { CAPIFailure($0.status, "timing: \($0.message)") }
      .get()
    return TypedAnimationHandleValue(
      keyframes: KeyframeAnimation(
        track: held.track, timing: timing, isAdditive: desc.pointee.additive != 0,
        isCumulative: desc.pointee.cumulative != 0))
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

/// A `kn_vector_animation` of 1 or 3 doubles read as the input of a value function (a `Double` or
/// a `SIMD3<Double>`): its value over `underlying` widened to the handle's four components (the
/// others 0, as every vector animation keeps them), narrowed back.
struct ValueFunctionInputAnimation<Input: ValueFunctionInput>: PropertyAnimation {
  let vector: VectorAnimationHandleValue

  // Specialized for the two input types: `ValueFunctionAnimation` calls it through the protocol.
  @_specialize(where Input == Double)
  @_specialize(where Input == SIMD3<Double>)
  func value(atParentTime t: Double, underlying: Input, previous: Input?) throws(BasicAnimationError) -> Input? {
    func widened(_ value: Input) -> SIMD4<Double> {
      var vector = SIMD4<Double>.zero
      for index in 0..<Input.valueFunctionInputCount { vector[index] = value.vectorComponent(index) }
      return vector
    }
    guard let shown = try vector.value(atParentTime: t, underlying: widened(underlying), previous: previous.map(widened))
    else { return nil }
    return Input(vectorComponents: { shown[$0] })
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
      let animation: any PropertyAnimation<Transform3D> =
        valueFunction.inputCount == 1
        ? try ValueFunctionAnimation(
          ValueFunctionInputAnimation<Double>(vector: vector), function: valueFunction, isAdditive: isAdditive)
        : try ValueFunctionAnimation(
          ValueFunctionInputAnimation<SIMD3<Double>>(vector: vector), function: valueFunction, isAdditive: isAdditive)
      return TypedAnimationHandleValue(other: animation)
    } catch {
      throw CAPIFailure(KN_ERROR_SIZE, "\(error)")
    }
  }
}
