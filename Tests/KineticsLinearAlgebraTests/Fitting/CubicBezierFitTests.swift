import Kinetics
import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

@Suite struct CubicBezierFitTests {
  @Test(arguments: [
    (0.3, -0.2, 0.7, 1.3), (0.42, 0, 0.58, 1), (0, 0, 0.58, 1), (0.1, 0.8, 0.9, 0.2), (0.25, 0.1, 0.25, 1),
  ])
  func recoversControlPointsFromExactSamples(_ control: (Double, Double, Double, Double)) throws {
    let (x1, y1, x2, y2) = control
    let samples = FitReferences.bezierSamples(x1, y1, x2, y2, count: 60)
    let fit = try SampledCurve(inputs: samples.inputs, outputs: samples.outputs).fittedCubicBezier()
    // Exact samples: the control points come back to 1e-8, the residuals to rounding (1e-12).
    #expect(abs(fit.curve.x1 - x1) <= 1e-8)
    #expect(abs(fit.curve.y1 - y1) <= 1e-8)
    #expect(abs(fit.curve.x2 - x2) <= 1e-8)
    #expect(abs(fit.curve.y2 - y2) <= 1e-8)
    #expect(fit.maxError <= 1e-12)
  }

  @Test func fitsNoisyEaseInEaseOutSamples() throws {
    var random = SplitMix64(seed: 0xF17)
    let exact = FitReferences.bezierSamples(0.42, 0, 0.58, 1, count: 201)
    let noisy = exact.outputs.map { $0 + (random.nextUnit() - 0.5) * 2e-3 }
    let fit = try SampledCurve(inputs: exact.inputs, outputs: noisy).fittedCubicBezier()
    // Noise uniform in ±1e-3 (RMS 5.8e-4): the fit's RMS error cannot beat the noise by much, and
    // its control points stay within 0.03 of easeInEaseOut's.
    #expect(fit.rmsError <= 7e-4)
    #expect(fit.maxError <= 1.5e-3)
    #expect(abs(fit.curve.x1 - 0.42) <= 0.03 && abs(fit.curve.x2 - 0.58) <= 0.03)
    #expect(abs(fit.curve.y1) <= 0.03 && abs(fit.curve.y2 - 1) <= 0.03)
  }

  @Test func qrAndNormalEquationStepsReachTheSameFit() throws {
    let samples = FitReferences.bezierSamples(0.2, 0.6, 0.5, 1.2, count: 40)
    let curve = try SampledCurve(inputs: samples.inputs, outputs: samples.outputs)
    let qr = try curve.fittedCubicBezier(method: .qr)
    let normal = try curve.fittedCubicBezier(method: .normalEquations)
    // Well-conditioned exact data: both converge to the true control points (1e-7).
    for (a, b) in [(qr.curve.x1, normal.curve.x1), (qr.curve.y2, normal.curve.y2)] {
      #expect(abs(a - b) <= 1e-7)
    }
  }

  @Test func springFitReportsTheErrorItReaches() throws {
    let duration = 1.2
    let response = { (t: Double) in
      FitReferences.underdampedStep(t * duration, dampingRatio: 0.7, angularFrequency: 8)
    }
    let curve = try SampledCurve(sampling: response, count: 200).normalized(from: 0, to: 1)
    let fit = try curve.fittedCubicBezier()
    // The reported max error is the one an independent evaluation with Kinetics' progress(at:)
    // measures; 1e-9 leaves room for any solver behind progress(at:) accurate to 1e-9.
    let measured = zip(curve.inputs, curve.outputs).map { abs(fit.curve.progress(at: $0) - $1) }.max()!
    #expect(abs(measured - fit.maxError) <= 1e-9)
    // Better fitted than by any named curve (the optimum itself is checked against SciPy in
    // CubicBezierFitFixtureTests).
    let named: [CubicBezierTimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    for candidate in named {
      let error = zip(curve.inputs, curve.outputs).map { abs(candidate.progress(at: $0) - $1) }.max()!
      #expect(fit.maxError < error)
    }
  }

  @Test func samplesOffTheEndpointsAreFittedAsTheyAre() throws {
    // Outputs from 0.1 to 0.9: the curve still runs (0, 0) → (1, 1), so the endpoint offsets (0.1)
    // are part of the reported max error.
    let inputs = (0...20).map { Double($0) / 20 }
    let fit = try SampledCurve(inputs: inputs, outputs: inputs.map { 0.1 + 0.8 * $0 }).fittedCubicBezier()
    #expect(fit.maxError >= 0.1 - 1e-12)
  }

  @Test func invalidSamplesThrowTypedErrors() {
    #expect(throws: FitError.tooFewSamples(required: 2, actual: 1)) {
      try SampledCurve(inputs: [0], outputs: [0])
    }
    #expect(throws: FitError.countMismatch(inputs: 2, outputs: 3)) {
      try SampledCurve(inputs: [0, 1], outputs: [0, 0.5, 1])
    }
    #expect(throws: FitError.nonFiniteSample(index: 1)) {
      try SampledCurve(inputs: [0, 0.5, 1], outputs: [0, .nan, 1])
    }
    #expect(throws: FitError.inputsNotIncreasing(index: 2)) {
      try SampledCurve(inputs: [0, 0.5, 0.5, 1], outputs: [0, 0.2, 0.3, 1])
    }
    #expect(throws: FitError.tooFewSamples(required: 4, actual: 3)) {
      try SampledCurve(inputs: [0, 0.5, 1], outputs: [0, 0.5, 1]).fittedCubicBezier()
    }
    #expect(throws: FitError.inputOutsideUnitInterval(index: 3, value: 1.5)) {
      try SampledCurve(inputs: [0, 0.5, 1, 1.5], outputs: [0, 0.5, 1, 1]).fittedCubicBezier()
    }
    #expect(throws: FitError.inputsNotIncreasing(index: 1)) {
      try SampledCurve(sampling: { $0 }, over: 1...1, count: 3)
    }
    #expect(throws: FitError.nonFiniteSample(index: 0)) {
      try SampledCurve(sampling: { $0 }, over: 0...Double.infinity, count: 3)
    }
    #expect(throws: FitError.degenerateNormalization(from: 2, to: 2)) {
      try SampledCurve(inputs: [0, 1], outputs: [2, 2]).normalized()
    }
  }

  @Test func normalizationMapsInputsAndOutputsOntoTheUnitInterval() throws {
    let curve = try SampledCurve(inputs: [2, 3, 6], outputs: [10, 25, 30]).normalized(from: 10, to: 40)
    // Exact in binary: (3 − 2)/4 = 0.25 and (25 − 10)/30 = 0.5.
    #expect(curve.inputs == [0, 0.25, 1])
    #expect(curve.outputs == [0, 0.5, 2.0 / 3.0])
  }
}
