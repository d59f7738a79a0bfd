import Foundation
import KineticsTestSupport

/// Helper for `curves fit` tests: standard input from a string.
extension CurvesProcess {
  /// Runs `curves` with `input` on its standard input (CurvesProcess.run gives it /dev/null).
  static func run(_ arguments: [String], standardInput input: String) throws -> CurvesProcess.Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = try runCapturingOutput(process, standardInput: Data(input.utf8))
    return Result(
      status: output.status, standardOutput: output.standardOutput,
      standardError: output.standardError)
  }
}
