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
      named (linear, easeIn, easeOut, easeInEaseOut, default) or four numbers x1 y1 x2 y2.
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

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func makeTrack() throws -> KeyframeTrack {
    let options = KeyframeTrackOptions(
      endTangents: endTangents == .extrapolated ? .extrapolated : endTangents == .zero ? .zero : .repeatedEndpoint,
      continuitySign: continuitySign == .apple ? .appleDocumentation : .kochanekBartels,
      pacedTiming: pacedTiming == .applies ? .appliesAnimationTimingFunction : .ignoresAnimationTimingFunction,
      cubicPacing: cubicPacing == .chordLength ? .chordLength : .arcLength)
    return try KeyframeTrack(
      values: try KeyframeArgumentParsing.values(values),
      keyTimes: try keyTimes.map { try parseNumberList($0, what: "--key-times") },
      calculationMode: mode.calculationMode,
      timingFunction: try timingFunction.map { try KeyframeArgumentParsing.timingFunction(Substring($0), what: "--timing-function") },
      timingFunctions: try timingFunctions.map(KeyframeArgumentParsing.timingFunctions),
      tension: try tension.map { try parseNumberList($0, what: "--tension") },
      continuity: try continuity.map { try parseNumberList($0, what: "--continuity") },
      bias: try bias.map { try parseNumberList($0, what: "--bias") },
      options: options)
  }

  func makeOutput() throws -> CurveOutput {
    let track = try makeTrack()
    let points = try sampling.points(over: 0...1)
    let columns = ["u"] + (0..<track.dimension).map { "value\($0)" }
    let table = try Table(columns: columns, rowCount: points.count) { emit in
      for u in points { try emit([u] + track.value(at: u)) }
    }
    return .table(table) {
      Plot.columns(of: table, x: 0, y: Array(1...track.dimension), title: "keyframes (\(mode.rawValue))")
    }
  }
}
