import Foundation
import Kinetics

/// The little language of `curves transaction --script`: statements separated by semicolons.
///
///     set KEY OLD -> NEW          a property change (values: numbers separated by commas or spaces)
///     begin [duration=D] [timing=NAME|x1,y1,x2,y2] [disable|enable] [completion]
///     commit                      ends the innermost begin
///
/// Statements outside any begin … commit belong to the outermost transaction, whose settings are
/// the options `--duration`, `--timing`, `--disable-actions` and `--completion`.
enum TransactionScript {
  /// Parses `text` into the outermost transaction with the given settings, through
  /// `TransactionBuilder` (the statements are its calls).
  static func parse(
    _ text: String, duration: Double?, timingFunction: (any TimingFunction)?, disableActions: Bool?, hasCompletion: Bool
  ) throws -> Transaction {
    var builder = TransactionBuilder()
    if let duration { try builder.setAnimationDuration(duration) }
    if let timingFunction { builder.setTimingFunction(timingFunction) }
    if let disableActions { builder.setDisableActions(disableActions) }
    if hasCompletion { builder.setCompletion() }
    for (index, rawStatement) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
      let statement = rawStatement.trimmingCharacters(in: .whitespacesAndNewlines)
      let what = "--script (statement \(index + 1))"
      if statement.isEmpty { throw InputError("\(what): empty statement (two semicolons in a row, or one at an end)") }
      let words = statement.split(whereSeparator: \.isWhitespace)
      switch words[0] {
      case "set":
        builder.add(try change(words.dropFirst(), what: what))
      case "begin":
        builder.begin()
        try applySettings(words.dropFirst(), to: &builder, what: what)
      case "commit":
        guard words.count == 1 else { throw InputError("\(what): commit takes nothing after it") }
        guard builder.depth > 0 else { throw InputError("\(what): commit without a matching begin") }
        try builder.commit()
      default:
        throw InputError("\(what): '\(words[0])' is not set, begin or commit")
      }
    }
    guard builder.depth == 0 else { throw InputError("--script: \(builder.depth) begin without a commit") }
    return try builder.transaction()
  }

  /// "KEY OLD -> NEW".
  private static func change(_ words: ArraySlice<Substring>, what: String) throws -> PropertyChange {
    guard let key = words.first else { throw InputError("\(what): set needs KEY OLD -> NEW") }
    guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), key.first?.isLetter == true else {
      throw InputError("\(what): the key '\(key)' must be a name (letters, digits, _ and .)")
    }
    let rest = words.dropFirst().joined(separator: " ")
    let sides = rest.components(separatedBy: "->")
    guard sides.count == 2 else { throw InputError("\(what): set needs KEY OLD -> NEW") }
    return try PropertyChange(
      key: String(key), from: try parseNumberList(sides[0], what: "\(what) old value"),
      to: try parseNumberList(sides[1], what: "\(what) new value"))
  }

  /// The settings of a `begin`, set on the transaction it opened.
  private static func applySettings(
    _ words: ArraySlice<Substring>, to builder: inout TransactionBuilder, what: String
  ) throws {
    for word in words {
      if word == "disable" { builder.setDisableActions(true) }
      else if word == "enable" { builder.setDisableActions(false) }
      else if word == "completion" { builder.setCompletion() }
      else if word.hasPrefix("duration=") {
        try builder.setAnimationDuration(
          try parseFiniteNumber(word.dropFirst("duration=".count), what: "\(what) duration"))
      } else if word.hasPrefix("timing=") {
        let value = word.dropFirst("timing=".count).replacingOccurrences(of: ",", with: " ")
        builder.setTimingFunction(try KeyframeArgumentParsing.timingFunction(Substring(value), what: "\(what) timing"))
      } else {
        throw InputError("\(what): '\(word)' is not duration=D, timing=…, disable, enable or completion")
      }
    }
  }
}
