import Kinetics
import KineticsLinearAlgebra
import KineticsTestSupport
import Testing

/// Fitting and `linear()` export fed the hostile inputs of issue 7 (absurd sample counts, NaN,
/// non-increasing inputs, impossible tolerances): each answers with a typed `FitError` before any
/// large allocation or LAPACK call.
@Suite struct HostileFittingInputTests {
  /// `Int.max` samples would trap in the allocator; it is refused with a typed error instead.
  @Test func absurdSampleCountsAreRefusedBeforeAllocating() {
    for count in [Int.max, SampledCurve.maximumSampleCount + 1, 1 << 40] {
      #expect(throws: FitError.tooManySamples(maximum: SampledCurve.maximumSampleCount, actual: count)) {
        try SampledCurve(sampling: { $0 }, count: count)
      }
    }
    for count in [Int.min, -1, 0, 1] {
      #expect(throws: FitError.tooFewSamples(required: 2, actual: count)) {
        try SampledCurve(sampling: { $0 }, count: count)
      }
    }
    #expect(
      FitError.tooManySamples(maximum: 16_777_216, actual: Int.max).description
        == "fit: at most 16777216 samples can be taken, got 9223372036854775807")
    for gridCount in [Int.min, 0, 1_000_001, Int.max] {
      #expect(throws: FitError.gridCountOutOfRange(gridCount)) {
        try LinearEasingExport(approximating: CubicBezierTimingCurve.easeIn, maximumError: 0.01, gridCount: gridCount)
      }
    }
  }

  @Test func fittingRefusesBadSamplesAndTolerances() throws {
    #expect(throws: FitError.countMismatch(inputs: 2, outputs: 3)) { try SampledCurve(inputs: [0, 1], outputs: [0, 1, 2]) }
    #expect(throws: FitError.nonFiniteSample(index: 1)) { try SampledCurve(inputs: [0, 1], outputs: [0, .nan]) }
    #expect(throws: FitError.inputsNotIncreasing(index: 2)) { try SampledCurve(inputs: [0, 0.5, 0.5], outputs: [0, 1, 2]) }
    #expect(throws: FitError.nonFiniteSample(index: 0)) {
      try SampledCurve(sampling: { $0 }, over: -Double.infinity...0, count: 3)
    }
    let outside = try SampledCurve(inputs: [-0.5, 0, 0.5, 1], outputs: [0, 0, 0.5, 1])
    #expect(throws: FitError.inputOutsideUnitInterval(index: 0, value: -0.5)) { try outside.fittedCubicBezier() }
    let short = try SampledCurve(inputs: [0, 0.5, 1], outputs: [0, 0.5, 1])
    #expect(throws: FitError.tooFewSamples(required: 4, actual: 3)) { try short.fittedCubicBezier() }
    for tolerance in [0, -1, Double.nan, .infinity] {
      #expect(throws: FitError.self) { try short.linearEasing(maximumError: tolerance) }
    }
    let flat = try SampledCurve(inputs: [0, 1], outputs: [2, 2])
    #expect(throws: FitError.degenerateNormalization(from: 2, to: 2)) { try flat.normalized() }
  }

  /// Found by fuzzing (linear-algebra-inputs): when outputs rounded to 15 decimals already miss
  /// their samples by more than the bound, no polyline exists, and the shortest-path walk indexed
  /// `previous[-1]` and trapped. Now a typed error.
  @Test func aLinearExportThatRoundingCannotMeetIsRefused() throws {
    let samples = try SampledCurve(
      inputs: [subnormal("1.26e-321"), subnormal("1.265e-321"), 1.7244322403430823e-307, 1.7731057309979261e-307],
      outputs: [-2.2126451545447118e168, 1.928592153360887e-168, subnormal("3.6823e-320"), 1.9285913724732348e-168])
    let bound = subnormal("1.1777e-319")
    #expect(throws: FitError.roundingExceedsTolerance(maximumError: bound, decimals: 15)) {
      try samples.linearEasing(maximumError: bound)
    }
    #expect(
      FitError.roundingExceedsTolerance(maximumError: 0.01, decimals: 3).description
        == "fit: outputs rounded to 3 decimals already miss the samples by more than 0.01")
  }
}
