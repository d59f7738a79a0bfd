import ArgumentParser
import Foundation
import Kinetics

/// `curves`: samples any Kinetics curve into CSV, JSON or an SVG plot (docs/curves.md).
struct Curves: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "curves",
    abstract: "Sample Kinetics curves into CSV, JSON or an SVG plot.",
    discussion: """
      Every subcommand writes CSV with a header line to standard output; --format json or svg \
      selects another format and --output FILE writes the file atomically. Invalid input prints one \
      line on standard error, exits with status 2 and writes nothing; a failure to write the output \
      prints one line and exits with status 1.
      """,
    version: KineticsVersion.current,
    subcommands: CurvesSubcommands.all
  )
}

/// The entry point. ArgumentParser's own `main()` prints usage and exits 64 on bad input; the
/// contract here is one line on standard error and exit status 2, so errors are caught and reported
/// by hand. `--help` and `--version` still print in full and exit 0.
@main
enum CurvesMain {
  static func main() {
    StandardStreams.prepare()
    do {
      var command = try Curves.parseAsRoot()
      try command.run()
    } catch is BrokenPipe {
      StandardStreams.endAfterBrokenPipe()
    } catch let error as OutputWriteError {
      report(error.description, status: 1)
    } catch {
      if Curves.exitCode(for: error) == .success { Curves.exit(withError: error) }
      reportInvalidInput(Curves.message(for: error))
    }
  }

  /// Prints `curves: MESSAGE` as one line on standard error and exits with status 2.
  static func reportInvalidInput(_ message: String) -> Never {
    report(message, status: 2)
  }

  /// Prints `curves: MESSAGE` (its lines joined with "; ") on standard error and exits with `status`.
  static func report(_ message: String, status: Int32) -> Never {
    let words = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    let line = words.filter { !$0.isEmpty }.joined(separator: "; ")
    let bytes = Array("curves: \(line.isEmpty ? "invalid input" : line)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress!, $0.count) }
    exit(status)
  }
}
