import ArgumentParser
import Kinetics

/// `curves animator`: plays a scripted UIViewPropertyAnimator scenario and samples its progress.
struct AnimatorCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "animator",
    abstract: "Play a UIViewPropertyAnimator scenario (start, pause, scrub, reverse, continue).",
    discussion: """
      Columns: t,fraction,velocity. fraction is the progress shown (the fraction of the change, 0 \
      at the start value and 1 at the end); velocity is its derivative in fractions per second (0 \
      while paused). The animator starts at --start-at; --pause-at pauses it, --scrub sets \
      fractionComplete at the pause time, --reverse-at sets isReversed (toggles it), and \
      --continue-at (default: the pause time when a continue timing is given) calls \
      continueAnimation with the --continue-… timing (none: keep the curve) and --duration-factor. \
      Events at the same time apply in that order. The default domain runs from --start-at to the \
      completion (or the last event plus the duration if it never completes).
      """)

  @Option(parsing: .unconditional, help: "The animator's duration in seconds (> 0).")
  var duration: Double

  @Option(help: "Named timing curve: linear, easeIn, easeOut, easeInEaseOut, default.")
  var curve: String?
  @Option(name: .customLong("control-points"), parsing: .unconditional, help: ArgumentHelp("UICubicTimingParameters control points.", valueName: "x1,y1,x2,y2"))
  var controlPoints: String?
  @Option(parsing: .unconditional, help: ArgumentHelp("UISpringTimingParameters(dampingRatio:initialVelocity:).", valueName: "Z,V"))
  var spring: String?
  @Option(name: .customLong("spring-physical"), parsing: .unconditional, help: ArgumentHelp("UISpringTimingParameters(mass:stiffness:damping:initialVelocity:); the duration is then ignored.", valueName: "M,K,C,V"))
  var springPhysical: String?

  @Flag(inversion: .prefixedNo, help: "scrubsLinearly (default on).")
  var scrubsLinearly = true
  @Flag(name: .customLong("pauses-on-completion"), help: "pausesOnCompletion.")
  var pausesOnCompletion = false

  @Option(name: .customLong("start-at"), parsing: .unconditional, help: "Time of startAnimation (default 0).")
  var startAt: Double = 0
  @Option(name: .customLong("pause-at"), parsing: .unconditional, help: "Time of pauseAnimation.")
  var pauseAt: Double?
  @Option(parsing: .unconditional, help: "fractionComplete set at the pause time (needs --pause-at).")
  var scrub: Double?
  @Option(name: .customLong("reverse-at"), parsing: .unconditional, help: "Time at which isReversed toggles.")
  var reverseAt: Double?
  @Option(name: .customLong("continue-at"), parsing: .unconditional, help: "Time of continueAnimation.")
  var continueAt: Double?
  @Option(name: .customLong("continue-curve"), help: "Named curve for the continuation.")
  var continueCurve: String?
  @Option(name: .customLong("continue-control-points"), parsing: .unconditional, help: ArgumentHelp("Control points for the continuation (y1 is replaced to keep the velocity).", valueName: "x1,y1,x2,y2"))
  var continueControlPoints: String?
  @Option(name: .customLong("continue-spring"), parsing: .unconditional, help: ArgumentHelp("Spring for the continuation (its velocity is replaced to keep the velocity).", valueName: "Z,V"))
  var continueSpring: String?
  @Option(name: .customLong("continue-spring-physical"), parsing: .unconditional, help: ArgumentHelp("Physical spring for the continuation.", valueName: "M,K,C,V"))
  var continueSpringPhysical: String?
  @Option(name: .customLong("duration-factor"), parsing: .unconditional, help: "continueAnimation's durationFactor (>= 0; 0: the time left).")
  var durationFactor: Double = 0

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    for (name, value) in [("--duration", duration), ("--start-at", startAt), ("--duration-factor", durationFactor)]
    where !value.isFinite {
      throw ValidationError("\(name) must be finite, got \(value)")
    }
    for (name, value) in [("--pause-at", pauseAt), ("--scrub", scrub), ("--reverse-at", reverseAt), ("--continue-at", continueAt)]
    where value.map({ !$0.isFinite }) ?? false {
      throw ValidationError("\(name) must be finite, got \(value!)")
    }
    if scrub != nil, pauseAt == nil { throw ValidationError("--scrub needs --pause-at") }
  }

  /// The animator's timing: the one given, else easeInEaseOut (UICubicTimingParameters' default).
  func timing() throws -> AnimatorTimingParameters {
    try AnimatorTimingArgument.choose([
      ("--curve", curve, AnimatorTimingArgument.named),
      ("--control-points", controlPoints, AnimatorTimingArgument.controlPoints),
      ("--spring", spring, AnimatorTimingArgument.spring),
      ("--spring-physical", springPhysical, AnimatorTimingArgument.physicalSpring),
    ]) ?? .cubic(.easeInEaseOut)
  }

  func continuationTiming() throws -> AnimatorTimingParameters? {
    try AnimatorTimingArgument.choose([
      ("--continue-curve", continueCurve, AnimatorTimingArgument.named),
      ("--continue-control-points", continueControlPoints, AnimatorTimingArgument.controlPoints),
      ("--continue-spring", continueSpring, AnimatorTimingArgument.spring),
      ("--continue-spring-physical", continueSpringPhysical, AnimatorTimingArgument.physicalSpring),
    ])
  }

  func makeOutput() throws -> CurveOutput {
    let script = try AnimatorScript(command: self)
    let points = try sampling.points(over: script.domain, defaultCount: 401)
    let table = try Table(columns: ["t", "fraction", "velocity"], rowCount: points.count) { emit in
      for t in points {
        let animator = script.animator(at: t)
        try emit([t, animator.progress(at: t), animator.velocity(at: t)])
      }
    }
    return .table(table) {
      Plot.columns(of: table, x: 0, y: [1, 2], title: "property animator", yLabel: "fraction / velocity")
    }
  }
}
