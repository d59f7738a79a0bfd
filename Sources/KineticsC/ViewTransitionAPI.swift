import CKinetics
import Kinetics

/// The C values of the UIView transition kinds and curves.
let viewTransitionKinds = CEnumTable<kn_view_transition_kind, ViewTransitionKind>(
  "view transition kind",
  [
    (KN_VIEW_TRANSITION_CROSS_DISSOLVE, .crossDissolve), (KN_VIEW_TRANSITION_FLIP_FROM_LEFT, .flipFromLeft),
    (KN_VIEW_TRANSITION_FLIP_FROM_RIGHT, .flipFromRight), (KN_VIEW_TRANSITION_FLIP_FROM_TOP, .flipFromTop),
    (KN_VIEW_TRANSITION_FLIP_FROM_BOTTOM, .flipFromBottom), (KN_VIEW_TRANSITION_CURL_UP, .curlUp),
    (KN_VIEW_TRANSITION_CURL_DOWN, .curlDown),
  ])
let viewAnimationCurves = CEnumTable<kn_view_animation_curve, CubicBezierTimingCurve>(
  "view animation curve",
  [
    (KN_VIEW_CURVE_EASE_IN_OUT, .easeInEaseOut), (KN_VIEW_CURVE_EASE_IN, .easeIn), (KN_VIEW_CURVE_EASE_OUT, .easeOut),
    (KN_VIEW_CURVE_LINEAR, .linear),
  ])

/// The Swift transition a C description gives, or why it is invalid.
func makeViewTransition(_ desc: kn_view_transition) -> Result<ViewTransition, CAPIFailure> {
  Result { () throws(CAPIFailure) in
    let kind = try viewTransitionKinds.lookUp(desc.kind)
    let curve = try viewAnimationCurves.lookUp(desc.curve)
    let timing = try validated { () throws(MediaTimingError) in
      try UIViewAnimationTiming(
        duration: desc.duration, delay: desc.delay, repeatCount: desc.repeat_count, autoreverses: desc.autoreverses != 0)
    }.get()
    return try validated { () throws(TransitionError) in
      try ViewTransition(kind: kind, timing: timing, curve: curve, eyeDistance: desc.eye_distance)
    }.get()
  }
}

/// The 16 elements of a transform, row-major, into a C array of 16 doubles.
private func store(_ elements: [Double], into tuple: inout kn_view_transition_frame) {
  withUnsafeMutableBytes(of: &tuple.transform) { bytes in
    for (index, value) in elements.enumerated() { bytes.storeBytes(of: value, toByteOffset: 8 * index, as: Double.self) }
  }
}

/// `ViewTransition.frame(at:)` as a `kn_view_transition_frame`.
@_cdecl("kn_view_transition_frame_at")
public func kn_view_transition_frame_at(
  _ transition: UnsafePointer<kn_view_transition>?, _ t: Double, _ outFrame: UnsafeMutablePointer<kn_view_transition_frame>?
) -> kn_status {
  let name: StaticString = "kn_view_transition_frame_at"
  guard let transition else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): transition is NULL") }
  return writeOutput(name, outFrame, "out_frame") {
    makeViewTransition(transition.pointee).map { model in
      let frame = model.frame(at: t)
      var result = kn_view_transition_frame()
      result.progress = frame.progress
      result.from_visible = frame.fromIsVisible ? 1 : 0
      result.to_visible = frame.toIsVisible ? 1 : 0
      result.from_opacity = frame.fromOpacity
      result.to_opacity = frame.toOpacity
      result.angle = frame.angle ?? .nan
      result.curl_line = frame.curlLine ?? .nan
      let m = frame.transform ?? .identity
      store(
        [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44],
        into: &result)
      return result
    }.mapError { $0.in(name) }
  }
}

/// `ViewTransitionFrame.flipTransforms(kind:progress:into:eyeDistance:)` over C arrays.
@_cdecl("kn_view_transition_flip_transforms")
public func kn_view_transition_flip_transforms(
  _ kind: kn_view_transition_kind, _ eyeDistance: Double, _ progress: UnsafePointer<Double>?,
  _ outMatrices: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  let name: StaticString = "kn_view_transition_flip_transforms"
  guard ArrayArguments.fits(count, elementSize: 8, multiplier: 16) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, count))
  }
  let swiftKind: ViewTransitionKind
  switch viewTransitionKinds.value(kind) {
  case .failure(let failure): return failure.in(name).report()
  case .success(let value): swiftKind = value
  }
  guard count == 0 || (progress != nil && outMatrices != nil) else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): an array is NULL")
  }
  let inputs = UnsafeBufferPointer(start: progress, count: count)
  let outputs = UnsafeMutableBufferPointer(start: outMatrices, count: 16 * count)
  switch validated({ () throws(TransitionError) in
    try ViewTransitionFrame.flipTransforms(kind: swiftKind, progress: inputs, into: outputs, eyeDistance: eyeDistance)
  }) {
  case .failure(let failure): return failure.in(name).report()
  case .success: return KN_OK
  }
}
