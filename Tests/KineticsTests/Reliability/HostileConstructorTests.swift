import Kinetics
import Testing

/// Every public constructor of springs and of the CSS timing functions (steps, linear())
/// fed the hostile inputs of issue 7: each answers with its typed error, and the message is the one
/// docs/reliability.md quotes (one line, naming the parameter and the value).
@Suite struct HostileConstructorTests {
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  @Test func everySpringParameterizationRefusesNonFiniteInput() {
    for bad in Self.nonFinite {
      #expect(throws: SpringError.self) {
        try Spring(response: bad, dampingRatio: 0.5)
      }
      #expect(throws: SpringError.self) { try Spring(response: 0.5, dampingRatio: bad) }
      #expect(throws: SpringError.self) { try Spring(response: 0.5, dampingRatio: 0.5, mass: bad) }
      #expect(throws: SpringError.self) { try Spring(duration: bad, bounce: 0) }
      #expect(throws: SpringError.self) { try Spring(duration: 0.5, bounce: bad) }
      #expect(throws: SpringError.self) { try Spring(perceptualDuration: bad, bounce: 0) }
      #expect(throws: SpringError.self) { try Spring(uikitDuration: bad, dampingRatio: 0.5) }
      #expect(throws: SpringError.self) { try Spring(uikitDuration: 0.5, dampingRatio: 0.5, initialSpringVelocity: bad) }
    }
  }

  @Test func springParameterizationsRefuseOutOfRangeValuesWithTheirOwnNames() {
    #expect(throws: SpringError.nonFinite(name: "response", value: .infinity)) {
      try Spring(response: .infinity, dampingRatio: 0.5)
    }
    #expect(throws: SpringError.nonFinite(name: "perceptualDuration", value: -.infinity)) {
      try Spring(perceptualDuration: -.infinity, bounce: 0)
    }
    #expect(throws: SpringError.nonPositiveMass(0)) { try Spring(response: 0.5, dampingRatio: 0.5, mass: 0) }
    #expect(throws: SpringError.nonPositiveMass(-1)) { try Spring(response: 0.5, dampingRatio: 0.5, mass: -1) }
    #expect(throws: SpringError.parameter(ParameterViolation(name: "response", value: 0, rule: .positive))) {
      try Spring(response: 0, dampingRatio: 0.5)
    }
    #expect(throws: SpringError.parameter(ParameterViolation(name: "bounce", value: -1, rule: .withinLeftOpen(lower: -1, upper: 1)))) {
      try Spring(duration: 0.5, bounce: -1)
    }
    #expect(throws: SpringError.parameter(ParameterViolation(name: "perceptualDuration", value: -2, rule: .positive))) {
      try Spring(perceptualDuration: -2, bounce: 0)
    }
    #expect(throws: SpringError.parameter(ParameterViolation(name: "dampingRatio", value: 1.5, rule: .within(0...1)))) {
      try Spring(uikitDuration: 0.5, dampingRatio: 1.5)
    }
    #expect(
      SpringError.parameter(ParameterViolation(name: "bounce", value: -1, rule: .withinLeftOpen(lower: -1, upper: 1))).description
        == "spring: bounce must be in (-1, 1], got -1.0")
  }

  @Test func stepsAndLinearRefuseImpossibleShapes() {
    for count in [0, -1, Int.min] {
      #expect(throws: TimingCurveError.invalidStepCount(count: count, position: .jumpEnd)) {
        try StepsTimingFunction(count: count)
      }
    }
    #expect(throws: TimingCurveError.invalidStepCount(count: 1, position: .jumpNone)) {
      try StepsTimingFunction(count: 1, position: .jumpNone)
    }
    #expect(
      TimingCurveError.invalidStepCount(count: 1, position: .jumpNone).description
        == "steps: the step count must be at least 2 with jump-none, got 1")
    #expect(throws: TimingCurveError.tooFewLinearStops(count: 0)) { try LinearTimingFunction([]) }
    #expect(throws: TimingCurveError.tooFewLinearStops(count: 1)) { try LinearTimingFunction([.init(0)]) }
    #expect(throws: TimingCurveError.nonFinite(name: "stop 2 output", value: .infinity)) {
      try LinearTimingFunction([.init(0), .init(.infinity)])
    }
    #expect(throws: TimingCurveError.self) { try LinearTimingFunction([.init(0, input: .nan), .init(1)]) }
    #expect(throws: TimingCurveError.self) {
      try LinearTimingFunction([.init(0), .init(0.5, input: 0.2, secondInput: -.infinity), .init(1)])
    }
  }

  /// Huge step counts are accepted (nothing is allocated per step) and evaluate without trapping,
  /// except `Int.max` with jump-both, whose count + 1 jumps trapped on overflow in `progress(at:)`
  /// (found by this test): it is now refused.
  @Test func hugeStepCountsEvaluateWithoutTrappingOrAreRefused() throws {
    #expect(throws: TimingCurveError.invalidStepCount(count: Int.max, position: .jumpBoth)) {
      try StepsTimingFunction(count: Int.max, position: .jumpBoth)
    }
    #expect(
      TimingCurveError.invalidStepCount(count: Int.max, position: .jumpBoth).description
        == "steps: the step count must be below 9223372036854775807 with jump-both, got 9223372036854775807")
    for position in StepPosition.allCases {
      let steps = try StepsTimingFunction(count: position == .jumpBoth ? Int.max - 1 : Int.max, position: position)
      for x in [-1e300, -1, 0, 0.5, 1 - 0x1p-53, 1, 1e300] {
        let y = steps.progress(at: x)
        #expect(y.isFinite, "\(position) at \(x)")
        if (0...1).contains(x) { #expect((0...1).contains(y), "\(position) at \(x)") }
      }
    }
  }
}
