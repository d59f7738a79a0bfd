import Kinetics
import KineticsLinearAlgebra
import KineticsTestSupport
import Testing

/// The public constructors of splines, coupled springs and fitting fed the hostile inputs of
/// issue 7 (NaN, ±∞, zero masses, non-monotone or mismatched key times, absurd sizes): each answers
/// with a typed error before any LAPACK call or large allocation.
@Suite struct HostileLinearAlgebraInputTests {
  @Test func splinesRefuseBadKeyTimesAndValues() {
    let values: [[Double]] = [[0], [1], [0], [1]]
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 1, 1, 2], values: values) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 2, 1, 3], values: values) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, .nan, 2, 3], values: values) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 1, 2, .infinity], values: values) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 1, 2], values: values) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 1, 2, 3], values: [[0], [.nan], [0], [1]]) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 1, 2, 3], values: [[0], [1, 2], [0], [1]]) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 1, 2, 3], values: [[], [], [], []]) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [], values: []) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 1, 2], values: [[0], [1], [0]], boundary: .notAKnot) }
    #expect(throws: LinearAlgebraError.self) { try CubicSpline(keyTimes: [0, 1, 2, 3], values: values, boundary: .periodic) }
    #expect(throws: LinearAlgebraError.self) {
      try CubicSpline(keyTimes: [0, 1, 2, 3], values: values, boundary: .clamped(startSlopes: [0, 0], endSlopes: [0]))
    }
    #expect(throws: LinearAlgebraError.self) {
      try CubicSpline(keyTimes: [0, 1, 2, 3], values: values, boundary: .clamped(startSlopes: [.nan], endSlopes: [0]))
    }
    // Found by fuzzing: widths whose reciprocal (or which themselves) leave Double's range made
    // every value of the segment NaN; they are refused.
    for keyTimes in [[0, subnormal("2.15e-320")], [-1e308, 1e308], [0, subnormal("5e-324")]] {
      #expect(throws: LinearAlgebraError.self, "\(keyTimes)") {
        try CubicSpline(keyTimes: keyTimes, values: keyTimes.map { _ in [0] })
      }
    }
    #expect(
      LinearAlgebraError.invalidKeyTimes("key times must be strictly increasing: 2.0 then 1.0 at index 2").description
        == "invalid key times: key times must be strictly increasing: 2.0 then 1.0 at index 2")
  }

  @Test func coupledSpringsRefuseBadMatrices() {
    let identity: [[Double]] = [[1, 0], [0, 1]]
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem(mass: [], damping: [], stiffness: []) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem(mass: identity, damping: [[0]], stiffness: identity) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem(mass: [[1, 0], [0, .nan]], damping: identity, stiffness: identity) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem(mass: identity, damping: identity, stiffness: [[1, 2], [0, 1]]) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem(mass: [[1, 0], [0, 0]], damping: identity, stiffness: identity) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem(mass: [[1, 0], [0, -1]], damping: identity, stiffness: identity) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem.chain(masses: [0], stiffnesses: [1, 1], dampings: [0, 0]) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem.chain(masses: [1], stiffnesses: [-1, 1], dampings: [0, 0]) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem.chain(masses: [1], stiffnesses: [1], dampings: [0, 0]) }
    #expect(throws: LinearAlgebraError.self) { try CoupledSpringSystem.chain(masses: [], stiffnesses: [1], dampings: [0]) }
    #expect(throws: LinearAlgebraError.self) {
      try CoupledSpringSystem.chain(masses: [1], stiffnesses: [1, .infinity], dampings: [0, 0])
    }
  }

  @Test func coupledSpringMotionRefusesBadInitialStates() throws {
    let system = try CoupledSpringSystem.chain(masses: [1, 1], stiffnesses: [1, 1, 1], dampings: [0.1, 0.1, 0.1])
    #expect(throws: LinearAlgebraError.self) { try system.motion(position: [0], velocity: [0, 0]) }
    #expect(throws: LinearAlgebraError.self) { try system.motion(position: [0, .nan], velocity: [0, 0]) }
    #expect(throws: LinearAlgebraError.self) { try system.motion(position: [0, 0], velocity: [-.infinity, 0]) }
  }

  /// Found by the hostile CLI tests (`curves coupled-springs … --dampings 0,0,0 --at 1e18`): an
  /// undamped chain conserves energy, so |x| stays below √(2E/k_min) (here √2 with E = 1 for unit
  /// masses and springs, x₀ = (1, 0)); dgeev's rounding-size real parts made it grow to 5e23 at
  /// t = 1e18 and NaN at t = 5e299.
  @Test func anUndampedChainStaysBoundedAtHugeTimes() throws {
    let system = try CoupledSpringSystem.chain(masses: [1, 1], stiffnesses: [1, 1, 1], dampings: [0, 0, 0])
    let motion = try system.motion(position: [1, 0], velocity: [0, 0], method: .eigenDecomposition)
    for t in [1e6, 1e12, 1e18, 5e299] {
      let state = try motion.state(at: t)
      for value in state.position + state.velocity {
        #expect(value.isFinite && abs(value) <= 2, "t = \(t): \(state)")
      }
    }
  }

  /// Found by fuzzing (linear-algebra-inputs): clamped end slopes of 1.9e301 over a span of 8.7e74
  /// overflowed the coefficients and every value was NaN; such a spline is refused.
  @Test func aSplineWhoseCoefficientsOverflowIsRefused() {
    #expect(throws: LinearAlgebraError.self) {
      try CubicSpline(
        keyTimes: [-8.720464081476694e74, subnormal("3.1e-322")], values: [[0], [1]],
        boundary: .clamped(startSlopes: [1.9082307695625874e301], endSlopes: [2.009079143398369e301]))
    }
  }
}
