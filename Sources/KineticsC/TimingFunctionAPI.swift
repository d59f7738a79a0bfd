import CKinetics
import Kinetics

/// progress = x: the identity, for `KN_TIMING_IDENTITY` where a timing function value is needed
/// (a keyframe segment without easing).
struct IdentityTimingFunction: TimingFunction {
  func progress(at x: Double) -> Double { x }
}

/// The Swift timing function a `kn_timing_function` describes, or the message saying why it is
/// invalid. Linear() handles are copied out (the value is immutable), so the result does not
/// depend on the handle staying alive.
func makeTimingFunction(_ function: kn_timing_function) -> Result<any TimingFunction, TimingArgumentError> {
  switch function.kind {
  case KN_TIMING_IDENTITY:
    return .success(IdentityTimingFunction())
  case KN_TIMING_CUBIC_BEZIER:
    return makeCurve(function.bezier).map { $0 as any TimingFunction }.mapError { TimingArgumentError("\($0)") }
  default:
    return .failure(TimingArgumentError("unknown timing function kind \(function.kind.rawValue)"))
  }
}

/// A timing function rejected at the C boundary, with the message for `kn_last_error_message`.
struct TimingArgumentError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

@_cdecl("kn_timing_progress")
public func kn_timing_progress(
  _ function: UnsafePointer<kn_timing_function>?, _ x: Double, _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  guard let function, let outProgress else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "kn_timing_progress: function or out_progress is NULL")
  }
  guard x.isFinite else { return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "kn_timing_progress: x must be finite, got \(x)") }
  switch makeTimingFunction(function.pointee) {
  case .failure(let error): return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "kn_timing_progress: \(error.message)")
  case .success(let timing):
    outProgress.pointee = timing.progress(at: x)
    return KN_OK
  }
}

@_cdecl("kn_timing_progress_array")
public func kn_timing_progress_array(
  _ function: UnsafePointer<kn_timing_function>?, _ x: UnsafePointer<Double>?,
  _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  let name = "kn_timing_progress_array"
  guard ArrayArguments.fits(count, elementSize: 8) else { return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, count)) }
  guard let function else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): function is NULL") }
  guard count > 0 else { return KN_OK }
  guard let x, let outProgress else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): an array is NULL") }
  if function.pointee.kind == KN_TIMING_CUBIC_BEZIER {
    return kn_bezier_progress_array(function.pointee.bezier, x, outProgress, count)
  }
  switch makeTimingFunction(function.pointee) {
  case .failure(let error): return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error.message)")
  case .success(let timing):
    for index in 0..<count { outProgress[index] = timing.progress(at: x[index]) }
    return KN_OK
  }
}
