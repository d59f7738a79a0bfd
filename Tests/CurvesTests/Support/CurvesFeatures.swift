import Foundation
import Testing

/// Which subcommands this build of `curves` has. The parts add theirs to `CurvesSubcommands.all`;
/// tests of a subcommand that is not there yet are disabled at run time rather than failing.
enum CurvesFeatures {
  /// True when `curves NAME --help` prints the subcommand's own usage. The status alone does not
  /// tell: without the subcommand, ArgumentParser answers `--help` with the root's help and status 0.
  static func hasSubcommand(_ name: String) -> Bool {
    guard let result = try? CurvesProcess.run([name, "--help"]) else { return false }
    return result.status == 0 && result.standardOutput.contains("USAGE: curves \(name)")
  }

  /// `curves bezier X1 Y1 X2 Y2` (docs/curves.md), from the timing-curve part.
  static let hasBezier = hasSubcommand("bezier")

  /// True when the tests run under a sanitizer (`make sanitize` sets KINETICS_SANITIZER): ASan and
  /// TSan reserve terabytes of address space, so `ulimit -v` cannot be used there.
  static let isSanitized = ProcessInfo.processInfo.environment["KINETICS_SANITIZER"] != nil
}

/// Checks the contract for invalid input (docs/curves.md): exit status 2, nothing on standard
/// output, exactly one line on standard error, starting with `curves: `.
func expectRefused(
  _ result: CurvesProcess.Result, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let context = "\(comment.map { "\($0): " } ?? "")status \(result.status), stderr \(result.standardError.prefix(300))"
  #expect(result.status == 2, "\(context)", sourceLocation: sourceLocation)
  #expect(result.standardOutput.isEmpty, "\(context)", sourceLocation: sourceLocation)
  #expect(result.standardError.hasPrefix("curves: "), "\(context)", sourceLocation: sourceLocation)
  #expect(result.standardError.filter(\.isNewline).count == 1, "\(context)", sourceLocation: sourceLocation)
}

