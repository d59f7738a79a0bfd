import ArgumentParser
import Kinetics

/// `curves bezier`: samples a cubic-Bézier timing curve (docs/curves.md), columns x,y over [0, 1].
struct BezierCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "bezier",
    abstract: "Sample a cubic-Bézier timing curve: columns x,y over [0, 1].",
    discussion: """
      Give the control points as four numbers X1 Y1 X2 Y2 (X1 and X2 in [0, 1]; negative Y values \
      work as they are, e.g. `curves bezier 0.5 -0.5 0.5 1.5`), or a named curve with --named: \
      linear, easeIn, easeOut, easeInEaseOut, default (or the CSS keywords ease, ease-in, ease-out, \
      ease-in-out). --named may be repeated, or be `all`, to sample several curves at once: the \
      columns are then x and one column per curve, named after it. Inputs outside [0, 1] (with --at) \
      continue along the curve's tangent at the nearer end, as the browsers do (and stay at 0 or \
      1 where that tangent is vertical).
      """)

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The control points X1 Y1 X2 Y2.", valueName: "control-point"))
  var controlPoints: [String] = []

  @Option(
    help: ArgumentHelp(
      "A named curve (linear, easeIn, easeOut, easeInEaseOut, default, or the CSS keywords); repeat it, or use `all`, for several.",
      valueName: "name"))
  var named: [String] = []

  @Flag(help: "Add a slope column (dy/dx; one per curve, named 'slope NAME', with several curves).")
  var slope = false

  @Flag(help: "Print the progress range over x in [0, 1] instead of samples: columns min,max, one row per curve.")
  var range = false

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func makeOutput() throws -> CurveOutput {
    let curves = try selectedCurves()
    if range { return try rangeOutput(curves) }
    let xs = try sampling.points(over: 0...1)
    if slope { return try slopeOutput(curves, xs) }
    if curves.count == 1 {
      let (title, curve) = curves[0]
      return try .timingFunctions(["y"], at: xs, title: title, yLabel: "y (progress)") { [$0, curve.progress(at: $0)] }
    }
    return try .timingFunctions(curves.map(\.name), at: xs, title: "Cubic-Bézier timing curves", yLabel: "y (progress)") {
      x in [x] + curves.map { $0.curve.progress(at: x) }
    }
  }

  /// The curves asked for, each with the name it is shown under.
  func selectedCurves() throws -> [(name: String, curve: CubicBezierTimingCurve)] {
    if !named.isEmpty {
      guard controlPoints.isEmpty else {
        throw InputError(
          "bezier: give either --named or the four control points X1 Y1 X2 Y2, not both")
      }
      return try named.flatMap { name -> [(name: String, curve: CubicBezierTimingCurve)] in
        if name == "all" { return NamedBezierCurves.all }
        guard let curve = NamedBezierCurves.curve(named: name) else {
          throw InputError(
            "--named: unknown curve '\(name)' (known: \(NamedBezierCurves.all.map(\.name).joined(separator: ", ")), all, or the CSS keywords)"
          )
        }
        return [curve]
      }
    }
    guard controlPoints.count == 4 else {
      throw InputError(
        "bezier: expected the four control points X1 Y1 X2 Y2 or --named NAME, got \(controlPoints.count) value(s)\(controlPoints.isEmpty ? "" : ": " + controlPoints.joined(separator: " "))"
      )
    }
    let names = ["X1", "Y1", "X2", "Y2"]
    let values = try zip(names, controlPoints).map {
      try parseFiniteNumber(Substring($1), what: $0)
    }
    let curve = try CubicBezierTimingCurve(
      x1: values[0], y1: values[1], x2: values[2], y2: values[3])
    let title = "cubic-bezier(\(controlPoints.joined(separator: ", ")))"
    return [(title, curve)]
  }
}

/// The named curves of Core Animation and CSS, under both spellings.
enum NamedBezierCurves {
  static let all: [(name: String, curve: CubicBezierTimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  /// CSS keywords for the same curves (CSS Easing Functions Level 1, §2.2).
  static let cssKeywords: [String: String] = [
    "ease": "default", "ease-in": "easeIn", "ease-out": "easeOut", "ease-in-out": "easeInEaseOut",
  ]

  static func curve(named name: String) -> (name: String, curve: CubicBezierTimingCurve)? {
    let canonical = cssKeywords[name] ?? name
    return all.first { $0.name == canonical }
  }
}
