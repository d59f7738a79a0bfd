import Kinetics
import PropertyBased
import Testing

/// Properties of the exact spring solution (docs/springs.md, issue 7) over random valid
/// springs and motions; reproducible through `reproducibleCheck`.
@Suite struct SpringProperties {
  /// A spring with damping loses energy: dE/dt = −c·v² ≤ 0 for E = ½mv² + ½k(x − target)², so E
  /// sampled along the exact solution at increasing times never grows. Tolerance: E(t₀)·1e-12 per
  /// step for rounding (x and v each carry a few ulps, and E sums their squares).
  @Test func dampedEnergyNeverGrows() {
    reproducibleCheck(
      count: 200, input: Gen.spring(dampingRatio: 0.02...4), Gen<Double>.double(in: -100...100),
      Gen<Double>.double(in: -100...100), Gen<Double>.double(in: -500...500)
    ) { spring, from, target, velocity in
      let duration = 8 / (spring.dampingRatio * spring.naturalFrequency)
      let initialEnergy = energy(spring, position: from, velocity: velocity, target: target)
      var previous = initialEnergy
      for step in 1...200 {
        let t = duration * Double(step) / 200
        let state = spring.state(at: t, from: from, to: target, initialVelocity: velocity)
        let current = energy(spring, position: state.position, velocity: state.velocity, target: target)
        #expect(
          current <= previous + 1e-12 * initialEnergy,
          "\(spring), from \(from) to \(target), v0 \(velocity): E(\(t)) = \(current) > \(previous)")
        previous = current
      }
    }
  }

  /// Damped springs converge: after the exact settling time T, |x(t) − target| stays within
  /// ε·|target − from| (T is the last crossing of that level, docs/springs.md), checked at 50 times in
  /// (T, 10·T + 1]. Tolerance: the level times (1 + 1e-9) for rounding of x near the level.
  @Test func dampedSpringsSettleAndStaySettled() {
    reproducibleCheck(
      count: 200, input: Gen.spring(dampingRatio: 0.05...4), Gen<Double>.double(in: -100...100),
      Gen<Double>.double(in: 1...100), Gen<Double>.double(in: -500...500)
    ) { spring, from, distance, velocity in
      let target = from + distance
      let epsilon = 1e-3
      guard let settling = spring.settlingTime(tolerance: epsilon, from: from, to: target, initialVelocity: velocity)
      else {
        Issue.record("no settling time for \(spring), from \(from) to \(target), v0 \(velocity)")
        return
      }
      #expect(settling.isFinite && settling >= 0)
      for step in 1...50 {
        let t = settling + (9 * settling + 1) * Double(step) / 50
        let x = spring.position(at: t, from: from, to: target, initialVelocity: velocity)
        #expect(
          abs(x - target) <= epsilon * distance * (1 + 1e-9),
          "\(spring), from \(from) to \(target), v0 \(velocity): |x(\(t)) − target| = \(abs(x - target))")
      }
    }
  }

  private func energy(_ spring: Spring, position: Double, velocity: Double, target: Double) -> Double {
    let displacement = position - target
    return 0.5 * spring.mass * velocity * velocity + 0.5 * spring.stiffness * displacement * displacement
  }
}
