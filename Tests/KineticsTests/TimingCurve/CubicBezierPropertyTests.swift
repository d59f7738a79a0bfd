import Kinetics
import Testing
import KineticsTestSupport

@Suite struct CubicBezierPropertyTests {
  @Test func randomCurvesStayInsideTheirProgressRangeAndNeverReturnNaN() throws {
    // progressRange is computed independently of the solver (roots of y′), so each checks the other;
    // tolerance 1e-12 for the solver's error.
    var generator = SplitMix64(seed: 2026)
    for _ in 0..<300 {
      let curve = try CubicBezierTimingCurve(
        x1: .random(in: 0...1, using: &generator), y1: .random(in: -4...5, using: &generator),
        x2: .random(in: 0...1, using: &generator), y2: .random(in: -4...5, using: &generator))
      let range = curve.progressRange
      for _ in 0..<40 {
        let x = Double.random(in: 0...1, using: &generator)
        let y = curve.progress(at: x)
        #expect(!y.isNaN)
        #expect(y >= range.lowerBound - 1e-12 && y <= range.upperBound + 1e-12, "\(curve) at \(x)")
      }
    }
  }

  @Test func curvesWithControlYInTheUnitIntervalAreMonotone() throws {
    // y(t) and x(t) both never decrease, so neither may progress(x); sorted random inputs.
    var generator = SplitMix64(seed: 99)
    for _ in 0..<100 {
      let curve = try CubicBezierTimingCurve(
        x1: .random(in: 0...1, using: &generator), y1: .random(in: 0...1, using: &generator),
        x2: .random(in: 0...1, using: &generator), y2: .random(in: 0...1, using: &generator))
      let inputs = (0..<200).map { _ in Double.random(in: 0...1, using: &generator) }.sorted()
      let outputs = inputs.map(curve.progress(at:))
      for (a, b) in zip(outputs, outputs.dropFirst()) { #expect(b >= a - 1e-15, "\(curve)") }
    }
  }
}
