import CKinetics
import Kinetics

/// Which quantity of a spring's motion an entry point returns.
enum SpringQuantity {
  case position, velocity
}

/// The shared body of `kn_spring_position` and `kn_spring_velocity`: the checks of `scalarCall`
/// and of `springContext`, then `Spring.position` or `Spring.velocity` (computed without
/// intermediate overflow, so a non-finite value is an exact result beyond the range of double).
@inline(__always)
private func scalarMotion(
  _ name: StaticString, _ quantity: SpringQuantity, _ spring: kn_spring, _ motion: kn_spring_motion, _ t: Double,
  _ out: UnsafeMutablePointer<Double>?, _ outName: StaticString
) -> kn_status {
  scalarCall(name, t, "t", into: out, outName, result: quantity == .position ? "position" : "velocity") {
    springContext(name, spring, motion).map { spring in
      switch quantity {
      case .position: spring.position(at: t, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity)
      case .velocity: spring.velocity(at: t, from: motion.from, to: motion.to, initialVelocity: motion.initial_velocity)
      }
    }
  }
}

@_cdecl("kn_spring_position")
public func kn_spring_position(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: Double, _ outPosition: UnsafeMutablePointer<Double>?
) -> kn_status {
  scalarMotion("kn_spring_position", .position, spring, motion, t, outPosition, "out_position")
}

@_cdecl("kn_spring_velocity")
public func kn_spring_velocity(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: Double, _ outVelocity: UnsafeMutablePointer<Double>?
) -> kn_status {
  scalarMotion("kn_spring_velocity", .velocity, spring, motion, t, outVelocity, "out_velocity")
}

/// The shared body of the spring array entry points: the checks of `evaluateArray`, then the SIMD
/// batch kernel of `Spring` (inlined here) on the motion, or — when from − to overflows — on the
/// motion halved, with the outputs doubled: the same operations as the scalar `Spring.position` on
/// halves, so the bits match it. Outputs beyond the range of the element type give
/// KN_ERROR_OVERFLOW. `outputs.count == times.count`, so the batch calls cannot throw.
@inline(__always)
private func motionArray<Element: BatchFloatingPoint>(
  _ name: StaticString, _ quantity: SpringQuantity, _ spring: kn_spring, _ motion: kn_spring_motion,
  _ t: UnsafePointer<Element>?, _ out: UnsafeMutablePointer<Element>?, _ count: Int
) -> kn_status {
  evaluateArray(name, t, out, count, context: { springContext(name, spring, motion) }) { spring, times, outputs in
    let overflows = !(motion.from - motion.to).isFinite
    let scale = overflows ? 0.5 : 1.0
    let (from, to, velocity) = (motion.from * scale, motion.to * scale, motion.initial_velocity * scale)
    switch quantity {
    case .position: try? spring.positions(at: times, from: from, to: to, initialVelocity: velocity, into: outputs)
    case .velocity: try? spring.velocities(at: times, from: from, to: to, initialVelocity: velocity, into: outputs)
    }
    if overflows { for index in outputs.indices { outputs[index] *= 2 } }
  }
}

@_cdecl("kn_spring_position_array")
public func kn_spring_position_array(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Double>?,
  _ outPosition: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  motionArray("kn_spring_position_array", .position, spring, motion, t, outPosition, count)
}

@_cdecl("kn_spring_velocity_array")
public func kn_spring_velocity_array(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Double>?,
  _ outVelocity: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  motionArray("kn_spring_velocity_array", .velocity, spring, motion, t, outVelocity, count)
}

@_cdecl("kn_spring_position_array_f")
public func kn_spring_position_array_f(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Float>?,
  _ outPosition: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  motionArray("kn_spring_position_array_f", .position, spring, motion, t, outPosition, count)
}

@_cdecl("kn_spring_velocity_array_f")
public func kn_spring_velocity_array_f(
  _ spring: kn_spring, _ motion: kn_spring_motion, _ t: UnsafePointer<Float>?,
  _ outVelocity: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  motionArray("kn_spring_velocity_array_f", .velocity, spring, motion, t, outVelocity, count)
}
