import Foundation
import KineticsTestSupport

/// Builds and runs the C programs under Tests/CClients against the built libKineticsC.so.
enum CClient {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let clients = repository.appendingPathComponent("Tests/CClients")
  static let header = repository.appendingPathComponent("Sources/CKinetics/include")

  /// The build products directory: the one holding libKineticsC.so beside the test runner.
  static let products: URL = {
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("libKineticsC.so").path),
      directory.path != "/"
    {
      directory.deleteLastPathComponent()
    }
    return directory
  }()

  static var library: URL { products.appendingPathComponent("libKineticsC.so") }

  /// The sanitizer the library was built with (`make sanitize` sets KINETICS_SANITIZER to `address`
  /// or `thread`), or nil. C clients are then compiled with the same sanitizer and the toolchain's
  /// clang, whose runtime is the one the library links; a Python interpreter cannot load such a
  /// library without preloading that runtime, so the Python test is skipped under a sanitizer.
  static let sanitizer: String? = ProcessInfo.processInfo.environment["KINETICS_SANITIZER"].flatMap {
    $0.isEmpty ? nil : $0
  }

  /// The C compiler: $CC, else `cc`, else the `clang` that ships with the Swift toolchain
  /// (always clang under a sanitizer).
  static let compiler: String = {
    if sanitizer != nil { return "clang" }
    if let cc = ProcessInfo.processInfo.environment["CC"], !cc.isEmpty { return cc }
    for candidate in ["cc", "clang", "gcc"] where (try? run("/usr/bin/env", ["which", candidate]).status) == 0 {
      return candidate
    }
    return "cc"
  }()

  struct Output {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// Runs a program to completion, capturing its output through temporary files.
  static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
    // python3 -B: no __pycache__ beside the scripts, so the tests leave the checkout clean
    // (issue 18) whether or not PYTHONDONTWRITEBYTECODE is set.
    let flags = executable == "python3" ? ["-B"] : []
    process.arguments = executable.hasPrefix("/") ? arguments : [executable] + flags + arguments
    if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let output = try runCapturingOutput(process)
    return Output(
      status: output.status, standardOutput: output.standardOutput, standardError: output.standardError)
  }

  /// Compiles `source` (a file under Tests/CClients) with warnings as errors and runs it.
  static func compileAndRun(_ source: String, extraFlags: [String] = []) throws -> Output {
    try withTemporaryDirectory("c-client") { directory in
      let binary = directory.appendingPathComponent("client")
      let compile = try run(
        compiler,
        ["-std=c11", "-Wall", "-Wextra", "-pedantic", "-Werror", "-I", header.path,
         clients.appendingPathComponent(source).path, "-L", products.path, "-lKineticsC",
         "-Wl,-rpath," + products.path, "-o", binary.path] + sanitizerFlags + extraFlags)
      guard compile.status == 0 else {
        return Output(status: -1, standardOutput: "", standardError: "compile failed: " + compile.standardError)
      }
      return try run(binary.path, [])
    }
  }

  /// `-fsanitize=…` matching the library's build (address also checks the C side for undefined behaviour).
  static var sanitizerFlags: [String] {
    switch sanitizer {
    // The shared sanitizer runtime: the static one drags in libdispatch interceptors that only
    // the Swift runtime can satisfy.
    case "address": return ["-fsanitize=address,undefined", "-shared-libsan"] + runtimeSearchPath
    case "thread": return ["-fsanitize=thread", "-shared-libsan"] + runtimeSearchPath
    default: return []
    }
  }

  /// Lets the C program find clang's shared sanitizer runtime (beside the clang of the toolchain).
  static var runtimeSearchPath: [String] {
    guard let resourceDirectory = try? run(compiler, ["-print-resource-dir"]).standardOutput
      .trimmingCharacters(in: .whitespacesAndNewlines)
    else { return [] }
    return ["-Wl,-rpath," + resourceDirectory + "/lib/linux"]
  }

  /// Parses "name,text" lines into a dictionary of the raw texts.
  static func fields(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: ",", maxSplits: 1)
      guard fields.count == 2 else { continue }
      result[String(fields[0])] = String(fields[1])
    }
    return result
  }

  /// Parses "name,hexbits" lines into Doubles.
  static func bitPatterns(_ text: String) -> [String: Double] {
    var result: [String: Double] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: ",", maxSplits: 1)
      guard fields.count == 2, let bits = UInt64(fields[1], radix: 16) else { continue }
      result[String(fields[0])] = Double(bitPattern: bits)
    }
    return result
  }
}
