import CKinetics
import Kinetics

/// The Swift curve of C control points, validated by `CubicBezierTimingCurve.init` (O(1), no
/// allocation), or its error. The error stays a `TimingCurveError` until the caller has reduced the
/// curve (about 0.9 KB) to what it returns: a `Result` of the curve and a `CAPIFailure` (which
/// holds a String) is copied through memory, so the scalar calls map first (`.map`, then
/// `.failure(in:)`).
@inline(__always)
func makeCurve(_ curve: kn_cubic_bezier) -> Result<CubicBezierTimingCurve, TimingCurveError> {
  Result { () throws(TimingCurveError) in
    try CubicBezierTimingCurve(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  }
}

/// The C struct of a curve's control points.
func cBezier(_ curve: CubicBezierTimingCurve) -> kn_cubic_bezier {
  kn_cubic_bezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
}

/// The curves `kn_named_curve` names.
let namedCurves = CEnumTable<kn_named_curve, CubicBezierTimingCurve>(
  "curve",
  [
    (KN_CURVE_LINEAR, .linear), (KN_CURVE_EASE_IN, .easeIn), (KN_CURVE_EASE_OUT, .easeOut),
    (KN_CURVE_EASE_IN_EASE_OUT, .easeInEaseOut), (KN_CURVE_DEFAULT, .default),
  ])

@_cdecl("kn_bezier_named")
public func kn_bezier_named(
  _ name: kn_named_curve, _ outCurve: UnsafeMutablePointer<kn_cubic_bezier>?
) -> kn_status {
  writeOutput("kn_bezier_named", outCurve, "out_curve") {
    namedCurves.value(name).map(cBezier).mapError { $0.in("kn_bezier_named") }
  }
}

@_cdecl("kn_bezier_progress")
public func kn_bezier_progress(
  _ curve: kn_cubic_bezier, _ x: Double, _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  bezierProgress("kn_bezier_progress", curve, x, outProgress)
}

/// The shared body of the by-value scalar Bézier entry points: the checks of `scalarCall`, then
/// the curve validated and built (O(1), no allocation) and evaluated once.
@inline(__always)
func bezierProgress(
  _ name: StaticString, _ curve: kn_cubic_bezier, _ x: Double,
  _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  scalarCall(name, x, "x", into: outProgress, "out_progress", result: "progress") {
    makeCurve(curve).map { $0.progress(at: x) }.failure(in: name)
  }
}

/// The shared body of the by-value Bézier array entry points: the curve is validated and built
/// (O(1), no allocation), then `evaluate` runs the SIMD batch kernel of `CubicBezierTimingCurve`
/// (inlined here, so the library's own CPU flags apply).
@inline(__always)
func bezierProgressArray<Element: BinaryFloatingPoint>(
  _ name: StaticString, _ curve: kn_cubic_bezier, _ x: UnsafePointer<Element>?,
  _ outProgress: UnsafeMutablePointer<Element>?, _ count: Int,
  _ evaluate: (CubicBezierTimingCurve, UnsafeBufferPointer<Element>, UnsafeMutableBufferPointer<Element>) -> Void
) -> kn_status {
  evaluateArray(name, x, outProgress, count, context: { makeCurve(curve).failure(in: name) }, evaluate: evaluate)
}

// The batch calls below cannot throw: outputs.count == inputs.count.

@_cdecl("kn_bezier_progress_array")
public func kn_bezier_progress_array(
  _ curve: kn_cubic_bezier, _ x: UnsafePointer<Double>?, _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  bezierProgressArray("kn_bezier_progress_array", curve, x, outProgress, count) { try? $0.progress(at: $1, into: $2) }
}

@_cdecl("kn_bezier_progress_array_f")
public func kn_bezier_progress_array_f(
  _ curve: kn_cubic_bezier, _ x: UnsafePointer<Float>?, _ outProgress: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  bezierProgressArray("kn_bezier_progress_array_f", curve, x, outProgress, count) { try? $0.progress(at: $1, into: $2) }
}
