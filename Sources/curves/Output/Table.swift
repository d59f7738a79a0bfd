/// One cell of an output table.
enum Cell: Equatable {
  /// A real number, printed in Swift's shortest round-trip form.
  case number(Double)
  /// An integer (iteration counts, flags), printed without a fraction.
  case integer(Int)
  /// No value: an empty CSV field, `null` in JSON, a gap in a plot.
  case empty

  /// The value as a Double, or nil for `.empty`.
  var doubleValue: Double? {
    switch self {
    case .number(let value): return value
    case .integer(let value): return Double(value)
    case .empty: return nil
    }
  }
}

/// Rows of sampled values under named columns: what every `curves` subcommand produces.
struct Table {
  let columns: [String]
  private(set) var rows: [[Cell]] = []

  init(columns: [String], reservingCapacity capacity: Int = 0) {
    self.columns = columns
    rows.reserveCapacity(capacity)
  }

  /// Appends a row; it must have one cell per column.
  mutating func append(_ row: [Cell]) {
    precondition(row.count == columns.count, "row width \(row.count) != \(columns.count) columns")
    rows.append(row)
  }

  /// Appends a row of numbers.
  mutating func append(numbers: [Double]) { append(numbers.map(Cell.number)) }

  /// The values of column `index`, nil where a cell is empty.
  func column(_ index: Int) -> [Double?] { rows.map { $0[index].doubleValue } }
}

/// What a subcommand produces: a table with a way to plot it, or a single number.
enum CurveOutput {
  /// Sampled rows, and the plot that `--format svg` draws of them.
  case table(Table, plot: Plot)
  /// One number (a settling time, a length). CSV prints the bare number; JSON `{"name": value}`.
  case number(name: String, value: Double)
}
