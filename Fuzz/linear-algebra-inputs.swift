import Kinetics
import KineticsLinearAlgebra

/// The linear-algebra parts fed arbitrary sizes and doubles: C² splines, coupled spring chains and
/// fitting (sampled curves, cubic-Bézier fit, CSS `linear()` export).
///
/// Input layout: one byte picks the part (0: spline, 1: spring chain, 2: fitting), one byte a size
/// n (1…8 keys, masses or 2…12 samples), one byte of variant bits, then Double bit patterns.
/// Properties (issue 7, docs/reliability.md): no trap and no sanitizer report inside or around LAPACK; every
/// refusal is a typed error with a message; and
/// - spline: accepted exactly when key times are finite and strictly increasing and values finite
///   (and periodic ends equal, and enough keys for the boundary); an accepted spline passes through
///   its values at its key times (to 1e-9 of the largest |value| + |end slope|·span, times
///   (span/smallest step)², when values and time steps are moderate), gives finite values for finite t, and its batch equals its scalar values within
///   2 ulp of the largest |value| it returns;
/// - spring chain: an accepted chain with moderate parameters has finite states where `state(at:)`
///   succeeds;
/// - fitting: a fit or export that succeeds reports a finite error, and its curve is a valid one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let part = input.nextByte(), let sizeByte = input.nextByte(), let variant = input.nextByte()
  else { return 0 }
  switch part % 3 {
  case 0: checkSpline(&input, keys: Int(sizeByte % 8) + 1, variant: variant)
  case 1: checkChain(&input, masses: Int(sizeByte % 4) + 1)
  default: checkFitting(&input, samples: Int(sizeByte % 11) + 2, variant: variant)
  }
  return 0
}

private func checkSpline(_ input: inout FuzzInput, keys: Int, variant: UInt8) {
  let channels = Int(variant % 2) + 1
  guard let keyTimes = input.nextDoubles(keys), let flat = input.nextDoubles(keys * channels) else { return }
  let values = (0..<keys).map { Array(flat[($0 * channels)..<(($0 + 1) * channels)]) }
  let boundary: SplineBoundary
  switch (variant >> 1) % 4 {
  case 0: boundary = .natural
  case 1: boundary = .notAKnot
  case 2: boundary = .periodic
  default:
    guard let slopes = input.nextDoubles(2 * channels) else { return }
    boundary = .clamped(startSlopes: Array(slopes.prefix(channels)), endSlopes: Array(slopes.suffix(channels)))
  }
  let solver = SplineSolver.allCases[Int(variant >> 3) % SplineSolver.allCases.count]
  let spline: CubicSpline
  do {
    spline = try CubicSpline(keyTimes: keyTimes, values: values, boundary: boundary, solver: solver)
  } catch {
    if error.description.isEmpty { fuzzFailure("an empty error message") }
    return
  }
  let increasing = zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 }
  if !(keyTimes + flat).allSatisfy(\.isFinite) || !increasing || keys < boundary.minimumKeyCount {
    fuzzFailure("spline with key times \(keyTimes), values \(flat), \(boundary) was accepted")
  }
  let largest = flat.map(abs).max()!
  let steps = zip(keyTimes, keyTimes.dropFirst()).map { $1 - $0 }
  let span = keyTimes.last! - keyTimes.first!
  // Moderate: values and spans far from overflow, and no time step below 1e-6 of the span (a
  // nearly repeated key makes moments of size value/step², legitimately far from the values).
  let isModerate = largest <= 1e100 && abs(keyTimes[0]) <= 1e100 && span <= 1e100
    && steps.allSatisfy { $0 >= 1e-6 * span }
  // The power form c₀ + c₁u + c₂u² + c₃u³ rounds relative to its largest coefficient, which end
  // slopes (times the span) and moments (value/step², times step²) can make larger than the values.
  var slopes: [Double] = []
  if case .clamped(let start, let end) = boundary { slopes = start + end }
  let scale = (largest + (slopes.map(abs).max() ?? 0) * span) * (span / steps.min()!) * (span / steps.min()!)
  if isModerate, scale.isFinite, scale > 0 {
    for (index, t) in keyTimes.enumerated() {
      for channel in 0..<channels {
        let value = spline.value(at: t, channel: channel)
        // Plus 16 subnormal ulps: below 2.2e-308 rounding is absolute, not relative.
        if abs(value - values[index][channel]) > 1e-9 * scale + 16 * Double.leastNonzeroMagnitude {
          fuzzFailure("spline(\(t)) = \(value) ≠ value \(values[index][channel]) (\(boundary), \(keyTimes), \(flat))")
        }
      }
    }
  }
  let times = ([keyTimes[0], keyTimes.last!] + input.remainingDoubles()).filter(\.isFinite)
  let batch = spline.values(at: times)
  for (index, t) in times.enumerated() {
    for channel in 0..<channels {
      let fromBatch = batch[channel][index]
      let scalar = spline.value(at: t, channel: channel)
      if isModerate, (keyTimes[0]...keyTimes.last!).contains(t), !scalar.isFinite {
        fuzzFailure("spline(\(t)) = \(scalar) (\(boundary), \(keyTimes), \(flat))")
      }
      if scalar.isFinite, abs(fromBatch - scalar) > 2 * max(abs(scalar), abs(fromBatch)).ulp {
        fuzzFailure("batch \(fromBatch) ≠ scalar \(scalar) at t = \(t) (\(boundary), \(keyTimes), \(flat))")
      }
    }
  }
}

private func checkChain(_ input: inout FuzzInput, masses n: Int) {
  guard let masses = input.nextDoubles(n), let stiffnesses = input.nextDoubles(n + 1),
    let dampings = input.nextDoubles(n + 1), let state = input.nextDoubles(2 * n)
  else { return }
  let system: CoupledSpringSystem
  do {
    system = try .chain(masses: masses, stiffnesses: stiffnesses, dampings: dampings)
  } catch {
    if error.description.isEmpty { fuzzFailure("an empty error message") }
    return
  }
  let parameters = masses + stiffnesses + dampings
  if !parameters.allSatisfy(\.isFinite) || !masses.allSatisfy({ $0 > 0 }) {
    fuzzFailure("chain \(masses) \(stiffnesses) \(dampings) was accepted")
  }
  guard let motion = try? system.motion(position: Array(state.prefix(n)), velocity: Array(state.suffix(n)))
  else { return }
  let isModerate = (parameters + state).allSatisfy { abs($0) <= 1e6 }
    && masses.allSatisfy { $0 >= 1e-6 }
  for t in [0, 0.5, 1] + input.remainingDoubles() where t.isFinite && t >= 0 && t <= 1e3 {
    guard let result = try? motion.state(at: t) else { continue }
    if isModerate, !(result.position + result.velocity).allSatisfy(\.isFinite) {
      fuzzFailure("state(at: \(t)) = \(result) for chain \(masses) \(stiffnesses) \(dampings)")
    }
  }
}

private func checkFitting(_ input: inout FuzzInput, samples n: Int, variant: UInt8) {
  guard let inputs = input.nextDoubles(n), let outputs = input.nextDoubles(n) else { return }
  let sampled: SampledCurve
  do {
    sampled = try SampledCurve(inputs: inputs, outputs: outputs)
  } catch {
    if error.description.isEmpty { fuzzFailure("an empty error message") }
    return
  }
  if !(inputs + outputs).allSatisfy(\.isFinite) { fuzzFailure("non-finite samples were accepted") }
  guard let curve = variant & 1 != 0 ? sampled : try? sampled.normalized() else { return }
  do {
    let fit = try curve.fittedCubicBezier(method: LeastSquaresMethod.allCases[Int(variant >> 1) % LeastSquaresMethod.allCases.count])
    if !fit.maxError.isFinite && curve.outputs.allSatisfy({ abs($0) <= 1e100 }) {
      fuzzFailure("fit of \(curve.inputs) → \(curve.outputs) reports max error \(fit.maxError)")
    }
  } catch {
    if error.description.isEmpty { fuzzFailure("an empty error message") }
  }
  if variant & 64 != 0, let tolerance = input.nextDouble() {
    do {
      let export = try curve.linearEasing(maximumError: tolerance)
      if !export.maxError.isFinite { fuzzFailure("linear() export reports max error \(export.maxError)") }
    } catch {
      if error.description.isEmpty { fuzzFailure("an empty error message") }
    }
  }
}
