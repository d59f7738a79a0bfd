import Foundation
import Testing

/// Plots keep their text apart and inside the picture (docs/curves.md; issue 19, point 7): the
/// title clear of the top tick labels, the legend inside the plot area whatever its names' length,
/// and lines at the data's extremes off the frame.
@Suite struct PlotLayoutTests {
  /// The numbers of attribute `name` in every element of kind `element` (`<text y="…">`).
  static func attribute(_ name: String, of element: String, in svg: String) -> [Double] {
    svg.split(separator: "\n").filter { $0.hasPrefix("<\(element) ") }.compactMap { line in
      guard let start = line.range(of: " \(name)=\"") else { return nil }
      return Double(line[start.upperBound...].prefix { $0 != "\"" })
    }
  }

  @Test func pathPlotTitleAndLegendNeitherOverlapNorClip() throws {
    let result = try CurvesProcess.run([
      "path", "--d", "M 0 0 C 50 -40 100 40 150 0 A 40 40 0 0 1 150 80", "--paced", "--compare-paced", "--format", "svg",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let svg = result.standardOutput
    let textYs = Self.attribute("y", of: "text", in: svg)
    let titleY = try #require(textYs.first)
    // The x tick labels sit above the frame (y points down); 12 px text needs about 12 px of height.
    let topLabels = textYs.dropFirst().filter { $0 < 60 }
    #expect(!topLabels.isEmpty)
    #expect(topLabels.allSatisfy { $0 - 12 > titleY + 3 }, "title at \(titleY), labels at \(topLabels)")
    // The legend panel (the rect with fill-opacity) lies inside the frame (72…696 × 58…394).
    let panel = try #require(svg.split(separator: "\n").first { $0.contains("fill-opacity") })
    let x = try #require(Self.attribute("x", of: "rect", in: String(panel)).first)
    let width = try #require(Self.attribute("width", of: "rect", in: String(panel)).first)
    #expect(x >= 72 && x + width <= 696, "legend from \(x) to \(x + width)")
    // Its widest name fits in it: 12 px text at most 0.62 em per character.
    #expect(Double("samples (keyframe timing)".count) * 12 * 0.62 + 34 <= width)
  }

  /// A long title (a path of many elements) is shortened with an ellipsis to the picture's width.
  @Test func longTitlesAreShortenedInsideThePicture() throws {
    let path = try CurvesProcess.run(["path", "--d", "M 0 0" + String(repeating: " L 1 2 L 3 4", count: 60), "--format", "svg", "--samples", "5"])
    #expect(path.status == 0, "\(path.standardError)")
    let title = try #require(path.standardOutput.split(separator: "\n").first { $0.contains("font-size=\"15\"") })
    #expect(title.contains("…") && title.count < 300, "\(title.prefix(120))")
  }

  @Test func timingLinesAtOneStayOffTheFrame() throws {
    let result = try CurvesProcess.run(["timing", "--duration", "1", "--fill", "both", "--format", "svg"])
    #expect(result.status == 0)
    let frameTop = 40.0
    for line in result.standardOutput.split(separator: "\n") where line.hasPrefix("<polyline") {
      let ys = line.split(separator: " ").compactMap { $0.split(separator: ",").last.flatMap { Double($0.filter { "0123456789.".contains($0) }) } }
      #expect(ys.allSatisfy { $0 > frameTop + 5 }, "a line reaches the frame: \(ys.min() ?? 0)")
    }
  }
}
