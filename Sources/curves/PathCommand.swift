import ArgumentParser
import Foundation
import Kinetics

/// `curves path`: samples a path given as SVG path data (docs/curves.md), with Core Animation's
/// keyframe timing or paced (constant-speed) timing, or prints its arc length.
struct PathCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "path",
    abstract: "Sample an SVG path with keyframe or paced timing, or print its arc length.",
    discussion: """
      Columns: u,x,y,angle. u in [0,1] is the time fraction: without --paced each path element \
      (line, curve, arc, close; not a move) gets equal time and its own parameter runs linearly, \
      as Core Animation does; with --paced, u is the arc-length fraction. angle is the tangent \
      direction in radians (plus pi with --rotation auto-reverse). --length prints the total arc \
      length. --format svg draws the path (y pointing down, as in SVG) with the sample points; \
      --compare-paced adds the other timing's samples to the plot. --trim a,b prints the part \
      of the path between the arc-length fractions a <= b (CAShapeLayer strokeStart and \
      strokeEnd) as one line of SVG path data with absolute commands; --trim-offset moves the \
      window along the path, wrapping past the end (Lottie's trim offset, in turns); with \
      --length it prints the trimmed length, with --format svg it draws the whole path faint \
      and the trimmed part strong. --trim-animate start=…, end=…, offset=… animates the \
      fractions (one value holds, two are from,to, more are keyframes) with --trim-duration, \
      --trim-begin, --trim-timing, --trim-repeat-count, --trim-autoreverses: at one --at time it \
      prints the trimmed path data (or --length), at several a table t,start,end,offset,length \
      whose SVG overlays the trimmed path of each time.
      """)

  @Option(
    name: .customLong("d"), parsing: .unconditional,
    help: ArgumentHelp(
      "SVG path data, e.g. \"M 0 0 C 30 90 70 -40 100 20\"; @FILE reads it from a file, - from standard input (at most 128 KiB).",
      valueName: "path-data"))
  var data: String

  @Flag(help: "Paced timing: u is the fraction of arc length (calculationMode paced).")
  var paced = false

  @Flag(help: "Print the total arc length (one number) instead of samples.")
  var length = false

  @Option(help: "Tangent angle convention: auto (default) or auto-reverse (plus pi).")
  var rotation: RotationOption = .auto

  @Flag(help: "In the SVG plot, also mark the samples of the other timing (keyframe vs paced).")
  var comparePaced = false

  @Option(help: ArgumentHelp("Trim to the arc-length fractions a,b (0 <= a <= b <= 1) and print the SVG path data.", valueName: "a,b"))
  var trim: String?

  @Option(parsing: .unconditional, help: "With --trim: move the window along the path by this fraction of its length (wraps).")
  var trimOffset: Double?

  @Option(help: "With --trim: whole-length (default; fractions of the whole path, as CAShapeLayer) or each-subpath (every subpath trimmed by its own length).")
  var trimMode: TrimModeOption?

  @OptionGroup var trimAnimation: TrimAnimationOptions
  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  enum RotationOption: String, ExpressibleByArgument, CaseIterable {
    case auto
    case autoReverse = "auto-reverse"

    var mode: PathRotationMode { self == .auto ? .auto : .autoReverse }
  }

  enum TrimModeOption: String, ExpressibleByArgument, CaseIterable {
    case wholeLength = "whole-length"
    case eachSubpath = "each-subpath"

    var mode: PathTrimMode { self == .wholeLength ? .wholeLength : .eachSubpath }
  }

  func makeOutput() throws -> CurveOutput {
    let text = try PathDataSource.read(data)
    let path: AnimationPath
    do {
      path = try AnimationPath(svgPathData: text)
    } catch {
      throw InputError("--d: \(error)")
    }
    // SVG allows empty path data (it draws nothing), but there is no point to sample on it.
    guard !path.elements.isEmpty else { throw InputError("--d: the path data is empty: there is nothing to sample") }
    let measured = try path.measured()
    if !trimAnimation.channels.isEmpty {
      if trim != nil || trimOffset != nil { throw InputError("--trim-animate replaces --trim and --trim-offset (use offset=…)") }
      return try trimAnimation.output(
        of: measured, mode: (trimMode ?? .wholeLength).mode, sampling: sampling, length: length, title: "path \(text)")
    }
    if trimAnimation.isUsed { throw InputError("--trim-duration, --trim-begin, --trim-repeat-count, --trim-autoreverses, --trim-timing and --trim-crossing need --trim-animate") }
    if let trim { return try trimmedOutput(of: measured, window: trim, title: "path \(text)") }
    if trimOffset != nil || trimMode != nil { throw InputError("--trim-offset and --trim-mode need --trim") }
    if length { return .number(name: "length", value: measured.length) }
    let fractions = try sampling.points(over: 0...1)
    let (paced, rotation) = (self.paced, self.rotation)
    let table = try Table(columns: ["u", "x", "y", "angle"], rowCount: fractions.count) { emit in
      for u in fractions {
        let location = paced ? measured.location(atPacedFraction: u) : measured.location(atKeyframeFraction: u)
        let point = measured.point(at: location)
        let angle = measured.tangentAngle(at: location, rotationMode: rotation.mode)
        try emit([u, point.x, point.y, angle])
      }
    }
    let title = "path \(text)"
    return .table(table) { plot(of: measured, table: table, fractions: fractions, title: title) }
  }

  /// `--trim`: the trimmed path's SVG path data (or its length), and the plot of the whole path
  /// faint under the trimmed part.
  private func trimmedOutput(of measured: MeasuredPath, window: String, title: String) throws -> CurveOutput {
    let bounds = window.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard bounds.count == 2, let start = bounds[0], let end = bounds[1] else {
      throw InputError("--trim: expected two numbers a,b, got '\(window)'")
    }
    let trimmed: AnimationPath
    let trimmedMeasured: MeasuredPath
    do {
      trimmed = try measured.trimmed(from: start, to: end, offset: trimOffset ?? 0, mode: (trimMode ?? .wholeLength).mode)
      trimmedMeasured = try trimmed.measured()
    } catch {
      throw InputError("--trim: \(error)")
    }
    if length { return .number(name: "length", value: trimmedMeasured.length) }
    return .text(name: "d", value: trimmed.svgPathData) {
      var plot = Plot(
        title: title + " trimmed to \(window)", xLabel: "x", yLabel: "y",
        series: [
          Plot.Series(name: "path", points: Self.outline(of: measured), style: .line, faint: true),
          Plot.Series(name: "trimmed", points: Self.outline(of: trimmedMeasured), style: .line),
        ])
      plot.equalAspect = true
      plot.yAxisPointsDown = true
      return plot
    }
  }

  /// The path drawn from 64 points per element, with a gap between subpaths.
  static func outline(of measured: MeasuredPath) -> [Plot.Point] {
    var outline: [Plot.Point] = []
    var keyframe = 0
    var afterMove = false
    for element in measured.path.elements {
      if case .move = element {
        afterMove = true
        continue
      }
      if afterMove && !outline.isEmpty { outline.append(nil) }
      afterMove = false
      for step in 0...64 {
        let point = measured.point(at: PathLocation(keyframe: keyframe, parameter: Double(step) / 64))
        outline.append((point.x, point.y))
      }
      keyframe += 1
    }
    return outline
  }

  /// The path drawn from 64 points per element (a gap between subpaths), then the samples.
  private func plot(of measured: MeasuredPath, table: Table, fractions: SamplePoints, title: String) -> Plot {
    let outline = Self.outline(of: measured)
    let timing = paced ? "paced" : "keyframe timing"
    var plot = Plot(
      title: title, xLabel: "x", yLabel: "y", series: [Plot.Series(name: "path", points: outline, style: .line)])
    plot.appendStreamed(Plot.Series(name: "samples (\(timing))", style: .markers)) { body in
      try table.forEachRow { row in try body((row[1].doubleValue!, row[2].doubleValue!)) }
    }
    if comparePaced {
      let paced = self.paced
      plot.appendStreamed(Plot.Series(name: "samples (\(paced ? "keyframe timing" : "paced"))", style: .markers)) {
        body in
        for u in fractions {
          let point = paced ? measured.point(atKeyframeFraction: u) : measured.point(atPacedFraction: u)
          try body((point.x, point.y))
        }
      }
    }
    plot.equalAspect = true
    plot.yAxisPointsDown = true
    return plot
  }
}
