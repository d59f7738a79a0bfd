import Foundation
import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

/// Agreement with e^{At}·z₀ computed by mpmath at 50 digits
/// (Tests/Fixtures/coupled-springs/generate_coupled_springs.py).
@Suite struct CoupledSpringFixtureTests {
  static func systems() throws -> [String: (CoupledSpringSystem, [Double], [Double])] {
    var result: [String: (CoupledSpringSystem, [Double], [Double])] = [:]
    for row in try Fixtures.csvRows("coupled-springs/matrices.csv") {
      let numbers = { (field: Substring) in field.split(separator: " ").map { Double($0)! } }
      let position = numbers(row[4])
      let n = position.count
      let square = { (flat: [Double]) in (0..<n).map { Array(flat[($0 * n)..<(($0 + 1) * n)]) } }
      let system = try CoupledSpringSystem(
        mass: square(numbers(row[1])), damping: square(numbers(row[2])), stiffness: square(numbers(row[3])))
      result[String(row[0])] = (system, position, numbers(row[5]))
    }
    return result
  }

  @Test(arguments: [CoupledSpringMethod.automatic, .matrixExponential])
  func matchesHighPrecisionMatrixExponential(method: CoupledSpringMethod) throws {
    let systems = try Self.systems()
    var motions: [String: CoupledSpringMotion] = [:]
    for (name, (system, position, velocity)) in systems {
      motions[name] = try system.motion(position: position, velocity: velocity, method: method)
    }
    var checked = 0
    for row in try Fixtures.csvRows("coupled-springs/motions.csv") {
      let state = try motions[String(row[0])]!.state(at: Double(row[1])!)
      let index = Int(row[2])!
      // States are O(1) and A is well scaled: 1e-12 absolute for both paths (the eigen path's
      // bound is ε/rcond(V) with rcond(V) ≥ 1e-6 by construction; here rcond is far larger).
      #expect(abs(state.position[index] - Double(row[3])!) < 1e-12)
      #expect(abs(state.velocity[index] - Double(row[4])!) < 1e-12)
      checked += 1
    }
    #expect(checked == 36)
  }

  @Test func defectiveSystemsFallBackToTheMatrixExponential() throws {
    let systems = try Self.systems()
    for name in ["critical", "free"] {
      let (system, position, velocity) = systems[name]!
      let motion = try system.motion(position: position, velocity: velocity)
      #expect(motion.method == .matrixExponential, "\(name)")
      #expect(throws: LinearAlgebraError.self) {
        try system.motion(position: position, velocity: velocity, method: .eigenDecomposition)
      }
    }
    let (full, position, velocity) = systems["full"]!
    let motion = try full.motion(position: position, velocity: velocity)
    #expect(motion.method == .eigenDecomposition)
    #expect(motion.eigenvectorReciprocalCondition! > CoupledSpringMotion.eigenvectorConditionThreshold)
  }

  @Test func criticallyDampedMassFollowsTheClosedForm() throws {
    // m = 1, k = 4, c = 4: x(t) = (x0 + (v0 + 2·x0)·t)·e^{−2t}. Independent of the fixtures.
    let system = try CoupledSpringSystem(mass: [[1]], damping: [[4]], stiffness: [[4]])
    let motion = try system.motion(position: [1], velocity: [-3])
    for step in 0...40 {
      let t = Double(step) * 0.25
      let expected = (1 + (-3 + 2) * t) * exp(-2 * t)
      // |x| ≤ 1: 1e-13 absolute (Padé 13 is accurate to rounding).
      #expect(abs(try motion.state(at: t).position[0] - expected) < 1e-13)
    }
  }
}
