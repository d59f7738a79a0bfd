import Kinetics

/// The timing-curve additions fed arbitrary input: CSS `steps()`, CSS `linear()` stops, and the
/// cubic-Bézier batch paths against the scalar one.
///
/// Input layout: one byte picks the family (0: steps, 1: linear(), 2: Bézier batch). steps: a
/// count as 8 bytes (any Int64) and a position byte. linear(): a stop count byte (0…15), then per
/// stop a flag byte (bit 0: input given, bit 1: second input given) and its Double bit patterns.
/// Bézier: four Double bit patterns. Then, for every family, any number of evaluation points.
/// Properties (issue 7, docs/reliability.md):
/// - no constructor traps; steps() accepts exactly count ≥ 1 (≥ 2 for jump-none, < Int.max for
///   jump-both); linear() accepts exactly ≥ 2 stops with finite numbers;
/// - steps() gives a finite value for |x| ≤ 1e300, a value in [0, 1] for x in [0, 1], and there
///   one of its k/jumps fractions;
///   linear() gives, between its first and last point, a value between its smallest and largest
///   output; its points' inputs never decrease;
/// - the Bézier Double batch equals `progress(at:)` within 2 ulp, the Float batch equals
///   Float(progress(at:)) within 2 Float ulp, for every finite x in Float range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let family = input.nextByte() else { return 0 }
  switch family % 3 {
  case 0: checkSteps(&input)
  case 1: checkLinear(&input)
  default: checkBezierBatch(&input)
  }
  return 0
}

private func checkSteps(_ input: inout FuzzInput) {
  guard let bits = input.nextDouble()?.bitPattern, let positionByte = input.nextByte() else { return }
  let count = Int(Int64(bitPattern: bits))
  let position = StepPosition.allCases[Int(positionByte) % StepPosition.allCases.count]
  // Int.max with jump-both is refused since the fix of its trap: count + 1 jumps overflow Int.
  let shouldBeValid =
    count >= (position == .jumpNone ? 2 : 1) && (position != .jumpBoth || count < Int.max)
  let steps: StepsTimingFunction
  do {
    steps = try StepsTimingFunction(count: count, position: position)
  } catch {
    if shouldBeValid { fuzzFailure("steps(\(count), \(position)) was refused") }
    return
  }
  if !shouldBeValid { fuzzFailure("steps(\(count), \(position)) was accepted") }
  for x in [0, 0.5, 1] + input.remainingDoubles() where x.isFinite {
    for isBefore in [false, true] {
      let y = steps.progress(at: x, isBeforePhase: isBefore)
      // Beyond 1e300 the value itself (≈ x·count/jumps, up to 2x) may overflow: ±∞ is then right.
      if abs(x) <= 1e300, !y.isFinite { fuzzFailure("steps(\(count), \(position)) at \(x) = \(y)") }
      if (0...1).contains(x), !(0...1).contains(y) {
        fuzzFailure("steps(\(count), \(position)) at \(x) = \(y) leaves [0, 1]")
      }
      let level = y * Double(steps.jumps)
      if (0...1).contains(x), abs(level - level.rounded()) > Double(steps.jumps).ulp * 4 {
        fuzzFailure("steps(\(count), \(position)) at \(x) = \(y) is not a multiple of 1/\(steps.jumps)")
      }
    }
  }
}

private func checkLinear(_ input: inout FuzzInput) {
  guard let countByte = input.nextByte() else { return }
  var stops: [LinearTimingFunction.Stop] = []
  for _ in 0..<(countByte % 16) {
    guard let flag = input.nextByte(), let output = input.nextDouble() else { return }
    var stop = LinearTimingFunction.Stop(output)
    if flag & 1 != 0 {
      guard let value = input.nextDouble() else { return }
      stop.input = value
      if flag & 2 != 0 {
        guard let second = input.nextDouble() else { return }
        stop.secondInput = second
      }
    }
    stops.append(stop)
  }
  let numbers = stops.flatMap { [$0.output] + [$0.input, $0.secondInput].compactMap { $0 } }
  let shouldAccept = stops.count >= 2 && numbers.allSatisfy(\.isFinite)
  let function: LinearTimingFunction
  do {
    function = try LinearTimingFunction(stops)
  } catch {
    if shouldAccept { fuzzFailure("linear(\(stops)) was refused: \(error)") }
    return
  }
  if !shouldAccept { fuzzFailure("linear(\(stops)) was accepted") }
  for (a, b) in zip(function.points, function.points.dropFirst()) where !(a.input <= b.input) {
    fuzzFailure("linear(\(stops)) has decreasing inputs \(function.points)")
  }
  // Outputs beyond 1e150 can overflow a difference; that is arithmetic, not a defect.
  let isModerate = numbers.allSatisfy { abs($0) <= 1e150 }
  // Between the first and last point the value is a convex combination of two outputs; outside,
  // it extrapolates along the end segment, whose slope may overflow legitimately (an input gap of
  // 1e-310), so there only the absence of a trap is checked.
  let outputs = function.points.map(\.output)
  let lowest = outputs.min()!
  let highest = outputs.max()!
  let domain = function.points.first!.input...function.points.last!.input
  for x in [0, 0.5, 1] + input.remainingDoubles() where x.isFinite {
    let y = function.progress(at: x)
    // a + f·(b − a) at f = 1 rounds to within an ulp of the larger output, not exactly to b.
    let slack = 2 * max(abs(lowest), abs(highest)).ulp
    if isModerate, domain.contains(x), !(y.isFinite && y >= lowest - slack && y <= highest + slack) {
      fuzzFailure("linear(\(stops)) at \(x) = \(y) outside [\(lowest), \(highest)]")
    }
  }
}

private func checkBezierBatch(_ input: inout FuzzInput) {
  guard let p = input.nextDoubles(4),
    let curve = try? CubicBezierTimingCurve(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
  else { return }
  let points = ([0, 0.5, 1] + input.remainingDoubles()).filter { $0.isFinite && abs($0) <= 1e30 }
  let batch = curve.progress(at: points)
  for (x, fromBatch) in zip(points, batch) {
    let scalar = curve.progress(at: x)
    if abs(fromBatch - scalar) > 2 * scalar.ulp, fromBatch != scalar {
      fuzzFailure("batch \(fromBatch) ≠ scalar \(scalar) at x = \(x) for \(p)")
    }
  }
  let floatPoints = points.map(Float.init).filter(\.isFinite)
  let floatBatch = curve.progress(at: floatPoints)
  for (x, fromBatch) in zip(floatPoints, floatBatch) {
    let scalar = Float(curve.progress(at: Double(x)))
    if scalar.isFinite, abs(fromBatch - scalar) > 2 * scalar.ulp, fromBatch != scalar {
      fuzzFailure("Float batch \(fromBatch) ≠ scalar \(scalar) at x = \(x) for \(p)")
    }
  }
}
