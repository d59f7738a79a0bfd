/// The recursive-descent reader of ``EasingFunction/init(css:)``: one pass over the Unicode
/// scalars, reading CSS number and identifier tokens (CSS Syntax Level 3 §4.3) through
/// `_CSSTokens`.
struct _EasingFunctionScanner: _CSSScanner {
  static let grammar = CSSParseError.Grammar.easingFunction
  var tokens: _CSSTokens

  init(_ text: String) { tokens = _CSSTokens(text) }

  // MARK: Grammar

  mutating func parseEasingFunction() throws(CSSParseError) -> EasingFunction {
    skipWhitespace()
    let nameStart = index
    let name = readIdentifier()
    guard !name.isEmpty else {
      throw failure(at: nameStart, expected: "an easing function (a keyword, cubic-bezier(), steps() or linear())")
    }
    let result: EasingFunction
    if peek == "(" {
      index += 1
      switch name {
      case "cubic-bezier": result = try parseCubicBezierArguments()
      case "steps": result = try parseStepsArguments()
      case "linear": result = try parseLinearArguments()
      default:
        throw failure(at: nameStart, expected: "cubic-bezier(, steps( or linear(")
      }
    } else {
      let afterName = index
      skipWhitespace()
      if peek == "(", ["cubic-bezier", "steps", "linear"].contains(name) {
        throw failure(at: afterName, expected: "'(' directly after the function name")
      }
      index = afterName
      guard let keyword = Self.keywords[name] else {
        throw failure(
          at: nameStart,
          expected: "linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end or a function")
      }
      result = keyword
    }
    skipWhitespace()
    guard atEnd else { throw failure(at: index, expected: "the end of the text") }
    return result
  }

  /// The keywords of CSS Easing Functions Level 1 (§2.1, §3.1, §4.1), lowercased.
  private static let keywords: [String: EasingFunction] = [
    "linear": .cubicBezier(.linear), "ease": .cubicBezier(.default),
    "ease-in": .cubicBezier(.easeIn), "ease-out": .cubicBezier(.easeOut),
    "ease-in-out": .cubicBezier(.easeInEaseOut),
    // steps(1, …) never throws.
    "step-start": .steps(try! StepsTimingFunction(count: 1, position: .jumpStart)),
    "step-end": .steps(try! StepsTimingFunction(count: 1, position: .jumpEnd)),
  ]

  private mutating func parseCubicBezierArguments() throws(CSSParseError) -> EasingFunction {
    var values: [Double] = []
    var starts: [Int] = []
    for argument in 0..<4 {
      if argument > 0 { try expectComma() }
      skipWhitespace()
      starts.append(index)
      values.append(try readNumber())
    }
    try expectClosingParenthesis()
    for argument in [0, 2] where !(0...1).contains(values[argument]) {
      throw failure(at: starts[argument], expected: "x\(argument / 2 + 1) in [0, 1]")
    }
    do {
      return .cubicBezier(
        try CubicBezierTimingCurve(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
    } catch {
      // Every value is finite and each x in [0, 1]: the constructor accepts them.
      throw failure(at: starts[0], expected: "a valid cubic-bezier() (\(error))")
    }
  }

  private mutating func parseStepsArguments() throws(CSSParseError) -> EasingFunction {
    skipWhitespace()
    let countStart = index
    let count = try readInteger()
    var position = StepPosition.jumpEnd
    skipWhitespace()
    var positionStart = index
    if peek == "," {
      index += 1
      skipWhitespace()
      positionStart = index
      let name = readIdentifier()
      guard let named = Self.stepPositions[name] else {
        throw failure(
          at: positionStart, expected: "jump-start, jump-end, jump-none, jump-both, start or end")
      }
      position = named
    }
    try expectClosingParenthesis()
    do {
      return .steps(try StepsTimingFunction(count: count, position: position))
    } catch {
      let minimum = position == .jumpNone ? 2 : 1
      if count < minimum {
        throw failure(at: countStart, expected: "a step count of at least \(minimum) with \(position)")
      }
      throw failure(at: positionStart, expected: "a step position that fits \(count) steps (\(error))")
    }
  }

  private static let stepPositions: [String: StepPosition] = [
    "jump-start": .jumpStart, "jump-end": .jumpEnd, "jump-none": .jumpNone,
    "jump-both": .jumpBoth, "start": .jumpStart, "end": .jumpEnd,
  ]

  private mutating func parseLinearArguments() throws(CSSParseError) -> EasingFunction {
    var stops: [LinearTimingFunction.Stop] = []
    skipWhitespace()
    if peek == ")" {
      throw failure(at: index, expected: "a number (linear() needs at least 2 stops)")
    }
    while true {
      stops.append(try readLinearStop())
      skipWhitespace()
      if peek == "," {
        index += 1
        continue
      }
      let closeAt = index
      try expectClosingParenthesis()
      do {
        return .linear(try LinearTimingFunction(stops))
      } catch {
        throw failure(at: closeAt, expected: "',' and another stop (linear() needs at least 2 stops)")
      }
    }
  }

  /// `<number> && <percentage>{0,2}`: the percentages all before or all after the number.
  private mutating func readLinearStop() throws(CSSParseError) -> LinearTimingFunction.Stop {
    var before: [Double] = []
    var after: [Double] = []
    var output: Double?
    while true {
      skipWhitespace()
      let start = index
      guard startsNumber else {
        guard let output else {
          throw failure(at: start, expected: before.isEmpty ? "a number" : "a number or a percentage")
        }
        let inputs = before + after
        return LinearTimingFunction.Stop(
          output, input: inputs.first, secondInput: inputs.count > 1 ? inputs[1] : nil)
      }
      let value = try readNumber()
      guard peek == "%" else {
        guard output == nil else {
          throw failure(at: start, expected: "a percentage, ',' or ')' (one number per stop)")
        }
        output = value
        continue
      }
      index += 1
      if output == nil {
        guard before.count < 2 else {
          throw failure(at: start, expected: "a number (at most two percentages per stop)")
        }
        before.append(value / 100)
      } else {
        guard before.isEmpty else {
          throw failure(
            at: start, expected: "',' or ')' (a stop's percentages are all before or all after its number)")
        }
        guard after.count < 2 else {
          throw failure(at: start, expected: "',' or ')' (at most two percentages per stop)")
        }
        after.append(value / 100)
      }
    }
  }

  // MARK: Tokens

  /// A CSS number token (CSS Syntax Level 3, §4.3.12), finite, not followed by an identifier
  /// (a dimension such as `1px` is not a number). Returns whether it had a fraction or exponent.
  private mutating func readNumberToken() throws(CSSParseError) -> (Double, isInteger: Bool) {
    let start = index
    guard startsNumber else { throw failure(at: start, expected: "a number") }
    let (value, isInteger) = tokens.readNumber()
    if let next = peek, next.isASCII, ("a"..."z").contains(next) || ("A"..."Z").contains(next) || next == "-" || next == "." {
      throw failure(at: index, expected: "',', ')' or white space after the number (no unit)")
    }
    guard let value else { throw failure(at: start, expected: "a finite number") }
    return (value, isInteger)
  }

  private mutating func readNumber() throws(CSSParseError) -> Double {
    try readNumberToken().0
  }

  /// A CSS integer: a number token with neither fraction nor exponent, in the range of `Int`.
  private mutating func readInteger() throws(CSSParseError) -> Int {
    let start = index
    let (value, isInteger) = try readNumberToken()
    guard isInteger else { throw failure(at: start, expected: "an integer step count") }
    guard let count = Int(exactly: value) else {
      throw failure(at: start, expected: "a step count within the range of Int")
    }
    return count
  }
}
