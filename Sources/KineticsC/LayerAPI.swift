import CKinetics
import Kinetics

/// The C values of the transition types and subtypes.
let transitionTypes = CEnumTable<kn_transition_type, TransitionType>(
  "transition type",
  [(KN_TRANSITION_FADE, .fade), (KN_TRANSITION_MOVE_IN, .moveIn), (KN_TRANSITION_PUSH, .push), (KN_TRANSITION_REVEAL, .reveal)])
let transitionSubtypes = CEnumTable<kn_transition_subtype, TransitionSubtype>(
  "transition subtype",
  [
    (KN_TRANSITION_FROM_RIGHT, .fromRight), (KN_TRANSITION_FROM_LEFT, .fromLeft), (KN_TRANSITION_FROM_TOP, .fromTop),
    (KN_TRANSITION_FROM_BOTTOM, .fromBottom),
  ])
/// The C values of the gradient types.
let gradientTypes = CEnumTable<kn_gradient_type, GradientType>(
  "gradient type", [(KN_GRADIENT_AXIAL, .axial), (KN_GRADIENT_RADIAL, .radial), (KN_GRADIENT_CONIC, .conic)])

/// The Swift transition a C struct describes, or why it is invalid.
func makeTransition(_ transition: kn_transition) -> Result<Transition, CAPIFailure> {
  Result { () throws(CAPIFailure) in
    let type = try transitionTypes.lookUp(transition.type)
    let subtype = try transitionSubtypes.lookUp(transition.subtype)
    let timing = try makeMediaTiming(transition.timing).get()
    var function: (any TimingFunction)?
    if let pointer = transition.timing_function { function = try makeTimingFunction(pointer.pointee).get() }
    return try validated { () throws(TransitionError) in
      try Transition(
        type: type, subtype: subtype, startProgress: transition.start_progress, endProgress: transition.end_progress,
        timing: timing, timingFunction: function)
    }.get()
  }
}

@_cdecl("kn_transition_frame_at")
public func kn_transition_frame_at(
  _ transition: UnsafePointer<kn_transition>?, _ t: Double, _ width: Double, _ height: Double,
  _ outFrame: UnsafeMutablePointer<kn_transition_frame>?
) -> kn_status {
  let name: StaticString = "kn_transition_frame_at"
  guard let transition else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): transition is NULL") }
  return writeOutput(name, outFrame, "out_frame") {
    makeTransition(transition.pointee).flatMap { model in
      validated { () throws(TransitionError) in try model.frame(atParentTime: t, width: width, height: height) }
    }.map { frame in
      guard let frame else {
        return kn_transition_frame(
          visible: 0, new_on_top: 0, progress: .nan, old_x: .nan, old_y: .nan, old_opacity: .nan, new_x: .nan, new_y: .nan,
          new_opacity: .nan)
      }
      return kn_transition_frame(
        visible: 1, new_on_top: frame.newIsOnTop ? 1 : 0, progress: frame.progress, old_x: frame.old.x, old_y: frame.old.y,
        old_opacity: frame.old.opacity, new_x: frame.new.x, new_y: frame.new.y, new_opacity: frame.new.opacity)
    }.mapError { $0.in(name) }
  }
}

/// The Swift gradient a C description gives, or why it is invalid.
func makeGradient(_ desc: kn_gradient_desc) -> Result<GradientLayer, CAPIFailure> {
  Result { () throws(CAPIFailure) in
    let count = desc.color_count
    guard count >= 1 else { throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "color_count must be >= 1") }
    guard let count = Int(exactly: count), ArrayArguments.fits(count, elementSize: 8, multiplier: 4) else {
      throw CAPIFailure(KN_ERROR_SIZE, "color_count \(desc.color_count) is too large")
    }
    guard let colorPointer = desc.colors else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "colors is NULL") }
    var colors: [RGBAColor] = []
    colors.reserveCapacity(count)
    for index in 0..<count {
      let c = colorPointer + 4 * index
      colors.append(
        try validated { () throws(ColorError) in try RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
          .mapError { CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "color \(index): \($0.message)") }.get())
    }
    let locations = desc.locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
    let type = try gradientTypes.lookUp(desc.type)
    let options = try makeColorOptions(desc.space, desc.alpha_mode).get()
    return try validated { () throws(GradientError) in
      try GradientLayer(
        colors: colors, locations: locations, startPoint: SIMD2(desc.start_x, desc.start_y),
        endPoint: SIMD2(desc.end_x, desc.end_y), type: type, interpolation: options)
    }.get()
  }
}

/// The shared prologue of the gradient calls: `desc` and `outRGBA` not NULL, then `body`.
@inline(__always)
private func withGradientArguments(
  _ name: StaticString, _ desc: UnsafePointer<kn_gradient_desc>?, _ outRGBA: UnsafeMutablePointer<Double>?,
  _ body: (kn_gradient_desc, UnsafeMutablePointer<Double>) -> kn_status
) -> kn_status {
  guard let desc else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): desc is NULL") }
  guard let outRGBA else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_rgba is NULL") }
  return body(desc.pointee, outRGBA)
}

@_cdecl("kn_gradient_color_at")
public func kn_gradient_color_at(
  _ desc: UnsafePointer<kn_gradient_desc>?, _ x: Double, _ y: Double, _ outRGBA: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name: StaticString = "kn_gradient_color_at"
  return withGradientArguments(name, desc, outRGBA) { desc, outRGBA in
    makeGradient(desc).mapError { $0.in(name) }.deliver { gradient in
      let color = gradient.color(at: SIMD2(x, y))
      (outRGBA[0], outRGBA[1], outRGBA[2], outRGBA[3]) = (color.red, color.green, color.blue, color.alpha)
    }
  }
}

@_cdecl("kn_gradient_colors_grid")
public func kn_gradient_colors_grid(
  _ desc: UnsafePointer<kn_gradient_desc>?, _ width: Int, _ height: Int, _ outRGBA: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name: StaticString = "kn_gradient_colors_grid"
  return withGradientArguments(name, desc, outRGBA) { desc, outRGBA in
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard width >= 1, height >= 1, !overflow, ArrayArguments.fits(pixels, elementSize: 8, multiplier: 4) else {
      return LastError.fail(KN_ERROR_SIZE, "\(name): a grid of \(width) x \(height) pixels is empty or too large")
    }
    return makeGradient(desc).flatMap { gradient in
      validated { () throws(GradientError) in
        try gradient.colors(
          width: width, height: height, into: UnsafeMutableBufferPointer(start: outRGBA, count: 4 * pixels),
          parallelism: .automatic)
      }
    }.mapError { $0.in(name) }.deliver { _ in }
  }
}
