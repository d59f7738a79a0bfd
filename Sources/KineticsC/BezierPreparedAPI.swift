import CKinetics
import Kinetics

/// The prepared curve behind a `kn_bezier_prepared *`, borrowed without retaining it (the header's
/// rule: never destroy a handle in use), or the failure to report for NULL.
@inline(__always)
func preparedCurve(
  _ handle: OpaquePointer?, _ name: StaticString
) -> Result<Unmanaged<HandleBox<PreparedCubicBezierTimingCurve>>, CAPIFailure> {
  guard let handle else {
    return .failure(CAPIFailure(KN_ERROR_NULL_POINTER, "\(name): prepared is NULL"))
  }
  return .success(.fromOpaque(UnsafeRawPointer(handle)))
}

@_cdecl("kn_bezier_prepared_create")
public func kn_bezier_prepared_create(
  _ params: kn_cubic_bezier, _ outPrepared: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  let name = "kn_bezier_prepared_create"
  guard let outPrepared else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_prepared is NULL")
  }
  switch makeCurve(params) {
  case .failure(let error):
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)")
  case .success(let curve):
    outPrepared.pointee = Handle.create(curve.prepared())
    return KN_OK
  }
}

@_cdecl("kn_bezier_prepared_destroy")
public func kn_bezier_prepared_destroy(_ prepared: OpaquePointer?) {
  Handle.destroy(prepared, as: PreparedCubicBezierTimingCurve.self)
}

@_cdecl("kn_bezier_prepared_progress")
public func kn_bezier_prepared_progress(
  _ prepared: OpaquePointer?, _ x: Double, _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  guard let outProgress else {
    return LastError.fail(
      KN_ERROR_NULL_POINTER, "kn_bezier_prepared_progress: out_progress is NULL")
  }
  guard x.isFinite else {
    return LastError.fail(
      KN_ERROR_INVALID_ARGUMENT, "kn_bezier_prepared_progress: x must be finite, got \(x)")
  }
  switch preparedCurve(prepared, "kn_bezier_prepared_progress") {
  case .failure(let failure): return failure.report()
  case .success(let box):
    outProgress.pointee = box._withUnsafeGuaranteedRef { $0.value.progress(at: x) }
    return KN_OK
  }
}

@_cdecl("kn_bezier_prepared_progress_array")
public func kn_bezier_prepared_progress_array(
  _ prepared: OpaquePointer?, _ x: UnsafePointer<Double>?,
  _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  let name: StaticString = "kn_bezier_prepared_progress_array"
  return curveProgressArray("\(name)", x, outProgress, count) {
    preparedCurve(prepared, name)
  } evaluate: { box, inputs, outputs in
    // outputs.count == inputs.count, so the batch call cannot throw.
    box._withUnsafeGuaranteedRef { try? $0.value.progress(at: inputs, into: outputs) }
  }
}

@_cdecl("kn_bezier_prepared_progress_array_f")
public func kn_bezier_prepared_progress_array_f(
  _ prepared: OpaquePointer?, _ x: UnsafePointer<Float>?,
  _ outProgress: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  let name: StaticString = "kn_bezier_prepared_progress_array_f"
  return curveProgressArray("\(name)", x, outProgress, count) {
    preparedCurve(prepared, name)
  } evaluate: { box, inputs, outputs in
    box._withUnsafeGuaranteedRef { try? $0.value.progress(at: inputs, into: outputs) }
  }
}
