import ArgumentParser
import Kinetics

/// `curves keyframes`: samples a keyframe track (CAKeyframeAnimation) over u ∈ [0, 1].
struct KeyframesCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "keyframes",
    abstract: "Sample a keyframe track (CAKeyframeAnimation) over u in [0, 1].",
    discussion: """
      Columns: u,value0,value1,… (one column per component). Values are separated by semicolons and \
      their components by spaces or commas: --values "0 0; 100 0; 100 100". Timing functions are \
      named (linear, easeIn, easeOut, easeInEaseOut, default) or four numbers x1 y1 x2 y2. \
      --value-type color takes colors (#rrggbb, #rrggbbaa or r g b [a]; columns u,red,green,blue,alpha; \
      --space, --alpha) and --value-type transform3d 16 numbers m11 … m44 or CSS transform text \
      ("rotate(0); rotate(90deg) scale(2)") per value (columns u,m11,…,m44; --path); both interpolate by CSS rules in linear and discrete modes. \
      --value-function rotateZ (or another CAValueFunction) turns number values into transforms.
      """)

  /// The calculation modes under their command-line names.
  enum Mode: String, ExpressibleByArgument, CaseIterable {
    case linear, discrete, paced, cubic
    case cubicPaced = "cubic-paced"

    var calculationMode: KeyframeCalculationMode {
      switch self {
      case .linear: return .linear
      case .discrete: return .discrete
      case .paced: return .paced
      case .cubic: return .cubic
      case .cubicPaced: return .cubicPaced
      }
    }
  }

  enum EndTangents: String, ExpressibleByArgument, CaseIterable {
    case extrapolated
    case repeatedEndpoint = "repeated-endpoint"
    case zero
  }

  enum ContinuitySign: String, ExpressibleByArgument, CaseIterable {
    case apple
    case kochanekBartels = "kochanek-bartels"
  }

  enum PacedTiming: String, ExpressibleByArgument, CaseIterable {
    case applies, ignores
  }

  enum CubicPacing: String, ExpressibleByArgument, CaseIterable {
    case chordLength = "chord-length"
    case arcLength = "arc-length"
  }

  @Option(parsing: .unconditional, help: ArgumentHelp("The keyframe values, e.g. \"0 0; 100 0; 100 100\".", valueName: "values"))
  var values: String

  @Option(name: .customLong("key-times"), parsing: .unconditional, help: ArgumentHelp("Key times, e.g. 0,0.3,1 (one more than values in discrete mode).", valueName: "list"))
  var keyTimes: String?

  @Option(help: "linear | discrete | paced | cubic | cubic-paced")
  var mode: Mode = .linear

  @Option(name: .customLong("timing-function"), parsing: .unconditional, help: ArgumentHelp("The animation-level timing function, applied first.", valueName: "curve"))
  var timingFunction: String?

  @Option(name: .customLong("timing-functions"), parsing: .unconditional, help: ArgumentHelp("One timing function per segment, e.g. \"easeIn; 0.1 0.2 0.3 1\".", valueName: "curves"))
  var timingFunctions: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Tension per keyframe (cubic modes).", valueName: "list"))
  var tension: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Continuity per keyframe (cubic modes).", valueName: "list"))
  var continuity: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Bias per keyframe (cubic modes).", valueName: "list"))
  var bias: String?

  @Option(name: .customLong("end-tangents"), help: "Cubic end tangents: extrapolated (default) | repeated-endpoint | zero")
  var endTangents: EndTangents = .extrapolated

  @Option(name: .customLong("continuity-sign"), help: "apple (default: positive is sharper) | kochanek-bartels")
  var continuitySign: ContinuitySign = .apple

  @Option(name: .customLong("paced-timing"), help: "Whether paced modes apply --timing-function: applies (default) | ignores")
  var pacedTiming: PacedTiming = .applies

  @Option(name: .customLong("cubic-pacing"), help: "How cubic-paced mode paces: chord-length (default) | arc-length")
  var cubicPacing: CubicPacing = .chordLength

  /// What the values are.
  enum ValueType: String, ExpressibleByArgument, CaseIterable {
    case number, color, transform3d
  }

  @Option(name: .customLong("value-type"), help: "number (default: vectors of numbers) | color | transform3d")
  var valueType: ValueType = .number

  @Option(help: "Colors only: the interpolation space (default srgb).")
  var space: ColorSpaceArgument?

  @Option(help: "Colors only: how alpha takes part (default premultiplied).")
  var alpha: AlphaModeArgument?

  @Option(help: "3-D transforms only: the rotation path (default shortest).")
  var path: RotationPathArgument?

  @Option(
    name: .customLong("value-function"),
    help: ArgumentHelp(
      "Number values only: a CAValueFunction (rotateX|rotateY|rotateZ|scale|scaleX|scaleY|scaleZ|translate|translateX|translateY|translateZ) that turns each value (1 number, or 3 for scale and translate) into a 3-D transform.",
      valueName: "name"))
  var valueFunction: String?

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  /// The options shared by every value type.
  private var trackOptions: KeyframeTrackOptions {
    KeyframeTrackOptions(
      endTangents: endTangents == .extrapolated ? .extrapolated : endTangents == .zero ? .zero : .repeatedEndpoint,
      continuitySign: continuitySign == .apple ? .appleDocumentation : .kochanekBartels,
      pacedTiming: pacedTiming == .applies ? .appliesAnimationTimingFunction : .ignoresAnimationTimingFunction,
      cubicPacing: cubicPacing == .chordLength ? .chordLength : .arcLength)
  }

  /// The `[Double]` track of the number values.
  func makeTrack() throws -> KeyframeTrack {
    try makeTypedTrack(try KeyframeArgumentParsing.values(values), interpolation: ()).keyframeTrack
  }

  /// A typed track of `values` with this command's timing and options.
  func makeTypedTrack<Value: AnimatableValue>(
    _ values: [Value], interpolation: Value.InterpolationOptions
  ) throws -> TypedKeyframeTrack<Value> {
    try TypedKeyframeTrack(
      values: values,
      keyTimes: try keyTimes.map { try parseNumberList($0, what: "--key-times") },
      calculationMode: mode.calculationMode,
      timingFunction: try timingFunction.map { try KeyframeArgumentParsing.timingFunction(Substring($0), what: "--timing-function") },
      timingFunctions: try timingFunctions.map(KeyframeArgumentParsing.timingFunctions),
      tension: try tension.map { try parseNumberList($0, what: "--tension") },
      continuity: try continuity.map { try parseNumberList($0, what: "--continuity") },
      bias: try bias.map { try parseNumberList($0, what: "--bias") },
      options: trackOptions, interpolation: interpolation)
  }

  func validate() throws {
    if valueType != .color, space != nil || alpha != nil {
      throw ValidationError("--space and --alpha apply only to --value-type color")
    }
    if valueType != .transform3d, path != nil {
      throw ValidationError("--path applies only to --value-type transform3d")
    }
    if valueType != .number, valueFunction != nil {
      throw ValidationError("--value-function applies only to --value-type number")
    }
  }

  /// The table's columns after u and the function from u to their values.
  private func sampler() throws -> (columns: [String], value: (Double) throws -> [Double]) {
    let matrixColumns = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
    switch valueType {
    case .color:
      let track = try makeTypedTrack(
        try KeyframeArgumentParsing.colors(values),
        interpolation: ColorInterpolationOptions(space: (space ?? .srgb).value, alphaMode: (alpha ?? .premultiplied).value))
      return (["red", "green", "blue", "alpha"], { u in
        let color = track.value(at: u)
        return [color.red, color.green, color.blue, color.alpha]
      })
    case .transform3d:
      let track = try makeTypedTrack(try KeyframeArgumentParsing.transforms(values), interpolation: (path ?? .shortest).value)
      return (matrixColumns, { track.value(at: $0).elements })
    case .number:
      let track = try makeTrack()
      guard let name = valueFunction else {
        return ((0..<track.dimension).map { "value\($0)" }, { track.value(at: $0) })
      }
      let function = try ValueFunction(name: name)
      guard track.dimension == function.inputCount else {
        throw InputError("--value-function \(name) takes \(function.inputCount) number(s) per value, the values have \(track.dimension)")
      }
      return (matrixColumns, { try function.transform(values: track.value(at: $0)).elements })
    }
  }

  func makeOutput() throws -> CurveOutput {
    let (names, value) = try sampler()
    let points = try sampling.points(over: 0...1)
    let table = try Table(columns: ["u"] + names, rowCount: points.count) { emit in
      for u in points { try emit([u] + value(u)) }
    }
    let kind = valueType == .number ? (valueFunction.map { ", \($0)" } ?? "") : ", \(valueType.rawValue)"
    return .table(table) {
      Plot.columns(of: table, x: 0, y: Array(1...names.count), title: "keyframes (\(mode.rawValue)\(kind))")
    }
  }
}
