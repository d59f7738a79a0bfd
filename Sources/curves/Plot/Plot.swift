/// A description of a plot: what `--format svg` draws. Independent of the table it came from, so a
/// subcommand can add series the table does not hold (the path behind its sample points, say).
struct Plot {
  /// How a series is drawn.
  enum Style { case line, markers, lineAndMarkers }

  /// A point of a series; nil is a gap (the line breaks there).
  typealias Point = (x: Double, y: Double)?

  /// Receives one point of series `series`.
  typealias PointVisitor = (_ series: Int, _ point: Point) throws -> Void

  /// One named series. Its points are `points`, then any that `streamedPoints` gives it.
  struct Series {
    var name: String
    var points: [Point] = []
    var style: Style = .line
    /// Drawn thin and pale, as context for the series drawn over it (the whole of a trimmed path).
    var faint = false
  }

  var title: String
  var xLabel: String
  var yLabel: String
  var series: [Series]
  /// Points computed while the plot is drawn rather than stored (a table's columns, which may have
  /// 10⁷ rows); the renderer calls it twice (ranges, then drawing) and keeps only what it draws.
  var streamedPoints: ((PointVisitor) throws -> Void)?
  /// Draws one unit of x as long as one unit of y (for paths in the plane).
  var equalAspect = false
  /// SVG's y axis points down; paths given in SVG coordinates want it kept that way. Only y's
  /// direction changes: the x axis, its ticks and their labels stay under the plot.
  var yAxisPointsDown = false

  init(
    title: String, xLabel: String, yLabel: String, series: [Series],
    streamedPoints: ((PointVisitor) throws -> Void)? = nil
  ) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.series = series
    self.streamedPoints = streamedPoints
  }

  /// Every point of every series: the stored ones, then the streamed ones.
  func forEachPoint(_ body: PointVisitor) throws {
    for (index, series) in series.enumerated() {
      for point in series.points { try body(index, point) }
    }
    try streamedPoints?(body)
  }

  /// Adds a series whose points `visit` computes (each call hands all of them to its argument).
  mutating func appendStreamed(_ newSeries: Series, _ visit: @escaping ((Point) throws -> Void) throws -> Void) {
    let index = series.count
    series.append(newSeries)
    let previous = streamedPoints
    streamedPoints = { body in
      try previous?(body)
      try visit { try body(index, $0) }
    }
  }

  /// A plot of columns `yColumns` of `table` against column `xColumn`; non-finite values are gaps.
  static func columns(
    of table: Table, x xColumn: Int, y yColumns: [Int], title: String, yLabel: String? = nil,
    style: Style = .line
  ) -> Plot {
    let series = yColumns.map { Series(name: table.columns[$0], style: style) }
    return Plot(
      title: title, xLabel: table.columns[xColumn],
      yLabel: yLabel ?? (yColumns.count == 1 ? table.columns[yColumns[0]] : "value"), series: series
    ) { body in
      try table.forEachRow { row in
        for (index, column) in yColumns.enumerated() {
          if let x = row[xColumn].doubleValue, let y = row[column].doubleValue, x.isFinite, y.isFinite {
            try body(index, (x, y))
          } else {
            try body(index, nil)
          }
        }
      }
    }
  }
}
