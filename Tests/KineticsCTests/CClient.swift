import Foundation

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

  /// The C compiler: $CC, else `cc`, else the `clang` that ships with the Swift toolchain.
  static let compiler: String = {
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
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kinetics-c-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
    process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
    if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Output(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outURL, encoding: .utf8),
      standardError: try String(contentsOf: errURL, encoding: .utf8))
  }

  /// Compiles `source` (a file under Tests/CClients) with warnings as errors and runs it.
  static func compileAndRun(_ source: String, extraFlags: [String] = []) throws -> Output {
    let binary = FileManager.default.temporaryDirectory.appendingPathComponent("kinetics-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: binary) }
    let compile = try run(
      compiler,
      ["-std=c11", "-Wall", "-Wextra", "-pedantic", "-Werror", "-I", header.path,
       clients.appendingPathComponent(source).path, "-L", products.path, "-lKineticsC",
       "-Wl,-rpath," + products.path, "-o", binary.path] + extraFlags)
    guard compile.status == 0 else {
      return Output(status: -1, standardOutput: "", standardError: "compile failed: " + compile.standardError)
    }
    return try run(binary.path, [])
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
