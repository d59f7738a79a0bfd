import Foundation

/// Helpers for `curves fit` tests: standard input from a string, CSV written to a temporary file.
extension CurvesProcess {
  /// Runs `curves` with `input` on its standard input (CurvesProcess.run gives it /dev/null).
  static func run(_ arguments: [String], standardInput input: String) throws -> CurvesProcess.Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fit-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
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

  /// Writes `text` to a temporary file and returns its path.
  static func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fit-\(UUID().uuidString).csv")
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
