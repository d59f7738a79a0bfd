import Foundation
import Testing

@Suite struct TimingCommandTests {
  /// The first four columns (t,active,iteration,progress) of each line; the state columns after
  /// them are checked in TimingStateColumnsCommandTests.
  private func rows(_ output: String) -> [[String]] {
    output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).prefix(4).map(String.init) }
  }

  @Test func reportsActiveIterationAndProgressWithEmptyCellsWhereNothingShows() throws {
    let result = try CurvesProcess.run([
      "timing", "--duration", "1", "--begin", "1", "--repeat-count", "2.5", "--autoreverses", "--at", "0,1.5,2.25,6,7",
    ])
    #expect(result.status == 0)
    #expect(rows(result.standardOutput) == [
      ["t", "active", "iteration", "progress"],
      ["0.0", "0", "", ""],
      ["1.5", "1", "0", "0.5"],
      ["2.25", "1", "0", "0.75"],
      ["6.0", "0", "", ""],
      ["7.0", "0", "", ""],
    ])
  }

  @Test func fillForwardsHoldsTheEndOfAHalfRepeat() throws {
    let result = try CurvesProcess.run([
      "timing", "--duration", "1", "--repeat-count", "2.5", "--autoreverses", "--fill", "forwards", "--at", "5,9",
    ])
    #expect(rows(result.standardOutput).dropFirst() == [["5.0", "0", "2", "1.0"], ["9.0", "0", "2", "1.0"]])
  }

  @Test func acceptsNegativeBeginSpeedAndOffset() throws {
    let result = try CurvesProcess.run([
      "timing", "--duration", "2", "--begin", "-2", "--speed", "-1", "--offset", "-0.5", "--fill", "both", "--at", "-3,-10,5",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    // speed −1: elapsed = (t + 2)·(−1); t = −3 → 1, phase 1 − 0.5 = 0.5 → progress 0.25.
    #expect(rows(result.standardOutput)[1] == ["-3.0", "1", "0", "0.25"])
    #expect(rows(result.standardOutput)[2] == ["-10.0", "0", "0", "0.75"])
    #expect(rows(result.standardOutput)[3] == ["5.0", "0", "0", "0.75"])
  }

  @Test func defaultDomainCoversTheActiveIntervalWithMargins() throws {
    let result = try CurvesProcess.run(["timing", "--duration", "2", "--begin", "1", "--samples", "3"])
    // Active [1, 3), margin 0.5: from min(0, 0.5) = 0 to 3.5.
    #expect(rows(result.standardOutput).map { $0[0] } == ["t", "0.0", "1.75", "3.5"])
    let forever = try CurvesProcess.run(["timing", "--duration", "1", "--repeat-count", "inf", "--samples", "2"])
    #expect(forever.status == 0)
    #expect(rows(forever.standardOutput).last?.first == "3.75")
  }

  @Test func svgPlotsProgressAndActive() throws {
    let result = try CurvesProcess.run(["timing", "--duration", "1", "--format", "svg"])
    #expect(result.status == 0 && result.standardOutput.contains("progress"))
  }

  @Test(arguments: [
    [String](),
    ["--duration", "0"],
    ["--duration", "-1"],
    ["--duration", "nan"],
    ["--duration", "1", "--speed", "inf"],
    ["--duration", "1", "--repeat-count", "2", "--repeat-duration", "3"],
    ["--duration", "1", "--repeat-count", "-1"],
    ["--duration", "1", "--repeat-duration", "lots"],
    ["--duration", "1", "--fill", "sideways"],
    ["--duration", "1", "--samples", "0"],
    ["--duration", "1", "--at", ""],
    ["--duration", "1", "--autoreverses=yes"],
  ])
  func invalidInputExitsWithStatusTwoAndOneLine(arguments: [String]) throws {
    let result = try CurvesProcess.run(["timing"] + arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("curves: "))
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }
}
