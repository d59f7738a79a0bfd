import Foundation
import KineticsTestSupport
import Testing

/// `curves transition` (docs/transitions.md): the columns, the issue's push formulas, the end state
/// on the last row, and hostile input refused with status 2, one line, nothing written.
@Suite struct TransitionCommandTests {
  @Test func pushFromRightSamplesTheIssuesFormulas() throws {
    let result = try CurvesProcess.run([
      "transition", "--type", "push", "--subtype", "fromRight", "--width", "200", "--height", "100", "--duration", "1",
      "--samples", "5",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    // p = t (linear); new x = 200·(1 − p), old x = −200·p.
    #expect(csvRows(result.standardOutput) == [
      ["t", "progress", "old_x", "old_y", "old_opacity", "new_x", "new_y", "new_opacity"],
      ["0.0", "0.0", "0.0", "0.0", "1.0", "200.0", "0.0", "1.0"],
      ["0.25", "0.25", "-50.0", "0.0", "1.0", "150.0", "0.0", "1.0"],
      ["0.5", "0.5", "-100.0", "0.0", "1.0", "100.0", "0.0", "1.0"],
      ["0.75", "0.75", "-150.0", "0.0", "1.0", "50.0", "0.0", "1.0"],
      ["1.0", "1.0", "-200.0", "0.0", "1.0", "0.0", "0.0", "1.0"],
    ])
  }

  @Test func fadeWithAProgressRangeEndsAtEndProgress() throws {
    let result = try CurvesProcess.run([
      "transition", "--width", "10", "--height", "10", "--start-progress", "0.25", "--end-progress", "0.75",
      "--samples", "2", "--format", "json",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Double]])
    #expect(records.count == 2)
    #expect(records[0]["t"] == 0 && records[0]["progress"] == 0.25 && records[0]["new_opacity"] == 0.25)
    #expect(records[1]["t"] == 0.25 && records[1]["progress"] == 0.75 && records[1]["old_opacity"] == 0.25)
  }

  @Test func fillRemovedLeavesTheEndRowEmpty() throws {
    let result = try CurvesProcess.run([
      "transition", "--type", "moveIn", "--width", "10", "--height", "10", "--fill", "removed", "--at", "0.1,0.25",
    ])
    #expect(csvRows(result.standardOutput)[2] == ["0.25", "", "", "", "", "", "", ""])
  }

  @Test func svgDrawsTheMovingOffsets() throws {
    let result = try CurvesProcess.run([
      "transition", "--type", "reveal", "--subtype", "fromTop", "--width", "320", "--height", "480", "--timing", "easeInEaseOut",
      "--format", "svg",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("<svg") || result.standardOutput.hasPrefix("<?xml"))
    #expect(result.standardOutput.contains("old_y") && result.standardOutput.contains("reveal transition fromTop"))
  }

  @Test func hostileInputIsRefused() throws {
    let base = ["transition", "--width", "10", "--height", "10"]
    try SubcommandHostileInputTests.expectAllRefused([
      ["transition"], ["transition", "--width", "10"], base + ["--start-progress", "-0.1"],
      base + ["--end-progress", "1.5"], base + ["--start-progress", "0.8", "--end-progress", "0.2"],
      base + ["--start-progress", "nan"], ["transition", "--width", "-1", "--height", "10"],
      ["transition", "--width", "inf", "--height", "10"], base + ["--duration", "0"], base + ["--duration", "nan"],
      base + ["--type", "cube"], base + ["--subtype", "fromNowhere"], base + ["--timing", "0.5 0 2 1"],
      base + ["--timing", "bouncy"], base + ["--begin", "inf"], base + ["--samples", "1"],
    ])
  }

  @Test func refusedInputWritesNoFile() throws {
    try withTemporaryDirectory("curves-transition") { scratch in
      let target = scratch.appendingPathComponent("out.csv")
      expectRefused(try CurvesProcess.run([
        "transition", "--width", "10", "--height", "10", "--end-progress", "2", "--output", target.path,
      ]))
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
  }
}
