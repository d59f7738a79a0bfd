import CKinetics
import Kinetics

/// The per-call cost of the by-value Bézier queries of the C API, on the 1,000 random curves of
/// `timing-curve-lifecycle` (`timingCurveLifecycleWorkload`):
///
/// - `c-api-call-bezier-slope`: 16 inputs per curve (count 16,000), one call per input. Baseline:
///   Swift's `CubicBezierTimingCurve.slope(at:)` on curves built beforehand (`swift-scalar`);
///   `swift-construct-scalar` builds the curve for every call, as `kn_bezier_slope` does
///   (`c-api-by-value-scalar`). maxError: the largest difference from `swift-scalar` (0: the same
///   bits).
/// - `c-api-call-bezier-range`: one call per curve (count 1,000). Baseline: Swift's
///   `progressRange` on curves built beforehand (`swift-range`); `swift-construct-range` builds the
///   curve first, as `kn_bezier_progress_range` does (`c-api-by-value-range`). maxError as above,
///   over both ends of the range.
func bezierSlopeAndRangeRows(_ configuration: BenchConfiguration) -> [BenchCase] {
  let (parameters, inputs) = timingCurveLifecycleWorkload(configuration)
  let curves = parameters.map { try! CubicBezierTimingCurve(x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2) }
  let params = parameters.map(cBezier)
  let slopes = UnsafeMutableBufferPointer<Double>.allocate(capacity: inputs.count)
  slopes.initialize(repeating: 0)
  let ranges = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2 * curves.count)
  ranges.initialize(repeating: 0)
  let referenceSlopes = inputs.indices.map { curves[$0 / 16].slope(at: inputs[$0]) }
  let referenceRanges = curves.flatMap { [$0.progressRange.lowerBound, $0.progressRange.upperBound] }

  /// A row of `kernel`: `evaluate(c)` writes curve c's results into `output`.
  func row(
    _ kernel: String, _ variant: String, isBaseline: Bool = false, output: UnsafeMutableBufferPointer<Double>,
    reference: [Double], count: Int, evaluate: @escaping (Int) -> Void
  ) -> BenchCase {
    func runAll() -> Double {
      for c in curves.indices { evaluate(c) }
      return output[output.count / 2]
    }
    return BenchCase(
      kernel: kernel, variant: variant, count: count, isBaseline: isBaseline,
      maxError: {
        _ = runAll()
        return largestDifference(reference, Array(output))
      },
      run: runAll)
  }
  func slopeRow(_ variant: String, isBaseline: Bool = false, evaluate: @escaping (Int) -> Void) -> BenchCase {
    row(
      "c-api-call-bezier-slope", variant, isBaseline: isBaseline, output: slopes, reference: referenceSlopes,
      count: inputs.count, evaluate: evaluate)
  }
  func rangeRow(_ variant: String, isBaseline: Bool = false, evaluate: @escaping (Int) -> Void) -> BenchCase {
    row(
      "c-api-call-bezier-range", variant, isBaseline: isBaseline, output: ranges, reference: referenceRanges,
      count: curves.count, evaluate: evaluate)
  }
  let out = slopes.baseAddress!
  return [
    slopeRow("swift-scalar", isBaseline: true) { c in
      let curve = curves[c]
      for i in c * 16..<(c + 1) * 16 { slopes[i] = curve.slope(at: inputs[i]) }
    },
    slopeRow("swift-construct-scalar") { c in
      let p = parameters[c]
      for i in c * 16..<(c + 1) * 16 {
        slopes[i] = try! CubicBezierTimingCurve(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2).slope(at: inputs[i])
      }
    },
    slopeRow("c-api-by-value-scalar") { c in
      let curve = params[c]
      for i in c * 16..<(c + 1) * 16 { _ = CKinetics.kn_bezier_slope(curve, inputs[i], out + i) }
    },
    rangeRow("swift-range", isBaseline: true) { c in
      let range = curves[c].progressRange
      (ranges[2 * c], ranges[2 * c + 1]) = (range.lowerBound, range.upperBound)
    },
    rangeRow("swift-construct-range") { c in
      let p = parameters[c]
      let range = try! CubicBezierTimingCurve(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2).progressRange
      (ranges[2 * c], ranges[2 * c + 1]) = (range.lowerBound, range.upperBound)
    },
    rangeRow("c-api-by-value-range") { c in
      _ = CKinetics.kn_bezier_progress_range(params[c], ranges.baseAddress! + 2 * c, ranges.baseAddress! + 2 * c + 1)
    },
  ]
}
