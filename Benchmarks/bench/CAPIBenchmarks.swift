import CKinetics
import Kinetics

/// The C API (`kinetics.h`, libKineticsC) against the Swift batch calls it wraps, one kernel per
/// entry point: `c-api-<part>`, whose baseline is the Swift batch call (`swift-batch-…`) and whose
/// `c-batch-…` row calls the C declaration, so `ratio_to_baseline` is the cost of the boundary
/// (validation, handle lookup, buffer checks). 10⁶ samples per pass, unsorted random inputs.
///
/// maxError is the largest absolute difference between the C output and the Swift output over the
/// same inputs (0 means identical results); the accuracy of each kernel against its high-precision
/// reference is measured by that part's own rows.
///
/// The Swift rows inline the `@inlinable` kernels with this executable's `-march`; the C rows run
/// the code compiled into the library. `make bench` sets KINETICS_MARCH, which Package.swift applies
/// to the library targets as well, so both sides get the same code generation and the ratio is the
/// boundary alone. A plain `swift run -c release bench` compiles the library for the portable
/// default and the benchmark for the host, and then the ratio also holds the difference between the
/// two builds (docs/c-api.md shows both). `c-api-call-*` rows measure the fixed cost per call at
/// 16 samples; `c-api-call-bezier-slope`, `c-api-call-bezier-range` and `c-api-easing-create` the
/// cost of one by-value query or one parse.
func cAPIBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let count = configuration.size(1_000_000)
  var state: UInt64 = 0xC0FF_EE
  func nextUnit() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }
  let unitInputs = (0..<count).map { _ in nextUnit() }
  let rows = timingCurveRows(count: count, inputs: unitInputs)
    + springRows(count: count, inputs: unitInputs)
    + pathRows(count: count, inputs: unitInputs)
    + keyframeRows(count: count, inputs: unitInputs)
    + mediaTimingRows(count: count, times: unitInputs.map { 10 * $0 - 2 })
    + callCostRows()
    + bezierCallRows(configuration)
    + bezierSlopeAndRangeRows(configuration)
    + easingCreateRows(configuration)
  return rows + typedValueCallRows() + presentationCallRows()
}

/// The largest |a − b| over two equally long arrays (NaN where both are NaN counts as equal).
func largestDifference<Element: BinaryFloatingPoint>(_ a: [Element], _ b: [Element]) -> Double {
  zip(a, b).map { $0.isNaN && $1.isNaN ? 0 : Double(abs($0 - $1)) }.max() ?? 0
}

/// A pair of rows: the Swift batch call (baseline) and the C entry point, each writing `outputs`.
/// `difference` compares the two outputs when they are laid out differently; by default the
/// outputs are compared element by element.
func cAPIPair<Element: BinaryFloatingPoint>(
  kernel: String, suffix: String, count: Int, outputs: UnsafeMutableBufferPointer<Element>,
  swift: @escaping () -> Void, c: @escaping () -> Void, difference: (() -> Double?)? = nil
) -> [BenchCase] {
  let difference =
    difference ?? {
      swift()
      let expected = Array(outputs)
      c()
      return largestDifference(expected, Array(outputs))
    }
  return [
    BenchCase(
      kernel: kernel, variant: "swift-batch-\(suffix)", count: count, isBaseline: true,
      maxError: { 0 },
      run: {
        swift()
        return Double(outputs[count / 2])
      }),
    BenchCase(
      kernel: kernel, variant: "c-batch-\(suffix)", count: count, maxError: difference,
      run: {
        c()
        return Double(outputs[count / 2])
      }),
  ]
}
