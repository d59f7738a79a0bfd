import Foundation
import KineticsTestSupport

/// Helper for `curves fit` tests: standard input from a string.
extension CurvesProcess {
  /// Runs `curves` with `input` on its standard input (CurvesProcess.run gives it /dev/null).
  static func run(_ arguments: [String], standardInput input: String) throws -> CurvesProcess.Result {
    try withTemporaryDirectory("curves-stdin") { scratch in
      let paths = ["stdin", "stdout", "stderr"].map { scratch.appendingPathComponent($0) }
      try Data(input.utf8).write(to: paths[0])
      _ = FileManager.default.createFile(atPath: paths[1].path, contents: nil)
      _ = FileManager.default.createFile(atPath: paths[2].path, contents: nil)
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.standardInput = try FileHandle(forReadingFrom: paths[0])
      process.standardOutput = try FileHandle(forWritingTo: paths[1])
      process.standardError = try FileHandle(forWritingTo: paths[2])
      try process.run()
      process.waitUntilExit()
      return Result(
        status: process.terminationStatus,
        standardOutput: String(decoding: try Data(contentsOf: paths[1]), as: UTF8.self),
        standardError: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self))
    }
  }
}
