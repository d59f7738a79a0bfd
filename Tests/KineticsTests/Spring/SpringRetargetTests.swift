import Kinetics
import Testing

@Suite struct SpringRetargetTests {
  /// At the switch the new motion starts from the old motion's exact state, so position and
  /// velocity are continuous: one-sided differences over 1e-7 s agree to first order.
  @Test func retargetingKeepsPositionAndVelocityContinuous() throws {
    let spring = try Spring(response: 0.4, dampingRatio: 0.6)
    let switchTime = 0.23
    let handover = spring.retargeted(from: 0, to: 100, initialVelocity: 40, after: switchTime)
    let before = spring.state(at: switchTime, from: 0, to: 100, initialVelocity: 40)
    #expect(handover == before)
    let after = spring.state(
      at: 0, from: handover.position, to: -50, initialVelocity: handover.velocity)
    #expect(after == before)
    let h = 1e-7
    let left = spring.position(
      at: switchTime - h, from: 0, to: 100, initialVelocity: 40, retargetedTo: -50, at: switchTime)
    let right = spring.position(
      at: switchTime + h, from: 0, to: 100, initialVelocity: 40, retargetedTo: -50, at: switchTime)
    // Second-order terms: ½·h²·|a| with |a| ≲ ω₀²·150 ≈ 4e4 → 2e-10 each side.
    #expect(abs(left - (before.position - h * before.velocity)) <= 1e-9)
    #expect(abs(right - (before.position + h * before.velocity)) <= 1e-9)
  }

  @Test func retargetedMotionSettlesAtTheNewTarget() throws {
    let spring = try Spring(mass: 1, stiffness: 200, damping: 20)
    let late = spring.position(at: 30, from: 0, to: 1, initialVelocity: 0, retargetedTo: 5, at: 0.1)
    #expect(abs(late - 5) <= 1e-12)
    #expect(
      spring.position(at: 0.05, from: 0, to: 1, retargetedTo: 5, at: 0.1)
        == spring.position(at: 0.05, from: 0, to: 1))
  }
}
