import Kinetics
import KineticsTestSupport
import Testing

/// Spring positions and velocities over the whole Double range (issue 19, item 3: finite input
/// gives the right answer; ±∞ only where the exact value is beyond the range, which the C API
/// reports as KN_ERROR_OVERFLOW). Reference: the same motion at the scale of ±4 (checked against
/// the 50-digit mpmath fixture in SpringMotionTests): the solution is linear in (from, target,
/// v₀), so multiplying all three by 2ᵏ multiplies the position and velocity by 2ᵏ. Bound: 2 ulp of
/// the scaled value (the operations are the unit motion's, scaled exactly, up to the halving or
/// quartering of the overflow paths). Seeded.
@Suite struct SpringFullRangeMotionTests {
  /// The case found: an initial velocity whose term q·v₀ overflows while the target cancels it.
  @Test func aVelocityTermCancelledByTheTargetGivesTheFinitePosition() throws {
    let spring = try Spring(mass: 1, stiffness: 0.25, damping: 0.01)
    let position = spring.position(at: 2, from: 1.7e308, to: 1.7e308, initialVelocity: -1.7e308)
    let unit = spring.position(at: 2, from: 1.7, to: 1.7, initialVelocity: -1.7) * 1e308
    #expect(abs(position - unit) <= 4 * unit.ulp, "\(position) vs \(unit)")
    #expect(position < -1e308)
    let state = spring.state(at: 2, from: 1.7e308, to: 1.7e308, initialVelocity: -1.7e308)
    #expect(state.position == position)
  }

  /// The batch recovers the same case and keeps the scalar's bits, in both regimes' loops and the
  /// tail, for positions and velocities.
  @Test func batchesGiveTheScalarBitsWhereASumOverflowsButTheMotionDoesNot() throws {
    let springs = [try Spring(mass: 1, stiffness: 0.25, damping: 0.01), try Spring(mass: 1, stiffness: 0.25, damping: 5)]
    let times: [Double] = (0..<21).map { Double($0) * 0.25 }
    for spring in springs {
      for (from, target, v0) in [(1.7e308, 1.7e308, -1.7e308), (-1.7e308, 1.7e308, 1.7e308), (1, 2, 3)] {
        let positions = spring.positions(at: times, from: from, to: target, initialVelocity: v0)
        let velocities = spring.velocities(at: times, from: from, to: target, initialVelocity: v0)
        for (index, t) in times.enumerated() {
          let position = spring.position(at: t, from: from, to: target, initialVelocity: v0)
          let velocity = spring.velocity(at: t, from: from, to: target, initialVelocity: v0)
          #expect(positions[index].bitPattern == position.bitPattern, "\(spring) position at \(t): \(positions[index]) vs \(position)")
          #expect(velocities[index].bitPattern == velocity.bitPattern, "\(spring) velocity at \(t): \(velocities[index]) vs \(velocity)")
        }
      }
    }
    let underdamped = springs[0]
    let recovered = underdamped.positions(at: [2.0], from: 1.7e308, to: 1.7e308, initialVelocity: -1.7e308)[0]
    #expect(recovered.isFinite && recovered < -1e308)
  }

  /// The batch skips its overflow probe for motions it can bound (rates below 2⁵⁰, magnitudes
  /// below 2⁹⁰⁰, not critical): on both sides of those bounds, with springs whose rates sit near
  /// 2⁵⁰ and times at 0, ±∞, NaN and far beyond the decay, Double and Float batches equal the
  /// scalar path bit for bit (the overflowing cases go through the probe and the recomputation).
  @Test func batchesGiveTheScalarBitsOnBothSidesOfTheProbeFreeBound() throws {
    let springs = [
      try Spring(mass: 1, stiffness: 0x1p49, damping: 0x1p25),  // ω₀² = 2⁴⁹, α = 2²⁴
      try Spring(mass: 1, stiffness: 0x1p-97, damping: 0),  // 1/ω_d = 2^48.5
      try Spring(mass: 1, stiffness: 0x1p-97, damping: 0x1p-47),  // overdamped, 1/γ = 2^48.5
      try Spring(mass: 1, stiffness: 100, damping: 20),  // critical: always probed
      try Spring(mass: 1, stiffness: 0.25, damping: 0.01), try Spring(mass: 1, stiffness: 100, damping: 50),
    ]
    var times: [Double] = [0, -1, .infinity, -.infinity, .nan, 1e300, .greatestFiniteMagnitude, 1e-300]
    times += (0..<13).map { Double($0) * 0.37 }
    for spring in springs {
      for scale in [1.0, 0x1p899, 0x1p900, 0x1p1000, 0x1p1023] {
        for (from, target, v0) in [(1.7, 1.7, -1.7), (-1.7, 1.7, 1.7), (0.5, -0.25, 0), (1, 0, 1.9)] {
          let (a, b, c) = (from * scale, target * scale, v0 * scale)
          let positions = spring.positions(at: times, from: a, to: b, initialVelocity: c)
          let velocities = spring.velocities(at: times, from: a, to: b, initialVelocity: c)
          let floatPositions = spring.positions(at: times.map(Float.init), from: a, to: b, initialVelocity: c)
          for (index, t) in times.enumerated() {
            let position = spring.position(at: t, from: a, to: b, initialVelocity: c)
            let velocity = spring.velocity(at: t, from: a, to: b, initialVelocity: c)
            let floatPosition = Float(spring.position(at: Double(Float(t)), from: a, to: b, initialVelocity: c))
            #expect(positions[index].bitPattern == position.bitPattern, "\(spring) ×\(scale) position at \(t)")
            #expect(velocities[index].bitPattern == velocity.bitPattern, "\(spring) ×\(scale) velocity at \(t)")
            #expect(floatPositions[index].bitPattern == floatPosition.bitPattern, "\(spring) ×\(scale) Float at \(t)")
          }
        }
      }
    }
  }

  @Test func motionsScaledByPowersOfTwoGiveTheUnitMotionTimesTheScale() throws {
    let springs = [
      try Spring(mass: 1, stiffness: 100, damping: 10), try Spring(mass: 1, stiffness: 100, damping: 20),
      try Spring(mass: 1, stiffness: 100, damping: 50), try Spring(mass: 1, stiffness: 0.25, damping: 0.01),
    ]
    var generator = SplitMix64(seed: 1941)
    var nearTheTop = 0
    for round in 0..<20_000 {
      let spring = springs[round % springs.count]
      let (from, target) = (generator.uniform(in: -4...4), generator.uniform(in: -4...4))
      let velocity = generator.uniform(in: -8...8)
      let t = generator.uniform(in: 0...4)
      let exponent = Int(generator.next() % 2023) - 1000
      let scale = Double(sign: .plus, exponent: exponent, significand: 1)
      guard (velocity * scale).isFinite, (from * scale).isFinite, (target * scale).isFinite else { continue }
      let position = spring.position(at: t, from: from * scale, to: target * scale, initialVelocity: velocity * scale)
      let velocityValue = spring.velocity(at: t, from: from * scale, to: target * scale, initialVelocity: velocity * scale)
      let unitPosition = spring.position(at: t, from: from, to: target, initialVelocity: velocity)
      let unitVelocity = spring.velocity(at: t, from: from, to: target, initialVelocity: velocity)
      for (value, unit, name) in [(position, unitPosition, "position"), (velocityValue, unitVelocity, "velocity")] {
        let expected = unit * scale
        guard expected.isNormal, expected.isFinite, abs(expected) < 0x1p1023 else { continue }
        if abs(expected) > 0x1p1020 { nearTheTop += 1 }
        #expect(
          abs(value - expected) <= 2 * expected.ulp,
          "\(name) of \(spring) from \(from) to \(target) v \(velocity) × 2^\(exponent) at \(t): \(value) vs \(expected)")
      }
    }
    #expect(nearTheTop > 20)
  }
}
