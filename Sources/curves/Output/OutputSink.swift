#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure to write the output (docs/curves.md, "Exit status"): one line on standard error and
/// exit status 1, kept apart from invalid input (status 2) so that scripts can tell a full disk
/// from a wrong argument.
struct OutputWriteError: Error, CustomStringConvertible {
  let description: String
}

/// The reader of standard output went away (`curves … | head -n 1`): the command ends quietly,
/// as `cat` or `seq` do.
struct BrokenPipe: Error {}

/// Buffered writes to one file descriptor, so that rows go out as they are computed and memory does
/// not grow with the output: the buffer holds at most `capacity` bytes and is written with
/// `write(2)` (retried on EINTR and short writes) whenever it fills.
final class OutputSink {
  /// nil: the sink keeps what it is given in `collected` (the fuzz target renders this way).
  private let descriptor: Int32?
  /// How the destination is named in error messages ("standard output", "'out.csv'").
  private let name: String
  private var buffer: [UInt8] = []
  private let capacity = 1 << 16
  /// Bytes handed to `write(2)` so far.
  private(set) var bytesWritten = 0
  /// What an in-memory sink was given.
  private(set) var collected: [UInt8] = []

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
    buffer.reserveCapacity(capacity)
  }

  /// A sink that writes nothing and keeps the bytes in `collected`.
  static func inMemory() -> OutputSink { OutputSink(descriptor: nil, name: "memory") }

  private init(descriptor: Int32?, name: String) {
    self.descriptor = descriptor
    self.name = name
  }

  /// Appends `text`; writes the buffer out when it is full.
  func write(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= capacity { try flush() }
  }

  /// Appends `text` without writing: callers that append a row piece by piece call
  /// `writeIfFull()` at its end.
  func append(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  /// Writes the buffer out when it is full.
  func writeIfFull() throws {
    if buffer.count >= capacity { try flush() }
  }

  /// Writes out everything buffered.
  func flush() throws {
    var offset = 0
    defer { buffer.removeAll(keepingCapacity: true) }
    guard let descriptor else {
      collected += buffer
      bytesWritten += buffer.count
      return
    }
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes { bytes in
        writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { throw BrokenPipe() }
        throw OutputWriteError(description: "writing \(name) failed: \(String(cString: strerror(errno)))")
      }
      offset += written
    }
    bytesWritten += offset
  }
}

/// `write(2)`, named apart from `OutputSink.write`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
