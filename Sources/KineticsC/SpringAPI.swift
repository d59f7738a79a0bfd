import CKinetics
import Kinetics

/// A spring error as a C status: `noSolution` is its own status, every other case a bad argument.
func springFailure(_ name: String, _ error: SpringError) -> kn_status {
  springCAPIFailure(name, error).report()
}

/// The status of a spring error: KN_ERROR_NO_SOLUTION for `.noSolution`, else
/// KN_ERROR_INVALID_ARGUMENT, with the message.
func springCAPIFailure(_ name: String, _ error: SpringError) -> CAPIFailure {
  if case .noSolution = error { return CAPIFailure(KN_ERROR_NO_SOLUTION, "\(name): \(error)") }
  return CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(name): \(error)")
}

/// Validates a C spring through `Spring.init(mass:stiffness:damping:)`.
func makeSpring(_ spring: kn_spring) -> Result<Spring, SpringError> {
  Result { () throws(SpringError) in
    try Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  }
}

/// The message for a motion with a non-finite member, or nil when all three are finite.
func motionProblem(_ motion: kn_spring_motion) -> String? {
  // Checked without an array first: every scalar spring call runs this, and must not allocate.
  if motion.from.isFinite && motion.to.isFinite && motion.initial_velocity.isFinite { return nil }
  for (name, value) in [
    ("from", motion.from), ("to", motion.to), ("initial_velocity", motion.initial_velocity),
  ]
  where !value.isFinite {
    return "motion.\(name) must be finite, got \(value)"
  }
  return nil
}

/// Runs `body` with a validated spring and motion, or records why they are invalid.
func withSpring(
  _ name: String, _ spring: kn_spring, _ motion: kn_spring_motion, _ body: (Spring) -> kn_status
) -> kn_status {
  switch springContext(name, spring, motion) {
  case .failure(let failure): return failure.report()
  case .success(let spring): return body(spring)
  }
}

/// The validated spring of a motion call, or the failure to report: a non-finite motion member,
/// or the spring's own error (KN_ERROR_NO_SOLUTION or KN_ERROR_INVALID_ARGUMENT).
func springContext(_ name: String, _ spring: kn_spring, _ motion: kn_spring_motion) -> Result<Spring, CAPIFailure> {
  if let problem = motionProblem(motion) {
    return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(name): \(problem)"))
  }
  return makeSpring(spring).mapError { springCAPIFailure(name, $0) }
}

/// Writes a constructed spring as its C struct, or records the constructor's error.
private func writeSpring(
  _ name: String, _ out: UnsafeMutablePointer<kn_spring>?, _ make: () throws(SpringError) -> Spring
) -> kn_status {
  guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_spring is NULL") }
  do {
    let spring = try make()
    out.pointee = kn_spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    return KN_OK
  } catch {
    return springFailure(name, error)
  }
}

@_cdecl("kn_spring_from_response")
public func kn_spring_from_response(
  _ response: Double, _ dampingRatio: Double, _ mass: Double,
  _ outSpring: UnsafeMutablePointer<kn_spring>?
) -> kn_status {
  writeSpring("kn_spring_from_response", outSpring) { () throws(SpringError) in
    try Spring(response: response, dampingRatio: dampingRatio, mass: mass)
  }
}

@_cdecl("kn_spring_from_duration_bounce")
public func kn_spring_from_duration_bounce(
  _ duration: Double, _ bounce: Double, _ outSpring: UnsafeMutablePointer<kn_spring>?
) -> kn_status {
  writeSpring("kn_spring_from_duration_bounce", outSpring) { () throws(SpringError) in
    try Spring(duration: duration, bounce: bounce)
  }
}

@_cdecl("kn_spring_from_perceptual_duration")
public func kn_spring_from_perceptual_duration(
  _ perceptualDuration: Double, _ bounce: Double, _ outSpring: UnsafeMutablePointer<kn_spring>?
) -> kn_status {
  writeSpring("kn_spring_from_perceptual_duration", outSpring) { () throws(SpringError) in
    try Spring(perceptualDuration: perceptualDuration, bounce: bounce)
  }
}

@_cdecl("kn_spring_from_uikit")
public func kn_spring_from_uikit(
  _ duration: Double, _ dampingRatio: Double, _ initialVelocity: Double,
  _ outSpring: UnsafeMutablePointer<kn_spring>?
) -> kn_status {
  writeSpring("kn_spring_from_uikit", outSpring) { () throws(SpringError) in
    try Spring(
      uikitDuration: duration, dampingRatio: dampingRatio, initialSpringVelocity: initialVelocity)
  }
}

@_cdecl("kn_spring_describe")
public func kn_spring_describe(
  _ spring: kn_spring, _ outDescription: UnsafeMutablePointer<kn_spring_description>?
) -> kn_status {
  let name = "kn_spring_describe"
  guard let outDescription else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_description is NULL")
  }
  switch makeSpring(spring) {
  case .failure(let error): return springFailure(name, error)
  case .success(let spring):
    outDescription.pointee = kn_spring_description(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      damping_ratio: spring.dampingRatio,
      response: spring.response, bounce: spring.bounce, natural_frequency: spring.naturalFrequency,
      damped_frequency: spring.dampedFrequency)
    return KN_OK
  }
}

@_cdecl("kn_spring_uikit_duration")
public func kn_spring_uikit_duration(
  _ spring: kn_spring, _ initialVelocity: Double, _ outDuration: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name = "kn_spring_uikit_duration"
  guard let outDuration else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_duration is NULL")
  }
  guard initialVelocity.isFinite else {
    return LastError.fail(
      KN_ERROR_INVALID_ARGUMENT, "\(name): initial_velocity must be finite, got \(initialVelocity)")
  }
  switch makeSpring(spring) {
  case .failure(let error): return springFailure(name, error)
  case .success(let spring):
    guard let duration = spring.uikitDuration(initialSpringVelocity: initialVelocity) else {
      return LastError.fail(
        KN_ERROR_NO_SOLUTION,
        "\(name): no UIKit duration gives this spring (it needs 0 < damping ratio <= 1)")
    }
    outDuration.pointee = duration
    return KN_OK
  }
}

@_cdecl("kn_spring_settling_time")
public func kn_spring_settling_time(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ epsilon: Double, _ model: kn_settling_model,
  _ outSeconds: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name = "kn_spring_settling_time"
  guard let outSeconds else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_seconds is NULL")
  }
  guard epsilon > 0, epsilon.isFinite else {
    return LastError.fail(
      KN_ERROR_INVALID_ARGUMENT, "\(name): epsilon must be positive and finite, got \(epsilon)")
  }
  return withSpring(name, spring, motion) { spring in
    let result: Double?
    switch model {
    case KN_SETTLING_EXACT:
      result = spring.settlingTime(
        tolerance: epsilon, from: motion.from, to: motion.to,
        initialVelocity: motion.initial_velocity)
    case KN_SETTLING_ENVELOPE:
      result = spring.envelopeSettlingTime(
        tolerance: epsilon, from: motion.from, to: motion.to,
        initialVelocity: motion.initial_velocity)
    case KN_SETTLING_CORE_ANIMATION:
      guard epsilon == 0.001 else {
        return LastError.fail(
          KN_ERROR_INVALID_ARGUMENT,
          "\(name): the Core Animation model uses epsilon 0.001, got \(epsilon)")
      }
      let distance = motion.to - motion.from
      result = spring.coreAnimationSettlingDuration(
        relativeInitialVelocity: distance == 0 ? 0 : motion.initial_velocity / distance)
    default:
      return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): unknown model \(model.rawValue)")
    }
    guard let result else {
      return LastError.fail(KN_ERROR_NO_SOLUTION, "\(name): this spring never settles (damping 0)")
    }
    guard result.isFinite else {
      return LastError.fail(KN_ERROR_NO_SOLUTION, "\(name): this spring settles later than the largest double")
    }
    outSeconds.pointee = result
    return KN_OK
  }
}
