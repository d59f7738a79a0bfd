import CKinetics
import Kinetics

/// A Swift spring constructor or call, with its error as a C status: KN_ERROR_NO_SOLUTION for
/// `.noSolution`, KN_ERROR_INVALID_ARGUMENT for every other case.
@inline(__always)
func validatedSpring<Value>(_ body: () throws(SpringError) -> Value) -> Result<Value, CAPIFailure> {
  validated(status: { error in
    if case .noSolution = error { return KN_ERROR_NO_SOLUTION }
    return KN_ERROR_INVALID_ARGUMENT
  }, body)
}

/// Validates a C spring through `Spring.init(mass:stiffness:damping:)`.
@inline(__always)
func makeSpring(_ spring: kn_spring) -> Result<Spring, CAPIFailure> {
  validatedSpring { () throws(SpringError) in
    try Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  }
}

/// The C struct of a spring's coefficients.
func cSpring(_ spring: Spring) -> kn_spring {
  kn_spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
}

/// The validated spring of a motion call, or the failure `function` reports: a non-finite motion
/// member, or the spring's own error (KN_ERROR_NO_SOLUTION or KN_ERROR_INVALID_ARGUMENT). Every
/// scalar spring call runs this: no allocation on the way to success.
@inline(__always)
func springContext(_ function: StaticString, _ spring: kn_spring, _ motion: kn_spring_motion) -> Result<Spring, CAPIFailure> {
  guard motion.from.isFinite && motion.to.isFinite && motion.initial_velocity.isFinite else {
    let (member, value) =
      !motion.from.isFinite ? ("from", motion.from)
      : !motion.to.isFinite ? ("to", motion.to) : ("initial_velocity", motion.initial_velocity)
    return .failure(CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(function): motion.\(member) must be finite, got \(value)"))
  }
  // The spring built here rather than through `makeSpring(_:)` and `mapError`: that chain returned
  // the Result through a generic out-of-line function and copied it again, and the copies were
  // read back before their stores had landed (store-forwarding stalls: about 17 ns per array call,
  // bench `c-api-call-spring`). Same status and message as `makeSpring(spring).mapError { $0.in(function) }`.
  do throws(SpringError) {
    return .success(try Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping))
  } catch {
    return .failure(springFailure(function, error))
  }
}

/// The failure `springContext` reports for a spring `Spring.init(mass:stiffness:damping:)`
/// refused: the status of `validatedSpring` and "function: error".
@inline(never)
private func springFailure(_ function: StaticString, _ error: SpringError) -> CAPIFailure {
  if case .noSolution = error { return CAPIFailure(KN_ERROR_NO_SOLUTION, "\(function): \(error)") }
  return CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(function): \(error)")
}

/// The shared body of the `kn_spring_from_*` constructors: the spring `make` builds, written as
/// its C struct.
private func writeSpring(
  _ function: StaticString, _ out: UnsafeMutablePointer<kn_spring>?, _ make: () throws(SpringError) -> Spring
) -> kn_status {
  writeOutput(function, out, "out_spring") { validatedSpring(make).map(cSpring).mapError { $0.in(function) } }
}

@_cdecl("kn_spring_from_response")
public func kn_spring_from_response(
  _ response: Double, _ dampingRatio: Double, _ mass: Double, _ outSpring: UnsafeMutablePointer<kn_spring>?
) -> kn_status {
  writeSpring("kn_spring_from_response", outSpring) { () throws(SpringError) in
    try Spring(response: response, dampingRatio: dampingRatio, mass: mass)
  }
}

@_cdecl("kn_spring_from_duration_bounce")
public func kn_spring_from_duration_bounce(
  _ duration: Double, _ bounce: Double, _ outSpring: UnsafeMutablePointer<kn_spring>?
) -> kn_status {
  writeSpring("kn_spring_from_duration_bounce", outSpring) { () throws(SpringError) in try Spring(duration: duration, bounce: bounce) }
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
  _ duration: Double, _ dampingRatio: Double, _ initialVelocity: Double, _ outSpring: UnsafeMutablePointer<kn_spring>?
) -> kn_status {
  writeSpring("kn_spring_from_uikit", outSpring) { () throws(SpringError) in
    try Spring(uikitDuration: duration, dampingRatio: dampingRatio, initialSpringVelocity: initialVelocity)
  }
}

@_cdecl("kn_spring_describe")
public func kn_spring_describe(
  _ spring: kn_spring, _ outDescription: UnsafeMutablePointer<kn_spring_description>?
) -> kn_status {
  writeOutput("kn_spring_describe", outDescription, "out_description") {
    makeSpring(spring).mapError { $0.in("kn_spring_describe") }.map { spring in
      kn_spring_description(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, damping_ratio: spring.dampingRatio,
        response: spring.response, bounce: spring.bounce, natural_frequency: spring.naturalFrequency,
        damped_frequency: spring.dampedFrequency)
    }
  }
}

@_cdecl("kn_spring_uikit_duration")
public func kn_spring_uikit_duration(
  _ spring: kn_spring, _ initialVelocity: Double, _ outDuration: UnsafeMutablePointer<Double>?
) -> kn_status {
  writeOutput("kn_spring_uikit_duration", outDuration, "out_duration") {
    Result { () throws(CAPIFailure) in
      guard initialVelocity.isFinite else {
        throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "initial_velocity must be finite, got \(initialVelocity)")
      }
      let described = try makeSpring(spring).get()
      let uikitDuration: Double?
      do { uikitDuration = try described.uikitDuration(initialSpringVelocity: initialVelocity) } catch {
        throw CAPIFailure(KN_ERROR_OVERFLOW, "\(error)")
      }
      guard let duration = uikitDuration else {
        throw CAPIFailure(KN_ERROR_NO_SOLUTION, "no UIKit duration gives this spring (it needs 0 < damping ratio <= 1)")
      }
      return duration
    }.mapError { $0.in("kn_spring_uikit_duration") }
  }
}

@_cdecl("kn_spring_settling_time")
public func kn_spring_settling_time(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ epsilon: Double, _ model: kn_settling_model,
  _ outSeconds: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name: StaticString = "kn_spring_settling_time"
  return writeOutput(name, outSeconds, "out_seconds") {
    Result { () throws(CAPIFailure) in
      guard epsilon > 0, epsilon.isFinite else {
        throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(name): epsilon must be positive and finite, got \(epsilon)")
      }
      let spring = try springContext(name, spring, motion).get()
      let result: Double?
      switch model {
      case KN_SETTLING_EXACT:
        result = spring.settlingTime(
          tolerance: epsilon, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity)
      case KN_SETTLING_ENVELOPE:
        result = spring.envelopeSettlingTime(
          tolerance: epsilon, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity)
      case KN_SETTLING_CORE_ANIMATION:
        guard epsilon == 0.001 else {
          throw CAPIFailure(
            KN_ERROR_INVALID_ARGUMENT, "\(name): the Core Animation model uses epsilon 0.001, got \(epsilon)")
        }
        let distance = motion.to - motion.from
        result = spring.coreAnimationSettlingDuration(
          relativeInitialVelocity: distance == 0 ? 0 : motion.initial_velocity / distance)
      default:
        throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(name): unknown model \(model.rawValue)")
      }
      guard let result else { throw CAPIFailure(KN_ERROR_NO_SOLUTION, "\(name): this spring never settles (damping 0)") }
      guard result.isFinite else {
        throw CAPIFailure(KN_ERROR_NO_SOLUTION, "\(name): this spring settles later than the largest double")
      }
      return result
    }
  }
}
