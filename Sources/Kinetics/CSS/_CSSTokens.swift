/// The CSS tokenisation shared by the CSS text parsers (`_EasingFunctionScanner`,
/// `_CSSTransformScanner`): a cursor over the Unicode scalars of the text with the pieces of CSS
/// Syntax Level 3 §4.3 they read — white space, ASCII identifiers, and the numeric part of number,
/// percentage and dimension tokens. Each parser keeps its own grammar and error type.
struct _CSSTokens {
  let scalars: [Unicode.Scalar]
  /// The index of the next scalar to read.
  var index = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  /// The next scalar, nil at the end.
  var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// The text at `position` for an error message: up to 20 scalars, control characters written as
  /// `\u{…}` escapes so the message stays one printable line; empty at the end.
  func found(at position: Int) -> String {
    let end = Swift.min(position + 20, scalars.count)
    var found = ""
    for scalar in scalars[Swift.min(position, end)..<end] {
      if scalar.properties.generalCategory == .control {
        found += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        found.unicodeScalars.append(scalar)
      }
    }
    return found
  }

  /// Skips CSS white space: space, tab, line feed, carriage return, form feed.
  mutating func skipWhitespace() {
    while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
      || scalar == "\u{0C}"
    {
      index += 1
    }
  }

  /// Consumes `scalar` after white space; false (nothing consumed but the white space) when
  /// another scalar or the end comes first.
  mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
    skipWhitespace()
    guard peek == scalar else { return false }
    index += 1
    return true
  }

  /// A run of ASCII letters, digits and hyphens not starting with a digit, lowercased (the
  /// keywords, function names and units of the grammars; empty when none starts here).
  mutating func readIdentifier() -> String {
    var name = ""
    while let scalar = peek, scalar.isASCII,
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "-"
        || ("0"..."9").contains(scalar) && !name.isEmpty
    {
      name.unicodeScalars.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar)
      index += 1
    }
    return name
  }

  static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return ("0"..."9").contains(scalar)
  }

  /// Whether a CSS number starts here: a digit, or `.` + digit, optionally after a sign.
  var startsNumber: Bool {
    var at = index
    if at < scalars.count, scalars[at] == "+" || scalars[at] == "-" { at += 1 }
    guard at < scalars.count else { return false }
    if Self.isDigit(scalars[at]) { return true }
    return scalars[at] == "." && at + 1 < scalars.count && Self.isDigit(scalars[at + 1])
  }

  /// Reads the numeric part of a number, percentage or dimension token (CSS Syntax Level 3
  /// §4.3.12; call where `startsNumber`): its value (nil when it is beyond the range of Double)
  /// and whether it had neither fraction nor exponent. A unit or `%` after it is left unread.
  mutating func readNumber() -> (value: Double?, isInteger: Bool) {
    let start = index
    var isInteger = true
    if peek == "+" || peek == "-" { index += 1 }
    while Self.isDigit(peek) { index += 1 }
    if peek == ".", index + 1 < scalars.count, Self.isDigit(scalars[index + 1]) {
      isInteger = false
      index += 1
      while Self.isDigit(peek) { index += 1 }
    }
    if peek == "e" || peek == "E" {
      var at = index + 1
      if at < scalars.count, scalars[at] == "+" || scalars[at] == "-" { at += 1 }
      if at < scalars.count, Self.isDigit(scalars[at]) {
        isInteger = false
        index = at
        while Self.isDigit(peek) { index += 1 }
      }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<index])
    guard let value = Double(text), value.isFinite else { return (nil, isInteger) }
    return (value, isInteger)
  }
}

/// A recursive-descent reader of one CSS grammar over `_CSSTokens` (`_EasingFunctionScanner`,
/// `_CSSTransformScanner`): the token helpers and the ``CSSParseError`` they throw, written once
/// for every reader. Each reader keeps its grammar and its number rules (units, integers).
protocol _CSSScanner {
  /// The grammar the reader's errors name.
  static var grammar: CSSParseError.Grammar { get }
  /// The cursor over the text.
  var tokens: _CSSTokens { get set }
}

extension _CSSScanner {
  /// The index of the next scalar to read.
  var index: Int {
    get { tokens.index }
    set { tokens.index = newValue }
  }

  /// The next scalar, nil at the end.
  var peek: Unicode.Scalar? { tokens.peek }
  /// Whether a CSS number starts here (`_CSSTokens.startsNumber`).
  var startsNumber: Bool { tokens.startsNumber }
  /// Whether every scalar has been read.
  var atEnd: Bool { index == tokens.scalars.count }

  /// The error at the 0-based scalar `position`: reported 1-based, with the text found there.
  func failure(at position: Int, expected: String) -> CSSParseError {
    CSSParseError(grammar: Self.grammar, position: position + 1, expected: expected, found: tokens.found(at: position))
  }

  mutating func skipWhitespace() { tokens.skipWhitespace() }

  mutating func readIdentifier() -> String { tokens.readIdentifier() }

  /// A `,` after optional white space.
  mutating func expectComma() throws(CSSParseError) {
    guard tokens.consume(",") else { throw failure(at: index, expected: "','") }
  }

  /// A `)` after optional white space.
  mutating func expectClosingParenthesis() throws(CSSParseError) {
    guard tokens.consume(")") else { throw failure(at: index, expected: "')'") }
  }
}
