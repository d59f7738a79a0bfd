import ArgumentParser
import Kinetics

/// `curves path --trim-animate …`: animated strokeStart, strokeEnd and trim offset
/// (`StrokeTrimAnimation`, docs/paths.md), sampled at parent times.
struct TrimAnimationOptions: ParsableArguments {
  @Option(
    name: .customLong("trim-animate"),
    help: ArgumentHelp(
      "start=V[,V...] | end=... | offset=...: one value holds the fraction, two animate it from,to (a basic animation), three or more are evenly spaced linear keyframes. Repeat for each fraction; the others keep start 0, end 1, offset 0.",
      valueName: "fraction=values"))
  var channels: [String] = []

  @Option(name: .customLong("trim-duration"), parsing: .unconditional, help: "With --trim-animate: the animation's duration in seconds (> 0).")
  var duration: Double = 1

  @Option(name: .customLong("trim-begin"), parsing: .unconditional, help: "With --trim-animate: beginTime in parent seconds.")
  var begin: Double = 0

  @Option(name: .customLong("trim-repeat-count"), parsing: .unconditional, help: "With --trim-animate: repeatCount (0: once).")
  var repeatCount: Double = 0

  @Flag(name: .customLong("trim-autoreverses"), help: "With --trim-animate: each iteration plays forwards then backwards.")
  var autoreverses = false

  @Option(
    name: .customLong("trim-timing"), parsing: .unconditional,
    help: ArgumentHelp("With --trim-animate: timing function, linear (default), easeIn, easeOut, easeInEaseOut, default, or \"x1 y1 x2 y2\".", valueName: "curve"))
  var timing: String?

  @Option(name: .customLong("trim-crossing"), help: "With --trim-animate: draws-nothing (default, CAShapeLayer) or swaps (Lottie) when start passes end.")
  var crossing: CrossingOption?

  enum CrossingOption: String, ExpressibleByArgument, CaseIterable {
    case drawsNothing = "draws-nothing"
    case swaps

    var crossing: TrimCrossing { self == .swaps ? .swaps : .drawsNothing }
  }

  /// Whether any option of the group was given.
  var isUsed: Bool {
    !channels.isEmpty || timing != nil || crossing != nil || autoreverses || duration != 1 || begin != 0 || repeatCount != 0
  }

  /// The animation the options describe, over `measured`.
  func animation(of measured: MeasuredPath, mode: PathTrimMode) throws -> StrokeTrimAnimation {
    let timing: MediaTiming
    do {
      timing = try MediaTiming(beginTime: begin, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses)
    } catch {
      throw InputError("--trim-duration/--trim-begin/--trim-repeat-count: \(error)")
    }
    let function = try self.timing.map { try KeyframeArgumentParsing.timingFunction(Substring($0), what: "--trim-timing") }
    var fractions: [String: AnimatedTrimFraction] = [:]
    for channel in channels {
      let parts = channel.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, ["start", "end", "offset"].contains(parts[0]) else {
        throw InputError("--trim-animate: expected start=…, end=… or offset=…, got '\(channel)'")
      }
      let name = String(parts[0])
      guard fractions[name] == nil else { throw InputError("--trim-animate: \(name) is given twice") }
      let values = try parseNumberList(String(parts[1]), what: "--trim-animate \(name)")
      do {
        switch values.count {
        case 1: fractions[name] = try AnimatedTrimFraction(values[0])
        case 2: fractions[name] = try AnimatedTrimFraction(from: values[0], to: values[1], timing: timing, timingFunction: function)
        default:
          let track = try KeyframeTrack(scalars: values, timingFunction: function)
          fractions[name] = try AnimatedTrimFraction(keyframes: track, timing: timing)
        }
      } catch {
        throw InputError("--trim-animate \(name): \(error)")
      }
    }
    do {
      return try StrokeTrimAnimation(
        path: measured, strokeStart: fractions["start"], strokeEnd: fractions["end"], offset: fractions["offset"],
        mode: mode, crossing: (crossing ?? .drawsNothing).crossing)
    } catch {
      throw InputError("--trim-animate: \(error)")
    }
  }

  /// The output: at one time the trimmed path data (or with `length` its length); at several a
  /// table t,start,end,offset,length whose SVG overlays the trimmed path of every time (at most
  /// 24) on the whole path drawn faint.
  func output(
    of measured: MeasuredPath, mode: PathTrimMode, sampling: SamplingOptions, length: Bool, title: String
  ) throws -> CurveOutput {
    let animation = try animation(of: measured, mode: mode)
    let activeEnd = begin + duration * max(1, repeatCount) * (autoreverses ? 2 : 1)
    let times = try sampling.points(over: min(0, begin)...max(activeEnd, 0), defaultCount: 5)
    func trimmed(at t: Double) throws -> (StrokeTrimWindow, AnimationPath, Double) {
      do {
        let window = try animation.window(atParentTime: t)
        let path = try animation.trimmed(atParentTime: t)
        return (window, path, path.elements.isEmpty ? 0 : try path.measured().length)
      } catch {
        throw InputError("--trim-animate at t = \(t): \(error)")
      }
    }
    if times.count == 1 {
      let (_, path, pathLength) = try trimmed(at: times[0])
      if length { return .number(name: "length", value: pathLength) }
      return .text(name: "d", value: path.svgPathData) {
        try Self.plot(of: measured, times: [times[0]], title: title, trimmed: { try trimmed(at: $0).1 })
      }
    }
    let table = try Table(columns: ["t", "start", "end", "offset", "length"], rowCount: times.count) { emit in
      for t in times {
        let (window, _, pathLength) = try trimmed(at: t)
        try emit([t, window.start, window.end, window.offset, pathLength])
      }
    }
    return .table(table) {
      guard times.count <= 24 else {
        throw InputError("--trim-animate: the SVG overlays at most 24 times, got \(times.count) (use --samples or --at)")
      }
      return try Self.plot(of: measured, times: Array(times), title: title, trimmed: { try trimmed(at: $0).1 })
    }
  }

  /// The whole path faint, and the trimmed path at each time.
  private static func plot(
    of measured: MeasuredPath, times: [Double], title: String, trimmed: (Double) throws -> AnimationPath
  ) throws -> Plot {
    var series = [Plot.Series(name: "path", points: PathCommand.outline(of: measured), style: .line, faint: true)]
    for t in times {
      let path = try trimmed(t)
      let points = path.elements.isEmpty ? [] : PathCommand.outline(of: try path.measured())
      series.append(Plot.Series(name: "t = \(t)", points: points, style: .line))
    }
    var plot = Plot(title: title + " trimmed over time", xLabel: "x", yLabel: "y", series: series)
    plot.equalAspect = true
    plot.yAxisPointsDown = true
    return plot
  }
}
