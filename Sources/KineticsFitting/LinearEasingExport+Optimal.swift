import Kinetics

extension SampledCurve {
  /// The samples as CSS `linear()` with the fewest points whose polyline stays within
  /// `maximumError` of every sample.
  ///
  /// Method: the vertices are samples (input, output rounded to `outputDecimals`); the polyline is
  /// chosen by `fewestPolylineVertices`, an exact shortest path over all pairs of samples, so no
  /// polyline with vertices at the samples meets the bound with fewer points. The error is measured
  /// at the samples; between samples the curve is not known.
  ///
  /// - Throws: `.invalidTolerance` unless `maximumError` is positive and finite;
  ///   `.roundingExceedsTolerance` when the rounded outputs already miss their samples;
  ///   `.toleranceBelowResolution` when the outputs are so large that the polyline found misses a
  ///   sample by more than `maximumError` (the returned `maxError` is always within it).
  /// - Complexity: O(n²) time, O(n) memory.
  public func linearEasing(maximumError: Double) throws(FitError) -> LinearEasingExport {
    let decimals = try outputDecimals(for: maximumError)
    let rounded = outputs.map { roundedOutput($0, decimals: decimals) }
    guard
      let chosen = fewestPolylineVertices(
        inputs: inputs, vertexOutputs: rounded, targets: outputs, tolerance: maximumError)
    else { throw .roundingExceedsTolerance(maximumError: maximumError, decimals: decimals) }
    let points = chosen.map { (input: inputs[$0], output: rounded[$0]) }
    // The search compares slopes, the error evaluates the polyline: both round at the outputs'
    // size, so for outputs whose spacing exceeds the bound (beyond about 1e14 for 0.01) the polyline
    // can miss a sample by more than the bound. Then no export is honest (issue 19).
    let error = polylineError(points, inputs: inputs, targets: outputs)
    guard error <= maximumError else {
      throw .toleranceBelowResolution(maximumError: maximumError, measuredError: error)
    }
    return LinearEasingExport(points: points, maxError: error, outputDecimals: decimals)
  }
}

extension LinearEasingExport {
  /// A function on [0, 1] (a spring's normalised step response, a timing function) as CSS `linear()`
  /// within `maximumError`, with the fewest points among polylines whose vertices lie on the curve
  /// at the candidate inputs k/`gridCount`.
  ///
  /// Method and guarantee: `function` is evaluated at the gridCount + 1 candidate inputs and an
  /// exact shortest path (`fewestPolylineVertices`) picks the fewest vertices that keep the polyline
  /// within the working tolerance at every candidate. Between candidates a chord can stray further
  /// (by up to h²/8·max|f″| with h = 1/gridCount), so the result is then checked on a grid 16× finer;
  /// if it exceeds `maximumError` there, the working tolerance shrinks by the excess (and at least
  /// 10%) and the search repeats. The returned `maxError` is the one measured on that finer grid and
  /// is ≤ `maximumError`; the point count is minimal for the working tolerance finally used (which is
  /// `maximumError` itself unless a repeat was needed). Inputs are multiples of 1/gridCount, so with
  /// the default 1000 every percentage has at most one decimal.
  ///
  /// - Throws: `.invalidTolerance` unless `maximumError` is positive and finite;
  ///   `.gridCountOutOfRange` unless 1 ≤ `gridCount` ≤ 1 000 000; `.nonFiniteSample` when `function` returns a non-finite value;
  ///   `.gridTooCoarse` when even every candidate as a vertex misses the bound between candidates;
  ///   `.roundingExceedsTolerance` when the rounded outputs already miss their samples.
  /// - Complexity: 17·gridCount evaluations of `function` and O(gridCount²) work per search.
  public init(
    approximating function: (Double) -> Double, maximumError: Double, gridCount: Int = 1000
  ) throws(FitError) {
    // The verification grid has 16·gridCount + 1 points: the cap keeps it (and the count) finite.
    guard (1...1_000_000).contains(gridCount) else { throw .gridCountOutOfRange(gridCount) }
    let candidates = try SampledCurve(sampling: function, count: gridCount + 1)
    let verification = try SampledCurve(sampling: function, count: 16 * gridCount + 1)
    let decimals = try candidates.outputDecimals(for: maximumError)
    let rounded = candidates.outputs.map { roundedOutput($0, decimals: decimals) }
    var tolerance = maximumError
    while true {
      guard
        let chosen = fewestPolylineVertices(
          inputs: candidates.inputs, vertexOutputs: rounded, targets: candidates.outputs,
          tolerance: tolerance)
      else { throw .roundingExceedsTolerance(maximumError: maximumError, decimals: decimals) }
      let points = chosen.map { (input: candidates.inputs[$0], output: rounded[$0]) }
      let error = polylineError(points, inputs: verification.inputs, targets: verification.outputs)
      if error <= maximumError {
        self.init(points: points, maxError: error, outputDecimals: decimals)
        return
      }
      // Rounding costs ≤ maximumError/20; below a tenth of the budget the grid itself is too coarse.
      guard tolerance >= maximumError / 10 else {
        throw .gridTooCoarse(maximumError: maximumError, gridCount: gridCount)
      }
      tolerance = min(0.9 * tolerance, tolerance - (error - maximumError))
    }
  }

  /// `timingFunction` as CSS `linear()`; see `init(approximating:maximumError:gridCount:)`.
  public init(
    approximating timingFunction: some TimingFunction, maximumError: Double, gridCount: Int = 1000
  ) throws(FitError) {
    try self.init(
      approximating: { timingFunction.progress(at: $0) }, maximumError: maximumError, gridCount: gridCount)
  }
}

extension SampledCurve {
  /// The fewest output decimals d with ½·10⁻ᵈ ≤ maximumError/20, between 1 and 15.
  func outputDecimals(for maximumError: Double) throws(FitError) -> Int {
    guard maximumError > 0, maximumError.isFinite else { throw .invalidTolerance(maximumError) }
    var decimals = 1
    var halfUnit = 0.05
    while halfUnit > maximumError / 20 && decimals < 15 {
      decimals += 1
      halfUnit /= 10
    }
    return decimals
  }
}

/// `value` rounded to `decimals` decimals (the value the CSS text prints). From 2⁵² on every Double
/// is an integer, so it is its own rounding: returned as it is, where value·10ᵈ would overflow for
/// outputs beyond 1.8e308/10ᵈ (found by the full-range `curves fit` property test, issue 19).
func roundedOutput(_ value: Double, decimals: Int) -> Double {
  guard value.magnitude < 0x1p52 else { return value }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return rounded == 0 ? 0 : rounded
}
