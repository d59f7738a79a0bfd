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
  /// One open transaction while parsing.
  private struct Frame {
    var duration: Double?
    var timingFunction: (any TimingFunction)?
    var disableActions: Bool?
    var hasCompletion = false
    var items: [Transaction.Item] = []

    func transaction() throws -> Transaction {
      try Transaction(
        animationDuration: duration, timingFunction: timingFunction, disableActions: disableActions,
        hasCompletion: hasCompletion, items: items)
    }
  }

  /// Parses `text` into the outermost transaction with the given settings.
  static func parse(
    _ text: String, duration: Double?, timingFunction: (any TimingFunction)?, disableActions: Bool?, hasCompletion: Bool
  ) throws -> Transaction {
    var stack = [Frame(duration: duration, timingFunction: timingFunction, disableActions: disableActions, hasCompletion: hasCompletion)]
    for (index, rawStatement) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
      let statement = rawStatement.trimmingCharacters(in: .whitespacesAndNewlines)
      let what = "--script (statement \(index + 1))"
      if statement.isEmpty { throw InputError("\(what): empty statement (two semicolons in a row, or one at an end)") }
      let words = statement.split(whereSeparator: \.isWhitespace)
      switch words[0] {
      case "set":
        stack[stack.count - 1].items.append(.change(try change(words.dropFirst(), what: what)))
      case "begin":
        stack.append(try frame(words.dropFirst(), what: what))
      case "commit":
        guard words.count == 1 else { throw InputError("\(what): commit takes nothing after it") }
        guard stack.count > 1 else { throw InputError("\(what): commit without a matching begin") }
        let nested = try stack.removeLast().transaction()
        stack[stack.count - 1].items.append(.nested(nested))
      default:
        throw InputError("\(what): '\(words[0])' is not set, begin or commit")
      }
    }
    guard stack.count == 1 else { throw InputError("--script: \(stack.count - 1) begin without a commit") }
    return try stack[0].transaction()
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

  /// The settings of a `begin`.
  private static func frame(_ words: ArraySlice<Substring>, what: String) throws -> Frame {
    var frame = Frame()
    for word in words {
      if word == "disable" { frame.disableActions = true }
      else if word == "enable" { frame.disableActions = false }
      else if word == "completion" { frame.hasCompletion = true }
      else if word.hasPrefix("duration=") {
        frame.duration = try parseFiniteNumber(word.dropFirst("duration=".count), what: "\(what) duration")
      } else if word.hasPrefix("timing=") {
        let value = word.dropFirst("timing=".count).replacingOccurrences(of: ",", with: " ")
        frame.timingFunction = try KeyframeArgumentParsing.timingFunction(Substring(value), what: "\(what) timing")
      } else {
        throw InputError("\(what): '\(word)' is not duration=D, timing=…, disable, enable or completion")
      }
    }
    return frame
  }
}
