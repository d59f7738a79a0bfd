import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Reads at most `maximumBytes` + 1 bytes with read(2), so that an endless source (/dev/zero)
  /// stops at once; a read interrupted by a signal (EINTR) is retried, as FileHandle's is not.
  static func text(of handle: FileHandle, named name: String) throws -> String {
    let descriptor = handle.fileDescriptor
    var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if read < 0 {
        if errno == EINTR { continue }
        throw InputError("--d: reading \(name) failed: \(errorText())")
      }
      if read == 0 { break }
      count += read
    }
    return try text(fromBytes: Array(bytes[..<count]), named: name)
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

/// `read(2)`, named apart from `PathDataSource.read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
