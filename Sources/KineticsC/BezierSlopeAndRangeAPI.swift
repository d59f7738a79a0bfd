import CKinetics
import Kinetics

@_cdecl("kn_bezier_slope")
public func kn_bezier_slope(
  _ curve: kn_cubic_bezier, _ x: Double, _ outSlope: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name = "kn_bezier_slope"
  guard let outSlope else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_slope is NULL") }
  guard x.isFinite else {
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): x must be finite, got \(x)")
  }
  switch makeCurve(curve) {
  case .failure(let error): return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)")
  case .success(let curve):
    let slope = curve.slope(at: x)
    guard slope.isFinite else {
      return LastError.fail(
        KN_ERROR_OVERFLOW, "\(name): the slope at x = \(x) is infinite (the tangent is vertical there)")
    }
    outSlope.pointee = slope
    return KN_OK
  }
}

@_cdecl("kn_bezier_progress_range")
public func kn_bezier_progress_range(
  _ curve: kn_cubic_bezier, _ outMin: UnsafeMutablePointer<Double>?,
  _ outMax: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name = "kn_bezier_progress_range"
  guard let outMin, let outMax else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_min or out_max is NULL")
  }
  switch makeCurve(curve) {
  case .failure(let error): return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)")
  case .success(let curve):
    let range = curve.progressRange
    guard range.lowerBound.isFinite, range.upperBound.isFinite else {
      return LastError.fail(KN_ERROR_OVERFLOW, "\(name): the progress range is beyond the range of double")
    }
    outMin.pointee = range.lowerBound
    outMax.pointee = range.upperBound
    return KN_OK
  }
}
