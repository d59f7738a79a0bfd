import Foundation
import Testing

/// `curves bezier`, run as a process (docs/curves.md).
@Suite struct BezierCommandTests {
  /// The rows of a CSV output, header dropped, as numbers.
  static func rows(_ csv: String) -> [[Double]] {
    csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
  }

  @Test func controlPointsGiveXYColumnsOverTheUnitInterval() throws {
    let result = try CurvesProcess.run(["bezier", "0.42", "0", "0.58", "1", "--samples", "5"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("x,y\n"))
    let rows = Self.rows(result.standardOutput)
    #expect(rows.map { $0[0] } == [0, 0.25, 0.5, 0.75, 1])
    #expect(rows.first![1] == 0 && rows.last![1] == 1)
    // easeInEaseOut is symmetric about (½, ½): y(½) = ½ to rounding.
    #expect((rows[2][1] - 0.5).magnitude < 1e-15)
  }

  @Test func negativeControlPointYValuesWorkAsPositionals() throws {
    let result = try CurvesProcess.run(["bezier", "0.5", "-0.5", "0.5", "1.5", "--samples", "5"])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = Self.rows(result.standardOutput)
    #expect(rows[1][1] < 0, "the curve anticipates below 0 at x = 0.25")
    #expect(rows[3][1] > 1, "and overshoots above 1 at x = 0.75")
  }

  @Test func namedCurveMatchesItsControlPoints() throws {
    let named = try CurvesProcess.run(["bezier", "--named", "easeOut", "--samples", "11"])
    let explicit = try CurvesProcess.run(["bezier", "0", "0", "0.58", "1", "--samples", "11"])
    #expect(named.status == 0 && explicit.status == 0)
    #expect(named.standardOutput == explicit.standardOutput)
    let css = try CurvesProcess.run(["bezier", "--named", "ease-out", "--samples", "11"])
    #expect(css.standardOutput == named.standardOutput)
  }

  @Test func namedAllGivesOneColumnPerCurve() throws {
    let result = try CurvesProcess.run(["bezier", "--named", "all", "--samples", "3"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("x,linear,easeIn,easeOut,easeInEaseOut,default\n"))
    let repeated = try CurvesProcess.run([
      "bezier", "--named", "easeIn", "--named", "easeOut", "--samples", "3",
    ])
    #expect(repeated.standardOutput.hasPrefix("x,easeIn,easeOut\n"))
  }

  @Test func atAcceptsNegativeAndOutsideValuesAndExtrapolatesAlongTheTangents() throws {
    // default = (0.25, 0.1, 0.25, 1): start slope 0.1/0.25 = 0.4, end slope (1−1)/(1−0.25) = 0.
    for arguments in [["--at", "-1,0.5,2"], ["--at=-1,0.5,2"]] {
      let result = try CurvesProcess.run(["bezier", "--named", "default"] + arguments)
      #expect(result.status == 0, "\(result.standardError)")
      let rows = Self.rows(result.standardOutput)
      #expect(rows.map { $0[0] } == [-1, 0.5, 2])
      #expect(rows[0][1] == -0.4 && rows[2][1] == 1)
    }
  }

  @Test(arguments: [
    ["bezier"],
    ["bezier", "0.1", "0.2", "0.3"],
    ["bezier", "0.1", "0.2", "0.3", "0.4", "0.5"],
    ["bezier", "1.5", "0", "0.5", "1"],
    ["bezier", "0.5", "0", "-0.1", "1"],
    ["bezier", "0.5", "nan", "0.5", "1"],
    ["bezier", "0.5", "inf", "0.5", "1"],
    ["bezier", "0.5", "abc", "0.5", "1"],
    ["bezier", "--named", "bounce"],
    ["bezier", "--named", "easeIn", "0.1", "0.2", "0.3", "0.4"],
  ])
  func invalidInputExitsTwoWithOneLineAndNoOutput(arguments: [String]) throws {
    let result = try CurvesProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("curves: "))
    #expect(result.standardError.filter(\.isNewline).count == 1)
  }
}
