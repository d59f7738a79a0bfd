import Foundation
import Kinetics
import Testing

@Suite struct SpringParameterizationTests {
  /// SwiftUI: k = (2π/response)²·m, c = 4π·ζ·m/response; response 0.5, ζ 0.8 → k = 16π², c = 6.4π.
  @Test func responseAndDampingRatioMapToStiffnessAndDamping() throws {
    let spring = try Spring(response: 0.5, dampingRatio: 0.8)
    #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) <= 1e-12)
    #expect(abs(spring.damping - 6.4 * Double.pi) <= 1e-13)
    #expect(abs(spring.response - 0.5) <= 1e-15)
    #expect(abs(spring.dampingRatio - 0.8) <= 1e-15)
  }

  @Test(arguments: [0.0, 0.3, 1.0, -0.2, -0.5, -0.9])
  func durationAndBounceRoundTrip(bounce: Double) throws {
    let spring = try Spring(duration: 0.7, bounce: bounce)
    #expect(abs(spring.bounce - bounce) <= 1e-15)
    #expect(abs(spring.response - 0.7) <= 1e-15)
    let expectedRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    #expect(abs(spring.dampingRatio - expectedRatio) <= 1e-15 * max(1, expectedRatio))
    let animation = try Spring(perceptualDuration: 0.7, bounce: bounce)
    #expect(animation == spring && animation.perceptualDuration == spring.response)
  }

  @Test func parameterizationsRejectOutOfRangeValues() {
    #expect(throws: SpringError.self) { try Spring(response: 0, dampingRatio: 1) }
    #expect(throws: SpringError.self) { try Spring(response: 1, dampingRatio: -0.1) }
    #expect(throws: SpringError.self) { try Spring(duration: 1, bounce: -1) }
    #expect(throws: SpringError.self) { try Spring(duration: 1, bounce: 1.01) }
    #expect(
      throws: SpringError.parameter(
        ParameterViolation(name: "perceptualDuration", value: -1, rule: .positive))
    ) {
      try Spring(perceptualDuration: -1, bounce: 0)
    }
    #expect(throws: SpringError.self) { try Spring(uikitDuration: 1, dampingRatio: 1.5) }
  }

  /// The UIKit spring satisfies its defining equation ((ζω₀ − v)/ω_d)·e^(−ζω₀T) = 0.001 to 1e-15
  /// and maps back to its duration; v > 0 picks the root beyond the peak.
  @Test(arguments: [
    (0.5, 0.0), (0.5, 2.0), (0.5, -3.0), (0.9, 0.5), (0.05, 0.0), (0.0, -1.0), (1.0, 0.0),
    (1.0, 4.0),
  ])
  func uikitDurationEquationHolds(dampingRatio: Double, velocity: Double) throws {
    let duration = 0.6
    let spring = try Spring(
      uikitDuration: duration, dampingRatio: dampingRatio, initialSpringVelocity: velocity)
    let omega = spring.naturalFrequency
    let term: Double
    if dampingRatio == 1 {
      term = (omega - velocity) * duration * exp(-omega * duration)
    } else {
      term =
        (dampingRatio * omega - velocity) / spring.dampedFrequency
        * exp(-dampingRatio * omega * duration)
    }
    #expect(abs(term - 0.001) <= 1e-15)
    #expect(abs(spring.dampingRatio - dampingRatio) <= 1e-14)
    if dampingRatio > 0 {
      let back = try #require(try spring.uikitDuration(initialSpringVelocity: velocity))
      #expect(abs(back - duration) <= 1e-12)
    }
  }

  @Test func uikitEquationWithoutRootThrowsNoSolution() {
    #expect(throws: SpringError.self) {
      try Spring(uikitDuration: 1, dampingRatio: 0, initialSpringVelocity: 0)
    }
    #expect(throws: SpringError.self) { try Spring(uikitDuration: 1, dampingRatio: 0.0005) }
    #expect(throws: SpringError.self) {
      try Spring(uikitDuration: 1, dampingRatio: 0.5, initialSpringVelocity: 1e6)
    }
  }

  /// UISpringTimingParameters' vector velocity: each component moves as its own scalar spring.
  @Test func vectorInitialVelocityDrivesEachComponentIndependently() throws {
    let spring = try Spring(uikitDuration: 0.5, dampingRatio: 0.7)
    let from = SIMD2(10.0, -4.0)
    let to = SIMD2(30.0, 6.0)
    let relative = SIMD2(2.0, -1.5)
    for t in [0.0, 0.05, 0.2, 0.6] {
      let position = spring.position(at: t, from: from, to: to, relativeInitialVelocity: relative)
      let velocity = spring.velocity(at: t, from: from, to: to, relativeInitialVelocity: relative)
      for i in 0..<2 {
        let v0 = Spring.absoluteVelocity(relative: relative[i], from: from[i], to: to[i])
        #expect(
          abs(position[i] - spring.position(at: t, from: from[i], to: to[i], initialVelocity: v0))
            <= 1e-13)
        #expect(
          abs(velocity[i] - spring.velocity(at: t, from: from[i], to: to[i], initialVelocity: v0))
            <= 1e-12)
      }
    }
  }
}
