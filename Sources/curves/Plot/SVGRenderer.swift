import Foundation

/// Draws a `Plot` as a standalone SVG document a person would put in a document: a frame, grid,
/// ticks and tick labels on both axes, axis labels, a title, the series, and a legend when there is
/// more than one series.
///
/// The points are read twice — once for the axis ranges, once to draw — and each series is reduced
/// to what its pixels show (`PixelReduction`), so that any sample count gives a file of a few
/// hundred kB that looks the same. Text is measured with a conservative width per character, so
/// that the title and legend are shortened (with "…") rather than overlap or leave the picture.
struct SVGRenderer {
  var width = 720.0
  var height = 450.0
  /// Colorblind-safe palette (Okabe & Ito, "Color Universal Design", 2008).
  private let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
  /// Upper bound of the advance width of one character, as a fraction of the font size (Helvetica's
  /// widest common glyphs, W and M, are 0.94 and 0.83 em; its average is about 0.55 em).
  private let characterWidth = 0.62

  func render(_ plot: Plot) throws -> String {
    // Room above the frame for the title; below it for the x axis's tick labels and label, on every
    // plot (a y-down plot's x axis too: only the direction of y changes).
    let margin = (left: 72.0, right: 24.0, top: 40.0, bottom: 56.0)
    let plotWidth = width - margin.left - margin.right
    let plotHeight = height - margin.top - margin.bottom

    // Pass 1: the ranges of the finite points.
    var bounds = (minX: Double.infinity, maxX: -Double.infinity, minY: Double.infinity, maxY: -Double.infinity)
    try plot.forEachPoint { _, point in
      guard let point, point.x.isFinite, point.y.isFinite else { return }
      bounds = (min(bounds.minX, point.x), max(bounds.maxX, point.x), min(bounds.minY, point.y), max(bounds.maxY, point.y))
    }
    let hasPoints = bounds.minX <= bounds.maxX
    var xScale = AxisScale(covering: hasPoints ? bounds.minX : 0, hasPoints ? bounds.maxX : 1)
    // The y axis leaves a little room above and below the data, so that a line at its extreme
    // (progress 1.0, say) does not lie on the frame.
    var yScale = AxisScale(covering: hasPoints ? bounds.minY : 0, hasPoints ? bounds.maxY : 1, padding: 0.04)
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

    // Pass 2: every series reduced to what its pixels show.
    var reductions = plot.series.map {
      PixelReduction(line: $0.style != .markers, markers: $0.style != .line)
    }
    try plot.forEachPoint { index, point in
      guard let point, point.x.isFinite, point.y.isFinite else {
        reductions[index].add(nil)
        return
      }
      reductions[index].add((toX(point.x), toY(point.y)))
    }
    for index in reductions.indices { reductions[index].finish() }

    let title = fitted(plot.title, fontSize: 15, into: width - 16)
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
      viewBox="0 0 \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(f(width / 2))" y="24" text-anchor="middle" font-size="15">\(escape(title))</text>

      """
    // Grid, ticks and tick labels: each tick's grid line, mark and label at once, x ticks first, into
    // the three layers drawn in turn (grid under the frame, marks, labels).
    var grid = "", marks = "", labels = ""
    let axisY = margin.top + plotHeight
    for tick in xScale.ticks where within(tick, xRange) {
      let x = f(toX(tick))
      grid += "<line x1=\"\(x)\" y1=\"\(f(margin.top))\" x2=\"\(x)\" y2=\"\(f(axisY))\"/>\n"
      marks += "<line x1=\"\(x)\" y1=\"\(f(axisY))\" x2=\"\(x)\" y2=\"\(f(axisY + 5))\"/>\n"
      labels += "<text x=\"\(x)\" y=\"\(f(axisY + 18))\" text-anchor=\"middle\">\(xScale.label(tick))</text>\n"
    }
    for tick in yScale.ticks where within(tick, yRange) {
      let y = toY(tick)
      grid += "<line x1=\"\(f(margin.left))\" y1=\"\(f(y))\" x2=\"\(f(margin.left + plotWidth))\" y2=\"\(f(y))\"/>\n"
      marks += "<line x1=\"\(f(margin.left - 5))\" y1=\"\(f(y))\" x2=\"\(f(margin.left))\" y2=\"\(f(y))\"/>\n"
      labels += "<text x=\"\(f(margin.left - 8))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(yScale.label(tick))</text>\n"
    }
    svg += "<g stroke=\"#e6e6e6\" stroke-width=\"1\">\n\(grid)</g>\n<g stroke=\"#333\" stroke-width=\"1\">\n\(marks)</g>\n"
    svg += "<rect x=\"\(f(margin.left))\" y=\"\(f(margin.top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#333\"/>\n"
    svg += "<g fill=\"#333\">\n\(labels)"
    svg += "<text x=\"\(f(margin.left + plotWidth / 2))\" y=\"\(f(height - 14))\" text-anchor=\"middle\" font-size=\"13\">\(escape(fitted(plot.xLabel, fontSize: 13, into: plotWidth)))</text>\n"
    svg += "<text transform=\"translate(18 \(f(margin.top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\" font-size=\"13\">\(escape(fitted(plot.yLabel, fontSize: 13, into: plotHeight)))</text>\n"
    svg += "</g>\n"

    // Series, clipped to the plot area.
    svg += "<clipPath id=\"plot-area\"><rect x=\"\(f(margin.left))\" y=\"\(f(margin.top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\"/></clipPath>\n"
    svg += "<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\">\n"
    for (index, reduction) in reductions.enumerated() {
      let color = palette[index % palette.count]
      for run in runs(of: reduction.linePoints) where run.count > 1 {
        let coordinates = run.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
        let faint = plot.series[index].faint ? " stroke-opacity=\"0.3\" stroke-width=\"1\"" : ""
        svg += "<polyline stroke=\"\(color)\"\(faint) points=\"\(coordinates)\"/>\n"
      }
      for point in reduction.markerPoints {
        svg += "<circle cx=\"\(f(point.x))\" cy=\"\(f(point.y))\" r=\"2.5\" fill=\"\(color)\" stroke=\"none\"/>\n"
      }
    }
    svg += "</g>\n"
    if plot.series.count > 1 {
      let pixels = reductions.flatMap { $0.linePoints.compactMap { $0 } + $0.markerPoints }
      svg += legend(
        plot.series, pixels: pixels,
        area: (left: margin.left, top: margin.top, width: plotWidth, height: plotHeight))
    }
    return svg + "</svg>\n"
  }

  /// The legend, sized to its longest name (names too long for the plot area are shortened), in the
  /// corner of the plot area that the series cross least, on a white panel so that it does not hide
  /// the curves it names. Series beyond what fits in the height are summarized in a last line.
  private func legend(
    _ series: [Plot.Series], pixels: [(x: Double, y: Double)],
    area: (left: Double, top: Double, width: Double, height: Double)
  ) -> String {
    let rowHeight = 18.0
    let inset = 8.0
    let textOffset = 34.0
    let fitting = max(1, Int((area.height - 2 * inset - 10) / rowHeight))
    let shown = series.count <= fitting ? series.count : fitting - 1
    var names = series.prefix(shown).map(\.name)
    if shown < series.count { names.append("… and \(series.count - shown) more") }
    let maximumText = area.width - 2 * inset - textOffset - 10
    names = names.map { fitted($0, fontSize: 12, into: maximumText) }
    let longest = names.map { Double($0.count) * 12 * characterWidth }.max() ?? 0
    let legendWidth = textOffset + longest + 10
    let legendHeight = 10 + Double(names.count) * rowHeight
    let right = area.left + area.width - legendWidth - inset
    let bottom = area.top + area.height - legendHeight - inset
    let corners = [
      (right, area.top + inset), (area.left + inset, area.top + inset), (right, bottom), (area.left + inset, bottom),
    ]
    let crossings = corners.map { corner in
      pixels.filter {
        $0.x >= corner.0 && $0.x <= corner.0 + legendWidth && $0.y >= corner.1 && $0.y <= corner.1 + legendHeight
      }.count
    }
    let (left, top) = corners[crossings.indices.min { crossings[$0] < crossings[$1] }!]
    var svg = "<g font-size=\"12\">\n"
    svg += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(legendWidth))\" height=\"\(f(legendHeight))\" fill=\"white\" fill-opacity=\"0.85\" stroke=\"#ccc\"/>\n"
    for (index, name) in names.enumerated() {
      let y = top + 18 + Double(index) * rowHeight
      let x = left + 10
      if index < shown {
        let color = palette[index % palette.count]
        if series[index].style != .markers {
          svg += "<rect x=\"\(f(x))\" y=\"\(f(y - 6))\" width=\"18\" height=\"4\" fill=\"\(color)\"/>\n"
        }
        if series[index].style != .line {
          svg += "<circle cx=\"\(f(x + 9))\" cy=\"\(f(y - 4))\" r=\"3\" fill=\"\(color)\"/>\n"
        }
      }
      svg += "<text x=\"\(f(x + 24))\" y=\"\(f(y))\">\(escape(name))</text>\n"
    }
    return svg + "</g>\n"
  }

  /// `text`, shortened with "…" so that it is at most `available` pixels wide at `fontSize`.
  private func fitted(_ text: String, fontSize: Double, into available: Double) -> String {
    let maximum = max(1, Int(available / (fontSize * characterWidth)))
    guard text.count > maximum else { return text }
    return String(text.prefix(maximum - 1)) + "…"
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
