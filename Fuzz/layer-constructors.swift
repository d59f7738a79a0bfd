import Kinetics

/// The layer models of docs/transitions.md and docs/layers.md fed arbitrary input.
///
/// Input layout: one byte picks the model (0: transition, 1: replicator, 2: gradient, 3:
/// transaction). Transition: a byte for
/// type (low 2 bits) and subtype (next 2 bits), then startProgress, endProgress, duration, width
/// and height as Double bit patterns, then any number of parent times. Replicator: the instance
/// count as 8 bytes (any Int64, reduced modulo 4097 when positive), delay, four color offsets and
/// sixteen transform elements as Double bit patterns, then instance indices as Doubles. Gradient: a
/// byte (type, low 2 bits; bit 2: locations given; bit 3: premultiplied; bits 4–5: the space), a
/// color count byte (0…7), per color four Doubles, per color a location if given, start and end
/// points, then points to evaluate as pairs of Doubles. Transaction: the commit time as a Double,
/// then operations until the input ends: 0 set (a key byte, old and new value as Doubles), 1 begin
/// (a flags byte — bit 0 duration given, bit 1 disable, bit 2 enable, bit 3 completion — and a
/// duration Double), 2 commit.
/// Properties (issue 22, docs/reliability.md):
/// - no constructor traps; a transition is accepted exactly when 0 ≤ start ≤ end ≤ 1, a frame
///   exactly when width and height are finite and ≥ 0;
/// - at every parent time the progress lies in [start, end] (linear timing), the opacities in
///   [0, 1], and every offset within [−width, width] × [−height, height];
/// - a replicator is accepted exactly when its count is ≥ 0 and its delay and offsets finite (or
///   refused for an overflowing power of its transform); instance 0 is the identity, every
///   transform it gives is finite and equals the batch's, every color lies in [0, 1];
/// - a gradient is accepted exactly when it has a color, every color is valid and the locations are
///   finite and strictly increasing; each stop's color is exact at its location, every color it
///   gives has alpha in [0, 1] and no NaN, and a 3 × 2 grid equals the scalar colors;
/// - a transaction tree is accepted exactly when its durations are finite and ≥ 0 and the commit
///   time finite; it gives at most one animation per key, each beginning at the commit time with a
///   positive duration, and every completion runs at the commit time or at the end of an animation.
///   A `TransactionBuilder` driven by the same script (begin, setters, changes, commit) refuses the
///   same durations and unbalanced commits, and commits to the same animations, keys and completion
///   times, bit for bit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let model = input.nextByte() else { return 0 }
  switch model % 4 {
  case 0: checkTransition(&input)
  case 1: checkReplicator(&input)
  case 2: checkGradient(&input)
  default: checkTransaction(&input)
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

private func checkGradient(_ input: inout FuzzInput) {
  guard let flags = input.nextByte(), let countByte = input.nextByte() else { return }
  let count = Int(countByte % 8)
  guard let components = input.nextDoubles(4 * count) else { return }
  let locations = flags & 4 != 0 ? input.nextDoubles(count) : nil
  if flags & 4 != 0 && locations == nil { return }
  guard let ends = input.nextDoubles(4) else { return }
  let colors = (0..<count).compactMap { i in
    try? RGBAColor(red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2], alpha: components[4 * i + 3])
  }
  guard colors.count == count else { return }
  let spaces = ColorInterpolationOptions.Space.allCases
  let options = ColorInterpolationOptions(
    space: spaces[Int(flags >> 4) % spaces.count], alphaMode: flags & 8 != 0 ? .premultiplied : .straight)
  let type = GradientType.allCases[Int(flags & 3) % 3]
  let resolved = locations ?? []
  let locationsValid =
    locations == nil || (resolved.allSatisfy(\.isFinite) && zip(resolved, resolved.dropFirst()).allSatisfy { $0 < $1 })
  let shouldBeValid = count > 0 && locationsValid && ends.allSatisfy(\.isFinite)
  let gradient: GradientLayer
  do {
    gradient = try GradientLayer(
      colors: colors, locations: locations, startPoint: SIMD2(ends[0], ends[1]), endPoint: SIMD2(ends[2], ends[3]),
      type: type, interpolation: options)
  } catch {
    if shouldBeValid { fuzzFailure("gradient was refused: \(error)") }
    return
  }
  if !shouldBeValid { fuzzFailure("an invalid gradient was accepted") }
  for (location, color) in zip(gradient.locations, colors) where gradient.color(atPosition: location) != color {
    fuzzFailure("the color at location \(location) is not its stop's")
  }
  let values = input.remainingDoubles()
  var points = [SIMD2(0.5, 0.5), SIMD2(ends[0], ends[1]), SIMD2(ends[2], ends[3])]
  for pair in stride(from: 0, to: values.count - 1, by: 2) { points.append(SIMD2(values[pair], values[pair + 1])) }
  for point in points where point.x.isFinite && point.y.isFinite {
    let color = gradient.color(at: point)
    if !(0...1).contains(color.alpha) || [color.red, color.green, color.blue].contains(where: \.isNaN) {
      fuzzFailure("color \(color) at \(point)")
    }
  }
  guard let grid = try? gradient.colors(width: 3, height: 2, as: Double.self) else { fuzzFailure("a 3 x 2 grid was refused") }
  for pixel in 0..<6 {
    let color = gradient.color(at: SIMD2((Double(pixel % 3) + 0.5) / 3, (Double(pixel / 3) + 0.5) / 2))
    if Array(grid[4 * pixel..<4 * pixel + 4]) != [color.red, color.green, color.blue, color.alpha] {
      fuzzFailure("grid pixel \(pixel) differs from the scalar color")
    }
  }
}

private func checkTransaction(_ input: inout FuzzInput) {
  guard let time = input.nextDouble() else { return }
  struct Frame {
    var duration: Double?
    var disable: Bool?
    var completion = false
    var items: [Transaction.Item] = []
  }
  // The same script drives a tree built directly and a TransactionBuilder (the calls `curves
  // transaction` and kn_transaction_create make); both must accept and refuse alike and commit to
  // the same result.
  var stack = [Frame()]
  var builder = TransactionBuilder()
  func close(_ frame: Frame) -> Transaction {
    guard let transaction = try? Transaction(
      animationDuration: frame.duration, disableActions: frame.disable, hasCompletion: frame.completion, items: frame.items)
    else { fuzzFailure("a valid transaction was refused") }
    return transaction
  }
  while let operation = input.nextByte() {
    switch operation % 3 {
    case 0:
      guard let key = input.nextByte(), let values = input.nextDoubles(2) else { break }
      guard let change = try? PropertyChange(key: "k\(key % 4)", from: [values[0]], to: [values[1]]) else {
        if values.allSatisfy(\.isFinite) { fuzzFailure("a finite change was refused") }
        continue
      }
      stack[stack.count - 1].items.append(.change(change))
      builder.add(change)
    case 1:
      guard let flags = input.nextByte(), let duration = input.nextDouble() else { break }
      let frame = Frame(
        duration: flags & 1 != 0 ? duration : nil, disable: flags & 2 != 0 ? true : (flags & 4 != 0 ? false : nil),
        completion: flags & 8 != 0)
      builder.begin()
      if let duration = frame.duration {
        let durationValid = duration.isFinite && duration >= 0
        let builderAccepted = (try? builder.setAnimationDuration(duration)) != nil
        if builderAccepted != durationValid { fuzzFailure("builder duration \(duration): accepted \(builderAccepted)") }
        if (try? Transaction(animationDuration: duration, items: [])) != nil, !durationValid {
          fuzzFailure("duration \(duration) was accepted")
        }
        if !durationValid { return }
      }
      if let disable = frame.disable { builder.setDisableActions(disable) }
      if frame.completion { builder.setCompletion() }
      stack.append(frame)
    default:
      let builderCommitted = (try? builder.commit()) != nil
      if builderCommitted != (stack.count > 1) { fuzzFailure("builder commit at depth \(stack.count - 1): \(builderCommitted)") }
      guard stack.count > 1 else { continue }
      let nested = close(stack.removeLast())
      stack[stack.count - 1].items.append(.nested(nested))
    }
  }
  if builder.depth != stack.count - 1 { fuzzFailure("builder depth \(builder.depth), script depth \(stack.count - 1)") }
  if stack.count > 1, (try? builder.transaction()) != nil { fuzzFailure("an unbalanced builder gave a transaction") }
  while stack.count > 1 {
    let nested = close(stack.removeLast())
    stack[stack.count - 1].items.append(.nested(nested))
    if (try? builder.commit()) == nil { fuzzFailure("builder refused a balanced commit") }
  }
  let root = close(stack[0])
  guard let built = try? builder.transaction() else { fuzzFailure("a balanced builder gave no transaction") }
  let commit: TransactionCommit
  do {
    commit = try root.commit(at: time)
  } catch {
    if time.isFinite { fuzzFailure("commit at \(time) was refused: \(error)") }
    if (try? built.commit(at: time)) != nil { fuzzFailure("the builder's tree committed at \(time)") }
    return
  }
  if !time.isFinite { fuzzFailure("commit at \(time) was accepted") }
  guard let builtCommit = try? built.commit(at: time) else { fuzzFailure("the builder's tree refused commit at \(time)") }
  checkSameCommit(commit, builtCommit)
  if Set(commit.animations.map(\.key)).count != commit.animations.count { fuzzFailure("two animations of one key") }
  let ends = Set(commit.animations.map(\.endTime))
  for animation in commit.animations {
    if animation.animation.timing.beginTime != time || !(animation.animation.timing.duration > 0) {
      fuzzFailure("animation of \(animation.key) begins at \(animation.animation.timing.beginTime)")
    }
  }
  for completion in commit.completions where completion.time != time && !ends.contains(completion.time) {
    fuzzFailure("completion at \(completion.time) is neither the commit nor an animation's end")
  }
}

/// The builder's commit equals the directly built tree's, bit for bit.
private func checkSameCommit(_ direct: TransactionCommit, _ built: TransactionCommit) {
  let same = direct.immediateKeys == built.immediateKeys
    && direct.animations.count == built.animations.count
    && zip(direct.animations, built.animations).allSatisfy { a, b in
      a.key == b.key && a.transactionPath == b.transactionPath && a.modelValue == b.modelValue
        && a.endTime.bitPattern == b.endTime.bitPattern
        && a.animation.timing.beginTime.bitPattern == b.animation.timing.beginTime.bitPattern
    }
    && direct.completions.count == built.completions.count
    && zip(direct.completions, built.completions).allSatisfy { a, b in
      a.transactionPath == b.transactionPath && a.time.bitPattern == b.time.bitPattern
    }
  if !same { fuzzFailure("the builder's commit differs from the directly built tree's") }
}
