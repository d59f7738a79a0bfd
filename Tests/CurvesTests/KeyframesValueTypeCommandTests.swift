import Foundation
import Kinetics
import Testing

/// `curves keyframes --value-type color|transform3d` and `--value-function`.
@Suite struct KeyframesValueTypeCommandTests {
  private func rows(_ output: String) -> [[String]] {
    output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  }

  @Test func colorTrackPrintsTheTypedTracksComponents() throws {
    let result = try CurvesProcess.run([
      "keyframes", "--value-type", "color", "--values", "#ff0000; 0 0 1 0.5", "--space", "oklab", "--at", "0,0.3,1",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let table = rows(result.standardOutput)
    #expect(table[0] == ["u", "red", "green", "blue", "alpha"])
    let track = try TypedKeyframeTrack(
      values: [try RGBAColor(red: 1, green: 0, blue: 0), try RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)],
      interpolation: ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied))
    let expected = track.value(at: 0.3)
    #expect(table[2].dropFirst().map { Double($0)! } == [expected.red, expected.green, expected.blue, expected.alpha])
    #expect(table[3] == ["1.0", "0.0", "0.0", "1.0", "0.5"])
  }

  @Test func transformTrackPrintsSixteenElements() throws {
    let identity = "1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1"
    let moved = "1 0 0 0 0 1 0 0 0 0 1 0 10 20 0 1"
    let result = try CurvesProcess.run([
      "keyframes", "--value-type", "transform3d", "--values", "\(identity); \(moved)", "--at", "0.5",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let table = rows(result.standardOutput)
    #expect(table[0].count == 17 && table[0][1] == "m11" && table[0][16] == "m44")
    #expect(table[1][13] == "5.0" && table[1][14] == "10.0")
  }

  @Test func valueFunctionTurnsAnAngleTrackIntoRotations() throws {
    let result = try CurvesProcess.run([
      "keyframes", "--values", "0; 12.566370614359172", "--value-function", "rotateZ", "--at", "0.125",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let table = rows(result.standardOutput)
    let expected = try ValueFunction.rotateZ.transform(12.566370614359172 * 0.125).elements
    #expect(table[1].dropFirst().map { Double($0)! } == expected)
  }

  @Test func badColorsModesAndFunctionsExitWithOneLine() throws {
    for arguments in [
      ["--value-type", "color", "--values", "#ff00zz; #000000"],
      ["--value-type", "color", "--values", "#ff0000; #0000ff", "--mode", "cubic"],
      ["--value-type", "transform3d", "--values", "1 0 0 1"],
      ["--values", "0; 1", "--value-function", "spin"],
      ["--values", "0; 1", "--value-function", "translate"],
      ["--values", "0; 1", "--space", "oklab"],
    ] {
      let result = try CurvesProcess.run(["keyframes"] + arguments + ["--at", "0.5"])
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments): \(result.standardError)")
    }
  }
}
