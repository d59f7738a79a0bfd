import Foundation
import Testing

@Suite struct SpringCommandTests {
  func run(_ arguments: [String]) throws -> CurvesProcess.Result {
    try CurvesProcess.run(["spring"] + arguments)
  }

  func rows(_ text: String) -> [[Double]] {
    text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
  }

  @Test func samplesStartAtFromAndEndAtTheExactSettlingTime() throws {
    let result = try run(["--stiffness", "100", "--damping", "6", "--samples", "11"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("t,position,velocity\n"))
    let table = rows(result.standardOutput)
    #expect(table.count == 11)
    #expect(table[0] == [0, 0, 0])
    // mpmath: the last time |x − 1| = 0.001 is 2.112798994957018 s (Tests/Fixtures/spring/settling.csv).
    #expect(abs(table[10][0] - 2.112798994957018) <= 1e-9)
    #expect(abs(abs(table[10][1] - 1) - 0.001) <= 1e-12)
  }

  @Test func everyParameterSetIsAccepted() throws {
    let sets: [[String]] = [
      ["--mass", "2", "--stiffness", "300", "--damping", "10"],
      ["--damping-ratio", "0.5", "--response", "0.4"],
      ["--duration-bounce", "0.5,-0.2"],
      ["--perceptual-duration", "0.5", "--bounce", "-0.2"],
      ["--uikit-duration", "0.5", "--damping-ratio", "0.7", "--uikit-velocity", "-3"],
    ]
    for arguments in sets {
      let result = try run(arguments + ["--describe"])
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      #expect(
        result.standardOutput.hasPrefix("mass,stiffness,damping,damping_ratio,response,bounce\n"))
    }
    // SwiftUI duration 0.5, bounce −0.2: ζ = 1/(1 − 0.2) = 1.25, k = (2π/0.5)², response 0.5.
    let swiftUI = rows(try run(["--duration-bounce", "0.5,-0.2", "--describe"]).standardOutput)[0]
    #expect(
      abs(swiftUI[1] - 16 * Double.pi * Double.pi) <= 1e-12 && abs(swiftUI[3] - 1.25) <= 1e-15)
    #expect(abs(swiftUI[4] - 0.5) <= 1e-15 && abs(swiftUI[5] + 0.2) <= 1e-15)
  }

  @Test func negativeValuesParseWithoutEqualsSigns() throws {
    let result = try run([
      "--stiffness", "100", "--damping", "4", "--initial-velocity", "-3", "--from", "-1", "--to",
      "-2", "--at", "0",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(rows(result.standardOutput) == [[0, -1, -3]])
  }

  @Test func settlingModelsPrintOneNumber() throws {
    for model in ["exact", "envelope", "core-animation"] {
      let result = try run(["--stiffness", "100", "--damping", "6", "--settling", "--model", model])
      #expect(result.status == 0)
      #expect(Double(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) != nil)
    }
    let strict = try run([
      "--stiffness", "100", "--damping", "6", "--settling", "--epsilon", "1e-6",
    ])
    // mpmath reference: 4.417640504486598 s.
    #expect(
      abs(Double(strict.standardOutput.trimmingCharacters(in: .newlines))! - 4.417640504486598)
        <= 1e-8)
  }

  /// Every method runs; the exact step and RK45 agree with the analytic samples.
  @Test func everyMethodSamplesTheSameMotion() throws {
    let base = ["--stiffness", "100", "--damping", "4", "--at", "0,0.25,0.5,1"]
    let analytic = rows(try run(base).standardOutput)
    for (method, tolerance) in [
      ("euler", 2.0), ("semi-implicit-euler", 0.5), ("verlet", 0.1), ("rk4", 1e-3), ("rk45", 1e-7),
      ("exact-step", 1e-13),
    ] {
      let result = try run(base + ["--method", method, "--step", "0.01"])
      #expect(result.status == 0)
      for (row, reference) in zip(rows(result.standardOutput), analytic) {
        #expect(abs(row[1] - reference[1]) <= tolerance, "\(method)")
      }
    }
  }

  @Test func invalidInputExitsWithStatusTwoAndOneLine() throws {
    let cases: [[String]] = [
      [], ["--stiffness", "100", "--damping", "4", "--response", "1"],
      ["--stiffness", "100", "--damping", "-1"],
      ["--stiffness", "100", "--damping", "4", "--method", "leapfrog"],
      ["--stiffness", "100", "--damping", "0", "--settling"],
      ["--duration-bounce", "0.5"], ["--perceptual-duration", "0.5", "--bounce", "-1"],
      ["--uikit-duration", "1", "--damping-ratio", "0"],
      ["--stiffness", "100", "--damping", "4", "--settling", "--epsilon", "-1"],
    ]
    for arguments in cases {
      let result = try run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.filter(\.isNewline).count == 1)
    }
  }

  @Test func svgAndJSONFormatsAndErrorSweep() throws {
    let svg = try run(["--damping-ratio", "0.3", "--response", "0.5", "--format", "svg"])
    #expect(svg.status == 0 && svg.standardOutput.contains("<svg"))
    let json = try run([
      "--damping-ratio", "0.3", "--response", "0.5", "--samples", "2", "--format", "json",
    ])
    #expect(json.standardOutput.contains("\"position\""))
    let sweep = try run(["--stiffness", "100", "--damping", "4", "--error-sweep"])
    let table = rows(sweep.standardOutput)
    #expect(table.count == 14)
    // RK4 is fourth order: one halving of h (0.301 in log10) lowers log10 error by ≈ 4·0.301.
    #expect(abs((table[8][4] - table[9][4]) - 1.2) <= 0.15)
  }

  @Test func errorSweepThatWouldTakeMoreThanTenMillionStepsIsRefusedBeforeIntegrating() throws {
    // Period 2π/10 s: 1e12 s holds about 1.6e12 periods, each cut into up to 2^14 steps.
    let refused = try run([
      "--stiffness", "100", "--damping", "4", "--duration", "1e12", "--error-sweep",
    ])
    #expect(refused.status == 2)
    #expect(refused.standardOutput.isEmpty)
    #expect(refused.standardError.contains("--error-sweep"))
    #expect(refused.standardError.filter(\.isNewline).count == 1)
    // 2 s: 5 × Σₖ ⌈2 / (0.628 · 2⁻ᵏ)⌉ ≈ 5.2e5 steps, under the cap, and every row is computed.
    let accepted = try run([
      "--stiffness", "100", "--damping", "4", "--duration", "2", "--error-sweep",
    ])
    #expect(accepted.status == 0)
    #expect(rows(accepted.standardOutput).count == 14)
  }
}
