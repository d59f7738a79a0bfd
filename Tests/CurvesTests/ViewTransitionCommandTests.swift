import Foundation
import Kinetics
import Testing

/// `curves view-transition`, run as a process (docs/transitions.md, "UIView transitions").
@Suite struct ViewTransitionCommandTests {
  @Test func flipRowsAreTheLibraryFramesWithTheirTransforms() throws {
    let result = try CurvesProcess.run([
      "view-transition", "--kind", "flipFromBottom", "--duration", "2", "--curve", "linear", "--eye-distance", "500", "--samples", "9",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix("t,progress,from_visible,to_visible,from_opacity,to_opacity,angle,curl_line,m11,") == true)
    let transition = try ViewTransition(kind: .flipFromBottom, timing: UIViewAnimationTiming(duration: 2), curve: .linear, eyeDistance: 500)
    for line in lines.dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
      let t = try #require(cells[0])
      let frame = transition.frame(at: t)
      let m = try #require(frame.transform)
      #expect(cells[1] == frame.progress && cells[2] == (frame.fromIsVisible ? 1 : 0) && cells[6] == frame.angle)
      #expect(cells[7] == nil)
      #expect(Array(cells[8...]) == [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44])
    }
  }

  @Test func curlRowsHaveALineAndNoTransformAndTheSVGPlotsIt() throws {
    let result = try CurvesProcess.run(["view-transition", "--kind", "curlDown", "--curve", "linear", "--duration", "1", "--at", "0.25"])
    #expect(result.standardOutput.split(separator: "\n").last.map(String.init) == "0.25,0.25,1,1,1.0,1.0,,0.25" + String(repeating: ",", count: 16))
    let svg = try CurvesProcess.run(["view-transition", "--kind", "crossDissolve", "--format", "svg"])
    #expect(svg.status == 0 && svg.standardOutput.contains("<polyline"))
  }

  @Test func hostileOptionsExitWithTwoAndOneLine() throws {
    for arguments in [
      ["--kind", "spin"], ["--duration", "0"], ["--duration", "nan"], ["--eye-distance", "-1"], ["--eye-distance", "inf"],
      ["--curve", "bouncy"], ["--repeat-count", "-2"],
    ] {
      let result = try CurvesProcess.run(["view-transition"] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty && result.standardError.split(separator: "\n").count == 1, "\(arguments)")
    }
  }
}
