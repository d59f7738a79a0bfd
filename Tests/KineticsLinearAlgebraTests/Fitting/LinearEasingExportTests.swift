import Kinetics
import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

@Suite struct LinearEasingExportTests {
  /// max |polyline − f| on `count` + 1 evenly spaced inputs of [0, 1].
  private func errorOnGrid(_ export: LinearEasingExport, _ f: (Double) -> Double, count: Int) -> Double {
    let points = export.points
    var segment = 0
    var error = 0.0
    for k in 0...count {
      let x = Double(k) / Double(count)
      while segment < points.count - 2 && x > points[segment + 1].input { segment += 1 }
      let (a, b) = (points[segment], points[segment + 1])
      let value = a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
      error = max(error, abs(value - f(x)))
    }
    return error
  }

  @Test(arguments: [1e-2, 1e-3, 1e-4])
  func springExportStaysWithinTheBoundOnAHundredTimesFinerGrid(_ bound: Double) throws {
    let spring = { (x: Double) in
      FitReferences.underdampedStep(x * 1.5, dampingRatio: 0.3, angularFrequency: 12)
    }
    let export = try LinearEasingExport(approximating: spring, maximumError: bound)
    // Checked independently on 100 001 inputs (100× the 1000-step candidate grid).
    #expect(errorOnGrid(export, spring, count: 100_000) <= bound)
    #expect(export.maxError <= bound)
    #expect(export.points.first!.input == 0 && export.points.last!.input == 1)
  }

  @Test func timingFunctionExportStaysWithinTheBound() throws {
    let curve = CubicBezierTimingCurve.easeInEaseOut
    let export = try LinearEasingExport(approximating: curve, maximumError: 1e-3, gridCount: 200)
    #expect(errorOnGrid(export, curve.progress(at:), count: 20_000) <= 1e-3)
    // A chord of width h strays ~h²|f″|/8 from the curve; with |f″| ≤ 4.44 for easeInEaseOut, widths of
    // √(8e-3/5) ≈ 0.04 suffice everywhere: at most 26 points (22 measured).
    #expect(export.points.count <= 26)
  }

  @Test func pointCountIsMinimalAgainstBruteForce() throws {
    var random = SplitMix64(seed: 0xC55)
    for _ in 0..<40 {
      let count = 6 + Int(random.next() % 6)
      let inputs = (0..<count).map { Double($0) / Double(count - 1) }
      // Outputs with 3 decimals: the export prints 3 decimals at 0.05, so no rounding happens.
      let outputs = inputs.map { _ in Double(Int(random.next() % 1000)) / 1000 }
      let export = try SampledCurve(inputs: inputs, outputs: outputs).linearEasing(maximumError: 0.05)
      #expect(export.points.count == bruteForceMinimum(inputs, outputs, tolerance: 0.05))
      #expect(export.maxError <= 0.05)
    }
  }

  /// The fewest vertices over every subset of interior samples (first and last always kept).
  private func bruteForceMinimum(_ xs: [Double], _ ys: [Double], tolerance: Double) -> Int {
    let interior = xs.count - 2
    var best = xs.count
    for mask in 0..<(1 << interior) {
      let chosen = [0] + (0..<interior).filter { mask & (1 << $0) != 0 }.map { $0 + 1 } + [xs.count - 1]
      guard chosen.count < best else { continue }
      var feasible = true
      for (a, b) in zip(chosen, chosen.dropFirst()) {
        for k in a...b {
          let value = ys[a] + (ys[b] - ys[a]) * (xs[k] - xs[a]) / (xs[b] - xs[a])
          if abs(value - ys[k]) > tolerance { feasible = false }
        }
      }
      if feasible { best = chosen.count }
    }
    return best
  }

  @Test func dropsPointsOnAStraightLine() throws {
    let inputs = (0...10).map { Double($0) / 10 }
    let export = try SampledCurve(inputs: inputs, outputs: inputs).linearEasing(maximumError: 1e-6)
    #expect(export.points.count == 2)
    #expect(export.cssText == "linear(0, 1)")
  }

  @Test func invalidBoundsThrow() throws {
    let curve = try SampledCurve(inputs: [0, 1], outputs: [0, 1])
    #expect(throws: FitError.invalidTolerance(0)) { try curve.linearEasing(maximumError: 0) }
    #expect(throws: FitError.invalidTolerance(.infinity)) {
      try LinearEasingExport(approximating: { $0 }, maximumError: .infinity)
    }
    #expect(throws: FitError.gridCountOutOfRange(0)) {
      try LinearEasingExport(approximating: { $0 }, maximumError: 1e-3, gridCount: 0)
    }
    #expect(throws: FitError.gridCountOutOfRange(.max)) {
      try LinearEasingExport(approximating: { $0 }, maximumError: 1e-3, gridCount: .max)
    }
    #expect(throws: FitError.nonFiniteSample(index: 1000)) {
      try LinearEasingExport(approximating: { $0 < 1 ? $0 : .nan }, maximumError: 1e-3)
    }
  }
}
