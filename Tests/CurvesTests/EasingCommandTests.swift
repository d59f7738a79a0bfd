import Foundation
import Kinetics
import Testing

/// `curves easing`, run as a process (docs/curves.md): CSS <easing-function> strings sampled like
/// `curves bezier`, and parse errors as one line with the position.
@Suite struct EasingCommandTests {
  /// The rows of a CSV output, header dropped, as numbers.
  static func rows(_ csv: String) -> [[Double]] {
    csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
  }

  static let inputs = [-0.5, 0, 0.125, 0.25, 0.5, 0.74, 0.75, 1, 1.5]

  @Test(arguments: [
    "ease", "EASE-IN-OUT", "step-start", "step-end", "cubic-bezier(0.1, -0.5, 0.9, 1.5)",
    "steps(4, jump-end)", "steps(3, jump-none)", "steps(2, jump-both)", "steps(5, start)",
    "linear(0, 0.8 40%, 1)", "linear(0, 0.5 25% 75%, 1)",
  ])
  func everyEasingFunctionGivesTheLibrarysProgress(css: String) throws {
    let result = try CurvesProcess.run(
      ["easing", css, "--at", Self.inputs.map { "\($0)" }.joined(separator: ",")])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("x,progress\n"))
    let function = try EasingFunction(css: css)
    #expect(Self.rows(result.standardOutput) == Self.inputs.map { [$0, function.progress(at: $0)] })
  }

  @Test func samplesSpanTheUnitIntervalAsBezierDoes() throws {
    let easing = try CurvesProcess.run(["easing", "cubic-bezier(0.42, 0, 0.58, 1)", "--samples", "11"])
    let bezier = try CurvesProcess.run(["bezier", "0.42", "0", "0.58", "1", "--samples", "11"])
    #expect(easing.status == 0 && bezier.status == 0)
    #expect(Self.rows(easing.standardOutput) == Self.rows(bezier.standardOutput))
  }

  @Test func jsonAndSVGUseTheSharedWriters() throws {
    let json = try CurvesProcess.run(["easing", "steps(2)", "--at", "0.5", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.standardOutput == "[\n  {\"x\": 0.5, \"progress\": 0.5}\n]\n")
    let svg = try CurvesProcess.run(["easing", "linear(0, 1.2 60%, 1)", "--format", "svg"])
    #expect(svg.status == 0)
    #expect(svg.standardOutput.hasPrefix("<svg") || svg.standardOutput.hasPrefix("<?xml"))
  }

  @Test(arguments: [
    ("steps(0)", 7), ("steps(1, jump-none)", 7), ("linear(0)", 9), ("cubic-bezier(0, 0, 1", 21),
    ("bounce", 1), ("", 1), ("linear(0,\n1", 12),
  ])
  func parseErrorsExitTwoWithOneLineNamingThePosition(css: String, position: Int) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out.csv")
    let result = try CurvesProcess.run(["easing", css, "--output", file.path])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("curves: easing function: at character \(position): expected "))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }
}
