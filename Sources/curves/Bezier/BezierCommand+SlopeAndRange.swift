import Kinetics

extension BezierCommand {
  /// `--slope`: x, the progress of each curve, then the slope dy/dx of each (`slope`, or
  /// `slope NAME` with several curves). A slope is empty where the tangent is vertical (±∞, for
  /// example x1 = 0 with y1 ≠ 0 at x = 0).
  func slopeOutput(
    _ curves: [(name: String, curve: CubicBezierTimingCurve)], _ xs: SamplePoints
  ) throws -> CurveOutput {
    let progressColumns = curves.count == 1 ? ["y"] : curves.map(\.name)
    let slopeColumns = curves.count == 1 ? ["slope"] : curves.map { "slope \($0.name)" }
    let table = try Table.cells(
      columns: ["x"] + progressColumns + slopeColumns, rowCount: xs.count
    ) { emit in
      for x in xs {
        let slopes = curves.map { entry -> Cell in
          let slope = entry.curve.slope(at: x)
          return slope.isFinite ? .number(slope) : .empty
        }
        try emit([.number(x)] + curves.map { .number($0.curve.progress(at: x)) } + slopes)
      }
    }
    let title = curves.count == 1 ? curves[0].name : "Cubic-Bézier timing curves"
    return .table(table) {
      var plot = Plot.columns(
        of: table, x: 0, y: Array(1...(2 * curves.count)), title: title,
        yLabel: "y (progress) and dy/dx")
      plot.xLabel = "x (input fraction)"
      return plot
    }
  }

  /// `--range`: one row min,max per curve, the smallest and largest progress over x in [0, 1]
  /// (`CubicBezierTimingCurve.progressRange`).
  func rangeOutput(_ curves: [(name: String, curve: CubicBezierTimingCurve)]) throws -> CurveOutput {
    guard sampling.samples == nil, sampling.at == nil, !slope else {
      throw InputError("--range prints the progress range: it cannot be used with --samples, --at or --slope")
    }
    let table = try Table(columns: ["min", "max"], rowCount: curves.count) { emit in
      for entry in curves {
        let range = entry.curve.progressRange
        try emit([range.lowerBound, range.upperBound])
      }
    }
    return .table(table) {
      Plot.columns(of: table, x: 0, y: [1], title: "progress range (min, max)", yLabel: "max")
    }
  }
}
