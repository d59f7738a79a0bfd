import Foundation
import KineticsTestSupport
import Testing

/// `curves transaction` (docs/layers.md): presented values over time, completion counts, and
/// hostile scripts refused with status 2, one line, nothing written.
@Suite struct TransactionCommandTests {
  @Test func samplesTheImplicitAnimationsAndCountsCompletions() throws {
    let result = try CurvesProcess.run([
      "transaction", "--timing", "linear", "--completion", "--script",
      "set opacity 1 -> 0; begin duration=1 completion; set position 0,0 -> 100,50; commit; begin disable; set zPosition 0 -> 3; commit",
      "--at", "0,0.125,0.5,1,2",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(csvRows(result.standardOutput) == [
      ["t", "opacity", "position_0", "position_1", "zPosition", "completed"],
      ["0.0", "1.0", "0.0", "0.0", "3.0", "0.0"],
      // opacity: 0.25 s linear; position: 1 s with the inherited linear timing.
      ["0.125", "0.5", "12.5", "6.25", "3.0", "0.0"],
      ["0.5", "0.0", "50.0", "25.0", "3.0", "0.0"],
      // Both completions (outer and nested) wait for the 1 s animation.
      ["1.0", "0.0", "100.0", "50.0", "3.0", "2.0"],
      ["2.0", "0.0", "100.0", "50.0", "3.0", "2.0"],
    ])
  }

  @Test func defaultDomainRunsFromTheCommitPastTheLastCompletion() throws {
    let result = try CurvesProcess.run([
      "transaction", "--commit-time", "2", "--completion", "--script", "set opacity 1 -> 0", "--samples", "2",
    ])
    #expect(csvRows(result.standardOutput).map { $0[0] } == ["t", "2.0", "2.3125"])
  }

  @Test func svgPlotsThePresentedValues() throws {
    let result = try CurvesProcess.run([
      "transaction", "--script", "set opacity 1 -> 0; begin duration=0.6 timing=easeIn; set scale 1 -> 2; commit", "--format", "svg",
    ])
    #expect(result.status == 0 && result.standardOutput.contains("scale"))
  }

  @Test func svgShowsEachChangeAsAFractionAndMarksTheCompletions() throws {
    let result = try CurvesProcess.run([
      "transaction", "--completion", "--script", "set opacity 1 -> 0; set position 5,0 -> 5,80", "--format", "svg",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    // One line per key (position_0 does not change, position_1 stands for position), opacity and
    // position on the same 0…1 scale.
    #expect(result.standardOutput.contains("fraction of the change"))
    #expect(result.standardOutput.contains(">position<") && !result.standardOutput.contains("position_"))
    #expect(result.standardOutput.contains("completion block runs"))
  }

  @Test func hostileScriptsAreRefused() throws {
    try SubcommandHostileInputTests.expectAllRefused([
      ["transaction"], ["transaction", "--script", ""], ["transaction", "--script", "set opacity 1 0"],
      ["transaction", "--script", "set opacity 1 -> nan"], ["transaction", "--script", "set opacity 1 -> 0,1"],
      ["transaction", "--script", "set 1x 0 -> 1"], ["transaction", "--script", "set a,b 0 -> 1"],
      ["transaction", "--script", "begin; set a 0 -> 1"], ["transaction", "--script", "commit"],
      ["transaction", "--script", "begin duration=-1; set a 0 -> 1; commit"],
      ["transaction", "--script", "begin duration=inf; commit"], ["transaction", "--script", "begin fast; commit"],
      ["transaction", "--script", "begin timing=bouncy; commit"], ["transaction", "--script", "set a 0 -> 1;;"],
      ["transaction", "--script", "jump a"], ["transaction", "--script", "set a 0 -> 1; set a 0,0 -> 1,1"],
      ["transaction", "--script", "set a 0 -> 1", "--duration", "-0.5"],
      ["transaction", "--script", "set a 0 -> 1", "--commit-time", "nan"],
      ["transaction", "--script", "set a 0 -> 1", "--timing", "2 0 0 1"],
    ])
  }

  @Test func refusedInputWritesNoFile() throws {
    try withTemporaryDirectory("curves-transaction") { scratch in
      let target = scratch.appendingPathComponent("out.csv")
      expectRefused(try CurvesProcess.run(["transaction", "--script", "begin; set a 0 -> 1", "--output", target.path]))
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
  }
}
