import Foundation

/// What a child process left behind: its exit status and its standard output and error as text.
public struct CapturedOutput {
  public let status: Int32
  public let standardOutput: String
  public let standardError: String
}

/// Runs `process` (executable, arguments and environment already set) to completion and captures
/// its standard output and error through files in a temporary directory of its own, removed
/// afterwards: no pipe can fill up and stall the child, and nothing is left behind.
/// - Parameter standardInput: the child's standard input, or nil for /dev/null.
public func runCapturingOutput(_ process: Process, standardInput: Data? = nil) throws
  -> CapturedOutput
{
  try withTemporaryDirectory("process-output") { scratch in
    let paths = ["stdin", "stdout", "stderr"].map { scratch.appendingPathComponent($0) }
    if let standardInput {
      try standardInput.write(to: paths[0])
      process.standardInput = try FileHandle(forReadingFrom: paths[0])
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    _ = FileManager.default.createFile(atPath: paths[1].path, contents: nil)
    _ = FileManager.default.createFile(atPath: paths[2].path, contents: nil)
    let output = try FileHandle(forWritingTo: paths[1])
    let error = try FileHandle(forWritingTo: paths[2])
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return CapturedOutput(
      status: process.terminationStatus, standardOutput: try text(of: paths[1]),
      standardError: try text(of: paths[2]))
  }
}

/// A file's text, read through a FileHandle: `String(contentsOf:encoding:)` leaks its read buffer
/// in this toolchain's FoundationEssentials, which fails the test run under `make sanitize`
/// (LeakSanitizer).
private func text(of url: URL) throws -> String {
  let handle = try FileHandle(forReadingFrom: url)
  defer { try? handle.close() }
  return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
}
