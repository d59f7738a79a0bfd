import CKinetics
import Kinetics

/// The Swift animated trim a C description gives over `measured`, or why it is invalid.
func makeStrokeTrimAnimation(_ desc: kn_trim_animation, over measured: MeasuredPath) -> Result<StrokeTrimAnimation, CAPIFailure> {
  Result { () throws(CAPIFailure) in
    let timing = try makeMediaTiming(desc.timing).get()
    var function: (any TimingFunction)?
    if let pointer = desc.timing_function { function = try makeTimingFunction(pointer.pointee).get() }
    let mode = try trimModes.lookUp(desc.mode)
    return try validated { () throws(PathError) in
      func fraction(_ value: kn_trim_fraction) throws(PathError) -> AnimatedTrimFraction {
        guard value.animated != 0 else { return try AnimatedTrimFraction(value.model_value) }
        return try AnimatedTrimFraction(
          from: value.from_value, to: value.to_value, timing: timing, timingFunction: function,
          modelValue: value.model_value)
      }
      return try StrokeTrimAnimation(
        path: measured, strokeStart: fraction(desc.start), strokeEnd: fraction(desc.end), offset: fraction(desc.offset),
        mode: mode, crossing: desc.swaps_crossed != 0 ? .swaps : .drawsNothing)
    }.get()
  }
}

/// `StrokeTrimAnimation.trimmed(atParentTime:)` written as SVG path data into the caller's buffer
/// (`writeText`: the kn_path_trim_svg convention).
@_cdecl("kn_path_trim_animated_svg")
public func kn_path_trim_animated_svg(
  _ path: OpaquePointer?, _ animation: UnsafePointer<kn_trim_animation>?, _ t: Double,
  _ outText: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ outLength: UnsafeMutablePointer<Int>?
) -> kn_status {
  let name: StaticString = "kn_path_trim_animated_svg"
  guard let animation else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): animation is NULL") }
  guard let outLength else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_length is NULL") }
  guard capacity == 0 || outText != nil else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_text is NULL with capacity \(capacity)")
  }
  let desc = animation.pointee
  return Handle.withValue(path, as: PathHandleValue.self, name, "path") { value in
    let result = makeStrokeTrimAnimation(desc, over: value.measured).flatMap { model in
      validated { () throws(PathError) in try model.trimmed(atParentTime: t) }
    }
    switch result {
    case .failure(let failure): return failure.in(name).report()
    case .success(let trimmed):
      writeText(trimmed.svgPathData, outText, capacity, outLength)
      return KN_OK
    }
  }
}
