import Foundation
import Testing

@Suite struct SplineCommandTests {
  private func rows(_ csv: String) -> [[Double]] {
    csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
  }

  @Test func printsOneValueColumnPerChannelThroughTheKeys() throws {
    let result = try CurvesProcess.run([
      "spline", "--key-times", "0,0.25,1", "--values", "0 0; 1 -2; 3 4", "--at", "0,0.25,1",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("u,value0,value1\n"))
    let table = rows(result.standardOutput)
    // The spline passes through the keys: exact to rounding (1e-14 of values ≤ 4).
    let expected: [[Double]] = [[0, 0, 0], [0.25, 1, -2], [1, 3, 4]]
    for (row, key) in zip(table, expected) {
      for (value, reference) in zip(row, key) { #expect(abs(value - reference) < 1e-14) }
    }
  }

  @Test func clampedSlopesAndNegativeNumbersWork() throws {
    let result = try CurvesProcess.run([
      "spline", "--key-times", "-1 0 2", "--values", "-1; 0; -3", "--boundary", "clamped",
      "--start-slope", "-2", "--end-slope", "0.5", "--derivative", "1", "--at", "-1,2",
    ])
    #expect(result.status == 0)
    let table = rows(result.standardOutput)
    // The first derivative at the ends is the given slope, to rounding (1e-13).
    #expect(abs(table[0][1] - -2) < 1e-13)
    #expect(abs(table[1][1] - 0.5) < 1e-13)
  }

  @Test func notAKnotThroughACubicReproducesIt() throws {
    // y = u³ at five keys; not-a-knot reproduces cubics, natural would not (y″(0) ≠ 0 at u = 2).
    let result = try CurvesProcess.run([
      "spline", "--key-times", "-1,0,0.5,1,2", "--values", "-1;0;0.125;1;8", "--boundary", "not-a-knot",
      "--at", "-0.5,1.5",
    ])
    #expect(result.status == 0)
    let table = rows(result.standardOutput)
    #expect(abs(table[0][1] - -0.125) < 1e-13)
    #expect(abs(table[1][1] - 3.375) < 1e-13)
  }

  @Test func periodicSplineRepeats() throws {
    let result = try CurvesProcess.run([
      "spline", "--key-times", "0,1,2", "--values", "0;1;0", "--boundary", "periodic", "--at=-0.5,1.5",
    ])
    #expect(result.status == 0)
    let table = rows(result.standardOutput)
    // Symmetric keys: the value at −0.5 wraps to 1.5 exactly (the remainder is exact).
    #expect(table[0][1] == table[1][1])
  }

  @Test func svgPlotsTheSpline() throws {
    let result = try CurvesProcess.run([
      "spline", "--key-times", "0,1,2", "--values", "0;1;0", "--format", "svg", "--samples", "20",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("<svg"))
  }

  @Test(arguments: [
    ["spline", "--key-times", "0,1,1", "--values", "0;1;2"],
    ["spline", "--key-times", "0,1", "--values", "0;nan"],
    ["spline", "--key-times", "0,1,2", "--values", "0 1;1;2"],
    ["spline", "--key-times", "0,1,2", "--values", "0;1;2", "--boundary", "not-a-knot"],
    ["spline", "--key-times", "0,1", "--values", "0;1", "--boundary", "clamped"],
    [
      "spline", "--key-times", "0,1", "--values", "0 0;1 1", "--boundary", "clamped", "--start-slope",
      "1 2 3", "--end-slope", "0",
    ],
    ["spline", "--key-times", "0,1", "--values", "0;1", "--start-slope", "1"],
    ["spline", "--key-times", "0,1", "--values", "0;1", "--derivative", "3"],
    ["spline", "--key-times", "0,1,2", "--values", "0;1;2", "--boundary", "periodic"],
  ])
  func invalidInputExitsWithStatusTwoAndOneLine(arguments: [String]) throws {
    let result = try CurvesProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("curves: "))
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }
}
