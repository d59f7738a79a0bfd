import Kinetics

/// UIView transitions (`ViewTransitionFrame`, `ViewTransition`, docs/transitions.md) fed arbitrary
/// values.
///
/// Input layout: a byte (low 3 bits: the kind, modulo 7; bits 3–4: the curve; bit 5:
/// autoreverses), then progress, eye distance, duration, delay and repeat count as Double bit
/// patterns, then any number of times. Properties (issue 23):
/// - no constructor traps; a frame is accepted exactly when the progress is in [0, 1] and the eye
///   distance finite and at least the smallest normal Double (so that m34 = −1/d is finite);
/// - a flip shows exactly one side (the front for p < 0.5), its transform is finite with
///   m44 = 1 and its angle is ±π·p; opacities lie in [0, 1]; a cross-dissolve's sum to 1 within
///   one rounding; a curl line lies in [0, 1];
/// - the one-element batch equals the frame's transform bit for bit;
/// - a transition (valid timing) gives at every time a progress in [0, 1] and its frame there.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let flags = input.nextByte(), let numbers = input.nextDoubles(5) else { return 0 }
  let kind = ViewTransitionKind.allCases[Int(flags & 7) % 7]
  let curve: CubicBezierTimingCurve = [.easeInEaseOut, .easeIn, .easeOut, .linear][Int((flags >> 3) & 3)]
  let (p, eye) = (numbers[0], numbers[1])
  let shouldBeValid = p >= 0 && p <= 1 && eye.isFinite && eye >= Double.leastNormalMagnitude
  let frame: ViewTransitionFrame
  do {
    frame = try ViewTransitionFrame(kind: kind, progress: p, eyeDistance: eye)
  } catch {
    if shouldBeValid { fuzzFailure("\(kind) at \(p), eye \(eye) was refused: \(error)") }
    return 0
  }
  if !shouldBeValid { fuzzFailure("\(kind) at \(p), eye \(eye) was accepted") }
  check(frame)
  var batch = [Double](repeating: .nan, count: 16)
  do {
    try [p].withUnsafeBufferPointer { progress throws(TransitionError) in
      try batch.withUnsafeMutableBufferPointer { output throws(TransitionError) in
        try ViewTransitionFrame.flipTransforms(kind: kind, progress: progress, into: output, eyeDistance: eye)
      }
    }
  } catch {
    fuzzFailure("the batch of \(kind) at \(p) failed: \(error)")
  }
  let m = frame.transform ?? .identity
  let elements = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
  if batch.map(\.bitPattern) != elements.map(\.bitPattern) { fuzzFailure("batch \(batch) != frame \(elements)") }
  guard
    let timing = try? UIViewAnimationTiming(
      duration: numbers[2], delay: numbers[3], repeatCount: numbers[4], autoreverses: flags & 32 != 0),
    let transition = try? ViewTransition(kind: kind, timing: timing, curve: curve, eyeDistance: eye)
  else { return 0 }
  for t in input.remainingDoubles() {
    let progress = transition.progress(at: t)
    if !(progress >= 0 && progress <= 1) { fuzzFailure("progress \(progress) at t = \(t)") }
    let frame = transition.frame(at: t)
    if frame != (try? ViewTransitionFrame(kind: kind, progress: progress, eyeDistance: eye)) {
      fuzzFailure("the frame at t = \(t) is not the frame at its progress \(progress)")
    }
    check(frame)
  }
  return 0
}

/// The properties every frame has (see the file's description).
private func check(_ frame: ViewTransitionFrame) {
  let p = frame.progress
  for opacity in [frame.fromOpacity, frame.toOpacity] where !(opacity >= 0 && opacity <= 1) {
    fuzzFailure("\(frame.kind) at \(p): opacity \(opacity)")
  }
  switch frame.kind {
  case .crossDissolve:
    if abs(frame.fromOpacity + frame.toOpacity - 1) > Double.ulpOfOne { fuzzFailure("dissolve opacities at \(p)") }
  case .curlUp, .curlDown:
    guard let line = frame.curlLine, line >= 0, line <= 1 else { fuzzFailure("curl line \(String(describing: frame.curlLine))") }
  case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
    if frame.fromIsVisible == frame.toIsVisible || frame.fromIsVisible != (p < 0.5) { fuzzFailure("flip sides at \(p)") }
    guard let angle = frame.angle, abs(abs(angle) - Double.pi * p) <= 4 * Double.ulpOfOne, let m = frame.transform else {
      fuzzFailure("flip angle \(String(describing: frame.angle)) at \(p)")
    }
    let elements = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
    if !elements.allSatisfy(\.isFinite) || m.m44 != 1 { fuzzFailure("flip transform \(elements) at \(p)") }
  }
}
