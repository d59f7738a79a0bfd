import Foundation
import Testing

@Suite struct AnimatorCommandTests {
  private func rows(_ output: String) -> [[String]] {
    output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  }

  private func numbers(_ output: String) -> [[Double]] {
    rows(output).dropFirst().map { $0.map { Double($0)! } }
  }

  @Test func pauseScrubAndContinueWithASpringKeepsProgressAndVelocityAtTheSwitch() throws {
    let result = try CurvesProcess.run([
      "animator", "--duration", "1", "--curve", "easeInEaseOut", "--pause-at", "0.4", "--scrub", "0.5",
      "--continue-at", "0.6", "--continue-spring", "0.6,0.5", "--at", "0.5,0.6",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(rows(result.standardOutput).first == ["t", "fraction", "velocity"])
    let values = numbers(result.standardOutput)
    // Paused: the scrubbed fraction, at rest. At the switch: still 0.5, moving at easeInEaseOut's
    // slope at ½, 1.5/0.87 per second (hand-computed from the control points), to 1e-9.
    #expect(values[0] == [0.5, 0.5, 0])
    #expect(values[1][1] == 0.5)
    #expect(abs(values[1][2] - 1.5 / 0.87) < 1e-9)
  }

  @Test func reversedAnimatorEndsAtZeroAndTheDefaultDomainEndsThere() throws {
    let result = try CurvesProcess.run(["animator", "--duration", "1", "--reverse-at", "0.6", "--samples", "3"])
    #expect(result.status == 0, "\(result.standardError)")
    let values = numbers(result.standardOutput)
    // Forward 0.6 s, back 0.6 s: the domain is [0, 1.2] and the last row shows 0 at rest.
    #expect(values.map { $0[0] } == [0, 0.6, 1.2])
    #expect(values[2][1] == 0 && values[2][2] == 0)
    #expect(values[1][2] < 0)
  }

  @Test func acceptsNegativeTimesAndControlPoints() throws {
    let result = try CurvesProcess.run([
      "animator", "--duration", "2", "--start-at", "-1", "--control-points", "0.3,-0.5,0.7,1.5", "--at=-1,0,1",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let values = numbers(result.standardOutput)
    #expect(values.map { $0[0] } == [-1, 0, 1])
    // Half-way through a curve symmetric about (½, ½): progress ½ exactly.
    #expect(abs(values[1][1] - 0.5) < 1e-15)
    #expect(values[2][1] == 1)
  }

  @Test func pausesOnCompletionHoldsTheEnd() throws {
    let result = try CurvesProcess.run([
      "animator", "--duration", "1", "--pauses-on-completion", "--spring-physical", "1,100,20,0", "--at", "5",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(numbers(result.standardOutput) == [[5, 1, 0]])
  }

  @Test func scrubbingThroughTheCurveIsAvailableWithNoScrubsLinearly() throws {
    let linear = try CurvesProcess.run(["animator", "--duration", "1", "--pause-at", "0.2", "--scrub", "0.25", "--at", "0.3"])
    let curved = try CurvesProcess.run([
      "animator", "--duration", "1", "--pause-at", "0.2", "--scrub", "0.25", "--no-scrubs-linearly", "--at", "0.3",
    ])
    #expect(numbers(linear.standardOutput) == [[0.3, 0.25, 0]])
    // easeInEaseOut(0.25) ≈ 0.129 (slow start): well below the linear value.
    let shown = try #require(numbers(curved.standardOutput).first)[1]
    #expect(shown > 0.1 && shown < 0.15)
  }

  @Test func svgPlotsFractionAndVelocity() throws {
    let result = try CurvesProcess.run(["animator", "--duration", "1", "--pause-at", "0.3", "--continue-curve", "easeOut", "--format", "svg"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("<svg") && result.standardOutput.contains("velocity"))
  }

  @Test(arguments: [
    ["--duration", "0"],
    ["--duration", "nan"],
    ["--duration", "1", "--curve", "bouncy"],
    ["--duration", "1", "--control-points", "1.5,0,1,1"],
    ["--duration", "1", "--spring", "0.5"],
    ["--duration", "1", "--spring", "1.5,0"],
    ["--duration", "1", "--curve", "easeIn", "--spring", "0.5,0"],
    ["--duration", "1", "--scrub", "0.5"],
    ["--duration", "1", "--pause-at", "0.5", "--scrub", "inf"],
    ["--duration", "1", "--continue-at", "0.5", "--duration-factor", "-1"],
    ["--duration", "1", "--continue-spring", "0.5,0"],
    ["--duration", "1", "--spring", "0,1"],
    ["--duration", "1", "--spring-physical", "1,1,0,0"],
  ])
  func invalidInputExitsTwoWithOneLine(arguments: [String]) throws {
    let result = try CurvesProcess.run(["animator"] + arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.split(separator: "\n").count == 1)
  }
}
