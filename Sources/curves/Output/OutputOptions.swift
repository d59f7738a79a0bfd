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

  @Option(help: ArgumentHelp("Write to FILE atomically (temporary file, then rename) instead of standard output.", valueName: "FILE"))
  var output: String?

  /// Renders `result` in the chosen format and writes it, all at once: nothing is written unless the
  /// whole output was produced.
  func emit(_ result: CurveOutput) throws {
    let text = try render(result)
    if let output {
      try AtomicFileWriter.replaceContents(of: output, with: text)
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// The text of `result` in the chosen format.
  func render(_ result: CurveOutput) throws -> String {
    switch (result, format) {
    case (.table(let table, _), .csv): return renderCSV(table)
    case (.table(let table, _), .json): return renderJSON(table)
    case (.table(_, let plot), .svg): return SVGRenderer().render(plot)
    case (.number(_, let value), .csv): return NumberText.shortest(value) + "\n"
    case (.number(let name, let value), .json):
      return "{\(NumberText.jsonString(name)): \(NumberText.json(.number(value)))}\n"
    case (.number(let name, _), .svg):
      throw InputError("--format svg: the \(name) is a single number, there is nothing to plot")
    }
  }
}
