import Kinetics
import Testing

@Suite struct TimingCurveCAPITests {
  @Test func cProgramGetsTheSwiftResultsBitForBit() throws {
    let output = try CClient.compileAndRun("timing_curves.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let xs = [0.0, 0.1, 0.5, 0.77, 1.0]
    // The array entry point runs the SIMD batch kernel: compare with the Swift batch call.
    let batch = CubicBezierTimingCurve.easeInEaseOut.progress(at: xs)
    for index in xs.indices {
      #expect(values["easeInEaseOut[\(index)]"] == batch[index])
    }
    let custom = try CubicBezierTimingCurve(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.6)
    #expect(values["custom(0.25)"] == custom.progress(at: 0.25))
    #expect(output.standardOutput.contains("error,kn_bezier_progress: out_progress is NULL"))

    let grid = [-0.25, 0.0, 0.25, 0.3, 0.5, 0.999, 1.25]
    let steps = try StepsTimingFunction(count: 4, position: .jumpBoth)
    let linear = try LinearTimingFunction([
      .init(0), .init(0.8, input: 0.2, secondInput: 0.4), .init(0.5), .init(1),
    ])
    for (index, x) in grid.enumerated() {
      #expect(values["steps[\(index)]"] == steps.progress(at: x), "x=\(x)")
      #expect(values["linear[\(index)]"] == linear.progress(at: x), "x=\(x)")
    }
    #expect(values["function(0.25)"] == custom.progress(at: 0.25))
    #expect(
      output.standardOutput.contains(
        "stepsError,kn_timing_progress: \(TimingCurveError.invalidStepCount(count: 1, position: .jumpNone))"
      ))
  }

  @Test func headerCompilesAsCPlusPlus() throws {
    let source = CClient.header.appendingPathComponent("kinetics.h").path
    let output = try CClient.run(
      CClient.compiler,
      [
        "-x", "c++", "-std=c++17", "-Wall", "-Wextra", "-pedantic", "-Werror", "-fsyntax-only",
        source,
      ])
    #expect(output.status == 0, "\(output.standardError)")
  }
}
