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
  Handle.create("kn_bezier_prepared_create", into: outPrepared, "out_prepared") { () throws(CAPIFailure) in
    try makeCurve(params).failure().get().prepared()
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
  scalarCall("kn_bezier_prepared_progress", x, "x", into: outProgress, "out_progress", result: "progress") {
    preparedCurve(prepared, "kn_bezier_prepared_progress").map { box in
      box._withUnsafeGuaranteedRef { $0.value.progress(at: x) }
    }
  }
}

/// `evaluateArray` on the prepared curve behind a handle, borrowed for the call.
@inline(__always)
func preparedCurveArray<Element: BinaryFloatingPoint>(
  _ name: StaticString, _ prepared: OpaquePointer?, _ x: UnsafePointer<Element>?,
  _ outProgress: UnsafeMutablePointer<Element>?, _ count: Int,
  _ evaluate: (PreparedCubicBezierTimingCurve, UnsafeBufferPointer<Element>, UnsafeMutableBufferPointer<Element>) -> Void
) -> kn_status {
  evaluateArray(name, x, outProgress, count, context: { preparedCurve(prepared, name) }) { box, inputs, outputs in
    box._withUnsafeGuaranteedRef { evaluate($0.value, inputs, outputs) }
  }
}

// The batch calls below cannot throw: outputs.count == inputs.count.

@_cdecl("kn_bezier_prepared_progress_array")
public func kn_bezier_prepared_progress_array(
  _ prepared: OpaquePointer?, _ x: UnsafePointer<Double>?, _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  preparedCurveArray("kn_bezier_prepared_progress_array", prepared, x, outProgress, count) { try? $0.progress(at: $1, into: $2) }
}

@_cdecl("kn_bezier_prepared_progress_array_f")
public func kn_bezier_prepared_progress_array_f(
  _ prepared: OpaquePointer?, _ x: UnsafePointer<Float>?, _ outProgress: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  preparedCurveArray("kn_bezier_prepared_progress_array_f", prepared, x, outProgress, count) { try? $0.progress(at: $1, into: $2) }
}
