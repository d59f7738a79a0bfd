import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that readers only ever see the old content or the complete new content.
///
/// Method: the bytes go to a new temporary file in the same directory (so `rename(2)` stays within
/// one file system), are flushed with `fsync`, and the temporary file is then renamed over the
/// target, which POSIX makes atomic. On any failure the temporary file is removed and the target is
/// left as it was; a process killed mid-write leaves at most a stray `.NAME.tmp-XXXXXX` beside it.
enum AtomicFileWriter {
  static func replaceContents(of path: String, with text: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw InputError("--output: directory '\(directory)' does not exist") }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw InputError("--output: '\(path)' is a directory")
    }

    var template = Array((directory + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw InputError("--output: cannot create a file in '\(directory)': \(String(cString: strerror(errno)))")
    }
    let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var succeeded = false
    defer {
      if !succeeded { unlink(temporaryPath) }
    }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw InputError("--output: writing '\(path)' failed: \(reason)")
      }
      offset += written
    }
    // mkstemp creates the file 0600; give it the mode an ordinary new file would have.
    let mask = umask(0)
    umask(mask)
    fchmod(descriptor, 0o666 & ~mask)
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      throw InputError("--output: flushing '\(path)' failed: \(String(cString: strerror(errno)))")
    }
    guard rename(temporaryPath, path) == 0 else {
      throw InputError("--output: cannot replace '\(path)': \(String(cString: strerror(errno)))")
    }
    succeeded = true
  }
}
