import CKinetics
import Kinetics

@_cdecl("kn_bezier_slope")
public func kn_bezier_slope(
  _ curve: kn_cubic_bezier, _ x: Double, _ outSlope: UnsafeMutablePointer<Double>?
) -> kn_status {
  scalarCall(
    "kn_bezier_slope", x, "x", into: outSlope, "out_slope", result: "slope",
    overflow: "is infinite (the tangent is vertical there)"
  ) {
    makeCurve(curve).map { $0.slope(at: x) }.failure(in: "kn_bezier_slope")
  }
}

@_cdecl("kn_bezier_progress_range")
public func kn_bezier_progress_range(
  _ curve: kn_cubic_bezier, _ outMin: UnsafeMutablePointer<Double>?, _ outMax: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name: StaticString = "kn_bezier_progress_range"
  guard let outMin, let outMax else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_min or out_max is NULL")
  }
  return makeCurve(curve).map(\.progressRange).failure().flatMap { range -> Result<ClosedRange<Double>, CAPIFailure> in
    guard range.lowerBound.isFinite, range.upperBound.isFinite else {
      return .failure(CAPIFailure(KN_ERROR_OVERFLOW, "the progress range is beyond the range of double"))
    }
    return .success(range)
  }.mapError { $0.in(name) }.deliver { range in
    outMin.pointee = range.lowerBound
    outMax.pointee = range.upperBound
  }
}
