import CKinetics
import Kinetics

@_cdecl("kn_easing_create")
public func kn_easing_create(
  _ css: UnsafePointer<CChar>?, _ outFunction: UnsafeMutablePointer<kn_timing_function>?,
  _ outLinear: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  let name: StaticString = "kn_easing_create"
  guard let css, let outFunction, let outLinear else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): css, out_function or out_linear is NULL")
  }
  // Invalid UTF-8 is read with replacement characters, which the grammar then refuses.
  let easing: EasingFunction
  do {
    easing = try EasingFunction(css: String(cString: css))
  } catch {
    return LastError.fail(KN_ERROR_PARSE, "\(name): \(error)")
  }
  var function = kn_timing_function()
  var linearHandle: OpaquePointer? = nil
  switch easing {
  case .cubicBezier(let curve):
    function.kind = KN_TIMING_CUBIC_BEZIER
    function.bezier = cBezier(curve)
  case .steps(let steps):
    function.kind = KN_TIMING_STEPS
    function.steps = kn_steps(count: Int64(steps.count), position: stepPositions.cValue(steps.position))
  case .linear(let linear):
    let status = Handle.create(linear, into: &linearHandle, name)
    guard status == KN_OK else { return status }
    function.kind = KN_TIMING_LINEAR
    function.linear = linearHandle
  }
  outFunction.pointee = function
  outLinear.pointee = linearHandle
  return KN_OK
}
