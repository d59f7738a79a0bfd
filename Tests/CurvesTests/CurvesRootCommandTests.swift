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
}
