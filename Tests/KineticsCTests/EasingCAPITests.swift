import Foundation
import Kinetics
import Testing

/// kn_easing_create, kn_bezier_slope and kn_bezier_progress_range from C and from Python: the
/// results are the Swift library's, bit for bit, and bad input gives a status and a message.
@Suite struct EasingCAPITests {
  static let grid = [-0.25, 0.0, 0.3, 0.5, 1.0, 1.25]
  static let curve = try! CubicBezierTimingCurve(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5)

  @Test func cProgramGetsTheSwiftResultsBitForBit() throws {
    let output = try CClient.compileAndRun("easing.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    let cases: [(String, String, Int32)] = [
      ("ease", "ease", 1), ("bezier", "cubic-bezier(0.1, -0.5, 0.9, 1.5)", 1),
      ("steps", "steps(4, jump-both)", 2), ("stepStart", "STEP-START", 2),
      ("linear", "linear(0, 0.8 20% 40%, 0.5, 1)", 3),
    ]
    for (label, css, kind) in cases {
      let function = try EasingFunction(css: css)
      #expect(fields["\(label).kind"] == "\(kind)", "\(label)")
      #expect(fields["\(label).linearHandle"] == (kind == 3 ? "1" : "0"), "\(label)")
      for (index, x) in Self.grid.enumerated() {
        #expect(values["\(label)[\(index)]"] == function.progress(at: x), "\(label) x=\(x)")
        #expect(values["\(label).array[\(index)]"] == function.progress(at: x), "\(label) x=\(x)")
      }
    }
    for (index, x) in Self.grid.enumerated() {
      #expect(values["slope[\(index)]"] == Self.curve.slope(at: x), "x=\(x)")
    }
    #expect(values["rangeMin"] == Self.curve.progressRange.lowerBound)
    #expect(values["rangeMax"] == Self.curve.progressRange.upperBound)

    let parse = try #require(fields["parseError"])
    #expect(parse.hasPrefix("3,kn_easing_create: easing function: at character 7: expected "), "\(parse)")
    #expect(fields["nullCss"]?.hasPrefix("2,kn_easing_create: ") == true)
    #expect(fields["nullOut"]?.hasPrefix("2,kn_easing_create: ") == true)
    #expect(fields["verticalSlope"]?.hasPrefix("7,kn_bezier_slope: the slope at x = 0.0 is infinite") == true)
    #expect(fields["invalidSlope"] == "1,kn_bezier_slope: timing curve: x1 must be in [0, 1], got 1.5")
    #expect(fields["invalidRange"] == "1,kn_bezier_progress_range: timing curve: x1 must be in [0, 1], got 1.5")
    #expect(fields["nullRange"]?.hasPrefix("2,kn_bezier_progress_range: ") == true)
    #expect(fields["nanSlope"]?.hasPrefix("1,kn_bezier_slope: x must be finite") == true)
  }

  @Test(.disabled(if: CClient.sanitizer != nil, "python3 cannot load a sanitizer-built library"))
  func pythonThroughCtypesGetsTheSwiftResultsBitForBit() throws {
    let script = CClient.clients.appendingPathComponent("python/easing.py").path
    let output = try CClient.run("python3", [script, CClient.library.path])
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    for (label, css) in [
      ("steps", "steps(4, jump-both)"), ("linear", "linear(0, 0.8 20% 40%, 0.5, 1)"),
      ("bezier", "cubic-bezier(0.1, -0.5, 0.9, 1.5)"),
    ] {
      let function = try EasingFunction(css: css)
      for (index, x) in Self.grid.enumerated() {
        #expect(values["\(label)[\(index)]"] == function.progress(at: x), "\(label) x=\(x)")
      }
    }
    for (index, x) in Self.grid.enumerated() {
      #expect(values["slope[\(index)]"] == Self.curve.slope(at: x), "x=\(x)")
    }
    #expect(values["rangeMin"] == Self.curve.progressRange.lowerBound)
    #expect(values["rangeMax"] == Self.curve.progressRange.upperBound)
    #expect(fields["parseError"]?.hasPrefix("3 kn_easing_create: easing function: at character 9:") == true)
  }

  @Test(.disabled(if: CClient.sanitizer != nil, "python3 cannot load a sanitizer-built library"))
  func pythonLeavesNoBytecodeCacheInTheCheckout() throws {
    let folder = CClient.clients.appendingPathComponent("python")
    let cache = folder.appendingPathComponent("__pycache__")
    // An empty PYTHONDONTWRITEBYTECODE counts as unset: Python would write the cache if asked.
    let output = try CClient.run(
      "python3", [folder.appendingPathComponent("easing.py").path, CClient.library.path],
      environment: ["PYTHONDONTWRITEBYTECODE": ""])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(!FileManager.default.fileExists(atPath: cache.path))
  }
}
