import ArgumentParser
import Kinetics

/// `curves interpolate`: samples Kinetics' value interpolation between two values of one kind.
struct InterpolateCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "interpolate",
    abstract: "Sample the interpolation between two values: vectors, colors, affine or 3-D transforms.",
    discussion: """
      Columns: u,value0,value1,… (u in [0,1] is the fraction; one column per component: the \
      vector's components; a color's red, green, blue, alpha; an affine transform's a, b, c, d, tx, \
      ty; a 3-D transform's m11 … m44 row by row). Values are numbers separated by commas or \
      spaces; a leading minus sign works (--from "-1 0 0 1 0 0" or --from=-1,0,0,1,0,0). Transforms \
      interpolate by decomposition as CSS Transforms 1 and 2 specify; colors as CSS Color 4 does. \
      The SVG plot names the components and draws those that change.
      """)

  @Option(help: "What the values are.")
  var kind: InterpolationKind

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The value at u = 0: n numbers for a vector, r,g,b[,a] for a color, a,b,c,d,tx,ty for an affine transform, m11…m44 (16) or CSS transform text (\"rotate(30deg) translate(10px, 0)\") for a 3-D transform.",
      valueName: "values"))
  var from: String

  @Option(
    parsing: .unconditional, help: ArgumentHelp("The value at u = 1, in the same form.", valueName: "values"))
  var to: String

  @Option(help: "Colors only: the interpolation space (default srgb, CSS Color 4's space for legacy colors; oklab is its default for color-mix()).")
  var space: ColorSpaceArgument?

  @Option(help: "Colors only: how alpha takes part (default premultiplied, CSS Color 4 §12.3).")
  var alpha: AlphaModeArgument?

  @Option(
    help:
      "3-D transforms only: the rotation's arc (default shortest; as-given is CSS Transforms 2's slerp as printed)."
  )
  var path: RotationPathArgument?

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    if kind != .color, space != nil || alpha != nil {
      throw ValidationError("--space and --alpha apply only to --kind color")
    }
    if kind != .transform3d, path != nil {
      throw ValidationError("--path applies only to --kind transform3d")
    }
  }

  func makeOutput() throws -> CurveOutput {
    let start = try components(from, what: "--from")
    let end = try components(to, what: "--to")
    let fractions = try sampling.points(over: 0...1)
    let sampler = try makeSampler(start: start, end: end)
    let table = try Table(
      columns: ["u"] + (0..<sampler.width).map { "value\($0)" }, rowCount: fractions.count
    ) { emit in
      for u in fractions { try emit([u] + sampler.values(u)) }
    }
    let title = "interpolate \(kind.rawValue)" + describeOptions()
    let names = kind.componentNames(count: sampler.width)
    return .table(table) {
      // The plot names each component and leaves out the ones that stay constant (a 3-D transform
      // has sixteen, most of them 0 or 1), unless nothing changes at all: one pass finds them.
      var lows = [Double](repeating: .infinity, count: sampler.width + 1)
      var highs = [Double](repeating: -.infinity, count: sampler.width + 1)
      try table.forEachRow { row in
        for column in 1...sampler.width {
          guard let value = row[column].doubleValue else { continue }
          lows[column] = min(lows[column], value)
          highs[column] = max(highs[column], value)
        }
      }
      let varying = (1...sampler.width).filter { lows[$0] != highs[$0] }
      var plot = Plot.columns(
        of: table, x: 0, y: varying.isEmpty ? Array(1...sampler.width) : varying, title: title,
        yLabel: "component")
      for index in plot.series.indices {
        let column = table.columns.firstIndex(of: plot.series[index].name)!
        plot.series[index].name = "\(names[column - 1]) (\(plot.series[index].name))"
      }
      return plot
    }
  }

  /// The numbers of a value; for `--kind transform3d` also CSS transform text, as its 16 elements.
  private func components(_ text: String, what: String) throws -> [Double] {
    if kind == .transform3d, let transform = try parseCSSTransformArgument(Substring(text), what: what) {
      return transform.elements
    }
    return try parseNumberList(text, what: what)
  }

  /// A function from fraction to components, and how many components it gives.
  private struct Sampler {
    let width: Int
    let values: (Double) -> [Double]
  }

  private func makeSampler(start: [Double], end: [Double]) throws -> Sampler {
    switch kind {
    case .vector:
      guard start.count == end.count else {
        throw InputError("--from has \(start.count) components, --to has \(end.count); they must match")
      }
      return Sampler(width: start.count) { u in
        zip(start, end).map { $0.interpolated(to: $1, fraction: u) }
      }
    case .color:
      let interpolation = ColorInterpolation(
        from: try makeColor(start, what: "--from"), to: try makeColor(end, what: "--to"),
        options: ColorInterpolationOptions(
          space: (space ?? .srgb).value, alphaMode: (alpha ?? .premultiplied).value))
      return Sampler(width: 4) { u in
        let color = interpolation.color(at: u)
        return [color.red, color.green, color.blue, color.alpha]
      }
    case .affine:
      let interpolation = AffineTransformInterpolation(
        from: try AffineTransform(elements: start), to: try AffineTransform(elements: end))
      return Sampler(width: 6) { interpolation.transform(at: $0).elements }
    case .transform3d:
      let interpolation = Transform3DInterpolation(
        from: try Transform3D(elements: start), to: try Transform3D(elements: end),
        path: (path ?? .shortest).value)
      return Sampler(width: 16) { interpolation.transform(at: $0).elements }
    }
  }

  private func describeOptions() -> String {
    switch kind {
    case .color: return " (\((space ?? .srgb).rawValue), \((alpha ?? .premultiplied).rawValue) alpha)"
    case .transform3d: return " (\((path ?? .shortest).rawValue) rotation path)"
    case .vector, .affine: return ""
    }
  }
}
