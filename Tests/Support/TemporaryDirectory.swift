import Foundation

/// Runs `body` with a new, empty directory of its own under the system temporary directory, then
/// removes the directory and everything in it, whether `body` returns or throws. Every test that
/// writes a file (a CSV to read, an output to check, a compiled C client, a child's captured
/// output) writes it here, so that a test run leaves nothing behind.
/// - Parameters:
///   - purpose: a word for the directory's name (`kinetics-<purpose>-<UUID>`), to tell which test
///     made it should one survive a crash.
///   - body: receives the directory's URL.
public func withTemporaryDirectory<Result>(
  _ purpose: String, _ body: (URL) throws -> Result
) throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("kinetics-\(purpose)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// Writes `text` as UTF-8 to the file `name` in `directory` (a `withTemporaryDirectory` directory)
/// and returns the file's path.
public func writeFile(_ name: String, containing text: String, in directory: URL) throws -> String {
  let url = directory.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}
