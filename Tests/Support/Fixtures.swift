import Foundation

/// Reads reference data from Tests/Fixtures, located from this source file so tests run from any
/// working directory of a checkout.
public enum Fixtures {
  public static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The rows of a CSV fixture (header and `#` comment lines skipped), split into fields.
  public static func csvRows(_ relativePath: String) throws -> [[Substring]] {
    let text = try String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
    return text.split(whereSeparator: \.isNewline).dropFirst().filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: ",", omittingEmptySubsequences: false) }
  }
}
