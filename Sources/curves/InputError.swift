import Foundation

/// Invalid command-line input found by `curves` itself (library errors carry their own messages).
struct InputError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Parses a finite Double; `what` names the value in the error message.
func parseFiniteNumber(_ text: Substring, what: String) throws -> Double {
  let trimmed = text.trimmingCharacters(in: .whitespaces)
  guard let value = Double(trimmed), value.isFinite else {
    throw InputError("\(what): '\(trimmed)' is not a finite number")
  }
  return value
}

/// Parses a list of finite Doubles separated by commas and/or white space (`0,0.5,1` or `0 0.5 1`).
func parseNumberList(_ text: String, what: String) throws -> [Double] {
  let pieces = text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
  guard !pieces.isEmpty else { throw InputError("\(what): expected at least one number") }
  return try pieces.map { try parseFiniteNumber($0, what: what) }
}
