import ArgumentParser
import Kinetics

/// `curves view-transition`: a UIView transition's progress, visible sides, opacities, flip angle
/// and transform, and curl line over time (docs/transitions.md, "UIView transitions").
struct ViewTransitionCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "view-transition",
    abstract: "Sample a UIView transition: progress, visible side, opacities, flip angle and transform, curl line.",
    discussion: """
      Columns: t,progress,from_visible,to_visible,from_opacity,to_opacity,angle,curl_line, then \
      m11..m44 (the visible side's transform about its center, rotation then perspective with \
      m34 = -1/eye-distance; flips only). t is seconds after the call, sampled from 0 to the end \
      of the animation (delay + duration, times the repeats, doubled when autoreversing) by \
      default. Cells that do not apply to the kind are empty. The SVG plots the progress with the \
      opacities (dissolve, flips) or the curl line (curls).
      """)

  @Option(help: "crossDissolve | flipFromLeft | flipFromRight | flipFromTop | flipFromBottom | curlUp | curlDown")
  var kind: ViewTransitionKind = .crossDissolve

  @Option(parsing: .unconditional, help: "Duration in seconds (> 0).")
  var duration: Double = 0.5

  @Option(parsing: .unconditional, help: "Delay in seconds before the transition starts.")
  var delay: Double = 0

  @Option(help: "The options' curve: easeInOut (default), easeIn, easeOut, linear.")
  var curve: CurveChoice = .easeInOut

  @Option(name: .customLong("repeat-count"), parsing: .unconditional, help: "UIView.modifyAnimations repeat count (0: once).")
  var repeatCount: Double = 0

  @Flag(help: "Each repetition plays forwards then backwards.")
  var autoreverses = false

  @Option(name: .customLong("eye-distance"), parsing: .unconditional, help: "The flips' perspective eye distance in points (m34 = -1/d; default 1000).")
  var eyeDistance: Double = ViewTransition.defaultEyeDistance

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  enum CurveChoice: String, ExpressibleByArgument, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    var curve: CubicBezierTimingCurve {
      switch self {
      case .easeInOut: return .easeInEaseOut
      case .easeIn: return .easeIn
      case .easeOut: return .easeOut
      case .linear: return .linear
      }
    }
  }

  func makeOutput() throws -> CurveOutput {
    let timing: UIViewAnimationTiming
    do {
      timing = try UIViewAnimationTiming(duration: duration, delay: delay, repeatCount: repeatCount, autoreverses: autoreverses)
    } catch {
      throw InputError("--duration/--delay/--repeat-count: \(error)")
    }
    let transition = try ViewTransition(kind: kind, timing: timing, curve: curve.curve, eyeDistance: eyeDistance)
    let end = delay + duration * max(1, repeatCount) * (autoreverses ? 2 : 1)
    let points = try sampling.points(over: min(0, delay)...max(end, 0), defaultCount: 101)
    let elements = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]
    let columns = ["t", "progress", "from_visible", "to_visible", "from_opacity", "to_opacity", "angle", "curl_line"] + elements
    let table = try Table.cells(columns: columns, rowCount: points.count) { emit in
      for t in points {
        let frame = transition.frame(at: t)
        var row: [Cell] = [
          .number(t), .number(frame.progress), .integer(frame.fromIsVisible ? 1 : 0), .integer(frame.toIsVisible ? 1 : 0),
          .number(frame.fromOpacity), .number(frame.toOpacity), frame.angle.map(Cell.number) ?? .empty,
          frame.curlLine.map(Cell.number) ?? .empty,
        ]
        if let m = frame.transform {
          row += [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
            .map(Cell.number)
        } else {
          row += Array(repeating: Cell.empty, count: 16)
        }
        try emit(row)
      }
    }
    let shown = kind.isFlip ? [1, 4, 5] : (kind == .crossDissolve ? [1, 4, 5] : [1, 7])
    return .table(table) {
      Plot.columns(of: table, x: 0, y: shown, title: "UIView transition \(kind.rawValue)", yLabel: "progress / opacity")
    }
  }
}

extension ViewTransitionKind: ExpressibleByArgument {}
