import ArgumentParser
import Foundation
import Kinetics

/// `curves gradient`: a CAGradientLayer's colors sampled along a line (CSV, JSON, a plot of the
/// components) or rendered over the layer (SVG) (docs/layers.md, "Gradient").
struct GradientCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gradient",
    abstract: "Sample a CAGradientLayer along a line (CSV, JSON) or render it (SVG).",
    discussion: """
      Columns: u,x,y,position,red,green,blue,alpha. u runs from 0 to 1 along the line from --from \
      to --to (default: from the start point to the end point), (x, y) is the point in unit \
      coordinates (y down), position the gradient position there and red…alpha its color \
      (straight alpha). --format svg renders the gradient over the unit square as a grid of \
      --pixels × --pixels cells, each filled with the color at its center (the colors are the \
      model's, not the SVG viewer's gradient).
      """)

  @Option(parsing: .unconditional, help: ArgumentHelp("The colors, separated by semicolons: #rrggbb, #rrggbbaa or r g b [a] in [0, 1].", valueName: "colors"))
  var colors: String

  @Option(parsing: .unconditional, help: ArgumentHelp("One location per color, increasing (default: evenly spaced).", valueName: "list"))
  var locations: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("startPoint in unit coordinates (default 0.5,0).", valueName: "x,y"))
  var start: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("endPoint in unit coordinates (default 0.5,1).", valueName: "x,y"))
  var end: String?

  @Option(help: "axial | radial | conic")
  var type: GradientType = .axial

  @Option(help: "Interpolation space: srgb (default), linear-srgb or oklab.")
  var space: ColorSpaceArgument = .srgb

  @Option(help: "Alpha handling: straight (default, as Core Animation) or premultiplied.")
  var alpha: AlphaModeArgument = .straight

  @Option(parsing: .unconditional, help: ArgumentHelp("The start of the sampled line (default: the start point).", valueName: "x,y"))
  var from: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("The end of the sampled line (default: the end point).", valueName: "x,y"))
  var to: String?

  @Option(help: "With --format svg: cells per side (2…256).")
  var pixels: Int = 64

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    guard (2...256).contains(pixels) else { throw ValidationError("--pixels must be between 2 and 256, got \(pixels)") }
  }

  /// A point "x,y".
  private func point(_ text: String?, what: String) throws -> SIMD2<Double>? {
    guard let text else { return nil }
    let numbers = try parseNumberList(text, what: what)
    guard numbers.count == 2 else { throw InputError("\(what): a point is x,y, got \(numbers.count) numbers") }
    return SIMD2(numbers[0], numbers[1])
  }

  func makeGradient() throws -> GradientLayer {
    try GradientLayer(
      colors: try KeyframeArgumentParsing.colors(colors, what: "--colors"),
      locations: try locations.map { try parseNumberList($0, what: "--locations") },
      startPoint: try point(start, what: "--start") ?? SIMD2(0.5, 0), endPoint: try point(end, what: "--end") ?? SIMD2(0.5, 1),
      type: type, interpolation: ColorInterpolationOptions(space: space.value, alphaMode: alpha.value))
  }

  func run() throws {
    let gradient = try makeGradient()
    let lineStart = try point(from, what: "--from") ?? gradient.startPoint
    let lineEnd = try point(to, what: "--to") ?? gradient.endPoint
    if outputOptions.format == .svg {
      let text = try render(gradient)
      return try outputOptions.write { try $0.write(text) }
    }
    let points = try sampling.points(over: 0...1, defaultCount: 101)
    let table = try Table(
      columns: ["u", "x", "y", "position", "red", "green", "blue", "alpha"], rowCount: points.count
    ) { emit in
      for u in points {
        let p = SIMD2(lineStart.x.interpolated(to: lineEnd.x, fraction: u), lineStart.y.interpolated(to: lineEnd.y, fraction: u))
        let position = gradient.position(at: p)
        let color = gradient.color(atPosition: position)
        try emit([u, p.x, p.y, position, color.red, color.green, color.blue, color.alpha])
      }
    }
    try outputOptions.emit(.table(table) { Plot.columns(of: table, x: 0, y: [4, 5, 6, 7], title: "gradient along the line", yLabel: "component") })
  }

  /// The gradient over the unit square: --pixels² cells colored by the model, on a light checkerboard
  /// so that transparency shows, the start and end points marked, with a caption.
  func render(_ gradient: GradientLayer) throws -> String {
    let n = pixels
    let cells = try gradient.colors(width: n, height: n, as: Double.self)
    let side = 384.0
    let cell = side / Double(n)
    let margin = 16.0
    func f(_ value: Double) -> String { String(format: "%.2f", value) }
    func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(side + 2 * margin))" height="\(f(side + 2 * margin + 24))" \
      viewBox="0 0 \(f(side + 2 * margin)) \(f(side + 2 * margin + 24))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <defs><pattern id="checker" width="16" height="16" patternUnits="userSpaceOnUse">\
      <rect width="8" height="8" fill="#ddd"/><rect x="8" y="8" width="8" height="8" fill="#ddd"/></pattern></defs>
      <rect x="\(f(margin))" y="\(f(margin))" width="\(f(side))" height="\(f(side))" fill="url(#checker)"/>
      <g shape-rendering="crispEdges">

      """
    for y in 0..<n {
      for x in 0..<n {
        let base = 4 * (y * n + x)
        let hex = String(format: "#%02x%02x%02x", channel(cells[base]), channel(cells[base + 1]), channel(cells[base + 2]))
        let opacity = cells[base + 3] < 1 ? " fill-opacity=\"\(f(cells[base + 3]))\"" : ""
        // An opaque cell overlaps the next by a hair so that no seam shows between them (a
        // translucent one must not: the overlap would be drawn twice).
        let size = f(cell + (opacity.isEmpty ? 0.3 : 0))
        svg += "<rect x=\"\(f(margin + Double(x) * cell))\" y=\"\(f(margin + Double(y) * cell))\" width=\"\(size)\" height=\"\(size)\" fill=\"\(hex)\"\(opacity)/>\n"
      }
    }
    svg += "</g>\n"
    // startPoint (hollow) and endPoint (filled) and the line between them, where they lie on the
    // square (or within a marker's width of it): what a designer drags in an editor.
    let (start, end) = (gradient.startPoint, gradient.endPoint)
    func onSquare(_ point: SIMD2<Double>) -> Bool { (-0.05...1.05).contains(point.x) && (-0.05...1.05).contains(point.y) }
    func position(_ point: SIMD2<Double>) -> (String, String) { (f(margin + point.x * side), f(margin + point.y * side)) }
    var markers: [String] = []
    if onSquare(start) && onSquare(end) {
      let (x1, y1) = position(start)
      let (x2, y2) = position(end)
      for (color, width) in [("black", 3.0), ("white", 1.5)] {
        svg += "<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" stroke=\"\(color)\" stroke-width=\"\(width)\"/>\n"
      }
    }
    if onSquare(start) {
      let (x, y) = position(start)
      svg += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5\" fill=\"white\" stroke=\"black\" stroke-width=\"1.5\"/>\n"
      markers.append("○ start")
    }
    if onSquare(end) {
      let (x, y) = position(end)
      svg += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5\" fill=\"black\" stroke=\"white\" stroke-width=\"1.5\"/>\n"
      markers.append("● end")
    }
    let caption = (["\(gradient.type.rawValue) gradient, \(gradient.colors.count) colors, \(space.rawValue), \(alpha.rawValue) alpha"]
      + markers).joined(separator: ", ")
    svg += "<text x=\"\(f(margin + side / 2))\" y=\"\(f(2 * margin + side + 8))\" text-anchor=\"middle\">\(caption)</text>\n</svg>\n"
    return svg
  }
}

extension GradientType: ExpressibleByArgument {}
