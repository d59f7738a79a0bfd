import ArgumentParser
import Kinetics

/// `curves interactive-transition`: replays a UIPercentDrivenInteractiveTransition's events and
/// samples its progress (docs/interactive-transitions.md).
struct InteractiveTransitionCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "interactive-transition",
    abstract: "Play a UIPercentDrivenInteractiveTransition (update, pause, finish, cancel).",
    discussion: """
      Columns: t,progress,velocity,phase. progress is percentComplete (0 at the start of the \
      transition, 1 at its end); velocity its derivative per second (0 while interactive); phase \
      0 interactive, 1 finishing, 2 cancelling, 3 finished, 4 cancelled. Events come from \
      --event (repeated, in order: T:update:P, T:pause, T:finish, T:cancel) or from \
      --events-file, a JSON array of {"time": T, "action": "update", "percent": P} objects. The \
      completion after finish or cancel runs remaining · duration / completion-speed seconds with \
      the completion curve, fresh from the current progress. The default domain runs from 0 (or \
      the first event, if earlier) to the end of the completion that ends the transition (or the \
      last event plus the duration). The \
      SVG marks each event and the hand-over (start and end of each completion).
      """)

  @Option(parsing: .unconditional, help: "The transition's duration in seconds (> 0).")
  var duration: Double
  @Option(name: .customLong("completion-speed"), parsing: .unconditional, help: "completionSpeed (> 0).")
  var completionSpeed: Double = 1
  @Option(name: .customLong("completion-curve"), help: "completionCurve: easeInOut, easeIn, easeOut, linear.")
  var completionCurve: String = "easeInOut"
  @Option(name: .customLong("event"), parsing: .unconditionalSingleValue, help: ArgumentHelp("One event, in order (repeat the option).", valueName: "T:update:P|T:pause|T:finish|T:cancel"))
  var events: [String] = []
  @Option(name: .customLong("events-file"), help: ArgumentHelp("A JSON array of events instead of --event.", valueName: "FILE"))
  var eventsFile: String?

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func makeTransition() throws -> InteractiveTransition {
    guard let curve = InteractiveTransition.CompletionCurve(rawValue: completionCurve) else {
      throw InputError(
        "--completion-curve: '\(completionCurve)' is not one of easeInOut, easeIn, easeOut, linear")
    }
    let list: [InteractiveTransition.Event]
    switch (events.isEmpty, eventsFile) {
    case (false, nil): list = try events.map(InteractiveTransitionEventArgument.parse)
    case (true, let path?): list = try InteractiveTransitionEventArgument.events(fromFile: path)
    case (true, nil): throw InputError("give the events with --event or --events-file")
    case (false, _?): throw InputError("--event and --events-file cannot be combined")
    }
    return try InteractiveTransition(
      duration: duration, completionSpeed: completionSpeed, completionCurve: curve, events: list)
  }

  func makeOutput() throws -> CurveOutput {
    let transition = try makeTransition()
    let start = min(0, transition.events.first?.time ?? 0)
    let end =
      transition.finalCompletion?.endTime ?? ((transition.events.last?.time ?? 0) + duration)
    let points = try sampling.points(over: start...max(end, start + duration / 100), defaultCount: 401)
    let phases: [InteractiveTransition.Phase] = [
      .interactive, .finishing, .cancelling, .finished, .cancelled,
    ]
    let table = try Table(columns: ["t", "progress", "velocity", "phase"], rowCount: points.count) {
      emit in
      for t in points {
        let phase = Double(phases.firstIndex(of: transition.phase(at: t)) ?? 0)
        try emit([t, transition.progress(at: t), transition.velocity(at: t), phase])
      }
    }
    return .table(table) {
      var plot = Plot.columns(
        of: table, x: 0, y: [1], title: "interactive transition", yLabel: "progress")
      plot.series.append(
        Plot.Series(
          name: "events",
          points: transition.events.map { ($0.time, transition.progress(at: $0.time)) },
          style: .markers))
      let handOvers = transition.completions.flatMap { completion in
        [completion.startTime, completion.interruptedAt ?? completion.endTime]
      }
      plot.series.append(
        Plot.Series(
          name: "hand-over", points: handOvers.map { ($0, transition.progress(at: $0)) },
          style: .markers))
      return plot
    }
  }
}
