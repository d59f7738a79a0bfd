import Kinetics
import Testing

@Suite struct TimingCurveCAPITests {
  @Test func cProgramGetsTheSwiftResultsBitForBit() throws {
    let output = try CClient.compileAndRun("timing_curves.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let xs = [0.0, 0.1, 0.5, 0.77, 1.0]
    for (index, x) in xs.enumerated() {
      #expect(values["easeInEaseOut[\(index)]"] == CubicBezierTimingCurve.easeInEaseOut.progress(at: x))
    }
    let custom = try CubicBezierTimingCurve(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.6)
    #expect(values["custom(0.25)"] == custom.progress(at: 0.25))
    #expect(output.standardOutput.contains("error,kn_bezier_progress: out_progress is NULL"))
  }

  @Test func headerCompilesAsCPlusPlus() throws {
    let source = CClient.header.appendingPathComponent("kinetics.h").path
    let output = try CClient.run(
      CClient.compiler, ["-x", "c++", "-std=c++17", "-Wall", "-Wextra", "-pedantic", "-Werror", "-fsyntax-only", source])
    #expect(output.status == 0, "\(output.standardError)")
  }
}
