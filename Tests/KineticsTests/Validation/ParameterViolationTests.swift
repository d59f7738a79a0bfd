import Kinetics
import Testing

@Suite struct ParameterViolationTests {
  @Test func nanSatisfiesNoRule() {
    for rule: ParameterViolation.Rule in [.finite, .positive, .nonNegative, .within(0...1)] {
      #expect(!rule.admits(.nan))
    }
  }

  @Test func rulesAdmitExactlyTheirValues() {
    #expect(ParameterViolation.Rule.finite.admits(-Double.greatestFiniteMagnitude))
    #expect(!ParameterViolation.Rule.finite.admits(-.infinity))
    #expect(ParameterViolation.Rule.positive.admits(.leastNonzeroMagnitude))
    #expect(ParameterViolation.Rule.positive.admits(.infinity))
    #expect(!ParameterViolation.Rule.positive.admits(0))
    #expect(!ParameterViolation.Rule.positive.admits(-0.0))
    #expect(ParameterViolation.Rule.nonNegative.admits(-0.0))
    #expect(!ParameterViolation.Rule.nonNegative.admits(-.leastNonzeroMagnitude))
    #expect(ParameterViolation.Rule.within(0...1).admits(1))
    #expect(!ParameterViolation.Rule.within(0...1).admits(1.0.nextUp))
  }

  @Test func messagesNameTheParameterTheRuleAndTheValue() {
    #expect(
      ParameterViolation(name: "x1", value: 1.5, rule: .within(0...1)).description
        == "x1 must be in [0, 1], got 1.5")
    #expect(
      ParameterViolation(name: "tolerance", value: 0.1, rule: .within(1e-15...1e-3)).description
        == "tolerance must be in [1e-15, 0.001], got 0.1")
    #expect(ParameterViolation(name: "speed", value: .nan, rule: .finite).description == "speed must be finite, got nan")
    #expect(
      ParameterViolation(name: "duration", value: 0, rule: .positive).description == "duration must be positive, got 0.0")
    #expect(
      ParameterViolation(name: "repeatCount", value: -1, rule: .nonNegative).description
        == "repeatCount must be zero or positive, got -1.0")
  }

  @Test func eachPartPutsItsPrefixInFrontOfTheSameViolation() {
    let violation = ParameterViolation(name: "x", value: .infinity, rule: .finite)
    #expect(TimingCurveError.parameter(violation).description == "timing curve: x must be finite, got inf")
    #expect(MediaTimingError.parameter(violation).description == "timing: x must be finite, got inf")
    #expect(ColorError.parameter(violation).description == "color: x must be finite, got inf")
    #expect(TransformError.parameter(violation).description == "transform: x must be finite, got inf")
    #expect(PathError.parameter(violation).description == "path: x must be finite, got inf")
    #expect(PropertyAnimatorError.parameter(violation).description == "property animator: x must be finite, got inf")
  }

  @Test func requireThrowsTheViolationOnlyWhenTheRuleIsBroken() {
    #expect(throws: Never.self) { try ColorError.require(0.5, .within(0...1), name: "alpha") }
    #expect(throws: ColorError.parameter(ParameterViolation(name: "alpha", value: 2, rule: .within(0...1)))) {
      try ColorError.require(2, .within(0...1), name: "alpha")
    }
  }

  @Test func requireWithTwoRulesReportsTheFirstRuleTheValueBreaks() {
    #expect(throws: Never.self) { try PathError.require(2, .finite, .positive, name: "d") }
    for (value, broken) in [
      (Double.infinity, ParameterViolation.Rule.finite), (.nan, .finite), (0, .positive), (-1, .positive),
    ] {
      #expect(throws: PathError.parameter(ParameterViolation(name: "d", value: value, rule: broken))) {
        try PathError.require(value, .finite, .positive, name: "d")
      }
    }
  }

  @Test func violationsWithNaNValuesAreEqualWhenNameAndRuleAre() {
    let nan = ParameterViolation(name: "x", value: .nan, rule: .finite)
    #expect(nan == ParameterViolation(name: "x", value: -.nan, rule: .finite))
    #expect(nan != ParameterViolation(name: "y", value: .nan, rule: .finite))
    #expect(nan != ParameterViolation(name: "x", value: .infinity, rule: .finite))
  }
}
