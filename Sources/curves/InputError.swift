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

/// Parses a list of finite Doubles: fields separated by commas, each field one or more numbers
/// separated by white space (`0,0.5,1`, `0 0.5 1` and `0, 0.5, 1` are the same list).
///
/// The one list parser of every subcommand (docs/curves.md, "Lists"). A field with no number in
/// it (`0.1,,0.2`, `,0.5`, `0.5,`) is a usage error naming the option and the field's 1-based
/// position: a dropped field would silently change the list's length.
func parseNumberList(_ text: String, what: String) throws -> [Double] {
  let fields = text.split(separator: ",", omittingEmptySubsequences: false)
  var numbers: [Double] = []
  for (index, field) in fields.enumerated() {
    let pieces = field.split(whereSeparator: \.isWhitespace)
    if pieces.isEmpty {
      // A list that is blank as a whole gets the shorter message.
      guard fields.count > 1 else { throw InputError("\(what): expected at least one number") }
      throw InputError(
        "\(what): field \(index + 1) of \(fields.count) is empty (two commas in a row, or a comma at an end)")
    }
    for piece in pieces { numbers.append(try parseFiniteNumber(piece, what: what)) }
  }
  return numbers
}

/// Parses rows of numbers separated by semicolons, each row a list as `parseNumberList` reads it
/// (`"0 0; 100 0; 100 100"`). An empty row is an error naming it (`--values (row 2)`), as an empty
/// field is.
func parseNumberRows(_ text: String, what: String, rowName: String = "row") throws -> [[Double]] {
  try text.split(separator: ";", omittingEmptySubsequences: false).enumerated().map { index, row in
    try parseNumberList(String(row), what: "\(what) (\(rowName) \(index))")
  }
}
