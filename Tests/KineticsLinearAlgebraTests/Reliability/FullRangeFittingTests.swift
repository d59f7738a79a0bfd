import Foundation
import KineticsLinearAlgebra
import KineticsTestSupport
import Testing

/// The cubic-Bézier fit and the `linear()` export of samples with outputs across the whole range of
/// Double (issue 19): every number of a result is finite, or the call throws its typed `FitError`.
@Suite struct FullRangeFittingTests {
  static let seed = ProcessInfo.processInfo.environment["KINETICS_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 19

  /// Outputs near 1e300 made Σ r² overflow: the RMS error was +∞ with a finite maximum error.
  @Test func hugeOutputsGiveAFiniteRMSErrorBetweenItsBounds() throws {
    let samples = try SampledCurve(inputs: [0, 0.3, 0.6, 1], outputs: [0, 1e300, -1e300, 1e-300])
    let fit = try samples.fittedCubicBezier()
    let curve = fit.curve
    #expect([curve.x1, curve.y1, curve.x2, curve.y2, fit.maxError].allSatisfy { $0.isFinite })
    // max|r|/√n ≤ rms ≤ max|r| for n = 4 residuals.
    #expect(fit.rmsError.isFinite && fit.rmsError <= fit.maxError && fit.rmsError >= fit.maxError / 2, "\(fit)")
  }

  /// Exact samples of cubic-bezier(0.3, 3e300, 0.7, −2e300), taken parametrically: the cost ½‖r‖²
  /// overflowed from every start, the iteration never moved, and the "fit" was the linear curve
  /// (0, 0, 1, 1) with a maximum error of 8e299. The residuals are scaled now, and the control points
  /// come back as they do for samples of ordinary size.
  @Test func hugeExactSamplesGiveBackTheirControlPoints() throws {
    let (x1, y1, x2, y2) = (0.3, 3e300, 0.7, -2e300)
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    let ts = (0..<40).map { Double($0) / 39 }
    let samples = try SampledCurve(inputs: ts.map { bezier($0, x1, x2) }, outputs: ts.map { bezier($0, y1, y2) })
    for method in [LeastSquaresMethod.qr, .normalEquations] {
      let fit = try samples.fittedCubicBezier(method: method)
      #expect(abs(fit.curve.x1 - x1) <= 1e-8 && abs(fit.curve.x2 - x2) <= 1e-8, "\(method): \(fit)")
      #expect(abs(fit.curve.y1 - y1) <= 1e-8 * 3e300 && abs(fit.curve.y2 - y2) <= 1e-8 * 3e300, "\(method): \(fit)")
      #expect(fit.maxError <= 1e-10 * 3e300 && fit.rmsError <= fit.maxError, "\(method): \(fit)")
    }
  }

  /// A chord between outputs of both signs near the largest value has a slope that overflows; it
  /// passed the feasibility test against an infinite bound whatever the sample between, and the
  /// export's error was +∞ with the bound 0.01.
  @Test func aChordWhoseSlopeOverflowsIsNotTakenOverASampleItMisses() throws {
    let samples = try SampledCurve(inputs: [0, 0.5, 1], outputs: [-1.7e308, 1e308, 1.7e308])
    let export = try samples.linearEasing(maximumError: 0.01)
    #expect(export.points.count == 3)
    #expect(export.maxError <= 0.01, "\(export.maxError)")
  }

  /// Rounding an output to d decimals multiplied it by 10ᵈ, which overflowed beyond 1.8e307 and
  /// made every such export fail with "outputs rounded to 3 decimals already miss the samples".
  @Test func outputsBeyondATenthOfTheLargestValueAreExportedAsTheyAre() throws {
    let outputs = [0, 1.7e308, -1.7e308, 5e307]
    let export = try SampledCurve(inputs: [0, 0.3, 0.6, 1], outputs: outputs).linearEasing(maximumError: 0.001)
    #expect(export.points.map(\.output) == outputs)
    #expect(export.maxError == 0)
  }

  @Test func overflowMessageNamesWhatOverflowed() {
    #expect(
      FitError.resultOutOfRange("the fitted control points").description
        == "fit: overflow in the fitted control points (beyond the range of Double)")
  }

  /// Random samples rising over [0, 1] with outputs across the whole range, many counts: each fit
  /// and export is finite in every number, or a `FitError`; most of them are fits.
  @Test func randomFullRangeSamplesGiveFiniteFitsOrTypedErrors() {
    var generator = SplitMix64(seed: Self.seed)
    var fitted = 0
    for round in 0..<120 {
      let count = 4 + Int(generator.next() % 60)
      let inputs = (0..<count).map { Double($0) / Double(count - 1) }
      // A magnitude per round between 1e-300 and 1e300, and full-range outputs in every other round.
      let magnitude = Double(sign: .plus, exponent: Int(generator.next() % 1990) - 995, significand: 1)
      let outputs = inputs.map { x in
        round % 2 == 0 ? magnitude * (generator.uniform(in: -1...1) + x) : generator.fullRangeDouble()
      }
      guard let samples = try? SampledCurve(inputs: inputs, outputs: outputs) else { continue }
      do {
        let fit = try samples.fittedCubicBezier()
        let numbers = [fit.curve.x1, fit.curve.y1, fit.curve.x2, fit.curve.y2, fit.maxError, fit.rmsError]
        #expect(numbers.allSatisfy { $0.isFinite }, "\(outputs): \(numbers)")
        #expect(fit.rmsError <= fit.maxError, "\(outputs)")
        fitted += 1
      } catch {}
      if let export = try? samples.linearEasing(maximumError: 0.01) {
        #expect(export.maxError <= 0.01 && export.points.allSatisfy { $0.output.isFinite }, "\(outputs)")
      }
    }
    #expect(fitted >= 60, "fitted \(fitted) of 120")
  }
}
