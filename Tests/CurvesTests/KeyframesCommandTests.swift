import Foundation
import Testing

@Suite struct KeyframesCommandTests {
  private func rows(_ output: String) -> [[String]] {
    output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  }

  @Test func printsOneColumnPerComponent() throws {
    let result = try CurvesProcess.run(["keyframes", "--values", "0 0; 100 0; 100 100", "--key-times", "0,0.3,1", "--at", "0.5,1"])
    #expect(result.status == 0)
    let table = rows(result.standardOutput)
    #expect(table[0] == ["u", "value0", "value1"])
    // u = 0.5 is 2/7 of the way through the second segment: (100, 200/7). Tolerance 1e-12.
    #expect(Double(table[1][1]) == 100)
    #expect(abs(Double(table[1][2])! - 200.0 / 7) < 1e-12)
    #expect(table[2] == ["1.0", "100.0", "100.0"])
  }

  @Test func acceptsNegativeNumbersInEveryOption() throws {
    let result = try CurvesProcess.run([
      "keyframes", "--values", "-5; 3; -1", "--mode", "cubic", "--tension", "-0.5,0,0", "--continuity", "-1 0 0",
      "--bias", "-0.25,0,0", "--timing-function", "0.1 -0.5 0.9 1.5", "--at", "-0.5,0,1",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let table = rows(result.standardOutput)
    #expect(table.count == 4)
    #expect(table[1] == ["-0.5", "-5.0"] && table[2] == ["0.0", "-5.0"] && table[3] == ["1.0", "-1.0"])
  }

  @Test func everyModeSamplesTheDefaultGrid() throws {
    for mode in ["linear", "discrete", "paced", "cubic", "cubic-paced"] {
      let result = try CurvesProcess.run(["keyframes", "--values", "0; 3; 1; 4", "--mode", mode])
      #expect(result.status == 0)
      #expect(rows(result.standardOutput).count == 102)
    }
  }

  @Test func perSegmentTimingFunctionsAndOptionsAreAccepted() throws {
    let result = try CurvesProcess.run([
      "keyframes", "--values", "0; 10; 5", "--timing-functions", "easeIn; 0.1 0.2 0.3 1", "--mode", "cubic",
      "--end-tangents", "zero", "--continuity-sign", "kochanek-bartels", "--paced-timing", "ignores",
      "--cubic-pacing", "arc-length", "--samples", "3",
    ])
    #expect(result.status == 0)
    #expect(rows(result.standardOutput)[2] == ["0.5", "10.0"])
  }

  @Test func svgAndJsonFormatsRender() throws {
    let svg = try CurvesProcess.run(["keyframes", "--values", "0; 1", "--format", "svg"])
    #expect(svg.status == 0 && svg.standardOutput.contains("<svg") && svg.standardOutput.hasSuffix("</svg>\n"))
    let json = try CurvesProcess.run(["keyframes", "--values", "0; 1", "--format", "json", "--samples", "2"])
    #expect(json.standardOutput.contains("\"value0\": 1.0"))
  }

  @Test(arguments: [
    ["--values", ""],
    ["--values", "0 0; 1"],
    ["--values", "0; nan"],
    ["--values", "0;"],
    ["--values", "0; 1", "--key-times", "0,0.5"],
    ["--values", "0; 1; 2", "--key-times", "0,0.7,0.5"],
    ["--values", "0; 1", "--key-times", "0.1,1"],
    ["--values", "0; 1", "--mode", "discrete", "--key-times", "0,1"],
    ["--values", "0; 1", "--mode", "spline"],
    ["--values", "0; 1", "--timing-functions", "bogus"],
    ["--values", "0; 1; 2", "--timing-functions", "easeIn"],
    ["--values", "0; 1", "--timing-functions", "1.5 0 0.5 1"],
    ["--values", "0; 1", "--timing-function", "0.1 0.2 0.3"],
    ["--values", "0; 1", "--tension", "0"],
    ["--values", "0; 1", "--bias", "0, inf"],
    ["--values", "0; 1", "--end-tangents", "mirror"],
    ["--values", "0; 1", "--cubic-pacing", "uniform"],
    ["--values", "0; 1", "--samples", "1"],
    ["--values", "0; 1", "--at", "0,x"],
    ["--values", "0; 1.7e308", "--mode", "cubic", "--tension=-1000,-1000"],
    ["--key-times", "0,1"],
  ])
  func invalidInputExitsWithStatusTwoAndOneLine(arguments: [String]) throws {
    let result = try CurvesProcess.run(["keyframes"] + arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("curves: "))
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }
}
