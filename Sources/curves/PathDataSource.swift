import Foundation

/// Where `curves path --d` takes its path data from (docs/curves.md): the argument itself, a file
/// (`@FILE`), or standard input (`-`). Every source is capped at `maximumBytes`, the size Linux
/// allows one command-line argument (MAX_ARG_STRLEN, 32 pages of 4 KiB), so that a path given
/// either way is bounded alike and reading never grows without limit.
enum PathDataSource {
  /// 128 KiB.
  static let maximumBytes = 128 * 1024

  /// The path data `argument` names; throws `InputError` for an unreadable, oversized or non-UTF-8 source.
  static func read(_ argument: String) throws -> String {
    if argument == "-" { return try text(of: FileHandle.standardInput, named: "standard input") }
    guard argument.hasPrefix("@") else {
      guard argument.utf8.count <= maximumBytes else { throw tooLarge("the argument") }
      return argument
    }
    let path = String(argument.dropFirst())
    guard !path.isEmpty else { throw InputError("--d @FILE: the file name is empty") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
      let handle = FileHandle(forReadingAtPath: path)
    else { throw InputError("--d: cannot read '\(path)'") }
    defer { try? handle.close() }
    return try text(of: handle, named: "'\(path)'")
  }

  /// Reads at most `maximumBytes` + 1 bytes, so that an endless source (/dev/zero) stops at once.
  static func text(of handle: FileHandle, named name: String) throws -> String {
    var data = Data()
    while data.count <= maximumBytes {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: maximumBytes + 1 - data.count)
      } catch {
        throw InputError("--d: reading \(name) failed: \(error.localizedDescription)")
      }
      guard let chunk, !chunk.isEmpty else { break }
      data.append(chunk)
    }
    return try text(fromBytes: Array(data), named: name)
  }

  /// The text of `bytes` read from a source: at most `maximumBytes`, valid UTF-8.
  static func text(fromBytes bytes: [UInt8], named name: String) throws -> String {
    guard bytes.count <= maximumBytes else { throw tooLarge(name) }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw InputError("--d: \(name) is not UTF-8 text") }
    return text
  }

  private static func tooLarge(_ name: String) -> InputError {
    InputError("--d: \(name) is larger than \(maximumBytes / 1024) KiB of path data")
  }
}
