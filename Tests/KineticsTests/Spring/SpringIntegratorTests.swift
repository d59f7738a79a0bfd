import Kinetics
import Testing

@Suite struct SpringIntegratorTests {
  typealias Step = SpringIntegrationMethod
  static let steppers: [(SpringIntegrationMethod, Step, Double)] = [
    (.explicitEuler, .explicitEuler, 1), (.semiImplicitEuler, .semiImplicitEuler, 1),
    (.velocityVerlet, .velocityVerlet, 2), (.rungeKutta4, .rungeKutta4, 4),
  ]

  /// The largest position error over [0, 1 s] against the exact solution, stepping with h.
  static func maxError(_ step: Step, spring: Spring, h: Double) throws -> Double {
    var state = SpringState(position: 0, velocity: 2)
    var worst = 0.0
    for index in 1...Int((1 / h).rounded()) {
      state = try spring.advance(state, target: 1, by: h, using: step)
      let exact = spring.position(at: Double(index) * h, from: 0, to: 1, initialVelocity: 2)
      worst = max(worst, abs(state.position - exact))
    }
    return worst
  }

  /// Halving h divides the global error by 2^p (within 25 %) for the method's order p.
  @Test func integratorsConvergeAtTheirOrder() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 4)
    for (method, step, order) in Self.steppers {
      let coarse = try Self.maxError(step, spring: spring, h: 1.0 / 400)
      let fine = try Self.maxError(step, spring: spring, h: 1.0 / 800)
      let ratio = coarse / fine
      let expected = Double(1 << Int(order))
      #expect(ratio > 0.8 * expected && ratio < 1.25 * expected, "\(method): ratio \(ratio)")
    }
  }

  /// Measured at h = 1/60 s (k = 100, c = 4, from 0 to 1, v₀ = 2): recorded in docs/springs.md.
  @Test func exactStepHasNoTruncationError() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 4)
    let error = try Self.maxError(.exactStep, spring: spring, h: 1.0 / 60)
    #expect(error <= 1e-14)
  }

  /// Spectral radius of the one-step matrix, built by stepping the unit states.
  static func spectralRadius(_ step: Step, spring: Spring, h: Double) throws -> Double {
    let a = try spring.advance(SpringState(position: 1, velocity: 0), target: 0, by: h, using: step)
    let b = try spring.advance(SpringState(position: 0, velocity: 1), target: 0, by: h, using: step)
    let trace = a.position + b.velocity
    let determinant = a.position * b.velocity - b.position * a.velocity
    let discriminant = trace * trace / 4 - determinant
    if discriminant < 0 { return abs(determinant).squareRoot() }
    let root = discriminant.squareRoot()
    return max(abs(trace / 2 + root), abs(trace / 2 - root))
  }

  /// Each derived stability limit is the exact edge: radius ≤ 1 just below it, > 1 just above.
  @Test(arguments: [(100.0, 4.0), (100.0, 15.0), (100.0, 20.0), (100.0, 60.0), (1e6, 300.0)])
  func stabilityLimitsSeparateDecayFromGrowth(stiffness: Double, damping: Double) throws {
    let spring = try Spring(mass: 1, stiffness: stiffness, damping: damping)
    for (method, step, _) in Self.steppers {
      let limit = spring.stabilityLimit(of: method)
      #expect(try Self.spectralRadius(step, spring: spring, h: 0.999 * limit) <= 1 + 1e-12, "\(method)")
      #expect(try Self.spectralRadius(step, spring: spring, h: 1.001 * limit) > 1, "\(method)")
    }
    #expect(spring.stabilityLimit(of: .exactStep) == .infinity)
  }

  @Test func undampedLimitsHaveTheirTextbookValues() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(spring.stabilityLimit(of: .explicitEuler) == 0)
    #expect(abs(spring.stabilityLimit(of: .semiImplicitEuler) - 0.2) <= 1e-15)
    #expect(abs(spring.stabilityLimit(of: .velocityVerlet) - 0.2) <= 1e-15)
    #expect(abs(spring.stabilityLimit(of: .rungeKutta4) - 8.0.squareRoot() / 10) <= 1e-12)
  }

  /// Adaptive Dormand–Prince meets its tolerance (relative to the motion's scale) within a factor
  /// of 10 over 2 s, and its single-step error estimate falls as h⁵.
  @Test func dormandPrinceMeetsItsToleranceAndItsEstimateIsFifthOrder() throws {
    let spring = try Spring(mass: 1, stiffness: 170, damping: 6)
    let start = SpringState(position: 0, velocity: 2)
    let result = try spring.dormandPrinceAdvance(start, target: 1, by: 2, tolerance: 1e-9)
    let exact = spring.state(at: 2, from: 0, to: 1, initialVelocity: 2)
    #expect(abs(result.state.position - exact.position) <= 1e-8)
    #expect(result.acceptedSteps > 10)
    let coarse = spring.dormandPrinceStep(start, target: 1, step: 0.02).positionError
    let fine = spring.dormandPrinceStep(start, target: 1, step: 0.01).positionError
    #expect(abs(coarse / fine) > 24 && abs(coarse / fine) < 40)
  }

  /// A duration the step budget cannot reach is an error that says how far the integration got,
  /// never a state short of the time asked for.
  @Test func dormandPrinceRefusesToStopShortOfTheRequestedTime() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    let start = SpringState(position: 0, velocity: 0)
    #expect(throws: SpringIntegrationError.self) {
      try spring.dormandPrinceAdvance(start, target: 1, by: 1e6, maximumSteps: 1000)
    }
    do {
      _ = try spring.dormandPrinceAdvance(start, target: 1, by: 1e6, maximumSteps: 1000)
    } catch {
      guard case .stepLimitReached(let budget, let reached, let duration) = error else { return }
      #expect(budget == 1000 && duration == 1e6)
      #expect(reached > 0 && reached < duration)
      #expect(error.description.contains("1000 steps"))
    }
    // The same call with room enough arrives exactly.
    let arrived = try spring.dormandPrinceAdvance(start, target: 1, by: 1, maximumSteps: 1000)
    #expect(arrived.acceptedSteps + arrived.rejectedSteps <= 1000)
    let exact = spring.state(at: 1, from: 0, to: 1, initialVelocity: 0)
    #expect(abs(arrived.state.position - exact.position) <= 1e-7)
  }
}
