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
    // Labels near the top (the y axis's top tick label) keep clear of the title; 12 px text needs
    // about 12 px of height.
    let topLabels = textYs.dropFirst().filter { $0 < 60 }
    #expect(topLabels.allSatisfy { $0 - 12 > titleY + 3 }, "title at \(titleY), labels at \(topLabels)")
    // The legend panel (the rect with fill-opacity) lies inside the frame (72…696 × 40…394).
    let panel = try #require(svg.split(separator: "\n").first { $0.contains("fill-opacity") })
    let x = try #require(Self.attribute("x", of: "rect", in: String(panel)).first)
    let width = try #require(Self.attribute("width", of: "rect", in: String(panel)).first)
    #expect(x >= 72 && x + width <= 696, "legend from \(x) to \(x + width)")
    // Its widest name fits in it: 12 px text at most 0.62 em per character.
    #expect(Double("samples (keyframe timing)".count) * 12 * 0.62 + 34 <= width)
  }

  /// A plot whose y axis points down (a path in SVG coordinates, a replicator's origins) keeps its x
  /// axis under the frame as every other plot does: each x tick mark hangs below the frame's bottom
  /// edge and each x tick label (a number centered under its tick) lies between that edge and the
  /// axis label, none above the frame.
  @Test(arguments: [
    ["path", "--d", "M 0 0 C 50 -40 100 40 150 0", "--format", "svg"],
    ["replicator", "--count", "5", "--translate", "30,10,0", "--format", "svg"],
    ["timing", "--duration", "1", "--format", "svg"],
  ])
  func xTickLabelsSitUnderThePlot(arguments: [String]) throws {
    let result = try CurvesProcess.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let frame = try #require(lines.first { $0.hasPrefix("<rect ") && $0.contains("fill=\"none\"") })
    let frameTop = try #require(Self.attribute("y", of: "rect", in: frame).first)
    let frameBottom = frameTop + (try #require(Self.attribute("height", of: "rect", in: frame).first))
    let axisLabel = try #require(
      lines.first { $0.hasPrefix("<text x=") && $0.contains("text-anchor=\"middle\" font-size=\"13\"") })
    let axisLabelY = try #require(Self.attribute("y", of: "text", in: axisLabel).first)
    // x tick labels: centered text of the default size (the title and axis labels set theirs).
    let tickLabels = lines.filter { $0.hasPrefix("<text ") && $0.contains("text-anchor=\"middle\">") }
    let labelYs = Self.attribute("y", of: "text", in: tickLabels.joined(separator: "\n"))
    #expect(labelYs.count >= 2, "\(tickLabels)")
    #expect(labelYs.allSatisfy { $0 > frameBottom + 12 && $0 < axisLabelY - 10 }, "frame \(frameTop)…\(frameBottom), labels at \(labelYs)")
    // x tick marks: the short vertical lines outside the frame, all below it.
    let marks = lines.filter { line in
      guard line.hasPrefix("<line "), let x1 = Self.attribute("x1", of: "line", in: line).first,
        let x2 = Self.attribute("x2", of: "line", in: line).first, let y1 = Self.attribute("y1", of: "line", in: line).first,
        let y2 = Self.attribute("y2", of: "line", in: line).first
      else { return false }
      return x1 == x2 && abs(y2 - y1) == 5
    }
    #expect(marks.count == labelYs.count, "\(marks)")
    for mark in marks {
      let ys = [Self.attribute("y1", of: "line", in: mark)[0], Self.attribute("y2", of: "line", in: mark)[0]]
      #expect(ys.min()! == frameBottom && ys.max()! == frameBottom + 5, "\(mark)")
    }
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
