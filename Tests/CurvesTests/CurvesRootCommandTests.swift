import Foundation
import Testing

@Suite struct CurvesRootCommandTests {
  @Test func unknownSubcommandExitsWithStatusTwoAndOneLine() throws {
    let result = try CurvesProcess.run(["no-such-curve"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("curves: "))
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }

  @Test func helpPrintsUsageAndSucceeds() throws {
    let result = try CurvesProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("USAGE"))
  }

  /// `--version` prints the release decided in the repository's VERSION file and succeeds.
  @Test func versionPrintsTheReleaseOfTheVersionFile() throws {
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let release = try String(contentsOf: checkout.appendingPathComponent("VERSION"), encoding: .utf8)
    let result = try CurvesProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.standardOutput == release)
    #expect(result.standardError.isEmpty)
  }
}
