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
///
/// The rows are not stored: the table holds the computation that produces them, and every
/// `forEachRow` runs it again, so that rows are written as they are computed and memory does not
/// depend on the sample count (docs/curves.md, "Large outputs"). A table is bounded to
/// `maximumCells` cells, checked when it is made, before any row is computed.
struct Table {
  /// Calls its argument once per row, in order; rethrows what the row computation throws.
  typealias RowProducer = (_ emit: ([Cell]) throws -> Void) throws -> Void

  /// The largest rows × columns accepted: 10⁷ samples of ten columns, about 2 GB of CSV.
  /// Outputs whose size is a product of inputs (masses × samples, components × samples) are
  /// refused above it, before anything is computed.
  static let maximumCells = 100_000_000

  let columns: [String]
  let rowCount: Int
  private let produceRows: RowProducer

  /// A table of `rowCount` rows of cells computed by `rows`, which must emit one cell per column.
  /// - Throws: `InputError` when rowCount × columns exceeds `maximumCells`.
  static func cells(columns: [String], rowCount: Int, _ rows: @escaping RowProducer) throws -> Table {
    try Table(columns: columns, rowCount: rowCount, producer: rows)
  }

  /// Throws `InputError` when `rowCount` × `columnCount` exceeds `maximumCells`: for commands that
  /// check before costly set-up (a coupled-spring system's eigen decomposition).
  static func checkSize(rowCount: Int, columnCount: Int) throws {
    let (cells, overflow) = rowCount.multipliedReportingOverflow(by: max(columnCount, 1))
    guard !overflow, cells <= maximumCells else {
      throw InputError(
        "the output would have \(rowCount) rows × \(columnCount) columns, more than \(maximumCells) values: give fewer --samples or fewer components"
      )
    }
  }

  private init(columns: [String], rowCount: Int, producer rows: @escaping RowProducer) throws {
    try Self.checkSize(rowCount: rowCount, columnCount: columns.count)
    self.columns = columns
    self.rowCount = rowCount
    produceRows = rows
  }

  /// A table of `rowCount` rows of numbers computed by `rows`, one number per column.
  /// - Throws: `InputError` when rowCount × columns exceeds `maximumCells`.
  init(columns: [String], rowCount: Int, _ rows: @escaping (_ emit: ([Double]) throws -> Void) throws -> Void)
    throws
  {
    try self.init(columns: columns, rowCount: rowCount, producer: { emit in
      try rows { try emit($0.map(Cell.number)) }
    })
  }

  /// Computes the rows again, handing each to `body` as soon as it is made.
  func forEachRow(_ body: ([Cell]) throws -> Void) throws {
    let width = columns.count
    var rowIndex = 0
    try produceRows { row in
      precondition(row.count == width, "row width \(row.count) != \(width) columns")
      // The last guard of "never print NaN": every computation is meant to give finite numbers
      // or throw its own error first; one that does not is stopped here rather than printed.
      if let column = row.firstIndex(where: { if case .number(let value) = $0 { !value.isFinite } else { false } }) {
        throw InputError(
          "row \(rowIndex), column \(columns[column]): the result is not a finite number (it overflows the Double range)")
      }
      rowIndex += 1
      try body(row)
    }
  }
}

/// What a subcommand produces: a table with a way to plot it, or a single number.
enum CurveOutput {
  /// Sampled rows, and the plot that `--format svg` draws of them (made only for svg).
  case table(Table, plot: () throws -> Plot)
  /// One number (a settling time, a length). CSV prints the bare number; JSON `{"name": value}`.
  case number(name: String, value: Double)
  /// One line of text (trimmed SVG path data) and its plot. CSV prints the bare line; JSON
  /// `{"name": "text"}`; SVG draws the plot.
  case text(name: String, value: String, plot: () throws -> Plot)
}
