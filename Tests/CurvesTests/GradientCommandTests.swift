import Foundation
import KineticsTestSupport
import Testing

/// `curves gradient` (docs/layers.md): samples along a line, the rendered SVG, and hostile input
/// refused with status 2, one line, nothing written.
@Suite struct GradientCommandTests {
  @Test func samplesTheDefaultAxisFromTopToBottom() throws {
    let result = try CurvesProcess.run(["gradient", "--colors", "#ff0000; #00ff00; #0000ff", "--samples", "5"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(csvRows(result.standardOutput) == [
      ["u", "x", "y", "position", "red", "green", "blue", "alpha"],
      ["0.0", "0.5", "0.0", "0.0", "1.0", "0.0", "0.0", "1.0"],
      ["0.25", "0.5", "0.25", "0.25", "0.5", "0.5", "0.0", "1.0"],
      ["0.5", "0.5", "0.5", "0.5", "0.0", "1.0", "0.0", "1.0"],
      ["0.75", "0.5", "0.75", "0.75", "0.0", "0.5", "0.5", "1.0"],
      ["1.0", "0.5", "1.0", "1.0", "0.0", "0.0", "1.0", "1.0"],
    ])
  }

  @Test func alphaModeChangesTheBlendTowardsClear() throws {
    let straight = try CurvesProcess.run(["gradient", "--colors", "1 0 0 1; 0 0 0 0", "--at", "0.5"])
    #expect(csvRows(straight.standardOutput)[1].suffix(4) == ["0.5", "0.0", "0.0", "0.5"])
    let premultiplied = try CurvesProcess.run([
      "gradient", "--colors", "1 0 0 1; 0 0 0 0", "--alpha", "premultiplied", "--at", "0.5",
    ])
    #expect(csvRows(premultiplied.standardOutput)[1].suffix(4) == ["1.0", "0.0", "0.0", "0.5"])
  }

  @Test func radialSamplesAlongAGivenLine() throws {
    let result = try CurvesProcess.run([
      "gradient", "--colors", "#000000; #ffffff", "--type", "radial", "--start", "0.5,0.5", "--end", "1,1", "--from", "0.5,0.5",
      "--to", "1,0.5", "--at", "0,0.5,1", "--format", "json",
    ])
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Double]])
    #expect(records.map { $0["position"]! } == [0, 0.5, 1])
    #expect(records[1]["red"] == 0.5)
  }

  @Test func svgRendersEveryCell() throws {
    let result = try CurvesProcess.run([
      "gradient", "--colors", "#ff0000; #0000ff", "--type", "conic", "--start", "0.5,0.5", "--pixels", "8", "--format", "svg",
    ])
    #expect(result.status == 0)
    let cells = result.standardOutput.components(separatedBy: "<g shape-rendering=\"crispEdges\">").last ?? ""
    #expect(cells.components(separatedBy: "<rect ").count - 1 == 64)
    #expect(result.standardOutput.contains("conic gradient"))
  }

  @Test func svgMarksTheStartAndEndPoints() throws {
    let result = try CurvesProcess.run([
      "gradient", "--colors", "#ff0000; #0000ff", "--start", "0.25,0.5", "--end", "0.75,0.5", "--pixels", "4", "--format", "svg",
    ])
    // 384-pixel square from 16: the start at (112, 208), the end at (304, 208).
    #expect(result.standardOutput.contains("<circle cx=\"112.00\" cy=\"208.00\" r=\"5\" fill=\"white\""))
    #expect(result.standardOutput.contains("<circle cx=\"304.00\" cy=\"208.00\" r=\"5\" fill=\"black\""))
    #expect(result.standardOutput.contains("○ start, ● end"))
    // A start point far off the square is not drawn.
    let far = try CurvesProcess.run(["gradient", "--colors", "#ff0000; #0000ff", "--start", "-3,0.5", "--pixels", "4", "--format", "svg"])
    #expect(!far.standardOutput.contains("fill=\"white\" stroke=\"black\"") && far.standardOutput.contains("● end"))
  }

  @Test func hostileInputIsRefused() throws {
    let two = ["gradient", "--colors", "#ff0000; #0000ff"]
    try SubcommandHostileInputTests.expectAllRefused([
      ["gradient"], ["gradient", "--colors", ""], ["gradient", "--colors", "#ff00"], ["gradient", "--colors", "1 0 0 2"],
      two + ["--locations", "0"], two + ["--locations", "0.5,0.5"], two + ["--locations", "0.7,0.2"],
      two + ["--locations", "0,nan"], two + ["--start", "0.5"], two + ["--end", "inf,0"], two + ["--type", "diamond"],
      two + ["--space", "cmyk"], two + ["--pixels", "1"], two + ["--pixels", "100000"], two + ["--from", "1,2,3"],
      two + ["--samples", "0"],
    ])
  }

  @Test func refusedInputWritesNoFile() throws {
    try withTemporaryDirectory("curves-gradient") { scratch in
      let target = scratch.appendingPathComponent("out.svg")
      expectRefused(try CurvesProcess.run([
        "gradient", "--colors", "#ff0000", "--locations", "0,1", "--format", "svg", "--output", target.path,
      ]))
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
  }
}
