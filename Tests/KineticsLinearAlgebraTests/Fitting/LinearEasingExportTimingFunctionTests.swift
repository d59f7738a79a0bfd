import Kinetics
import KineticsLinearAlgebra
import Testing

@Suite struct LinearEasingExportTimingFunctionTests {
  @Test func theTimingFunctionFollowsTheExportedPolylineWithinItsMaxError() throws {
    let curve = CubicBezierTimingCurve.easeInEaseOut
    let export = try LinearEasingExport(approximating: curve, maximumError: 1e-3)
    let function = try export.timingFunction()
    // At the exported inputs the function reproduces the points exactly …
    for point in export.points {
      #expect(function.progress(at: point.input) == point.output)
    }
    // … and between them it stays within the export's stated error of the original curve.
    for index in 0...10_000 {
      let x = Double(index) / 10_000
      #expect(abs(function.progress(at: x) - curve.progress(at: x)) <= export.maxError * (1 + 1e-12))
    }
  }
}
