import CKinetics
import Kinetics

@_cdecl("kn_spring_position")
public func kn_spring_position(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: Double,
  _ outPosition: UnsafeMutablePointer<Double>?
) -> kn_status {
  scalarMotion("kn_spring_position", spring, motion, t, outPosition) { spring in
    spring.position(
      at: t, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity)
  }
}

@_cdecl("kn_spring_velocity")
public func kn_spring_velocity(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: Double,
  _ outVelocity: UnsafeMutablePointer<Double>?
) -> kn_status {
  scalarMotion("kn_spring_velocity", spring, motion, t, outVelocity) { spring in
    spring.velocity(
      at: t, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity)
  }
}

private func scalarMotion(
  _ name: String, _ spring: kn_spring, _ motion: kn_spring_motion, _ t: Double,
  _ out: UnsafeMutablePointer<Double>?,
  _ evaluate: (Spring) -> Double
) -> kn_status {
  guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): the output is NULL") }
  guard t.isFinite else {
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): t must be finite, got \(t)")
  }
  return withSpring(name, spring, motion) { spring in
    let value = evaluate(spring)
    // The motion of finite inputs is computed without intermediate overflow (Spring.position);
    // a non-finite value is then an exact result beyond the range of double.
    guard value.isFinite else {
      return LastError.fail(
        KN_ERROR_OVERFLOW, "\(name): the result at t = \(t) overflows the range of double (got \(value))")
    }
    out.pointee = value
    return KN_OK
  }
}

/// The shared body of the spring array entry points: checks, then the SIMD batch kernel of
/// `Spring` (inlined here) on the motion, or — when from − to overflows — on the motion halved,
/// with the outputs doubled: the same operations as the scalar `Spring.position` on halves, so the
/// bits match it. Outputs beyond the range of the element type give KN_ERROR_OVERFLOW.
private func motionArray<Element: BinaryFloatingPoint>(
  _ name: String, _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Element>?,
  _ out: UnsafeMutablePointer<Element>?, _ count: Int,
  _ evaluate: (Spring, kn_spring_motion, UnsafeBufferPointer<Element>, UnsafeMutableBufferPointer<Element>) -> Void
) -> kn_status {
  evaluateArray(name, t, out, count, context: { springContext(name, spring, motion) }) { spring, times, outputs in
    guard !(motion.from - motion.to).isFinite else { return evaluate(spring, motion, times, outputs) }
    let halved = kn_spring_motion(from: motion.from / 2, to: motion.to / 2, initial_velocity: motion.initial_velocity / 2)
    evaluate(spring, halved, times, outputs)
    for index in outputs.indices { outputs[index] *= 2 }
  }
}

@_cdecl("kn_spring_position_array")
public func kn_spring_position_array(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Double>?,
  _ outPosition: UnsafeMutablePointer<Double>?,
  _ count: Int
) -> kn_status {
  motionArray("kn_spring_position_array", spring, motion, t, outPosition, count) {
    spring, motion, times, outputs in
    // outputs.count == times.count: the batch call cannot throw.
    try? spring.positions(
      at: times, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity,
      into: outputs)
  }
}

@_cdecl("kn_spring_velocity_array")
public func kn_spring_velocity_array(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Double>?,
  _ outVelocity: UnsafeMutablePointer<Double>?,
  _ count: Int
) -> kn_status {
  motionArray("kn_spring_velocity_array", spring, motion, t, outVelocity, count) {
    spring, motion, times, outputs in
    try? spring.velocities(
      at: times, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity,
      into: outputs)
  }
}

@_cdecl("kn_spring_position_array_f")
public func kn_spring_position_array_f(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Float>?,
  _ outPosition: UnsafeMutablePointer<Float>?,
  _ count: Int
) -> kn_status {
  motionArray("kn_spring_position_array_f", spring, motion, t, outPosition, count) {
    spring, motion, times, outputs in
    try? spring.positions(
      at: times, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity,
      into: outputs)
  }
}

@_cdecl("kn_spring_velocity_array_f")
public func kn_spring_velocity_array_f(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Float>?,
  _ outVelocity: UnsafeMutablePointer<Float>?,
  _ count: Int
) -> kn_status {
  motionArray("kn_spring_velocity_array_f", spring, motion, t, outVelocity, count) {
    spring, motion, times, outputs in
    try? spring.velocities(
      at: times, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity,
      into: outputs)
  }
}
