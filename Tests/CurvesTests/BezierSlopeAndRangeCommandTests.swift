import Foundation
import Kinetics
import Testing

/// `curves bezier --slope` and `--range` (docs/curves.md).
@Suite struct BezierSlopeAndRangeCommandTests {
  @Test func slopeAddsAColumnAfterXAndY() throws {
    let inputs = [-0.25, 0, 0.3, 0.5, 1, 1.25]
    let result = try CurvesProcess.run(
      ["bezier", "0.1", "-0.5", "0.9", "1.5", "--slope", "--at", inputs.map { "\($0)" }.joined(separator: ",")])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("x,y,slope\n"))
    let curve = try CubicBezierTimingCurve(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5)
    let rows = BezierCommandTests.rows(result.standardOutput)
    #expect(rows == inputs.map { [$0, curve.progress(at: $0), curve.slope(at: $0)] })
  }

  @Test func withoutSlopeTheColumnsAreUnchanged() throws {
    let result = try CurvesProcess.run(["bezier", "--named", "ease", "--at", "0.5"])
    #expect(result.standardOutput.hasPrefix("x,y\n"))
  }

  @Test func aVerticalTangentLeavesTheSlopeEmpty() throws {
    let result = try CurvesProcess.run(["bezier", "0", "1", "1", "0", "--slope", "--at", "0,0.5"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines[1] == "0.0,0.0,")
    #expect(lines[2].hasSuffix(",0.0"))
  }

  @Test func severalNamedCurvesGetOneSlopeColumnEach() throws {
    let result = try CurvesProcess.run(["bezier", "--named", "easeIn", "--named", "easeOut", "--slope", "--at", "0.5"])
    #expect(result.standardOutput.hasPrefix("x,easeIn,easeOut,slope easeIn,slope easeOut\n"))
  }

  @Test func rangePrintsMinAndMaxOfTheProgress() throws {
    let result = try CurvesProcess.run(["bezier", "0.5", "-0.5", "0.5", "1.5", "--range"])
    #expect(result.status == 0, "\(result.standardError)")
    let range = try CubicBezierTimingCurve(x1: 0.5, y1: -0.5, x2: 0.5, y2: 1.5).progressRange
    #expect(result.standardOutput == "min,max\n\(range.lowerBound),\(range.upperBound)\n")
    #expect(range.lowerBound < 0 && range.upperBound > 1)
  }

  @Test func rangeRefusesSamplingOptions() throws {
    let result = try CurvesProcess.run(["bezier", "--named", "ease", "--range", "--samples", "5"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("--range"))
  }
}
