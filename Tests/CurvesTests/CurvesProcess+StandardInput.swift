import Foundation

/// Helpers for `curves fit` tests: standard input from a string, CSV written to a temporary file.
extension CurvesProcess {
  /// Runs `curves` with `input` on its standard input (CurvesProcess.run gives it /dev/null).
  static func run(_ arguments: [String], standardInput input: String) throws -> CurvesProcess.Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fit-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inputURL = scratch.appendingPathComponent("stdin")
    try Data(input.utf8).write(to: inputURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    return try capture(process)
  }

  /// Writes `text` to a temporary file and returns its path.
  static func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fit-\(UUID().uuidString).csv")
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
