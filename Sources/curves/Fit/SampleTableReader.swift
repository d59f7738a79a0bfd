import Foundation

/// Reads (x, y) samples from CSV text with a header line, for `curves fit`: the output of any
/// `curves` subcommand, or a file a user wrote.
///
/// Rules: fields are separated by commas and trimmed of spaces; blank lines and lines starting with
/// `#` are skipped; the first other line is the header. Every data line must have as many fields as
/// the header, and the chosen columns must hold finite numbers with x strictly increasing. Each
/// violation is one line of error naming the line number.
struct SampleTableReader {
  /// The x column: the named one, else `x`, else `t` (what `curves spring` prints), else the first.
  var xColumn: String?
  /// The y column: the named one, else `y`, else `position`, else the second.
  var yColumn: String?

  /// The text of FILE, or of standard input when `path` is `-`.
  static func text(of path: String) throws -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw InputError("--input: cannot read '\(path)'")
      }
      data = contents
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputError("--input: '\(path)' is not UTF-8 text")
    }
    return text
  }

  /// The two chosen columns as (xs, ys), and their names.
  func samples(from text: String) throws -> (xs: [Double], ys: [Double], xName: String, yName: String) {
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
      .map { (number: $0.offset + 1, fields: $0.element) }
      .filter { line in
        let trimmed = line.fields.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
      }[...]
    guard let header = lines.popFirst() else {
      throw InputError("--input: no header line (expected e.g. x,y)")
    }
    let names = header.fields.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let xIndex = try column(xColumn, defaults: ["x", "t"], fallback: 0, in: names, option: "--x-column")
    let yIndex = try column(
      yColumn, defaults: ["y", "position"], fallback: 1, in: names, option: "--y-column")
    guard xIndex != yIndex else { throw InputError("--x-column and --y-column name the same column") }
    var xs: [Double] = []
    var ys: [Double] = []
    for line in lines {
      let fields = line.fields.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count == names.count else {
        throw InputError("--input line \(line.number): expected \(names.count) fields, got \(fields.count)")
      }
      let x = try number(fields[xIndex], line: line.number, column: names[xIndex])
      let y = try number(fields[yIndex], line: line.number, column: names[yIndex])
      if let previous = xs.last, !(x > previous) {
        throw InputError(
          "--input line \(line.number): \(names[xIndex]) must increase strictly, \(x) follows \(previous)")
      }
      xs.append(x)
      ys.append(y)
    }
    guard xs.count >= 2 else {
      throw InputError("--input: at least 2 data lines are needed, got \(xs.count)")
    }
    return (xs, ys, names[xIndex], names[yIndex])
  }

  private func column(
    _ requested: String?, defaults: [String], fallback: Int, in names: [String], option: String
  ) throws -> Int {
    if let requested {
      guard let index = names.firstIndex(of: requested) else {
        throw InputError(
          "\(option): no column '\(requested)' in the header (\(names.joined(separator: ",")))")
      }
      return index
    }
    if let index = defaults.lazy.compactMap({ names.firstIndex(of: $0) }).first { return index }
    guard fallback < names.count else {
      throw InputError("--input: the header has \(names.count) column(s), 2 are needed")
    }
    return fallback
  }

  private func number(_ field: Substring, line: Int, column: String) throws -> Double {
    let trimmed = field.trimmingCharacters(in: .whitespaces)
    guard let value = Double(trimmed), value.isFinite else {
      throw InputError("--input line \(line), column \(column): '\(trimmed)' is not a finite number")
    }
    return value
  }
}
