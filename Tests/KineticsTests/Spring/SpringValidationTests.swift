import Kinetics
import Testing

@Suite struct SpringValidationTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func rejectsNonFiniteParameters(bad: Double) {
    #expect(throws: SpringError.self) { try Spring(mass: bad, stiffness: 1, damping: 1) }
    #expect(throws: SpringError.self) { try Spring(mass: 1, stiffness: bad, damping: 1) }
    #expect(throws: SpringError.self) { try Spring(mass: 1, stiffness: 1, damping: bad) }
  }

  @Test func rejectsNonPositiveMassAndStiffnessAndNegativeDamping() {
    #expect(throws: SpringError.nonPositiveMass(0)) {
      try Spring(mass: 0, stiffness: 1, damping: 1)
    }
    #expect(throws: SpringError.nonPositiveMass(-1)) {
      try Spring(mass: -1, stiffness: 1, damping: 1)
    }
    #expect(throws: SpringError.nonPositiveStiffness(0)) {
      try Spring(mass: 1, stiffness: 0, damping: 1)
    }
    #expect(throws: SpringError.negativeDamping(-0.5)) {
      try Spring(mass: 1, stiffness: 1, damping: -0.5)
    }
  }

  @Test func rejectsRatiosThatOverflow() {
    #expect(throws: SpringError.self) { try Spring(mass: 1e-300, stiffness: 1e300, damping: 1) }
    #expect(throws: SpringError.self) { try Spring(mass: 1, stiffness: 1, damping: 1e200) }
  }

  @Test func errorsDescribeThemselvesInOneLine() {
    let message = SpringError.negativeDamping(-2).description
    #expect(message == "spring: damping must be zero or positive, got -2.0")
  }

  @Test func reportsDerivedQuantities() throws {
    let spring = try Spring(mass: 2, stiffness: 200, damping: 8)
    #expect(spring.naturalFrequency == 10)
    #expect(abs(spring.dampingRatio - 0.2) <= 1e-16)
    #expect(abs(spring.dampedFrequency - (96.0).squareRoot()) <= 1e-14)
  }
}
