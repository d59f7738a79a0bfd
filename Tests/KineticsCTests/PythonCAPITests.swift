import Kinetics
import Testing

@Suite struct PythonCAPITests {
  @Test(.disabled(if: CClient.sanitizer != nil, "python3 cannot load a sanitizer-built library"))
  func pythonThroughCtypesGetsTheSwiftResultsBitForBit() throws {
    let script = CClient.clients.appendingPathComponent("python/example.py").path
    let output = try CClient.run("python3", [script, CClient.library.path])
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    for (index, x) in [0.0, 0.1, 0.5, 0.77, 1.0].enumerated() {
      #expect(values["easeInEaseOut[\(index)]"] == CubicBezierTimingCurve.easeInEaseOut.progress(at: x))
    }
    let custom = try CubicBezierTimingCurve(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.6)
    #expect(values["custom(0.25)"] == custom.progress(at: 0.25))
    #expect(output.standardOutput.contains("error,kn_bezier_progress: timing curve: x1 must be in [0, 1], got 1.5"))
  }
}
