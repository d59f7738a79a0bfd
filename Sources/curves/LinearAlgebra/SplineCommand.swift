import ArgumentParser
import KineticsLinearAlgebra

/// `curves spline`: a C² cubic spline through keyframes with many channels (KineticsLinearAlgebra).
struct SplineCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "spline",
    abstract: "Sample a C² cubic spline through keyframes (natural, clamped, not-a-knot or periodic).",
    discussion: """
      All channels share the key times and are solved in one LAPACK call. Columns: u (the key-time \
      axis, sampled over [first, last key time]), value0, value1, … (one per channel). \
      --derivative 1 or 2 prints derivatives with respect to u instead of values.
      """)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Strictly increasing key times, separated by commas or spaces.", valueName: "list"))
  var keyTimes: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "One row of channel values per key, rows separated by ';' (e.g. \"0 0; 1 2; 3 -1\").", valueName: "rows"
    ))
  var values: String

  @Option(help: "natural (default), clamped, not-a-knot or periodic (first and last values equal).")
  var boundary: BoundaryName = .natural

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Clamped: first derivative at the first key, one per channel or one for all.", valueName: "list"))
  var startSlope: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Clamped: first derivative at the last key, one per channel or one for all.", valueName: "list"))
  var endSlope: String?

  @Option(help: "0 (values, default), 1 or 2: which derivative to print.")
  var derivative: Int = 0

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  enum BoundaryName: String, ExpressibleByArgument, CaseIterable {
    case natural, clamped
    case notAKnot = "not-a-knot"
    case periodic
  }

  func validate() throws {
    guard (0...2).contains(derivative) else { throw ValidationError("--derivative must be 0, 1 or 2") }
    if boundary != .clamped, startSlope != nil || endSlope != nil {
      throw ValidationError("--start-slope and --end-slope need --boundary clamped")
    }
    if boundary == .clamped, startSlope == nil || endSlope == nil {
      throw ValidationError("--boundary clamped needs --start-slope and --end-slope")
    }
  }

  func makeOutput() throws -> CurveOutput {
    let times = try parseNumberList(keyTimes, what: "--key-times")
    let rows = try parseNumberRows(values, what: "--values")
    guard let channelCount = rows.first?.count else {
      throw InputError("--values: expected at least one row")
    }
    let splineBoundary: SplineBoundary
    switch boundary {
    case .natural: splineBoundary = .natural
    case .notAKnot: splineBoundary = .notAKnot
    case .periodic: splineBoundary = .periodic
    case .clamped:
      splineBoundary = .clamped(
        startSlopes: try slopes(startSlope!, option: "--start-slope", channels: channelCount),
        endSlopes: try slopes(endSlope!, option: "--end-slope", channels: channelCount))
    }
    let spline = try CubicSpline(keyTimes: times, values: rows, boundary: splineBoundary)
    let points = try sampling.points(over: times.first!...times.last!)
    let derivative = self.derivative
    let table = try Table(columns: ["u"] + (0..<channelCount).map { "value\($0)" }, rowCount: points.count) { emit in
      for u in points {
        let row = (0..<channelCount).map { channel in
          switch derivative {
          case 1: return spline.derivative(at: u, channel: channel)
          case 2: return spline.secondDerivative(at: u, channel: channel)
          default: return spline.value(at: u, channel: channel)
          }
        }
        try emit([u] + row)
      }
    }
    let title = "\(boundary.rawValue) cubic spline" + (derivative > 0 ? " (derivative \(derivative))" : "")
    return .table(table) {
      var plot = Plot.columns(of: table, x: 0, y: Array(1...channelCount), title: title)
      if derivative == 0 {
        for channel in 0..<channelCount {
          plot.series.append(
            Plot.Series(
              name: "keys \(channel)",
              points: zip(times, rows).map { time, row -> Plot.Point in (time, row[channel]) },
              style: .markers))
        }
      }
      return plot
    }
  }

  /// One slope per channel, or a single slope repeated for every channel.
  private func slopes(_ text: String, option: String, channels: Int) throws -> [Double] {
    let list = try parseNumberList(text, what: option)
    if list.count == 1 { return Array(repeating: list[0], count: channels) }
    guard list.count == channels else {
      throw InputError("\(option): expected 1 or \(channels) slopes (one per channel), got \(list.count)")
    }
    return list
  }
}
