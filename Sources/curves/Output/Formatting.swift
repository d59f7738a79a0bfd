/// Formats numbers the way every `curves` format prints them: Swift's shortest round-trip form.
enum NumberText {
  /// `0.1` prints as `0.1`, `1` as `1.0`, `1e-5` as `1e-05`; reading the text back gives the same Double.
  static func shortest(_ value: Double) -> String { "\(value)" }

  /// The CSV text of one cell.
  static func csv(_ cell: Cell) -> String {
    switch cell {
    case .number(let value): return shortest(value)
    case .integer(let value): return String(value)
    case .empty: return ""
    }
  }

  /// The JSON text of one cell: non-finite numbers and empty cells become `null` (JSON has no NaN).
  static func json(_ cell: Cell) -> String {
    switch cell {
    case .number(let value): return value.isFinite ? shortest(value) : "null"
    case .integer(let value): return String(value)
    case .empty: return "null"
    }
  }

  /// A JSON string literal with the characters JSON requires escaped.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20: result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// Writes a table as CSV, row by row as the rows are computed: a header line, then one line per row.
func writeCSV(_ table: Table, to sink: OutputSink) throws {
  try sink.write(table.columns.joined(separator: ",") + "\n")
  try table.forEachRow { row in
    // Cell by cell into the buffer: no joined string per row.
    for (index, cell) in row.enumerated() {
      if index > 0 { sink.append(",") }
      sink.append(NumberText.csv(cell))
    }
    sink.append("\n")
    try sink.writeIfFull()
  }
}

/// Writes a table as a JSON array of records, `[{"x": 0.0, "y": 0.0}, …]`, row by row.
func writeJSON(_ table: Table, to sink: OutputSink) throws {
  let keys = table.columns.map(NumberText.jsonString)
  try sink.write("[")
  var first = true
  try table.forEachRow { row in
    sink.append(first ? "\n  {" : ",\n  {")
    for (index, cell) in row.enumerated() {
      if index > 0 { sink.append(", ") }
      sink.append(keys[index])
      sink.append(": ")
      sink.append(NumberText.json(cell))
    }
    sink.append("}")
    try sink.writeIfFull()
    first = false
  }
  try sink.write(first ? "]\n" : "\n]\n")
}
