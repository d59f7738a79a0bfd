import CKinetics
import Kinetics

/// progress = x: the identity, for `KN_TIMING_IDENTITY` where a timing function value is needed
/// (a keyframe segment without easing).
struct IdentityTimingFunction: TimingFunction {
  func progress(at x: Double) -> Double { x }
}

/// The step positions `kn_step_position` names (read by `kn_timing_progress`, written by
/// `kn_easing_create`).
let stepPositions = CEnumTable<kn_step_position, StepPosition>(
  "step position",
  [(KN_STEP_JUMP_START, .jumpStart), (KN_STEP_JUMP_END, .jumpEnd), (KN_STEP_JUMP_NONE, .jumpNone), (KN_STEP_JUMP_BOTH, .jumpBoth)])

/// The Swift steps() function a C struct describes.
func makeSteps(_ steps: kn_steps) -> Result<StepsTimingFunction, CAPIFailure> {
  stepPositions.value(steps.position).flatMap { position in
    guard let count = Int(exactly: steps.count) else {
      return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "step count \(steps.count) does not fit in Int"))
    }
    return validated { () throws(TimingCurveError) in try StepsTimingFunction(count: count, position: position) }
  }
}

/// The Swift timing function a `kn_timing_function` describes, or why it is invalid
/// (KN_ERROR_INVALID_ARGUMENT, or KN_ERROR_INVALID_HANDLE for a linear() handle that is not live).
/// A linear() handle's value is copied out (it is immutable), so the result does not depend on the
/// handle staying alive.
func makeTimingFunction(_ function: kn_timing_function) -> Result<any TimingFunction, CAPIFailure> {
  switch function.kind {
  case KN_TIMING_IDENTITY:
    return .success(IdentityTimingFunction())
  case KN_TIMING_CUBIC_BEZIER:
    return makeCurve(function.bezier).map { $0 }.failure()
  case KN_TIMING_STEPS:
    return makeSteps(function.steps).map { $0 }
  case KN_TIMING_LINEAR:
    guard let handle = function.linear else {
      return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "the linear() handle is NULL"))
    }
    return Handle.box(handle, as: LinearTimingFunction.self, "kn_timing_function", "linear")
      .map { box in box._withUnsafeGuaranteedRef { $0.value } }
  default:
    return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "unknown timing function kind \(function.kind.rawValue)"))
  }
}

/// The Swift stop of a `kn_linear_stop` (index: its place in the array, for the message).
private func linearStop(_ stop: kn_linear_stop, index: Int) throws(CAPIFailure) -> LinearTimingFunction.Stop {
  switch stop.input_count {
  case 0: return .init(stop.output)
  case 1: return .init(stop.output, input: stop.inputs.0)
  case 2: return .init(stop.output, input: stop.inputs.0, secondInput: stop.inputs.1)
  default:
    throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "stop \(index) has input_count \(stop.input_count), not 0, 1 or 2")
  }
}

@_cdecl("kn_linear_easing_create")
public func kn_linear_easing_create(
  _ stops: UnsafePointer<kn_linear_stop>?, _ stopCount: Int, _ outEasing: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  Handle.create("kn_linear_easing_create", into: outEasing, "out_easing") { () throws(CAPIFailure) in
    let stops = try ArrayArguments.buffer(stops, stopCount, "stops").get()
    var swiftStops: [LinearTimingFunction.Stop] = []
    for (index, stop) in stops.enumerated() { swiftStops.append(try linearStop(stop, index: index)) }
    return try validated { () throws(TimingCurveError) in try LinearTimingFunction(swiftStops) }.get()
  }
}

@_cdecl("kn_linear_easing_destroy")
public func kn_linear_easing_destroy(_ easing: OpaquePointer?) -> kn_status {
  Handle.destroy(easing, as: LinearTimingFunction.self, "kn_linear_easing_destroy")
}

@_cdecl("kn_timing_progress")
public func kn_timing_progress(
  _ function: UnsafePointer<kn_timing_function>?, _ x: Double, _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name: StaticString = "kn_timing_progress"
  guard let function else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): function is NULL") }
  if function.pointee.kind == KN_TIMING_CUBIC_BEZIER {
    // The curve directly, not boxed as `any TimingFunction`: the box would be a heap allocation
    // per call (the curve is too large for an existential's inline buffer).
    return bezierProgress(name, function.pointee.bezier, x, outProgress)
  }
  return scalarCall(name, x, "x", into: outProgress, "out_progress", result: "progress") {
    makeTimingFunction(function.pointee).map { $0.progress(at: x) }.mapError { $0.in(name) }
  }
}

@_cdecl("kn_timing_progress_array")
public func kn_timing_progress_array(
  _ function: UnsafePointer<kn_timing_function>?, _ x: UnsafePointer<Double>?,
  _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  let name: StaticString = "kn_timing_progress_array"
  guard let function else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): function is NULL") }
  if function.pointee.kind == KN_TIMING_CUBIC_BEZIER {
    return bezierProgressArray(name, function.pointee.bezier, x, outProgress, count) { try? $0.progress(at: $1, into: $2) }
  }
  return evaluateArray(name, x, outProgress, count) {
    makeTimingFunction(function.pointee).mapError { $0.in(name) }
  } evaluate: { timing, inputs, outputs in
    // The outputs have count elements: the batch calls cannot throw. They split large batches
    // over threads (BatchParallelism.automatic).
    switch timing {
    case let steps as StepsTimingFunction: try? steps.progress(at: inputs, into: outputs)
    case let linear as LinearTimingFunction: try? linear.progress(at: inputs, into: outputs)
    default: for index in 0..<inputs.count { outputs[index] = timing.progress(at: inputs[index]) }
    }
  }
}
