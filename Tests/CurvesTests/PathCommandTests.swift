import Foundation
import Testing

@Suite struct PathCommandTests {
  private func rows(_ text: String) -> [[Double]] {
    text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
  }

  @Test func keyframeTimingGivesEachElementEqualTime() throws {
    let result = try CurvesProcess.run(["path", "--d", "M 0 0 L 10 0 L 10 30", "--samples", "5"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("u,x,y,angle\n"))
    let table = rows(result.standardOutput)
    #expect(table.count == 5)
    #expect(table[1] == [0.25, 5, 0, 0])
    #expect(table[3][1] == 10 && table[3][2] == 15)
  }

  @Test func pacedTimingFollowsArcLength() throws {
    let result = try CurvesProcess.run(["path", "--d", "M 0 0 L 10 0 L 10 30", "--paced", "--at", "0.25,0.5"])
    #expect(result.status == 0)
    let table = rows(result.standardOutput)
    // L = 40: u = 0.25 is 10 along (the corner), u = 0.5 is 20 along; 1e-12 absolute.
    #expect(abs(table[0][1] - 10) <= 1e-12 && abs(table[0][2]) <= 1e-12)
    #expect(abs(table[1][1] - 10) <= 1e-12 && abs(table[1][2] - 10) <= 1e-12)
    #expect(abs(table[1][3] - Double.pi / 2) <= 1e-15)
  }

  @Test func lengthPrintsOneNumber() throws {
    let result = try CurvesProcess.run(["path", "--d", "M 0 0 l 3 4 h -3 z", "--length"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "12.0\n")
  }

  @Test func negativeNumbersWorkInDataAndSamplePoints() throws {
    let dashed = try CurvesProcess.run(["path", "--d=m-1-2 l-3-4", "--at", "-1,1", "--rotation", "auto-reverse"])
    #expect(dashed.status == 0)
    let table = rows(dashed.standardOutput)
    #expect(table[0][1] == -1 && table[0][2] == -2)
    #expect(table[1][1] == -4 && table[1][2] == -6)
    // Travel is along (−3, −4); auto-reverse points the other way: atan2(4, 3).
    #expect(abs(table[1][3] - 0.9272952180016122) <= 1e-15)
  }

  @Test func malformedDataExitsTwoWithOneLineNamingThePosition() throws {
    let result = try CurvesProcess.run(["path", "--d", "M 0 0 L 10 X"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "curves: --d: path data: expected coordinate at character 11\n")
  }

  @Test func svgDrawsThePathWithSamplesAndTheComparison() throws {
    let result = try CurvesProcess.run([
      "path", "--d", "M 0 0 C 0 100 100 100 100 0", "--samples", "9", "--format", "svg", "--compare-paced",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("<svg") && result.standardOutput.hasSuffix("</svg>\n"))
    #expect(result.standardOutput.contains("samples (keyframe timing)"))
    #expect(result.standardOutput.contains("samples (paced)"))
  }

  @Test func lengthCannotBePlotted() throws {
    let result = try CurvesProcess.run(["path", "--d", "M 0 0 L 1 0", "--length", "--format", "svg"])
    #expect(result.status == 2)
  }

  @Test func trimPrintsTheSubpathAsOneLineOfAbsolutePathData() throws {
    // The square's perimeter is 40; [0.5, 0.75] moved by 0.375 is 35 to 45 along it: from (0, 5) on
    // the closing side, through the corner (0, 0), to (5, 0) — one subpath, since the square is closed.
    let square = ["path", "--d", "m 0 0 h 10 v 10 h -10 z"]
    let result = try CurvesProcess.run(square + ["--trim", "0.5,0.75", "--trim-offset", "0.375"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "M 0.0 5.0 L 0.0 0.0 L 5.0 0.0\n")
    // A negative offset is a number, not an option: −0.625 wraps to the same window as 0.375.
    let negative = try CurvesProcess.run(square + ["--trim", "0.5,0.75", "--trim-offset", "-0.625"])
    #expect(negative.status == 0, "\(negative.standardError)")
    #expect(negative.standardOutput == result.standardOutput)
    let length = try CurvesProcess.run(square + ["--trim", "0.1,0.6", "--length"])
    #expect(length.status == 0)
    #expect(abs(Double(length.standardOutput.dropLast())! - 20) <= 1e-12)
    let json = try CurvesProcess.run(["path", "--d", "M 0 0 L 10 0", "--trim", "0.25,0.5", "--format", "json"])
    #expect(json.standardOutput == "{\"d\": \"M 2.5 0.0 L 5.0 0.0\"}\n")
  }

  @Test func trimSVGDrawsTheWholePathFaintAndTheTrimmedPartStrong() throws {
    let result = try CurvesProcess.run(["path", "--d", "M 0 0 C 30 90 70 -40 100 20", "--trim", "0.2,0.6", "--format", "svg"])
    #expect(result.status == 0)
    let polylines = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("<polyline") }
    #expect(polylines.count == 2)
    #expect(polylines.first?.contains("stroke-opacity=\"0.3\"") == true)
    #expect(polylines.last?.contains("stroke-opacity") == false)
  }

  @Test func trimModeEachSubpathTrimsEverySubpathByItsOwnLength() throws {
    let data = ["path", "--d", "M 0 0 L 10 0 M 0 10 L 30 10", "--trim", "0,0.5"]
    let each = try CurvesProcess.run(data + ["--trim-mode", "each-subpath"])
    #expect(each.standardOutput == "M 0.0 0.0 L 5.0 0.0 M 0.0 10.0 L 15.0 10.0\n")
    let whole = try CurvesProcess.run(data)
    #expect(whole.standardOutput == "M 0.0 0.0 L 10.0 0.0 M 0.0 10.0 L 10.0 10.0\n")
  }
  @Test func trimAnimateGivesTheTrimmedPathAtOneTimeAndTheWindowAtSeveral() throws {
    let square = ["path", "--d", "m 0 0 h 10 v 10 h -10 z"]
    // At the animation's start the window is the from values: the static trim's text.
    let start = try CurvesProcess.run(square + ["--trim-animate", "start=0.5,0", "--trim-animate", "end=0.75,1", "--trim-animate", "offset=0.375,0", "--at", "0"])
    let fixed = try CurvesProcess.run(square + ["--trim", "0.5,0.75", "--trim-offset", "0.375"])
    #expect(start.status == 0, "\(start.standardError)")
    #expect(start.standardOutput == fixed.standardOutput)
    // end 0 → 1 over 2 s, linear: at t the length is 40·t/2.
    let table = try CurvesProcess.run(square + ["--trim-animate", "end=0,1", "--trim-duration", "2", "--samples", "5"])
    #expect(table.status == 0)
    let rows = table.standardOutput.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
    #expect(rows.count == 5)
    for row in rows { #expect(abs(row[4] - 20 * row[0]) <= 1e-12, "\(row)") }
    let svg = try CurvesProcess.run(square + ["--trim-animate", "end=0,0.5,1", "--samples", "3", "--format", "svg"])
    #expect(svg.standardOutput.split(separator: "\n").filter { $0.hasPrefix("<polyline") }.count == 3)
  }

  @Test func trimAnimateRefusesBadValuesWithExitTwo() throws {
    let line = ["path", "--d", "M 0 0 L 10 0"]
    for arguments in [
      ["--trim-animate", "middle=0,1"], ["--trim-animate", "end=0,nan"], ["--trim-animate", "end=0,1", "--trim-animate", "end=1"],
      ["--trim-animate", "end=0,1", "--trim-duration", "0"], ["--trim-duration", "2"], ["--trim-animate", "end=1", "--trim", "0,1"],
      ["--trim-animate", "end=0,1", "--trim-timing", "bouncy"],
    ] {
      let result = try CurvesProcess.run(line + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty && result.standardError.split(separator: "\n").count == 1, "\(arguments)")
    }
  }
}
