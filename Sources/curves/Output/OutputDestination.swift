#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a subcommand's output goes, opened only after the input was found valid, and what `--output
/// FILE` does with what is already at FILE (docs/curves.md, "Output files"): what the shell's `>`
/// would do, but atomic for regular files.
///
/// - Nothing there: a new file, made atomically (a temporary file beside it, renamed at the end),
///   with the mode an ordinary new file gets (0666 less the umask).
/// - A regular file the caller may write: replaced atomically, keeping its mode, owner and group;
///   when the owner and group cannot be kept (a file of another user), written in place instead,
///   as `>` does.
/// - A symbolic link: followed (up to 40 links) to its target, which is treated as above; the link
///   itself stays.
/// - A character or block device, or a FIFO: written through (opened for writing, as `>` does).
/// - A directory, a socket, a read-only file (by its permission bits, even for root), a missing
///   directory, a symlink loop: refused with one line and status 2, before anything is written.
///
/// The temporary file is removed on any failure and on SIGINT, SIGTERM, SIGHUP; a SIGKILL leaves at
/// most a stray `.NAME.tmp-XXXXXX` beside the target.
final class OutputDestination {
  let sink: OutputSink
  private let descriptor: Int32
  private let closesDescriptor: Bool
  /// The temporary file and the target it is renamed onto, for atomic replacement.
  private var replacement: (temporary: String, target: String)?

  private init(descriptor: Int32, name: String, closesDescriptor: Bool, replacement: (String, String)?) {
    self.descriptor = descriptor
    self.closesDescriptor = closesDescriptor
    self.replacement = replacement
    sink = OutputSink(descriptor: descriptor, name: name)
  }

  /// Standard output. A closed standard output (`curves … >&-`) is a write error.
  static func standardOutput() throws -> OutputDestination {
    if StandardStreams.standardOutputWasClosed {
      throw OutputWriteError(description: "standard output is closed")
    }
    return OutputDestination(descriptor: 1, name: "standard output", closesDescriptor: false, replacement: nil)
  }

  /// The destination `--output path` names, opened as the type's comment describes.
  static func file(_ path: String) throws -> OutputDestination {
    guard !path.isEmpty else { throw InputError("--output: the file name is empty") }
    let target = try resolveSymbolicLinks(path)
    var status = stat()
    if lstat(target, &status) != 0 {
      guard errno == ENOENT else { throw refusal(path, "cannot inspect it: \(errorText())") }
      return try atomicReplacement(of: target, shownAs: path, keeping: nil)
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: throw refusal(path, "it is a directory")
    case S_IFCHR, S_IFBLK, S_IFIFO:
      let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY)
      guard descriptor >= 0 else { throw refusal(path, "cannot open it for writing: \(errorText())") }
      return OutputDestination(
        descriptor: descriptor, name: "'\(path)'", closesDescriptor: true, replacement: nil)
    case S_IFREG:
      guard permitsWriting(status) else { throw refusal(path, "the file is read-only for this user") }
      return try atomicReplacement(of: target, shownAs: path, keeping: status)
    default:
      throw refusal(path, "it is neither a regular file, a device nor a FIFO")
    }
  }

  /// Writes out the rest and makes the output final (renames the temporary file onto the target).
  func commit() throws {
    try sink.flush()
    guard let replacement else {
      if closesDescriptor, close(descriptor) != 0 {
        throw OutputWriteError(description: "closing the output failed: \(errorText())")
      }
      return
    }
    guard fsync(descriptor) == 0 else {
      throw OutputWriteError(description: "flushing '\(replacement.target)' failed: \(errorText())")
    }
    guard close(descriptor) == 0 else {
      throw OutputWriteError(description: "closing '\(replacement.target)' failed: \(errorText())")
    }
    guard rename(replacement.temporary, replacement.target) == 0 else {
      throw OutputWriteError(description: "cannot replace '\(replacement.target)': \(errorText())")
    }
    self.replacement = nil
    TemporaryFileCleanup.forget()
  }

  /// Gives up: removes the temporary file (the target keeps its old content).
  func abandon() {
    guard let replacement else { return }
    close(descriptor)
    unlink(replacement.temporary)
    self.replacement = nil
    TemporaryFileCleanup.forget()
  }

  // MARK: - Opening

  /// The path with every symbolic link of its last component followed (at most 40, as Linux's
  /// SYMLOOP_MAX); relative link targets are taken from the link's directory.
  private static func resolveSymbolicLinks(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw refusal(path, "cannot read the symbolic link: \(errorText())") }
      let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
    }
    throw refusal(path, "too many levels of symbolic links")
  }

  /// Whether the permission bits let this process write the file: the owner's bits when it owns
  /// the file, else the group's when it is in the group, else the others'. Root is not exempt: a
  /// read-only file stays read-only (a careful tool does not replace it by rename).
  private static func permitsWriting(_ status: stat) -> Bool {
    if status.st_uid == geteuid() { return status.st_mode & S_IWUSR != 0 }
    if status.st_gid == getegid() || isSupplementaryGroup(status.st_gid) { return status.st_mode & S_IWGRP != 0 }
    return status.st_mode & S_IWOTH != 0
  }

  private static func isSupplementaryGroup(_ group: gid_t) -> Bool {
    let count = getgroups(0, nil)
    guard count > 0 else { return false }
    var groups = [gid_t](repeating: 0, count: Int(count))
    let filled = getgroups(count, &groups)
    return filled > 0 && groups[..<Int(filled)].contains(group)
  }

  /// A temporary file beside `target`, renamed onto it by `commit()`. With `existing`, the
  /// temporary file takes the file's mode, owner and group; when the owner and group cannot be
  /// given (a file of another user), the file is written in place instead.
  private static func atomicReplacement(of target: String, shownAs path: String, keeping existing: stat?)
    throws -> OutputDestination
  {
    let folder = directory(of: target)
    var folderStatus = stat()
    guard stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
      throw refusal(path, "directory '\(folder)' does not exist")
    }
    let base = target.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? target
    guard !base.isEmpty, base != ".", base != ".." else { throw refusal(path, "it is a directory") }
    var template = Array((folder + "/." + base + ".tmp-XXXXXX").utf8CString)
    TemporaryFileCleanup.installHandlers()
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      let reason = errorText()
      if let existing { return try writeInPlace(target, shownAs: path, existing: existing, reason: reason) }
      throw refusal(path, "cannot create a file in '\(folder)': \(reason)")
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    TemporaryFileCleanup.remember(temporary)
    if let existing {
      if existing.st_uid != geteuid() || existing.st_gid != getegid() {
        guard fchown(descriptor, existing.st_uid, existing.st_gid) == 0 else {
          close(descriptor)
          unlink(temporary)
          TemporaryFileCleanup.forget()
          return try writeInPlace(target, shownAs: path, existing: existing, reason: "")
        }
      }
      fchmod(descriptor, existing.st_mode & 0o7777)
    } else {
      let mask = umask(0)
      umask(mask)
      fchmod(descriptor, 0o666 & ~mask)
    }
    return OutputDestination(
      descriptor: descriptor, name: "'\(path)'", closesDescriptor: true, replacement: (temporary, target))
  }

  /// Writes an existing regular file in place (truncate, write), as `>` does: for files whose
  /// owner a replacement could not keep, or in a directory where no temporary file can be made.
  private static func writeInPlace(_ target: String, shownAs path: String, existing: stat, reason: String)
    throws -> OutputDestination
  {
    let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      throw refusal(path, "cannot open it for writing: \(reason.isEmpty ? errorText() : reason)")
    }
    return OutputDestination(descriptor: descriptor, name: "'\(path)'", closesDescriptor: true, replacement: nil)
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func refusal(_ path: String, _ reason: String) -> InputError {
    InputError("--output '\(path)': \(reason)")
  }
}

/// The text of the current `errno`.
func errorText() -> String { String(cString: strerror(errno)) }
