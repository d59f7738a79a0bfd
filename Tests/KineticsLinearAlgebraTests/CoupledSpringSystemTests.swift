import Foundation
import KineticsLinearAlgebra
import Testing

@Suite struct CoupledSpringSystemTests {
  /// A chain of 5 masses with varied parameters; `damped` adds dampers everywhere.
  static func chain(damped: Bool) throws -> CoupledSpringSystem {
    try .chain(
      masses: [1, 2, 0.5, 1.5, 1],
      stiffnesses: [40, 25, 60, 30, 45, 20],
      dampings: damped ? [0.3, 0.1, 0.5, 0, 0.2, 0.4] : [0, 0, 0, 0, 0, 0])
  }

  static let position = [0.5, -0.2, 0.8, 0, -0.4]
  static let velocity = [0, 1.5, -0.5, 0.3, 0]

  @Test(arguments: [CoupledSpringMethod.eigenDecomposition, .matrixExponential])
  func undampedChainConservesEnergy(method: CoupledSpringMethod) throws {
    let system = try Self.chain(damped: false)
    let motion = try system.motion(position: Self.position, velocity: Self.velocity, method: method)
    let initial = system.energy(position: Self.position, velocity: Self.velocity)
    for step in 1...50 {
      let state = try motion.state(at: Double(step) * 0.37)
      // Conserved to rounding: 1e-12 relative over 18.5 s (about 20 periods of the fastest mode).
      #expect(
        abs(system.energy(position: state.position, velocity: state.velocity) - initial) < 1e-12 * initial)
    }
  }

  @Test(arguments: [CoupledSpringMethod.eigenDecomposition, .matrixExponential])
  func dampedChainNeverGainsEnergy(method: CoupledSpringMethod) throws {
    let system = try Self.chain(damped: true)
    let motion = try system.motion(position: Self.position, velocity: Self.velocity, method: method)
    var previous = system.energy(position: Self.position, velocity: Self.velocity)
    let initial = previous
    for step in 1...200 {
      let state = try motion.state(at: Double(step) * 0.05)
      let energy = system.energy(position: state.position, velocity: state.velocity)
      // dE/dt = −x′ᵀCx′ ≤ 0: non-increasing up to rounding (1e-13 of the initial energy).
      #expect(energy <= previous + 1e-13 * initial)
      previous = energy
    }
    #expect(previous < 0.5 * initial)
  }

  @Test func uniformChainHasTheAnalyticFrequencies() throws {
    // n equal masses m between walls with equal springs k: ωⱼ = 2·√(k/m)·sin(jπ / (2(n+1))).
    let n = 6
    let (m, k) = (0.8, 50.0)
    let system = try CoupledSpringSystem.chain(
      masses: Array(repeating: m, count: n), stiffnesses: Array(repeating: k, count: n + 1),
      dampings: Array(repeating: 0, count: n + 1))
    let modes = try system.normalModes()
    for (index, mode) in modes.enumerated() {
      let expected = 2 * (k / m).squareRoot() * sin(Double(index + 1) * .pi / Double(2 * (n + 1)))
      // dsygv is accurate to ε·‖K‖/λmin ≈ 1e-14 relative here: 1e-12 relative.
      #expect(abs(mode.angularFrequency - expected) < 1e-12 * expected)
    }
  }

  @Test func modeShapeOscillatesAtItsFrequency() throws {
    let system = try Self.chain(damped: false)
    let modes = try system.normalModes()
    let mode = modes[2]
    let motion = try system.motion(position: mode.shape, velocity: [0, 0, 0, 0, 0])
    #expect(motion.method == .eigenDecomposition)
    let scale = mode.shape.map(abs).max()!
    for step in 0...30 {
      let t = Double(step) * 0.21
      let state = try motion.state(at: t)
      for (x, phi) in zip(state.position, mode.shape) {
        // x(t) = φ·cos(ωt): 1e-12 of the shape's size.
        #expect(abs(x - phi * cos(mode.angularFrequency * t)) < 1e-12 * scale)
      }
    }
  }

  @Test func eigenAndExponentialPathsAgree() throws {
    let system = try Self.chain(damped: true)
    let eigen = try system.motion(
      position: Self.position, velocity: Self.velocity, method: .eigenDecomposition)
    let exponential = try system.motion(
      position: Self.position, velocity: Self.velocity, method: .matrixExponential)
    for t in [0.0, 0.01, 0.7, 3.3, 12, -0.5] {
      let a = try eigen.state(at: t)
      let b = try exponential.state(at: t)
      // States are O(1): 1e-12 absolute.
      for i in 0..<5 {
        #expect(abs(a.position[i] - b.position[i]) < 1e-12)
        #expect(abs(a.velocity[i] - b.velocity[i]) < 1e-12)
      }
    }
  }

  /// A fuzz finding (linear-algebra-inputs, 2026-11-21): finite entries whose column sums overflow
  /// made ⌈log₂(‖A‖₁/θ)⌉ trap on Int overflow. Now a typed error, as is an exponential that
  /// overflows (a mode growing past the largest Double), while the eigen path still answers.
  @Test func matrixExponentialBeyondDoubleRangeIsATypedError() throws {
    let stiff = try CoupledSpringSystem.chain(
      masses: [1, 1], stiffnesses: [8e307, 8e307, 8e307], dampings: [0, 0, 0])
    let motion = try stiff.motion(position: [1, 0], velocity: [0, 0], method: .matrixExponential)
    #expect(throws: LinearAlgebraError.self) { try motion.state(at: 1) }
    do {
      _ = try motion.state(at: 1)
    } catch {
      guard case .resultOutOfRange(let detail) = error else {
        Issue.record("expected .resultOutOfRange, got \(error)")
        return
      }
      #expect(detail.contains("1-norm"))
    }

    // Damped and run backwards, e^{At} grows like e^{ζω|t|}: e^{1000} is beyond Double.
    let damped = try CoupledSpringSystem.chain(masses: [1], stiffnesses: [1, 0], dampings: [2, 0])
    let backwards = try damped.motion(position: [1], velocity: [0], method: .matrixExponential)
    #expect(throws: LinearAlgebraError.resultOutOfRange(
      "the matrix exponential overflowed the range of Double")) { try backwards.state(at: -1000) }
    #expect(try backwards.state(at: -1).position[0].isFinite)
  }

  @Test func invalidSystemsAreTypedErrors() {
    #expect(throws: LinearAlgebraError.self) {  // not symmetric
      try CoupledSpringSystem(
        mass: [[1, 0], [0, 1]], damping: [[0, 1], [0, 0]], stiffness: [[1, 0], [0, 1]])
    }
    #expect(throws: LinearAlgebraError.notPositiveDefinite(routine: "dposv", order: 2)) {
      try CoupledSpringSystem(
        mass: [[1, 2], [2, 1]], damping: [[0, 0], [0, 0]], stiffness: [[1, 0], [0, 1]])
    }
    #expect(throws: LinearAlgebraError.self) {  // sizes
      try CoupledSpringSystem(mass: [[1]], damping: [[0, 0], [0, 0]], stiffness: [[1]])
    }
    #expect(throws: LinearAlgebraError.self) {
      try CoupledSpringSystem(mass: [[.nan]], damping: [[0]], stiffness: [[1]])
    }
    #expect(throws: LinearAlgebraError.self) {
      try CoupledSpringSystem.chain(masses: [1, -1], stiffnesses: [1, 1, 1], dampings: [0, 0, 0])
    }
    #expect(throws: LinearAlgebraError.self) {
      try CoupledSpringSystem.chain(masses: [1], stiffnesses: [1], dampings: [0, 0])
    }
    #expect(throws: LinearAlgebraError.self) {
      try Self.chain(damped: false).motion(position: [1], velocity: [0])
    }
    #expect(throws: LinearAlgebraError.self) {
      try Self.chain(damped: false).motion(position: Self.position, velocity: Self.velocity).state(
        at: .infinity)
    }
  }
}

@Suite struct CoupledSpringMatrixProductTests {
  @Test(arguments: [CoupledSpringMethod.eigenDecomposition, .matrixExponential])
  func matrixProductPositionsEqualStates(method: CoupledSpringMethod) throws {
    let system = try CoupledSpringSystemTests.chain(damped: true)
    let motion = try system.motion(
      position: CoupledSpringSystemTests.position, velocity: CoupledSpringSystemTests.velocity,
      method: method)
    let times = (0..<57).map { Double($0) * 0.173 - 1 }
    let positions = try motion.positionsByMatrixProduct(at: times)
    #expect(positions.count == 5)
    for (index, time) in times.enumerated() {
      let state = try motion.state(at: time)
      for mass in 0..<5 {
        // Same modal terms summed in another order: 1e-13 absolute for states of size O(1).
        #expect(abs(positions[mass][index] - state.position[mass]) < 1e-13)
      }
    }
  }
}
