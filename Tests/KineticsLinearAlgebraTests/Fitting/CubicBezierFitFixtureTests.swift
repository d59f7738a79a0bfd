import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

/// Fits of spring step responses against SciPy's bounded least squares (Tests/Fixtures/fit).
@Suite struct CubicBezierFitFixtureTests {
  @Test func springFitsMatchSciPy() throws {
    let rows = try Fixtures.csvRows("fit/spring_fits.csv").map { $0.map { Double($0)! } }
    #expect(rows.count == 3)
    for row in rows {
      let (zeta, omega, duration, count) = (row[0], row[1], row[2], Int(row[3]))
      let curve = try SampledCurve(
        sampling: {
          FitReferences.underdampedStep($0 * duration, dampingRatio: zeta, angularFrequency: omega)
        },
        count: count)
      let fit = try curve.fittedCubicBezier()
      // Same minimum as SciPy's trust-region fit: control points to 1e-6. The RMS error (the
      // objective) is at least as low as SciPy's to 1e-12; the max error, which moves linearly with
      // the control points where the RMS error is flat, agrees to 1e-7.
      let control = [fit.curve.x1, fit.curve.y1, fit.curve.x2, fit.curve.y2]
      for (value, reference) in zip(control, row[4...7]) { #expect(abs(value - reference) <= 1e-6) }
      #expect(fit.rmsError <= row[9] + 1e-12)
      #expect(abs(fit.maxError - row[8]) <= 1e-7)
    }
  }
}
