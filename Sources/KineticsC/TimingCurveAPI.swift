import CKinetics
import Kinetics

/// Validates a C curve, recording the library's message on failure.
func makeCurve(_ curve: kn_cubic_bezier) -> Result<CubicBezierTimingCurve, TimingCurveError> {
  Result { () throws(TimingCurveError) in
    try CubicBezierTimingCurve(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  }
}

@_cdecl("kn_bezier_named")
public func kn_bezier_named(
  _ name: kn_named_curve, _ outCurve: UnsafeMutablePointer<kn_cubic_bezier>?
) -> kn_status {
  guard let outCurve else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "kn_bezier_named: out_curve is NULL")
  }
  let curve: CubicBezierTimingCurve
  switch name {
  case KN_CURVE_LINEAR: curve = .linear
  case KN_CURVE_EASE_IN: curve = .easeIn
  case KN_CURVE_EASE_OUT: curve = .easeOut
  case KN_CURVE_EASE_IN_EASE_OUT: curve = .easeInEaseOut
  case KN_CURVE_DEFAULT: curve = .default
  default:
    return LastError.fail(
      KN_ERROR_INVALID_ARGUMENT, "kn_bezier_named: unknown curve \(name.rawValue)")
  }
  outCurve.pointee = kn_cubic_bezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  return KN_OK
}

@_cdecl("kn_bezier_progress")
public func kn_bezier_progress(
  _ curve: kn_cubic_bezier, _ x: Double, _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  bezierProgress("kn_bezier_progress", curve, x, outProgress)
}

/// The shared body of the by-value scalar Bézier entry points: the checks of `curveProgress`, then
/// the curve validated and built (O(1), no allocation) and evaluated once.
@inline(__always)
func bezierProgress(
  _ name: StaticString, _ curve: kn_cubic_bezier, _ x: Double,
  _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  curveProgress(name, x, outProgress) {
    makeCurve(curve)
      .map { $0.progress(at: x) }
      .mapError { CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(name): \($0)") }
  }
}

/// The shared body of the by-value Bézier array entry points: the curve is validated and built
/// (O(1), no allocation), then `evaluate` runs the SIMD batch kernel of `CubicBezierTimingCurve`
/// (inlined here, so the library's own CPU flags apply).
func bezierProgressArray<Element: BinaryFloatingPoint>(
  _ name: String, _ curve: kn_cubic_bezier, _ x: UnsafePointer<Element>?,
  _ outProgress: UnsafeMutablePointer<Element>?,
  _ count: Int,
  _ evaluate: (
    CubicBezierTimingCurve, UnsafeBufferPointer<Element>, UnsafeMutableBufferPointer<Element>
  ) -> Void
) -> kn_status {
  evaluateArray(name, x, outProgress, count) {
    makeCurve(curve).mapError { CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(name): \($0)") }
  } evaluate: {
    evaluate($0, $1, $2)
  }
}

@_cdecl("kn_bezier_progress_array")
public func kn_bezier_progress_array(
  _ curve: kn_cubic_bezier, _ x: UnsafePointer<Double>?,
  _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  bezierProgressArray("kn_bezier_progress_array", curve, x, outProgress, count) {
    curve, inputs, outputs in
    // outputs.count == inputs.count, so the batch call cannot throw.
    try? curve.progress(at: inputs, into: outputs)
  }
}

@_cdecl("kn_bezier_progress_array_f")
public func kn_bezier_progress_array_f(
  _ curve: kn_cubic_bezier, _ x: UnsafePointer<Float>?, _ outProgress: UnsafeMutablePointer<Float>?,
  _ count: Int
) -> kn_status {
  bezierProgressArray("kn_bezier_progress_array_f", curve, x, outProgress, count) {
    curve, inputs, outputs in
    try? curve.progress(at: inputs, into: outputs)
  }
}
