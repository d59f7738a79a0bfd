import Foundation
import KineticsTestSupport

/// Runs the built `curves` executable as a separate process, the way users and scripts run it.
struct CurvesProcess {
  struct Result {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// The `curves` binary sits beside the test bundle in the build products directory.
  static let executable: URL = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On Linux the test runner is `<products>/KineticsPackageTests.xctest`; step out of a bundle
    // directory if there is one.
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("curves").path),
      directory.path != "/"
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("curves")
  }()

  /// Runs `curves` with `arguments` and waits for it. With `addressSpaceLimit` (KiB), the child runs
  /// under `ulimit -v`, so an attempt to allocate more fails at once instead of swapping.
  static func run(_ arguments: [String], currentDirectory: URL? = nil, addressSpaceLimit: Int? = nil) throws
    -> Result
  {
    let process = Process()
    if let addressSpaceLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -v \(addressSpaceLimit) && exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    // Under `make sanitize` (LSAN_OPTIONS set): full malloc stacks, so that the suppression of
    // ArgumentParser's exit-time leak matches, and no "Suppressions used" table on stderr, so that
    // a refusal is still one line.
    var environment = ProcessInfo.processInfo.environment
    if let options = environment["LSAN_OPTIONS"] {
      environment["LSAN_OPTIONS"] = options + ":fast_unwind_on_malloc=0:print_suppressions=0"
      process.environment = environment
    }
    let output = try runCapturingOutput(process)
    return Result(
      status: output.status, standardOutput: output.standardOutput,
      standardError: output.standardError)
  }
}
