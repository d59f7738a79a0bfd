import Kinetics

/// The layer models of docs/transitions.md and docs/layers.md fed arbitrary input.
///
/// Input layout: one byte picks the model (0: transition, 1: replicator). Transition: a byte for
/// type (low 2 bits) and subtype (next 2 bits), then startProgress, endProgress, duration, width
/// and height as Double bit patterns, then any number of parent times. Replicator: the instance
/// count as 8 bytes (any Int64, reduced modulo 4097 when positive), delay, four color offsets and
/// sixteen transform elements as Double bit patterns, then instance indices as Doubles.
/// Properties (issue 22, docs/reliability.md):
/// - no constructor traps; a transition is accepted exactly when 0 ≤ start ≤ end ≤ 1, a frame
///   exactly when width and height are finite and ≥ 0;
/// - at every parent time the progress lies in [start, end] (linear timing), the opacities in
///   [0, 1], and every offset within [−width, width] × [−height, height];
/// - a replicator is accepted exactly when its count is ≥ 0 and its delay and offsets finite (or
///   refused for an overflowing power of its transform); instance 0 is the identity, every
///   transform it gives is finite and equals the batch's, every color lies in [0, 1].
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let model = input.nextByte() else { return 0 }
  switch model % 2 {
  case 0: checkTransition(&input)
  default: checkReplicator(&input)
  }
  return 0
}

private func checkTransition(_ input: inout FuzzInput) {
  guard let kind = input.nextByte(), let numbers = input.nextDoubles(5) else { return }
  let type = TransitionType.allCases[Int(kind & 3)]
  let subtype = TransitionSubtype.allCases[Int((kind >> 2) & 3)]
  let (start, end, duration, width, height) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])
  guard let timing = try? MediaTiming(duration: duration, fillMode: .both) else { return }
  let shouldBeValid = start >= 0 && end <= 1 && start <= end
  let transition: Transition
  do {
    transition = try Transition(type: type, subtype: subtype, startProgress: start, endProgress: end, timing: timing)
  } catch {
    if shouldBeValid { fuzzFailure("transition \(start)…\(end) was refused") }
    return
  }
  if !shouldBeValid { fuzzFailure("transition \(start)…\(end) was accepted") }
  let boundsValid = width.isFinite && width >= 0 && height.isFinite && height >= 0
  for t in [0, duration / 2, duration] + input.remainingDoubles() {
    let frame: TransitionFrame?
    do {
      frame = try transition.frame(atParentTime: t, width: width, height: height)
    } catch {
      if boundsValid { fuzzFailure("bounds \(width) × \(height) were refused") }
      return
    }
    if !boundsValid { fuzzFailure("bounds \(width) × \(height) were accepted") }
    guard let frame else { fuzzFailure("a transition filled both ways showed nothing at \(t)") }
    if !(start...end).contains(frame.progress) { fuzzFailure("progress \(frame.progress) at \(t) leaves [\(start), \(end)]") }
    for side in [frame.old, frame.new] {
      if !(0...1).contains(side.opacity) { fuzzFailure("opacity \(side.opacity) at \(t)") }
      if !(abs(side.x) <= width && abs(side.y) <= height) {
        fuzzFailure("offset (\(side.x), \(side.y)) at \(t) beyond the layer \(width) × \(height)")
      }
    }
  }
}

private func checkReplicator(_ input: inout FuzzInput) {
  guard let countBits = input.nextDouble()?.bitPattern, let numbers = input.nextDoubles(21) else { return }
  let rawCount = Int(Int64(bitPattern: countBits))
  let count = rawCount >= 0 ? rawCount % 4097 : rawCount
  guard let transform = try? Transform3D(elements: Array(numbers[5..<21])) else { return }
  let shouldBeValid = count >= 0 && numbers[0..<5].allSatisfy(\.isFinite)
  let layer: ReplicatorLayer
  do {
    layer = try ReplicatorLayer(
      instanceCount: count, instanceDelay: numbers[0], instanceTransform: transform, instanceRedOffset: numbers[1],
      instanceGreenOffset: numbers[2], instanceBlueOffset: numbers[3], instanceAlphaOffset: numbers[4])
  } catch ReplicatorError.transformOverflow {
    if !shouldBeValid { fuzzFailure("an invalid replicator was refused for overflow only") }
    return
  } catch {
    if shouldBeValid { fuzzFailure("replicator \(count) \(numbers[0..<5]) was refused: \(error)") }
    return
  }
  if !shouldBeValid { fuzzFailure("replicator \(count) \(numbers[0..<5]) was accepted") }
  guard count > 0 else { return }
  if (try? layer.transform(ofInstance: 0)) != .identity { fuzzFailure("instance 0 is not the identity") }
  let all = try? layer.instanceTransforms()
  for raw in [0, Double(count - 1), Double(count / 2)] + input.remainingDoubles() {
    guard raw.isFinite, abs(raw) < 1e18 else { continue }
    let index = Int(raw)
    let color = layer.color(ofInstance: index)
    for component in [color.red, color.green, color.blue, color.alpha] where !(0...1).contains(component) {
      fuzzFailure("color component \(component) of instance \(index) leaves [0, 1]")
    }
    guard (0..<count).contains(index) else {
      if (try? layer.transform(ofInstance: index)) != nil { fuzzFailure("instance \(index) of \(count) was given") }
      continue
    }
    guard let single = try? layer.transform(ofInstance: index) else { continue }
    if !single.elements.allSatisfy(\.isFinite) { fuzzFailure("instance \(index) has a non-finite element") }
    if let all, all[index] != single { fuzzFailure("instance \(index): batch and scalar differ") }
  }
}
