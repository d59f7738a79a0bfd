import Foundation
import KineticsTestSupport
import Testing

/// For random finite inputs across the whole range of Double, every subcommand either succeeds
/// with finite numbers only or refuses with status 2 and one line — never NaN or inf with status 0,
/// never a crash (issue 19). Seeded (KINETICS_PROPERTY_SEED overrides the seed), so a failure
/// repeats; the message names the arguments.
@Suite struct FullRangeCommandPropertyTests {
  static let seed = ProcessInfo.processInfo.environment["KINETICS_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 19

  /// The shortest text of a number, as a user would type it.
  static func text(_ value: Double) -> String { "\(value)" }

  /// Argument lists for each subcommand, with numbers drawn from `generator`.
  static func cases(_ generator: inout SplitMix64) -> [[String]] {
    func n() -> String { Self.text(generator.fullRangeDouble()) }
    func unit() -> String { Self.text(abs(generator.fullRangeDouble()).truncatingRemainder(dividingBy: 1)) }
    return [
      ["bezier", unit(), n(), unit(), n(), "--at", "\(n()),\(n()),0.5"],
      ["spring", "--mass", n(), "--stiffness", n(), "--damping", n(), "--from", n(), "--to", n(),
       "--duration", n(), "--samples", "7"],
      ["spring", "--response", n(), "--damping-ratio", n(), "--from", n(), "--to", n(), "--initial-velocity", n(), "--settling"],
      ["timing", "--duration", n(), "--begin", n(), "--speed", n(), "--offset", n(), "--repeat-count", n(), "--samples", "9"],
      ["timing", "--duration", n(), "--begin", n(), "--at", "\(n()),\(n())", "--autoreverses", "--fill", "both"],
      ["interpolate", "--kind", "vector", "--from", "\(n()),\(n())", "--to", "\(n()),\(n())", "--samples", "5"],
      ["interpolate", "--kind", "color", "--space", ["srgb", "linear-srgb", "oklab"][Int(generator.next() % 3)],
       "--from", "\(n()),\(n()),\(n())", "--to", "\(n()),\(n()),\(n()),\(unit())", "--samples", "5"],
      ["interpolate", "--kind", "affine", "--from", (0..<6).map { _ in n() }.joined(separator: ","),
       "--to", (0..<6).map { _ in n() }.joined(separator: ","), "--samples", "5"],
      ["keyframes", "--values", "\(n()); \(n()); \(n())", "--mode", ["linear", "cubic", "paced"][Int(generator.next() % 3)], "--samples", "5"],
      ["path", "--d", "M \(n()) \(n()) C \(n()) \(n()) \(n()) \(n()) \(n()) \(n())", "--samples", "5"],
      ["path", "--d", "M \(n()) \(n()) Q \(n()) \(n()) \(n()) \(n()) L \(n()) \(n()) Z", "--trim", "\(unit()),1",
       "--trim-offset", n()],
      ["animator", "--duration", n(), "--pause-at", n(), "--scrub", unit(), "--samples", "5"],
      ["transition", "--type", ["fade", "moveIn", "push", "reveal"][Int(generator.next() % 4)],
       "--subtype", ["fromRight", "fromLeft", "fromTop", "fromBottom"][Int(generator.next() % 4)],
       "--width", n(), "--height", n(), "--duration", n(), "--begin", n(), "--start-progress", unit(),
       "--samples", "5"],
      ["replicator", "--count", "4", "--delay", n(), "--time", n(), "--translate", "\(n()),\(n()),\(n())",
       "--rotate", n(), "--scale", n()],
      ["easing", "cubic-bezier(\(unit()), \(n()), \(unit()), \(n()))", "--at", "\(unit()),\(n())"],
      ["spline", "--key-times", "\(n()),\(n()),\(n())", "--values", "\(n()); \(n()); \(n())", "--samples", "5"],
      ["coupled-springs", "--masses", "\(n()),\(n())", "--stiffnesses", "\(n()),\(n()),\(n())",
       "--position", "\(n()),\(n())", "--duration", n(), "--samples", "5"],
      ["transaction", "--duration", n(), "--commit-time", n(), "--completion", "--samples", "5", "--script",
       "set opacity \(n()) -> \(n()); begin duration=\(n()) timing=easeIn; set position \(n()),\(n()) -> \(n()),\(n()); commit"],
      ["gradient", "--colors", "#ff0000;#00ff0080;#0000ff", "--type", ["axial", "radial", "conic"][Int(generator.next() % 3)],
       "--start", "\(n()),\(n())", "--end", "\(n()),\(n())", "--from", "\(n()),\(n())", "--to", "\(n()),\(n())",
       "--samples", "5"],
      ["path", "--d", "M \(n()) \(n()) Q \(n()) \(n()) \(n()) \(n()) Z", "--trim-animate", "start=\(unit()),\(n())",
       "--trim-animate", "end=\(n()),\(unit()),\(n())", "--trim-animate", "offset=\(n())", "--trim-duration", n(),
       "--trim-begin", n(), "--samples", "3"],
      ["view-transition", "--kind",
       ["crossDissolve", "flipFromLeft", "flipFromRight", "flipFromTop", "flipFromBottom", "curlUp", "curlDown"][Int(generator.next() % 7)],
       "--duration", n(), "--delay", n(),
       "--repeat-count", n(), "--eye-distance", n(), "--samples", "5"],
      ["interactive-transition", "--duration", n(), "--completion-speed", n(),
       "--completion-curve", ["easeInOut", "easeIn", "easeOut", "linear"][Int(generator.next() % 4)],
       "--event", "\(n()):update:\(unit())", "--event", "\(n()):\(["finish", "cancel"][Int(generator.next() % 2)])",
       "--samples", "5"],
      ["spring", "--duration-bounce", "\(n()),\(n())", "--describe"],
      ["spring", "--mass", n(), "--stiffness", n(), "--damping", n(), "--from", n(), "--to", n(),
       "--initial-velocity", n(), "--settling", "--model", "core-animation"],
      ["spring", "--perceptual-duration", n(), "--bounce", n(), "--from", n(), "--to", n(), "--samples", "5"],
      ["spring", "--uikit-duration", n(), "--damping-ratio", unit(), "--uikit-velocity", n(), "--describe"],
      ["spring", "--mass", n(), "--stiffness", n(), "--damping", n(), "--from", n(), "--to", n(),
       "--method", ["euler", "semi-implicit-euler", "verlet", "rk4"][Int(generator.next() % 4)], "--duration", n(),
       "--step", n(), "--samples", "5"],
    ]
  }

  /// Whether the run succeeded (counted in `accepted`), else a refusal (counted in `refused`):
  /// status 0 or 2, at most one line on standard error.
  static func succeeded(_ result: CurvesProcess.Result, _ context: String, accepted: inout Int, refused: inout Int)
    -> Bool
  {
    #expect(result.status == 0 || result.status == 2, "\(context)")
    #expect(result.standardError.filter(\.isNewline).count <= 1, "\(context)")
    if result.status == 0 { accepted += 1 } else { refused += 1 }
    return result.status == 0
  }

  @Test func everySubcommandGivesFiniteNumbersOrARefusal() throws {
    var generator = SplitMix64(seed: Self.seed)
    var accepted = 0
    var refused = 0
    defer {
      // Both answers occur: the inputs reach valid and invalid cases alike.
      #expect(accepted >= 10 && refused >= 10, "accepted \(accepted), refused \(refused)")
    }
    for _ in 0..<6 {
      for arguments in Self.cases(&generator) {
        let result = try CurvesProcess.run(arguments)
        let context = "\(arguments) (seed \(Self.seed)): status \(result.status), \(result.standardError.prefix(200))"
        guard Self.succeeded(result, context, accepted: &accepted, refused: &refused) else { continue }
        if arguments.contains("--trim") {
          // One line of SVG path data: every number in it is finite.
          for token in result.standardOutput.split(whereSeparator: { " \n".contains($0) }) where Double(token) != nil {
            #expect(Double(token)!.isFinite, "\(context): \(result.standardOutput.prefix(200))")
          }
          #expect(!result.standardOutput.contains("nan") && !result.standardOutput.contains("inf"), "\(context)")
          continue
        }
        for line in result.standardOutput.split(separator: "\n").dropFirst() {
          for field in line.split(separator: ",", omittingEmptySubsequences: false) where !field.isEmpty {
            #expect(Double(field)?.isFinite == true, "\(context): row \(line)")
          }
        }
      }
    }
  }

  /// `fit` of samples on standard input across the whole range: every number of the two rows finite
  /// (the `kind` and `css` fields are text, and the css text names no NaN or infinity) with each
  /// row's RMS error between max/√n and max, or a refusal. Most rounds are samples `fit` accepts
  /// (x rising over [0, 1], or any rising x with --normalize) with outputs of one magnitude between
  /// 1e-300 and 1e300 or of every magnitude at once, 4 to 200 of them, and a --max-error of that
  /// magnitude or the default; the rest are full range in both columns, which `fit` refuses.
  @Test func fitGivesFiniteNumbersOrARefusal() throws {
    var generator = SplitMix64(seed: Self.seed)
    var accepted = 0
    var refused = 0
    let rounds = 40
    for round in 0..<rounds {
      let count = 4 + Int(generator.next() % (round % 4 == 0 ? 197 : 12))
      let magnitude = Double(sign: .plus, exponent: Int(generator.next() % 1990) - 995, significand: 1)
      let shape = round % 5
      let rows = (0..<count).map { index in
        let progress = Double(index) / Double(count - 1)
        let x: Double
        let y: Double
        switch shape {
        case 0, 1, 2:
          // x rising over [0, 1], y of one magnitude around a rising curve, or of every magnitude.
          x = progress
          y = shape == 2 ? generator.fullRangeDouble() : magnitude * (progress + generator.uniform(in: -0.5...0.5))
        case 3:
          // Any rising x, to be normalised; y of one magnitude.
          x = magnitude * (progress - 0.5)
          y = magnitude * (progress * progress + generator.uniform(in: -0.1...0.1))
        default:
          x = generator.fullRangeDouble()
          y = generator.fullRangeDouble()
        }
        return "\(Self.text(x)),\(Self.text(y))"
      }
      var arguments = ["fit", "--input", "-"]
      if shape == 3 || (shape == 4 && round % 3 == 0) { arguments.append("--normalize") }
      if shape < 2 && round % 2 == 0 { arguments += ["--max-error", Self.text(magnitude / 100)] }
      let result = try CurvesProcess.run(arguments, standardInput: "x,y\n" + rows.joined(separator: "\n") + "\n")
      let context = "\(arguments) \(rows): status \(result.status), \(result.standardError.prefix(200))"
      guard Self.succeeded(result, context, accepted: &accepted, refused: &refused) else {
        #expect(result.standardOutput.isEmpty, "\(context)")
        continue
      }
      for line in result.standardOutput.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false)
        for field in fields.dropFirst().prefix(7) where !field.isEmpty {
          #expect(Double(field)?.isFinite == true, "\(context): row \(line)")
        }
        #expect(!line.contains("nan") && !line.contains("inf"), "\(context): row \(line)")
        if let maxError = Double(fields[5]), let rmsError = Double(fields[6]) {
          let share = maxError / Double(count).squareRoot() * (1 - 1e-12)
          #expect(rmsError <= maxError && rmsError >= share, "\(context): row \(line)")
        }
      }
    }
    // Most rounds reach an accepted fit, and refusals occur too.
    #expect(accepted * 10 >= rounds * 4 && refused >= 3, "accepted \(accepted), refused \(refused)")
  }
}
