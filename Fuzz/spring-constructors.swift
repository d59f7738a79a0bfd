import Kinetics

/// Every `Spring` parameterization fed arbitrary doubles, and evaluation of the springs it accepts.
///
/// Input layout: one byte picks the parameterization (mass/stiffness/damping, response/damping
/// ratio, duration/bounce, perceptual duration/bounce, UIKit duration/damping ratio/velocity), then
/// its Double bit patterns, then from, to, initial velocity, then any number of times t.
/// Properties (docs/springs.md, issue 7):
/// - no constructor traps; non-finite parameters are always a `SpringError`;
/// - an accepted spring has finite, positive mass and stiffness and finite, non-negative damping;
/// - with finite from, to, initial velocity of moderate size (|·| ≤ 1e100, so that ω₀²·(from − to)
///   stays representable) and finite t ≥ 0, position and velocity are finite, the Double batch
///   equals `position(at:)` within 2 ulp of the motion's scale (|from − to| + 2|v₀|/ω₀ + |to|, which
///   bounds |x(t)|: a kick v₀ moves a spring at most about |v₀|/ω₀), and the exact settling time,
///   when there is one, is finite and ≥ 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let choice = input.nextByte() else { return 0 }
  let spring: Spring
  let parameters: [Double]
  do {
    switch choice % 5 {
    case 0:
      guard let p = input.nextDoubles(3) else { return 0 }
      parameters = p
      spring = try Spring(mass: p[0], stiffness: p[1], damping: p[2])
    case 1:
      guard let p = input.nextDoubles(3) else { return 0 }
      parameters = p
      spring = try Spring(response: p[0], dampingRatio: p[1], mass: p[2])
    case 2:
      guard let p = input.nextDoubles(2) else { return 0 }
      parameters = p
      spring = try Spring(duration: p[0], bounce: p[1])
    case 3:
      guard let p = input.nextDoubles(2) else { return 0 }
      parameters = p
      spring = try Spring(perceptualDuration: p[0], bounce: p[1])
    default:
      guard let p = input.nextDoubles(3) else { return 0 }
      parameters = p
      spring = try Spring(uikitDuration: p[0], dampingRatio: p[1], initialSpringVelocity: p[2])
    }
  } catch {
    if error.description.isEmpty { fuzzFailure("an empty error message") }
    return 0
  }
  if !parameters.allSatisfy(\.isFinite) {
    fuzzFailure("non-finite parameters \(parameters) (choice \(choice % 5)) were accepted")
  }
  guard spring.mass.isFinite, spring.mass > 0, spring.stiffness.isFinite, spring.stiffness > 0,
    spring.damping.isFinite, spring.damping >= 0
  else { fuzzFailure("accepted spring \(spring) from \(parameters) has invalid coefficients") }

  guard let motion = input.nextDoubles(3) else { return 0 }
  let (from, target, velocity) = (motion[0], motion[1], motion[2])
  guard motion.allSatisfy({ $0.isFinite && abs($0) <= 1e100 }) else { return 0 }
  let times = [0, 0.5, 1] + input.remainingDoubles().filter { $0.isFinite && $0 >= 0 }
  let positions = spring.positions(at: times, from: from, to: target, initialVelocity: velocity)
  let scale = abs(from - target) + 2 * abs(velocity) / spring.naturalFrequency + abs(target)
  for (t, batch) in zip(times, positions) {
    let state = spring.state(at: t, from: from, to: target, initialVelocity: velocity)
    if !state.position.isFinite || !state.velocity.isFinite {
      fuzzFailure("state(at: \(t)) = \(state) for \(spring), from \(from) to \(target), v0 \(velocity)")
    }
    let scalar = spring.position(at: t, from: from, to: target, initialVelocity: velocity)
    if abs(batch - scalar) > 2 * scale.ulp {
      fuzzFailure("batch \(batch) ≠ scalar \(scalar) at t = \(t) for \(spring), from \(from) to \(target), v0 \(velocity)")
    }
  }
  if let settling = spring.settlingTime(from: from, to: target, initialVelocity: velocity),
    !(settling.isFinite && settling >= 0) {
    fuzzFailure("settlingTime = \(settling) for \(spring), from \(from) to \(target), v0 \(velocity)")
  }
  return 0
}
