import CKinetics
import Kinetics

/// The prepared curve behind a `kn_bezier_prepared *`, borrowed without retaining it (the header's
/// rule: never destroy a handle in use), or the failure to report for NULL or a handle not live.
@inline(__always)
func preparedCurve(
  _ handle: OpaquePointer?, _ name: StaticString
) -> Result<Unmanaged<HandleBox<PreparedCubicBezierTimingCurve>>, CAPIFailure> {
  Handle.box(handle, as: PreparedCubicBezierTimingCurve.self, name, "prepared")
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
    return Handle.create(curve.prepared(), into: outPrepared, name)
  }
}

@_cdecl("kn_bezier_prepared_destroy")
public func kn_bezier_prepared_destroy(_ prepared: OpaquePointer?) -> kn_status {
  Handle.destroy(prepared, as: PreparedCubicBezierTimingCurve.self, "kn_bezier_prepared_destroy")
}

@_cdecl("kn_bezier_prepared_progress")
public func kn_bezier_prepared_progress(
  _ prepared: OpaquePointer?, _ x: Double, _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  curveProgress("kn_bezier_prepared_progress", x, outProgress) {
    preparedCurve(prepared, "kn_bezier_prepared_progress").map { box in
      box._withUnsafeGuaranteedRef { $0.value.progress(at: x) }
    }
  }
}

@_cdecl("kn_bezier_prepared_progress_array")
public func kn_bezier_prepared_progress_array(
  _ prepared: OpaquePointer?, _ x: UnsafePointer<Double>?,
  _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  preparedCurveArray("kn_bezier_prepared_progress_array", prepared, x, outProgress, count) {
    // outputs.count == inputs.count, so the batch call cannot throw.
    try? $0.progress(at: $1, into: $2)
  }
}

@_cdecl("kn_bezier_prepared_progress_array_f")
public func kn_bezier_prepared_progress_array_f(
  _ prepared: OpaquePointer?, _ x: UnsafePointer<Float>?,
  _ outProgress: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  preparedCurveArray("kn_bezier_prepared_progress_array_f", prepared, x, outProgress, count) {
    try? $0.progress(at: $1, into: $2)
  }
}

/// `evaluateArray` on the prepared curve behind a handle, borrowed for the call.
@inline(__always)
func preparedCurveArray<Element: BinaryFloatingPoint>(
  _ name: StaticString, _ prepared: OpaquePointer?, _ x: UnsafePointer<Element>?,
  _ outProgress: UnsafeMutablePointer<Element>?, _ count: Int,
  _ evaluate: (
    PreparedCubicBezierTimingCurve, UnsafeBufferPointer<Element>,
    UnsafeMutableBufferPointer<Element>
  ) -> Void
) -> kn_status {
  evaluateArray("\(name)", x, outProgress, count) {
    preparedCurve(prepared, name)
  } evaluate: { box, inputs, outputs in
    box._withUnsafeGuaranteedRef { evaluate($0.value, inputs, outputs) }
  }
}
