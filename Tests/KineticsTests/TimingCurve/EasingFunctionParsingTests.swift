import Kinetics
import Testing

/// `EasingFunction(css:)` against the grammar of CSS Easing Functions Level 1 and 2. The valid
/// and invalid strings follow the kinds of case in the web-platform-tests css/css-easing parsing
/// tests (timing-functions-syntax-valid/invalid, linear-timing-functions-parsing); the expected
/// functions are built from the Swift types, not from the parser.
@Suite struct EasingFunctionParsingTests {
  static let keywordCases: [(String, EasingFunction)] = [
    ("linear", .cubicBezier(.linear)), ("ease", .cubicBezier(.default)),
    ("ease-in", .cubicBezier(.easeIn)), ("ease-out", .cubicBezier(.easeOut)),
    ("ease-in-out", .cubicBezier(.easeInEaseOut)),
    ("step-start", .steps(try! StepsTimingFunction(count: 1, position: .jumpStart))),
    ("step-end", .steps(try! StepsTimingFunction(count: 1, position: .jumpEnd))),
  ]

  @Test(arguments: keywordCases)
  func keywordsNameTheirFunctions(css: String, expected: EasingFunction) throws {
    #expect(try EasingFunction(css: css) == expected)
    #expect(try EasingFunction(css: css.uppercased()) == expected)
    #expect(try EasingFunction(css: " \t\n\(css)\u{0C} ") == expected)
  }

  @Test func cubicBezierReadsItsFourNumbers() throws {
    let expected = try CubicBezierTimingCurve(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5)
    for css in [
      "cubic-bezier(0.1, -0.5, 0.9, 1.5)", "CUBIC-BEZIER(.1,-.5,.9,1.5)",
      "cubic-bezier( 0.1 ,-0.5 , 9e-1,+1.5 )", "cubic-bezier(1e-1, -5E-1, 0.9, 15e-1)",
    ] {
      #expect(try EasingFunction(css: css) == .cubicBezier(expected), "\(css)")
    }
  }

  @Test func stepsReadEveryPositionAndDefaultToJumpEnd() throws {
    let cases: [(String, Int, StepPosition)] = [
      ("steps(4)", 4, .jumpEnd), ("steps(4, jump-end)", 4, .jumpEnd), ("steps(4,end)", 4, .jumpEnd),
      ("steps(2, start)", 2, .jumpStart), ("Steps(3, JUMP-START)", 3, .jumpStart),
      ("steps(2, jump-none)", 2, .jumpNone), ("steps(1, jump-both)", 1, .jumpBoth),
      ("steps( +5 , jump-both )", 5, .jumpBoth),
    ]
    for (css, count, position) in cases {
      #expect(
        try EasingFunction(css: css) == .steps(StepsTimingFunction(count: count, position: position)),
        "\(css)")
    }
  }

  @Test func linearReadsStopsWithZeroOneOrTwoPercentages() throws {
    let expected = try LinearTimingFunction([
      .init(0), .init(0.5, input: 0.25, secondInput: 0.75), .init(1, input: 1),
    ])
    for css in [
      "linear(0, 0.5 25% 75%, 1 100%)", "LINEAR(0,0.5 25% 75%,1 100%)",
      "linear(0, 25% 75% 0.5, 100% 1)", "linear( 0 , 0.5 25%  75% , 1 1e2% )",
    ] {
      #expect(try EasingFunction(css: css) == .linear(expected), "\(css)")
    }
    #expect(
      try EasingFunction(css: "linear(0, 1.3, 1, 0.92, 1)")
        == .linear(LinearTimingFunction([.init(0), .init(1.3), .init(1), .init(0.92), .init(1)])))
  }

  @Test func parsedFunctionsEvaluateAsTheirSwiftTypes() throws {
    let steps = try EasingFunction(css: "steps(4, jump-end)")
    #expect([0, 0.3, 0.99, 1].map(steps.progress(at:)) == [0, 0.25, 0.75, 1])
    let linear = try EasingFunction(css: "linear(0, 1 50%, 0)")
    #expect([0, 0.25, 0.5, 0.75, 1].map(linear.progress(at:)) == [0, 0.5, 1, 0.5, 0])
    let bezier = try EasingFunction(css: "ease")
    #expect(bezier.progress(at: 0.3) == CubicBezierTimingCurve.default.progress(at: 0.3))
  }

  /// Invalid strings and the 1-based position each error must name.
  static let invalidCases: [(String, Int)] = [
    ("", 1), ("   ", 4), ("test", 1), ("ease-in-out-back", 1), ("ease ease", 6), ("ease,", 5),
    ("cubic-bezier(1.1, 0, 1, 1)", 14), ("cubic-bezier(0, 0, -0.1, 1)", 20),
    ("cubic-bezier(0, 0, 1)", 21), ("cubic-bezier(0, 0, 1, 1, 1)", 24),
    ("cubic-bezier (0, 0, 1, 1)", 13), ("cubic-bezier(0 0 1 1)", 16),
    ("cubic-bezier(0, 0, 1, 1", 24), ("cubic-bezier(0px, 0, 1, 1)", 15),
    ("cubic-bezier(0, 1e999, 1, 1)", 17), ("cubic-bezier(0, inf, 1, 1)", 17),
    ("cubic-bezier(1., 0, 1, 1)", 15),
    ("steps(0)", 7), ("steps(-1)", 7), ("steps(1, jump-none)", 7), ("steps(2.0)", 7),
    ("steps(1e1)", 7), ("steps(2, middle)", 10), ("steps(2,)", 9), ("steps()", 7),
    ("steps(99999999999999999999)", 7), ("steps(2, start, end)", 15),
    ("linear()", 8), ("linear(0)", 9), ("linear(50%)", 11), ("linear(0,)", 10),
    ("linear(0 1, 1)", 10), ("linear(0 10% 20% 30%, 1)", 18), ("linear(10% 0 20%, 1)", 14),
    ("linear(10% 20% 30% 0, 1)", 16), ("linear(0, 1", 12), ("spring(1, 100, 10, 0)", 1),
    ("cubic-bezier(0,0,1,1)x", 22), ("ease\u{00A0}", 5),
  ]

  @Test(arguments: invalidCases)
  func invalidStringsNameThePositionOfTheError(css: String, position: Int) {
    #expect(throws: CSSParseError.self) { try EasingFunction(css: css) }
    do {
      _ = try EasingFunction(css: css)
    } catch {
      #expect(error.position == position, "\(css): \(error)")
      #expect(error.description.hasPrefix("easing function: at character \(position): expected "))
      #expect(!error.description.contains("\n"))
    }
  }
}
