import ArgumentParser
import Foundation
import Kinetics

/// `curves timing`: the CAMediaTiming state of one animation over parent time.
struct TimingCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "timing",
    abstract: "Sample the media timing (CAMediaTiming) state of an animation over parent time.",
    discussion: """
      Columns: t,active,iteration,progress,phase,local,simple,active_time. t is parent time; \
      active is 1 inside the active interval; iteration and progress are empty where the animation \
      shows nothing. phase is 0 before the active interval, 1 inside it, 2 after it (the C API's \
      KN_PHASE_* values); local is the local time (t − begin)·speed + offset (a local time beyond \
      the range of double is an error, status 2); simple is the time within the iteration's duration and active_time the \
      Web Animations active time (0 to the active duration), both empty where the animation shows \
      nothing. The default \
      domain runs from min(0, start − m) to end + m, where [start, end) is the active interval in \
      parent time and m a quarter of its length (an infinite repeat counts as 3 iterations; speed \
      0 shows [min(0, begin), max(0, begin) + duration]).
      """)

  @Option(parsing: .unconditional, help: "Duration of one iteration in local seconds (> 0).")
  var duration: Double

  @Option(parsing: .unconditional, help: "beginTime in parent seconds.")
  var begin: Double = 0

  @Option(parsing: .unconditional, help: "speed (0 pauses, negative plays backwards).")
  var speed: Double = 1

  @Option(parsing: .unconditional, help: "timeOffset in local seconds.")
  var offset: Double = 0

  @Option(name: .customLong("repeat-count"), parsing: .unconditional, help: "repeatCount (fractions allowed; inf repeats forever).")
  var repeatCount: String?

  @Option(name: .customLong("repeat-duration"), parsing: .unconditional, help: "repeatDuration in local seconds (inf repeats forever).")
  var repeatDuration: String?

  @Flag(help: "Play each iteration forwards then backwards.")
  var autoreverses = false

  @Option(help: "removed | forwards | backwards | both")
  var fill: FillChoice = .removed

  enum FillChoice: String, ExpressibleByArgument, CaseIterable {
    case removed, forwards, backwards, both
    var fillMode: FillMode { FillMode(rawValue: rawValue)! }
  }

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func validate() throws {
    if repeatCount != nil, repeatDuration != nil {
      throw ValidationError("--repeat-count and --repeat-duration cannot be used together")
    }
    for (name, value) in [("--duration", duration), ("--begin", begin), ("--speed", speed), ("--offset", offset)]
    where !value.isFinite {
      throw ValidationError("\(name) must be finite, got \(value)")
    }
  }

  /// A repeat value: a finite number ≥ 0, or inf / infinity.
  private func repeatValue(_ text: String?, what: String) throws -> Double {
    guard let text else { return 0 }
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "inf" || trimmed == "infinity" { return .infinity }
    return try parseFiniteNumber(Substring(trimmed), what: what)
  }

  func makeTiming() throws -> MediaTiming {
    try MediaTiming(
      beginTime: begin, duration: duration, speed: speed, timeOffset: offset,
      repeatCount: try repeatValue(repeatCount, what: "--repeat-count"),
      repeatDuration: try repeatValue(repeatDuration, what: "--repeat-duration"),
      autoreverses: autoreverses, fillMode: fill.fillMode)
  }

  /// The default domain described in the discussion.
  static func defaultDomain(of timing: MediaTiming) -> ClosedRange<Double> {
    guard let interval = timing.activeParentInterval else {
      return min(0, timing.beginTime)...(max(0, timing.beginTime) + timing.duration)
    }
    var (start, end) = interval
    if !timing.activeDuration.isFinite {
      let shown = 3 * timing.iterationDuration / abs(timing.speed)
      if timing.speed > 0 { end = start + shown } else { start = end - shown }
    }
    let margin = (end - start) / 4
    return min(0, start - margin)...(end + margin)
  }

  func makeOutput() throws -> CurveOutput {
    let timing = try makeTiming()
    let points = try sampling.points(over: Self.defaultDomain(of: timing), defaultCount: 401)
    let columns = ["t", "active", "iteration", "progress"] + Self.stateColumns
    let table = try Table.cells(columns: columns, rowCount: points.count) { emit in
      for t in points {
        let state = timing.state(atParentTime: t)
        try emit([
          .number(t), .integer(state.isActive ? 1 : 0), state.iteration.map(Cell.integer) ?? .empty,
          state.progress.map(Cell.number) ?? .empty,
        ] + (try Self.stateCells(timing, state, atParentTime: t)))
      }
    }
    return .table(table) {
      Plot.columns(of: table, x: 0, y: [3, 1], title: "media timing", yLabel: "progress / active")
    }
  }
}
