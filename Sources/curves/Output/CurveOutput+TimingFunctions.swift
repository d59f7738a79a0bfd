extension CurveOutput {
  /// Timing functions sampled at `xs`: the table's columns are x and `columns` (one per function),
  /// each row `row(x)` (x first), and the plot draws every function against "x (input fraction)".
  /// Used by `curves bezier` and `curves easing`.
  static func timingFunctions(
    _ columns: [String], at xs: SamplePoints, title: String, yLabel: String, row: @escaping (Double) -> [Double]
  ) throws -> CurveOutput {
    let table = try Table(columns: ["x"] + columns, rowCount: xs.count) { emit in
      for x in xs { try emit(row(x)) }
    }
    return .table(table) {
      var plot = Plot.columns(of: table, x: 0, y: Array(1...columns.count), title: title, yLabel: yLabel)
      plot.xLabel = "x (input fraction)"
      return plot
    }
  }
}
