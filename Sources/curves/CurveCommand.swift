import ArgumentParser

/// A subcommand that produces one `CurveOutput` and writes it with the shared `OutputOptions`.
/// Conforming types implement `makeOutput()`; `run()` is shared.
protocol CurveCommand: ParsableCommand {
  var outputOptions: OutputOptions { get }
  /// Computes the whole output; throws for invalid input before anything is written.
  func makeOutput() throws -> CurveOutput
}

extension CurveCommand {
  func run() throws {
    try outputOptions.emit(makeOutput())
  }
}
