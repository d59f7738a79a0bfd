import Kinetics
import Testing
import KineticsTestSupport

@Suite struct SpringMotionTests {
  struct Reference {
    let spring: Spring
    let from, target, initialVelocity, t, position, velocity: Double
  }

  static func references() throws -> [Reference] {
    try Fixtures.csvRows("spring/motion.csv").map { row in
      let v = row.map { Double($0)! }
      return Reference(
        spring: try Spring(mass: v[0], stiffness: v[1], damping: v[2]), from: v[3], target: v[4],
        initialVelocity: v[5], t: v[6], position: v[7], velocity: v[8])
    }
  }

  /// Position within 1e-12 of max(|target − from|, |v0|·1 s) against the 50-digit fixture, in every
  /// regime (ζ = 0, 0.3, 1 ± 1e-9, 1 ± 1e-13, exactly 1, 3, 100; stiffness 1e6; mass 1e-3), plus the
  /// phase error one ulp of ω₀ causes at ω₀t (2.2e-16·ω₀t of the scale).
  @Test func positionMatchesMpmathWithinOneTrillionthOfTheScale() throws {
    let references = try Self.references()
    #expect(references.count > 1000)
    for r in references {
      let scale = max(abs(r.target - r.from), abs(r.initialVelocity) * 1)
      let tolerance = scale * (1e-12 + 2.2e-16 * r.spring.naturalFrequency * r.t)
      let value = r.spring.position(
        at: r.t, from: r.from, to: r.target, initialVelocity: r.initialVelocity)
      #expect(abs(value - r.position) <= tolerance, "\(r)")
    }
  }

  /// Velocity within 1e-12 of max(|v0|, ω₀·|target − from|) against the same fixture.
  @Test func velocityMatchesMpmathWithinOneTrillionthOfTheScale() throws {
    for r in try Self.references() {
      let omega0 = r.spring.naturalFrequency
      let scale = max(abs(r.initialVelocity), omega0 * abs(r.target - r.from))
      let tolerance = scale * (1e-12 + 2.2e-16 * omega0 * r.t)
      let state = r.spring.state(
        at: r.t, from: r.from, to: r.target, initialVelocity: r.initialVelocity)
      #expect(abs(state.velocity - r.velocity) <= tolerance, "\(r)")
      #expect(
        state.velocity
          == r.spring.velocity(
            at: r.t, from: r.from, to: r.target, initialVelocity: r.initialVelocity))
    }
  }

  @Test func startsAtTheInitialStateAndIgnoresNegativeTime() throws {
    let spring = try Spring(mass: 1, stiffness: 170, damping: 26)
    for t in [0.0, -1, -1e300] {
      #expect(spring.position(at: t, from: 3, to: 8, initialVelocity: -2) == 3)
      #expect(spring.velocity(at: t, from: 3, to: 8, initialVelocity: -2) == -2)
    }
  }

  /// ζ = 1 ± 1e-15 sit on different sides of the compensated discriminant; the motion does not jump.
  @Test func regimesMeetContinuouslyAtCriticalDamping() throws {
    let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
    let below = try Spring(mass: 1, stiffness: 100, damping: (20.0).nextDown)
    let above = try Spring(mass: 1, stiffness: 100, damping: (20.0).nextUp)
    #expect(
      below.dampedFrequency > 0 && critical.dampedFrequency == 0 && above.dampedFrequency == 0)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      let x = critical.position(at: t, from: 0, to: 1, initialVelocity: 4)
      // 1 ulp of damping moves x by about t·e^(−10t)·ulp(20)·|…|: far below 1e-14.
      #expect(abs(below.position(at: t, from: 0, to: 1, initialVelocity: 4) - x) <= 1e-14)
      #expect(abs(above.position(at: t, from: 0, to: 1, initialVelocity: 4) - x) <= 1e-14)
    }
  }

  @Test(arguments: [0.0, 0.5, 1.0, 100.0])
  func largeTimesGiveTheTargetWithoutOverflow(dampingRatio: Double) throws {
    let spring = try Spring(
      mass: 1e-3, stiffness: 1e6, damping: 2 * dampingRatio * (1e3).squareRoot())
    for t in [1e3, 1e12, 1e300, Double.greatestFiniteMagnitude] {
      let state = spring.state(at: t, from: -1, to: 2, initialVelocity: 1e3)
      #expect(state.position.isFinite && state.velocity.isFinite)
      if dampingRatio > 0 {
        #expect(state.position == 2 && state.velocity == 0)
      }
    }
  }

  @Test func undampedMotionIsPeriodic() throws {
    let spring = try Spring(mass: 1, stiffness: 4 * Double.pi * Double.pi, damping: 0)
    // ω₀ = 2π: period 1 s. Error of the rounded ω₀ over 10 periods: 10·2π·2.2e-16 ≈ 1.4e-14.
    for t in [0.1, 0.37, 0.9] {
      let first = spring.position(at: t, from: 0, to: 1, initialVelocity: 0)
      #expect(abs(spring.position(at: t + 10, from: 0, to: 1, initialVelocity: 0) - first) <= 1e-13)
    }
  }
}
