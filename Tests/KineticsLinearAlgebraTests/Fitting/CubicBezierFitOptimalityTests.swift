import Kinetics
import KineticsLinearAlgebra
import Testing

/// First-order optimality (KKT) of fits whose optimum lies on the bound x1 = 0 or inside the box,
/// checked with Kinetics' own `progress(at:)` and central differences, independent of the fit's
/// Jacobian.
@Suite struct CubicBezierFitOptimalityTests {
  /// ½ Σ (curve(xᵢ) − yᵢ)² for control points p.
  private func cost(_ p: [Double], _ samples: SampledCurve) throws -> Double {
    let curve = try CubicBezierTimingCurve(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
    return zip(samples.inputs, samples.outputs).reduce(0) { sum, sample in
      let error = curve.progress(at: sample.0) - sample.1
      return sum + error * error / 2
    }
  }

  /// ∂cost/∂pₖ by central differences (one-sided at a bound), step 1e-6.
  private func gradient(_ p: [Double], _ samples: SampledCurve) throws -> [Double] {
    try (0..<4).map { k in
      var forward = p
      var backward = p
      let step = 1e-6
      forward[k] += step
      backward[k] -= step
      let bounded = k == 0 || k == 2
      if bounded && backward[k] < 0 { return (try cost(forward, samples) - cost(p, samples)) / step }
      if bounded && forward[k] > 1 { return (try cost(p, samples) - cost(backward, samples)) / step }
      return (try cost(forward, samples) - cost(backward, samples)) / (2 * step)
    }
  }

  @Test(arguments: [0, 1])
  func fitIsAFirstOrderOptimum(_ example: Int) throws {
    // √x rises infinitely fast at 0, so the best Bézier puts x1 on its bound 0; the spring's optimum
    // is inside the box.
    let samples: SampledCurve
    if example == 0 {
      samples = try SampledCurve(sampling: { $0.squareRoot() }, count: 60)
    } else {
      samples = try SampledCurve(
        sampling: { FitReferences.underdampedStep($0 * 1.2, dampingRatio: 0.7, angularFrequency: 8) },
        count: 80)
    }
    let fit = try samples.fittedCubicBezier()
    let p = [fit.curve.x1, fit.curve.y1, fit.curve.x2, fit.curve.y2]
    let g = try gradient(p, samples)
    for k in 0..<4 {
      // Finite differences of a cost ≈ 1e-3 are accurate to ~1e-9; 1e-6 leaves room for the
      // one-sided differences at a bound.
      if (k == 0 || k == 2) && p[k] == 0 {
        #expect(g[k] >= -1e-6, "increasing x\(k / 2 + 1) off the bound 0 must not lower the cost")
      } else if (k == 0 || k == 2) && p[k] == 1 {
        #expect(g[k] <= 1e-6, "decreasing x\(k / 2 + 1) off the bound 1 must not lower the cost")
      } else {
        #expect(abs(g[k]) <= 1e-6, "gradient component \(k) = \(g[k])")
      }
    }
    if example == 0 { #expect(fit.curve.x1 == 0) }
  }
}
