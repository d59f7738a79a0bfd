import CKinetics
import Kinetics

/// progress = x: the identity, for `KN_TIMING_IDENTITY` where a timing function value is needed
/// (a keyframe segment without easing).
struct IdentityTimingFunction: TimingFunction {
  func progress(at x: Double) -> Double { x }
}

/// A timing function rejected at the C boundary, with the message for `kn_last_error_message`.
struct TimingArgumentError: Error {
  let message: String
  /// KN_ERROR_INVALID_ARGUMENT, or KN_ERROR_INVALID_HANDLE for a linear() handle that is not live.
  let status: kn_status
  init(_ message: String, status: kn_status = KN_ERROR_INVALID_ARGUMENT) {
    self.message = message
    self.status = status
  }
}

/// The Swift steps() function a C struct describes.
func makeSteps(_ steps: kn_steps) -> Result<StepsTimingFunction, TimingArgumentError> {
  let position: StepPosition
  switch steps.position {
  case KN_STEP_JUMP_START: position = .jumpStart
  case KN_STEP_JUMP_END: position = .jumpEnd
  case KN_STEP_JUMP_NONE: position = .jumpNone
  case KN_STEP_JUMP_BOTH: position = .jumpBoth
  default: return .failure(TimingArgumentError("unknown step position \(steps.position.rawValue)"))
  }
  guard let count = Int(exactly: steps.count) else {
    return .failure(TimingArgumentError("step count \(steps.count) does not fit in Int"))
  }
  return Result { () throws(TimingCurveError) in
    try StepsTimingFunction(count: count, position: position)
  }
  .mapError { TimingArgumentError("\($0)") }
}

/// The Swift timing function a `kn_timing_function` describes, or the message saying why it is
/// invalid. A linear() handle's value is copied out (it is immutable), so the result does not
/// depend on the handle staying alive.
func makeTimingFunction(_ function: kn_timing_function) -> Result<
  any TimingFunction, TimingArgumentError
> {
  switch function.kind {
  case KN_TIMING_IDENTITY:
    return .success(IdentityTimingFunction())
  case KN_TIMING_CUBIC_BEZIER:
    return makeCurve(function.bezier).map { $0 as any TimingFunction }.mapError {
      TimingArgumentError("\($0)")
    }
  case KN_TIMING_STEPS:
    return makeSteps(function.steps).map { $0 as any TimingFunction }
  case KN_TIMING_LINEAR:
    guard let handle = function.linear else {
      return .failure(TimingArgumentError("the linear() handle is NULL"))
    }
    return Handle.box(handle, as: LinearTimingFunction.self, "kn_timing_function", "linear")
      .map { box in box._withUnsafeGuaranteedRef { $0.value } }
      .mapError { TimingArgumentError($0.message, status: $0.status) }
  default:
    return .failure(TimingArgumentError("unknown timing function kind \(function.kind.rawValue)"))
  }
}

@_cdecl("kn_linear_easing_create")
public func kn_linear_easing_create(
  _ stops: UnsafePointer<kn_linear_stop>?, _ stopCount: Int,
  _ outEasing: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  let name = "kn_linear_easing_create"
  guard let outEasing else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_easing is NULL")
  }
  guard ArrayArguments.fits(stopCount, elementSize: MemoryLayout<kn_linear_stop>.stride) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, stopCount))
  }
  guard stopCount == 0 || stops != nil else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): stops is NULL")
  }
  var swiftStops: [LinearTimingFunction.Stop] = []
  for index in 0..<stopCount {
    let stop = stops![index]
    switch stop.input_count {
    case 0: swiftStops.append(.init(stop.output))
    case 1: swiftStops.append(.init(stop.output, input: stop.inputs.0))
    case 2: swiftStops.append(.init(stop.output, input: stop.inputs.0, secondInput: stop.inputs.1))
    default:
      return LastError.fail(
        KN_ERROR_INVALID_ARGUMENT,
        "\(name): stop \(index) has input_count \(stop.input_count), not 0, 1 or 2")
    }
  }
  do {
    return Handle.create(try LinearTimingFunction(swiftStops), into: outEasing, name)
  } catch {
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)")
  }
}

@_cdecl("kn_linear_easing_destroy")
public func kn_linear_easing_destroy(_ easing: OpaquePointer?) -> kn_status {
  Handle.destroy(easing, as: LinearTimingFunction.self, "kn_linear_easing_destroy")
}

@_cdecl("kn_timing_progress")
public func kn_timing_progress(
  _ function: UnsafePointer<kn_timing_function>?, _ x: Double,
  _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  guard let function, let outProgress else {
    return LastError.fail(
      KN_ERROR_NULL_POINTER, "kn_timing_progress: function or out_progress is NULL")
  }
  guard x.isFinite else {
    return LastError.fail(
      KN_ERROR_INVALID_ARGUMENT, "kn_timing_progress: x must be finite, got \(x)")
  }
  if function.pointee.kind == KN_TIMING_CUBIC_BEZIER {
    // The curve directly, not boxed as `any TimingFunction`: the box would be a heap allocation
    // per call (the curve is too large for an existential's inline buffer).
    return bezierProgress("kn_timing_progress", function.pointee.bezier, x, outProgress)
  }
  switch makeTimingFunction(function.pointee) {
  case .failure(let error):
    return LastError.fail(error.status, "kn_timing_progress: \(error.message)")
  case .success(let timing):
    let y = timing.progress(at: x)
    guard y.isFinite else {
      return LastError.fail(
        KN_ERROR_OVERFLOW, "kn_timing_progress: the progress at x = \(x) is beyond the range of double")
    }
    outProgress.pointee = y
    return KN_OK
  }
}

@_cdecl("kn_timing_progress_array")
public func kn_timing_progress_array(
  _ function: UnsafePointer<kn_timing_function>?, _ x: UnsafePointer<Double>?,
  _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  let name = "kn_timing_progress_array"
  guard let function else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): function is NULL")
  }
  if function.pointee.kind == KN_TIMING_CUBIC_BEZIER {
    return bezierProgressArray(name, function.pointee.bezier, x, outProgress, count) {
      curve, inputs, outputs in
      try? curve.progress(at: inputs, into: outputs)
    }
  }
  return evaluateArray(name, x, outProgress, count) {
    makeTimingFunction(function.pointee).mapError { CAPIFailure($0.status, "\(name): \($0.message)") }
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
