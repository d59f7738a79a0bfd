import ArgumentParser
import Foundation
import Kinetics

/// `curves transition`: a CATransition's progress and the old and new content's offsets and
/// opacities over time (docs/transitions.md).
struct TransitionCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "transition",
    abstract: "Sample a CATransition: progress and the old and new content's offset and opacity over time.",
    discussion: """
      Columns: t,progress,old_x,old_y,old_opacity,new_x,new_y,new_opacity. t is parent time, \
      sampled from 0 to the duration by default; offsets are in the layer's units, y-down. --fill \
      defaults to forwards so that the last row (t = duration, where the active interval ends) \
      shows the end state; with --fill removed the cells are empty where the transition shows \
      nothing (the layer then shows its new content alone). The geometry of each type is in \
      docs/transitions.md.
      """)

  @Option(help: "fade | moveIn | push | reveal")
  var type: TransitionType = .fade

  @Option(help: "fromRight | fromLeft | fromTop | fromBottom (ignored by fade)")
  var subtype: TransitionSubtype = .fromLeft

  @Option(parsing: .unconditional, help: "The layer's width (finite, >= 0).")
  var width: Double

  @Option(parsing: .unconditional, help: "The layer's height (finite, >= 0).")
  var height: Double

  @Option(parsing: .unconditional, help: "Duration in seconds (> 0; Core Animation's default 0.25).")
  var duration: Double = 0.25

  @Option(parsing: .unconditional, help: "beginTime in parent seconds.")
  var begin: Double = 0

  @Option(name: .customLong("start-progress"), parsing: .unconditional, help: "startProgress in [0, 1].")
  var startProgress: Double = 0

  @Option(name: .customLong("end-progress"), parsing: .unconditional, help: "endProgress in [startProgress, 1].")
  var endProgress: Double = 1

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Timing function: linear (default), easeIn, easeOut, easeInEaseOut, default, or \"x1 y1 x2 y2\".", valueName: "curve"))
  var timing: String?

  @Option(help: "removed | forwards | backwards | both")
  var fill: TimingCommand.FillChoice = .forwards

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func makeTransition() throws -> Transition {
    try Transition(
      type: type, subtype: subtype, startProgress: startProgress, endProgress: endProgress,
      timing: try MediaTiming(beginTime: begin, duration: duration, fillMode: fill.fillMode),
      timingFunction: try timing.map { try KeyframeArgumentParsing.timingFunction(Substring($0), what: "--timing") })
  }

  func makeOutput() throws -> CurveOutput {
    let transition = try makeTransition()
    // Checks the bounds before anything is written.
    _ = try TransitionFrame(type: type, subtype: subtype, progress: 0, width: width, height: height)
    let end = begin + duration
    let points = try sampling.points(over: min(0, begin)...max(end, 0), defaultCount: 101)
    let columns = ["t", "progress", "old_x", "old_y", "old_opacity", "new_x", "new_y", "new_opacity"]
    let (width, height) = (self.width, self.height)
    let table = try Table.cells(columns: columns, rowCount: points.count) { emit in
      for t in points {
        guard let frame = try transition.frame(atParentTime: t, width: width, height: height) else {
          try emit([.number(t)] + Array(repeating: .empty, count: 7))
          continue
        }
        let values = [
          t, frame.progress, frame.old.x, frame.old.y, frame.old.opacity, frame.new.x, frame.new.y, frame.new.opacity,
        ]
        try emit(values.map(Cell.number))
      }
    }
    // A fade's progress is its new opacity: plotting both would hide one line under the other.
    let moving = type == .fade ? [4, 7] : (subtype == .fromLeft || subtype == .fromRight ? [2, 5] : [3, 6])
    return .table(table) {
      Plot.columns(
        of: table, x: 0, y: moving, title: type == .fade ? "fade transition" : "\(type.rawValue) transition \(subtype.rawValue)",
        yLabel: type == .fade ? "opacity (new_opacity = progress)" : "offset (layer units)")
    }
  }
}

extension TransitionType: ExpressibleByArgument {}
extension TransitionSubtype: ExpressibleByArgument {}
