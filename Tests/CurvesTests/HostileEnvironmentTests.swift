import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `curves` in a hostile environment (docs/curves.md, "Exit status" and "Output files"; issue 19):
/// a full device, a closed standard output, a reader that goes away, and `--output` onto a device
/// node, a FIFO, a symbolic link, a read-only file, a missing directory. Each ends with the
/// documented status and at most one line on standard error, and nothing is left beside the
/// target. Everything lives in a temporary directory that each test removes.
@Suite struct HostileEnvironmentTests {
  static let bezier = ["bezier", "--named", "ease", "--samples", "5"]
  static let isRoot = geteuid() == 0

  /// Runs `curves ARGUMENTS` under `bash -c SCRIPT` in `scratch`, where the script runs
  /// `"$0" "$@"` with its redirections.
  static func runInShell(_ script: String, _ arguments: [String], scratch: URL) throws -> CurvesProcess.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, CurvesProcess.executable.path] + arguments
    process.currentDirectoryURL = scratch
    process.standardInput = FileHandle.nullDevice
    return try CurvesProcess.capture(process)
  }

  static func makeScratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curves-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// The names in `directory` (no stray `.NAME.tmp-XXXXXX`).
  static func names(in directory: URL) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
  }

  static func fileType(_ path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  @Test func aFullDeviceIsOneLineAndStatusOne() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try Self.runInShell("\"$0\" \"$@\" > /dev/full", Self.bezier, scratch: scratch)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardError.hasPrefix("curves: writing standard output failed: "))
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }

  @Test func aClosedStandardOutputIsOneLineAndStatusOne() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try Self.runInShell("\"$0\" \"$@\" >&-", Self.bezier, scratch: scratch)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardError == "curves: standard output is closed\n")
    // With --output, a closed standard output does not matter, and the file gets the rows.
    let written = try Self.runInShell("\"$0\" \"$@\" >&-", Self.bezier + ["--output", "out.csv"], scratch: scratch)
    #expect(written.status == 0, "\(written.standardError)")
    #expect(try String(contentsOf: scratch.appendingPathComponent("out.csv"), encoding: .utf8).hasPrefix("x,y\n0.0,0.0\n"))
  }

  /// `curves … | head -n 1`: the first line arrives, nothing is said, and curves ends by SIGPIPE
  /// (status 141 under pipefail), as a C tool does, long before its 10⁶ rows are written.
  @Test func aReaderThatGoesAwayEndsTheCommandQuietly() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try Self.runInShell(
      "set -o pipefail; \"$0\" \"$@\" | head -n 1", ["bezier", "--named", "ease", "--samples", "1000000"],
      scratch: scratch)
    #expect(result.standardOutput == "x,y\n")
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    #expect(result.status == 141, "status \(result.status)")
  }

  @Test(.enabled(if: isRoot, "mknod needs root: run the suite as root (CI does) to check device nodes"))
  func outputToADeviceNodeWritesThroughAndKeepsTheNode() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let node = scratch.appendingPathComponent("null").path
    // A character device with the numbers of /dev/null (major 1, minor 3; Linux encodes small
    // numbers as major << 8 | minor).
    #expect(mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    let result = try CurvesProcess.run(Self.bezier + ["--output", node])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.fileType(node) == S_IFCHR)
    #expect(try Self.names(in: scratch) == ["null"])
  }

  @Test func outputToAFIFOWritesThroughToItsReader() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let fifo = scratch.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // The reader: a shell copying the FIFO into a file (opening a FIFO blocks until both ends are open).
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/sh")
    reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, scratch.appendingPathComponent("received").path]
    try reader.run()
    let result = try CurvesProcess.run(Self.bezier + ["--output", fifo])
    reader.waitUntilExit()
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.fileType(fifo) == S_IFIFO)
    let received = try String(contentsOf: scratch.appendingPathComponent("received"), encoding: .utf8)
    #expect(received.hasPrefix("x,y\n0.0,0.0\n") && received.split(separator: "\n").count == 6)
    #expect(try Self.names(in: scratch) == ["pipe", "received"])
  }

  @Test func outputThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let target = scratch.appendingPathComponent("data.csv")
    try Data("old\n".utf8).write(to: target)
    let link = scratch.appendingPathComponent("latest.csv").path
    #expect(symlink("data.csv", link) == 0)
    let result = try CurvesProcess.run(Self.bezier + ["--output", link])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.fileType(link) == S_IFLNK)
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("x,y\n"))
    // A dangling link creates its target, as `>` does.
    #expect(symlink("new.csv", scratch.appendingPathComponent("dangling").path) == 0)
    let dangling = try CurvesProcess.run(Self.bezier + ["--output", scratch.appendingPathComponent("dangling").path])
    #expect(dangling.status == 0, "\(dangling.standardError)")
    #expect(try String(contentsOf: scratch.appendingPathComponent("new.csv"), encoding: .utf8).hasPrefix("x,y\n"))
    // A loop is refused.
    #expect(symlink("loop-b", scratch.appendingPathComponent("loop-a").path) == 0)
    #expect(symlink("loop-a", scratch.appendingPathComponent("loop-b").path) == 0)
    expectRefused(try CurvesProcess.run(Self.bezier + ["--output", scratch.appendingPathComponent("loop-a").path]))
    #expect(try Self.names(in: scratch) == ["data.csv", "latest.csv", "dangling", "new.csv", "loop-a", "loop-b"])
  }

  /// A read-only file is refused even for root (whose `>` could write it), and keeps its content.
  @Test func outputOntoAReadOnlyFileIsRefused() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let target = scratch.appendingPathComponent("locked.csv")
    try Data("kept\n".utf8).write(to: target)
    #expect(chmod(target.path, 0o444) == 0)
    let result = try CurvesProcess.run(Self.bezier + ["--output", target.path])
    expectRefused(result)
    #expect(result.standardError.contains("read-only"))
    #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n")
    #expect(try Self.names(in: scratch) == ["locked.csv"])
  }

  @Test func replacingAFileKeepsItsMode() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let target = scratch.appendingPathComponent("shared.csv")
    try Data("old\n".utf8).write(to: target)
    #expect(chmod(target.path, 0o640) == 0)
    let result = try CurvesProcess.run(Self.bezier + ["--output", target.path])
    #expect(result.status == 0, "\(result.standardError)")
    var status = stat()
    #expect(stat(target.path, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o640)
    #expect(try Self.names(in: scratch) == ["shared.csv"])
  }

  @Test func outputIntoAMissingDirectoryOrOntoASocketIsRefused() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    expectRefused(try CurvesProcess.run(Self.bezier + ["--output", scratch.appendingPathComponent("none/out.csv").path]))
    expectRefused(try CurvesProcess.run(Self.bezier + ["--output", ""]))
    expectRefused(try CurvesProcess.run(Self.bezier + ["--output", scratch.path + "/"]))
    #expect(try Self.names(in: scratch).isEmpty)
  }

  /// A write error part-way through `--output` (a full device, reached through a symbolic link so
  /// that the target is a device) is status 1 and one line.
  @Test func aWriteErrorOnAnOutputFileIsStatusOne() throws {
    let scratch = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let link = scratch.appendingPathComponent("full").path
    #expect(symlink("/dev/full", link) == 0)
    let result = try CurvesProcess.run(Self.bezier + ["--output", link])
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardError.hasPrefix("curves: writing '") && result.standardError.filter(\.isNewline).count == 1)
    #expect(try Self.names(in: scratch) == ["full"])
  }
}
