import Foundation

/// Draws a `Plot` as a standalone SVG document a person would put in a document: a frame, grid,
/// ticks and tick labels on both axes, axis labels, a title, the series, and a legend when there is
/// more than one series.
struct SVGRenderer {
  var width = 720.0
  var height = 450.0
  private let margin = (left: 72.0, right: 24.0, top: 40.0, bottom: 56.0)
  /// Colorblind-safe palette (Okabe & Ito, "Color Universal Design", 2008).
  private let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]

  func render(_ plot: Plot) -> String {
    let points = plot.series.flatMap { $0.points.compactMap { $0 } }
    var xScale = AxisScale(covering: points.map(\.x).min() ?? 0, points.map(\.x).max() ?? 1)
    var yScale = AxisScale(covering: points.map(\.y).min() ?? 0, points.map(\.y).max() ?? 1)
    let plotWidth = width - margin.left - margin.right
    let plotHeight = height - margin.top - margin.bottom
    var xRange = (xScale.lower, xScale.upper)
    var yRange = (yScale.lower, yScale.upper)
    if plot.equalAspect {
      // One unit per the same number of pixels on both axes: widen the tighter axis about its center.
      let unitsPerPixel = max((xRange.1 - xRange.0) / plotWidth, (yRange.1 - yRange.0) / plotHeight)
      let xCenter = (xRange.0 + xRange.1) / 2
      let yCenter = (yRange.0 + yRange.1) / 2
      xRange = (xCenter - unitsPerPixel * plotWidth / 2, xCenter + unitsPerPixel * plotWidth / 2)
      yRange = (yCenter - unitsPerPixel * plotHeight / 2, yCenter + unitsPerPixel * plotHeight / 2)
      xScale = AxisScale(covering: xRange.0, xRange.1)
      yScale = AxisScale(covering: yRange.0, yRange.1)
    }
    let toX = { (x: Double) in margin.left + (x - xRange.0) / (xRange.1 - xRange.0) * plotWidth }
    let toY = { (y: Double) -> Double in
      let fraction = (y - yRange.0) / (yRange.1 - yRange.0)
      return plot.yAxisPointsDown
        ? margin.top + fraction * plotHeight : margin.top + (1 - fraction) * plotHeight
    }
    let within = { (value: Double, range: (Double, Double)) in
      value >= range.0 - 1e-9 * (range.1 - range.0) && value <= range.1 + 1e-9 * (range.1 - range.0)
    }

    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
      viewBox="0 0 \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(f(width / 2))" y="24" text-anchor="middle" font-size="15">\(escape(plot.title))</text>

      """
    // Grid, ticks and tick labels.
    svg += "<g stroke=\"#e6e6e6\" stroke-width=\"1\">\n"
    for tick in xScale.ticks where within(tick, xRange) {
      svg += "<line x1=\"\(f(toX(tick)))\" y1=\"\(f(margin.top))\" x2=\"\(f(toX(tick)))\" y2=\"\(f(margin.top + plotHeight))\"/>\n"
    }
    for tick in yScale.ticks where within(tick, yRange) {
      svg += "<line x1=\"\(f(margin.left))\" y1=\"\(f(toY(tick)))\" x2=\"\(f(margin.left + plotWidth))\" y2=\"\(f(toY(tick)))\"/>\n"
    }
    svg += "</g>\n<g stroke=\"#333\" stroke-width=\"1\">\n"
    let axisY = plot.yAxisPointsDown ? margin.top : margin.top + plotHeight
    for tick in xScale.ticks where within(tick, xRange) {
      let direction = plot.yAxisPointsDown ? -5.0 : 5.0
      svg += "<line x1=\"\(f(toX(tick)))\" y1=\"\(f(axisY))\" x2=\"\(f(toX(tick)))\" y2=\"\(f(axisY + direction))\"/>\n"
    }
    for tick in yScale.ticks where within(tick, yRange) {
      svg += "<line x1=\"\(f(margin.left - 5))\" y1=\"\(f(toY(tick)))\" x2=\"\(f(margin.left))\" y2=\"\(f(toY(tick)))\"/>\n"
    }
    svg += "</g>\n<rect x=\"\(f(margin.left))\" y=\"\(f(margin.top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#333\"/>\n"
    svg += "<g fill=\"#333\">\n"
    for tick in xScale.ticks where within(tick, xRange) {
      let labelY = plot.yAxisPointsDown ? margin.top - 8 : margin.top + plotHeight + 18
      svg += "<text x=\"\(f(toX(tick)))\" y=\"\(f(labelY))\" text-anchor=\"middle\">\(xScale.label(tick))</text>\n"
    }
    for tick in yScale.ticks where within(tick, yRange) {
      svg += "<text x=\"\(f(margin.left - 8))\" y=\"\(f(toY(tick) + 4))\" text-anchor=\"end\">\(yScale.label(tick))</text>\n"
    }
    svg += "<text x=\"\(f(margin.left + plotWidth / 2))\" y=\"\(f(height - 14))\" text-anchor=\"middle\" font-size=\"13\">\(escape(plot.xLabel))</text>\n"
    svg += "<text transform=\"translate(18 \(f(margin.top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\" font-size=\"13\">\(escape(plot.yLabel))</text>\n"
    svg += "</g>\n"

    // Series, clipped to the plot area.
    svg += "<clipPath id=\"plot-area\"><rect x=\"\(f(margin.left))\" y=\"\(f(margin.top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\"/></clipPath>\n"
    svg += "<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\">\n"
    for (index, series) in plot.series.enumerated() {
      let color = palette[index % palette.count]
      if series.style != .markers {
        for run in runs(of: series.points) where run.count > 1 {
          let coordinates = run.map { "\(f(toX($0.x))),\(f(toY($0.y)))" }.joined(separator: " ")
          svg += "<polyline stroke=\"\(color)\" points=\"\(coordinates)\"/>\n"
        }
      }
      if series.style != .line {
        for point in series.points.compactMap({ $0 }) {
          svg += "<circle cx=\"\(f(toX(point.x)))\" cy=\"\(f(toY(point.y)))\" r=\"2.5\" fill=\"\(color)\" stroke=\"none\"/>\n"
        }
      }
    }
    svg += "</g>\n"
    if plot.series.count > 1 {
      // The legend goes into the corner of the plot area that the series cross least, on a white
      // panel, so it does not hide the curves it names.
      let legendWidth = 150.0
      let legendHeight = 10 + Double(plot.series.count) * 18
      let corners = [
        (margin.left + plotWidth - legendWidth - 8, margin.top + 8),
        (margin.left + 8, margin.top + 8),
        (margin.left + plotWidth - legendWidth - 8, margin.top + plotHeight - legendHeight - 8),
        (margin.left + 8, margin.top + plotHeight - legendHeight - 8),
      ]
      let pixels = plot.series.flatMap { $0.points.compactMap { $0 } }.map { (toX($0.x), toY($0.y)) }
      let crossings = corners.map { corner in
        pixels.filter {
          $0.0 >= corner.0 && $0.0 <= corner.0 + legendWidth && $0.1 >= corner.1
            && $0.1 <= corner.1 + legendHeight
        }.count
      }
      let (left, top) = corners[crossings.indices.min { crossings[$0] < crossings[$1] }!]
      svg += "<g font-size=\"12\">\n"
      svg += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(legendWidth))\" height=\"\(f(legendHeight))\" fill=\"white\" fill-opacity=\"0.85\" stroke=\"#ccc\"/>\n"
      for (index, series) in plot.series.enumerated() {
        let y = top + 18 + Double(index) * 18
        let x = left + 10
        let color = palette[index % palette.count]
        if series.style != .markers {
          svg += "<rect x=\"\(f(x))\" y=\"\(f(y - 6))\" width=\"18\" height=\"4\" fill=\"\(color)\"/>\n"
        }
        if series.style != .line {
          svg += "<circle cx=\"\(f(x + 9))\" cy=\"\(f(y - 4))\" r=\"3\" fill=\"\(color)\"/>\n"
        }
        svg += "<text x=\"\(f(x + 24))\" y=\"\(f(y))\">\(escape(series.name))</text>\n"
      }
      svg += "</g>\n"
    }
    return svg + "</svg>\n"
  }

  /// Splits a series at its gaps into runs that are drawn as one polyline each.
  private func runs(of points: [(x: Double, y: Double)?]) -> [[(x: Double, y: Double)]] {
    var result: [[(x: Double, y: Double)]] = [[]]
    for point in points {
      if let point { result[result.count - 1].append(point) } else if !result[result.count - 1].isEmpty { result.append([]) }
    }
    return result
  }

  /// Coordinates to two decimals: plenty for a drawing, and it keeps the file small.
  private func f(_ value: Double) -> String { String(format: "%.2f", value) }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
