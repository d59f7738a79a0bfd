/// Why a CSS value could not be parsed: by ``Transform3D/init(css:)`` (a `transform` value) or
/// ``EasingFunction/init(css:)`` (an `<easing-function>`).
///
/// Both readers stop at the first character the grammar does not allow and report where, what
/// the grammar allows there, and what was found, so the one-line ``description`` reads
/// `CSS transform: at character 11: expected ')', found 'x'`.
public struct CSSParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The grammar a text was read by; its raw value starts the message.
  public enum Grammar: String, Hashable, Sendable {
    /// A CSS `transform` property value (CSS Transforms Level 1 and 2).
    case transform = "CSS transform"
    /// A CSS `<easing-function>` (CSS Easing Functions Level 1 and 2).
    case easingFunction = "easing function"
  }

  /// The grammar the text was read by.
  public let grammar: Grammar
  /// The 1-based position (in Unicode scalars) of the character where parsing stopped; the
  /// length of the string plus 1 when it ended too soon.
  public let position: Int
  /// What the grammar allows at `position`, or why the value there is refused (for example "a
  /// length in px (a percentage needs the element's reference box)" or "a step count of at
  /// least 2 with jump-none").
  public let expected: String
  /// The text found at `position` (up to 20 characters, control characters written as `\u{…}`
  /// escapes), or empty at the end of the string.
  public let found: String

  /// Creates an error of `grammar` at `position` (1-based) expecting `expected`, having found
  /// `found`.
  public init(grammar: Grammar, position: Int, expected: String, found: String) {
    self.grammar = grammar
    self.position = position
    self.expected = expected
    self.found = found
  }

  /// One line: `easing function: at character 8: expected ')', found 'x'` (`the end of the text`
  /// in place of the quoted text when the string ended).
  public var description: String {
    let what = found.isEmpty ? "the end of the text" : "'\(found)'"
    return "\(grammar.rawValue): at character \(position): expected \(expected), found \(what)"
  }
}

/// The error ``Transform3D/init(css:)`` throws; now ``CSSParseError`` with grammar `.transform`.
@available(*, deprecated, renamed: "CSSParseError")
public typealias CSSTransformParseError = CSSParseError

/// The error ``EasingFunction/init(css:)`` throws; now ``CSSParseError`` with grammar
/// `.easingFunction`.
@available(*, deprecated, renamed: "CSSParseError")
public typealias EasingFunctionParseError = CSSParseError
