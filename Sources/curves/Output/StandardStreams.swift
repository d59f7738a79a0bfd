#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The standard streams as `curves` finds them at start (docs/curves.md, "Exit status").
enum StandardStreams {
  /// Whether descriptor 1 was closed when `curves` started (`curves … >&-`).
  nonisolated(unsafe) static var standardOutputWasClosed = false

  /// Call first in `main`. A closed descriptor 0, 1 or 2 is given /dev/null, so that no file
  /// `curves` opens later takes its number (and receives what was meant for the stream); a closed
  /// standard output is remembered and reported as a write error. SIGPIPE is ignored so that a
  /// vanished reader shows up as EPIPE, which `OutputSink` turns into a quiet end.
  static func prepare() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      if descriptor == 1 { standardOutputWasClosed = true }
      let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
    signal(SIGPIPE, SIG_IGN)
  }

  /// Ends the process quietly after the reader of standard output went away: by SIGPIPE, as a
  /// C tool writing to a closed pipe ends, so that a shell with `pipefail` sees the usual status 141.
  static func endAfterBrokenPipe() -> Never {
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
    exit(141)
  }
}

/// Removes the temporary file of an atomic `--output` when SIGINT, SIGTERM or SIGHUP ends the
/// process, then ends it by the same signal. The path is kept as a C string made before the file
/// exists, so that the handler only calls async-signal-safe functions (`unlink`, `signal`, `raise`).
enum TemporaryFileCleanup {
  nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var installed = false

  static func installHandlers() {
    guard !installed else { return }
    installed = true
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, removeTemporaryFileAndRaise) }
  }

  static func remember(_ temporaryPath: String) {
    let copy = strdup(temporaryPath)
    let old = path
    path = copy
    free(old)
  }

  static func forget() {
    let old = path
    path = nil
    free(old)
  }

  fileprivate static var pathForHandler: UnsafeMutablePointer<CChar>? { path }
}

private func removeTemporaryFileAndRaise(_ signalNumber: Int32) {
  if let path = TemporaryFileCleanup.pathForHandler { unlink(path) }
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
