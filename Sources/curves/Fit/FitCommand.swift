import ArgumentParser
import Foundation
import KineticsLinearAlgebra

/// `curves fit`: fits sampled (x, y) data with a cubic-Bézier timing curve (Levenberg–Marquardt,
/// dgels steps) and exports it as CSS `linear()` within a maximum error (KineticsLinearAlgebra).
struct FitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fit",
    abstract:
      "Fit CSV samples with a cubic-Bézier timing curve and CSS linear(); print both with their errors.",
    discussion: """
      Reads CSV with a header (x,y by default; t,position as printed by `curves spring` are found \
      too). CSV output, one row per result: kind,x1,y1,x2,y2,max_error,rms_error,points,css \
      (kind cubic-bezier or linear; errors over the samples). --format json writes one object that \
      adds the linear() points; --format svg plots the samples, the Bézier and the linear() \
      polyline. Example: curves spring … | curves fit --input - --normalize --max-error 0.005
      """)

  @Option(help: ArgumentHelp("CSV file to read, or - for standard input.", valueName: "FILE"))
  var input: String

  @Option(help: ArgumentHelp("The input column (default: x, else t, else the first).", valueName: "name"))
  var xColumn: String?

  @Option(
    help: ArgumentHelp("The output column (default: y, else position, else the second).", valueName: "name"))
  var yColumn: String?

  @Flag(
    help:
      "Map x onto [0, 1] and y onto the fraction of the way from --from to --to (default: first and last y).")
  var normalize = false

  @Option(
    parsing: .unconditional, help: ArgumentHelp("With --normalize: the value that maps to 0.", valueName: "A")
  )
  var from: Double?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("With --normalize: the value that maps to 1.", valueName: "B")
  )
  var to: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The largest error allowed for linear().", valueName: "E"))
  var maxError: Double = 0.01

  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    guard maxError > 0, maxError.isFinite else {
      throw ValidationError("--max-error must be a positive finite number, got \(maxError)")
    }
    if !normalize, from != nil || to != nil { throw ValidationError("--from and --to need --normalize") }
    for (name, value) in [("--from", from), ("--to", to)] {
      if let value, !value.isFinite { throw ValidationError("\(name) must be finite, got \(value)") }
    }
  }

  func run() throws {
    let reader = SampleTableReader(xColumn: xColumn, yColumn: yColumn)
    let table = try reader.samples(from: SampleTableReader.text(of: input))
    var samples = try SampledCurve(inputs: table.xs, outputs: table.ys)
    if normalize { samples = try samples.normalized(from: from, to: to) }
    let report = FitReport(
      samples: samples, bezier: try samples.fittedCubicBezier(),
      linear: try samples.linearEasing(maximumError: maxError), requestedMaxError: maxError,
      xName: normalize ? "\(table.xName) (normalised)" : table.xName,
      yName: normalize ? "\(table.yName) (normalised)" : table.yName)
    let text: String
    switch outputOptions.format {
    case .csv: text = report.csv
    case .json: text = report.json
    case .svg: text = try SVGRenderer().render(report.plot)
    }
    try outputOptions.write { try $0.write(text) }
  }
}
