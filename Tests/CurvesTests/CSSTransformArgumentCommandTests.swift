import Foundation
import Kinetics
import Testing

/// CSS transform text where `curves keyframes --value-type transform3d` and `curves interpolate
/// --kind transform3d` take 16 numbers.
@Suite struct CSSTransformArgumentCommandTests {
  private func rows(_ output: String) -> [[String]] {
    output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  }

  @Test func keyframesTakeCSSTextAndNumbersInTheSameList() throws {
    let moved = "1 0 0 0 0 1 0 0 0 0 1 0 10 20 0 1"
    let result = try CurvesProcess.run([
      "keyframes", "--value-type", "transform3d", "--values", "none; rotate(90deg) scale(2); \(moved)", "--at",
      "0.25",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let track = try TypedKeyframeTrack(values: [
      .identity, try Transform3D(css: "rotate(90deg) scale(2)"), try Transform3D(css: "translate(10px, 20px)"),
    ])
    #expect(rows(result.standardOutput)[1].dropFirst().map { Double($0)! } == track.value(at: 0.25).elements)
  }

  @Test func interpolateTakesCSSTextForEitherEnd() throws {
    let result = try CurvesProcess.run([
      "interpolate", "--kind", "transform3d", "--from", "translateX(0) rotate(0)", "--to",
      "translateX(100px) rotate(90deg)", "--at", "0.5",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let expected = Transform3DInterpolation(
      from: .identity, to: try Transform3D(css: "translateX(100px) rotate(90deg)")
    ).transform(at: 0.5)
    #expect(rows(result.standardOutput)[1].dropFirst().map { Double($0)! } == expected.elements)
  }

  @Test func malformedCSSTextExitsWithTheParsersPositionOnOneLine() throws {
    for (arguments, message) in [
      (["keyframes", "--value-type", "transform3d", "--values", "none; rotate(30)"],
       "--values (transform 1): CSS transform: at character 11: expected a unit"),
      (["interpolate", "--kind", "transform3d", "--from", "none", "--to", "translate(50%)"],
       "--to: CSS transform: at character 13: expected a length in px"),
    ] {
      let result = try CurvesProcess.run(arguments + ["--at", "0.5"])
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
      #expect(result.standardError.contains(message), "\(result.standardError)")
    }
  }
}
