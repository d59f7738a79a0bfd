import ArgumentParser
import Foundation

/// The output formats every subcommand accepts.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case csv, json, svg
}

/// `--format` and `--output`, shared by every subcommand.
struct OutputOptions: ParsableArguments {
  @Option(help: "Output format: csv (default, with a header line), json (an array of records) or svg (a plot).")
  var format: OutputFormat = .csv

  @Option(help: ArgumentHelp("Write to FILE instead of standard output: a regular file atomically (temporary file, then rename), a device or FIFO directly; read-only files are refused.", valueName: "FILE"))
  var output: String?

  /// Writes `result` in the chosen format: CSV and JSON row by row as the rows are computed, SVG
  /// once the plot is drawn. The destination is opened only now, after the input was checked; a
  /// failure part-way removes the temporary file of `--output` (the target keeps its old content)
  /// and rethrows.
  func emit(_ result: CurveOutput) throws {
    if case .number(let name, let value) = result, !value.isFinite {
      throw InputError("the \(name) is not a finite number (it overflows the Double range)")
    }
    if case .number(let name, _) = result, format == .svg {
      throw InputError("--format svg: the \(name) is a single number, there is nothing to plot")
    }
    if case .text(_, _, let plot) = result, format == .svg {
      let text = try SVGRenderer().render(try plot())
      return try write { try $0.write(text) }
    }
    if case .table(_, let plot) = result, format == .svg {
      // The plot is drawn before the destination is opened: its errors leave the target untouched.
      let text = try SVGRenderer().render(try plot())
      return try write { try $0.write(text) }
    }
    try write { try self.write(result, to: $0) }
  }

  /// Writes `result` in the chosen format to `sink`.
  func write(_ result: CurveOutput, to sink: OutputSink) throws {
    switch (result, format) {
    case (.table(let table, _), .csv): try writeCSV(table, to: sink)
    case (.table(let table, _), .json): try writeJSON(table, to: sink)
    case (.table(_, let plot), .svg): try sink.write(try SVGRenderer().render(try plot()))
    case (.text(_, let value, _), .csv): try sink.write(value + "\n")
    case (.text(let name, let value, _), .json):
      try sink.write("{\(NumberText.jsonString(name)): \(NumberText.jsonString(value))}\n")
    case (.text(_, _, let plot), .svg): try sink.write(try SVGRenderer().render(try plot()))
    case (.number(_, let value), .csv): try sink.write(NumberText.shortest(value) + "\n")
    case (.number(let name, let value), .json):
      try sink.write("{\(NumberText.jsonString(name)): \(NumberText.json(.number(value)))}\n")
    case (.number(let name, _), .svg):
      throw InputError("--format svg: the \(name) is a single number, there is nothing to plot")
    }
  }

  /// Opens the destination (`--output` or standard output), lets `body` write to it, and commits.
  func write(_ body: (OutputSink) throws -> Void) throws {
    let destination = try output.map(OutputDestination.file) ?? OutputDestination.standardOutput()
    do {
      try body(destination.sink)
      try destination.commit()
    } catch {
      destination.abandon()
      throw error
    }
  }
}
