/// A description of a plot: what `--format svg` draws. Independent of the table it came from, so a
/// subcommand can add series the table does not hold (the path behind its sample points, say).
struct Plot {
  /// How a series is drawn.
  enum Style { case line, markers, lineAndMarkers }

  /// One named series of points; nil points are gaps (the line breaks there).
  struct Series {
    var name: String
    var points: [(x: Double, y: Double)?]
    var style: Style = .line
  }

  var title: String
  var xLabel: String
  var yLabel: String
  var series: [Series]
  /// Draws one unit of x as long as one unit of y (for paths in the plane).
  var equalAspect = false
  /// SVG's y axis points down; paths given in SVG coordinates want it kept that way.
  var yAxisPointsDown = false

  /// A plot of columns `yColumns` of `table` against column `xColumn`.
  static func columns(
    of table: Table, x xColumn: Int, y yColumns: [Int], title: String, yLabel: String? = nil,
    style: Style = .line
  ) -> Plot {
    let xs = table.column(xColumn)
    let series = yColumns.map { column in
      Series(
        name: table.columns[column],
        points: zip(xs, table.column(column)).map { x, y in
          guard let x, let y, x.isFinite, y.isFinite else { return nil }
          return (x, y)
        },
        style: style)
    }
    return Plot(
      title: title, xLabel: table.columns[xColumn],
      yLabel: yLabel ?? (yColumns.count == 1 ? table.columns[yColumns[0]] : "value"), series: series)
  }
}
