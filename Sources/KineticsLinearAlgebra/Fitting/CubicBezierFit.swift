import Kinetics

/// The result of fitting a cubic-Bézier timing curve to samples
/// (`SampledCurve.fittedCubicBezier(method:)`).
public struct CubicBezierFit: Sendable, Equatable {
  /// The fitted curve: x1, x2 ∈ [0, 1], y1, y2 free.
  public let curve: CubicBezierTimingCurve
  /// max |curve(xᵢ) − yᵢ| over the samples, with curve(x) = y(t*) and x(t*) = x solved to 1e-15.
  public let maxError: Double
  /// √(Σ (curve(xᵢ) − yᵢ)² / n) over the samples, computed scaled (`rootMeanSquare`): finite
  /// whenever `maxError` is, and within a few ulps.
  public let rmsError: Double
  /// The Levenberg–Marquardt iterations (Jacobian evaluations) taken from the winning start.
  public let iterations: Int

  init(curve: CubicBezierTimingCurve, maxError: Double, rmsError: Double, iterations: Int) {
    self.curve = curve
    self.maxError = maxError
    self.rmsError = rmsError
    self.iterations = iterations
  }
}

extension SampledCurve {
  /// The cubic-Bézier timing curve closest to the samples in the least-squares sense:
  /// min Σ (curve(xᵢ) − yᵢ)² over x1, x2 ∈ [0, 1] and y1, y2 ∈ ℝ.
  ///
  /// Method: Levenberg–Marquardt (Moré 1978 scaling) with an analytic Jacobian. For sample xᵢ the
  /// parameter tᵢ solves x(tᵢ) = xᵢ; the residual is rᵢ = y(tᵢ) − yᵢ, so ∂rᵢ/∂y1 = 3(1−t)²t and
  /// ∂rᵢ/∂y2 = 3(1−t)t², and by implicit differentiation of x(tᵢ) = xᵢ,
  /// ∂tᵢ/∂x1 = −3(1−t)²t / x′(t), hence ∂rᵢ/∂x1 = −y′(t)·3(1−t)²t / x′(t) (likewise x2). Each step
  /// solves the damped problem min ‖[J; √λ·D]·δ + [r; 0]‖ with `dgels` (or, with `.normalEquations`,
  /// (JᵀJ + λD²)δ = −Jᵀr by Cholesky). The bounds x1, x2 ∈ [0, 1] are kept by projection: each trial
  /// point is clipped onto the box, and a coordinate sitting on a bound whose gradient points out of
  /// the box is held fixed for that step (an active set), so bound solutions such as easeOut's
  /// x1 = 0 are reached exactly rather than approached slowly as under a sin² reparameterisation.
  ///
  /// Starting points: the five named curves, and for each (x1, x2) on the grid {0.1, 0.3, 0.5, 0.7,
  /// 0.9}² the linear least-squares y1, y2 (with the tᵢ fixed by x1, x2, y is linear in y1, y2:
  /// solved with `dgels`). The four starts with the smallest residual are iterated to convergence;
  /// the best result wins.
  ///
  /// Endpoints: the curve always runs from (0, 0) to (1, 1). Samples that do not start at 0 or end
  /// at 1 are fitted as they are, and their offset shows up in `maxError` (nothing is normalised
  /// silently); call `normalized(from:to:)` first to map a curve such as a spring onto [0, 1].
  ///
  /// Accuracy: exact samples of a cubic-Bézier timing curve give back its control points to ~1e-10
  /// (tested to 1e-8); the errors reported are measured, not estimated.
  ///
  /// - Throws: `.tooFewSamples` for fewer than 4 samples; `.inputOutsideUnitInterval` for an input
  ///   outside [0, 1]; `.linearAlgebra` if a least-squares solve fails; `.resultOutOfRange` when,
  ///   for outputs near the overflow threshold, the control points or an error at a sample would
  ///   exceed the range of Double (every number of a returned fit is finite).
  /// - Complexity: O(n) per iteration (n parameter solves, one n × 4 `dgels`); typically 5–50
  ///   iterations per start.
  public func fittedCubicBezier(method: LeastSquaresMethod = .qr) throws(FitError) -> CubicBezierFit {
    guard count >= 4 else { throw .tooFewSamples(required: 4, actual: count) }
    for (index, x) in inputs.enumerated() where !(0...1).contains(x) {
      throw .inputOutsideUnitInterval(index: index, value: x)
    }
    let problem = BezierFitProblem(inputs: inputs, outputs: outputs, method: method)
    var starts = try problem.startingPoints()
    starts.sort { $0.cost < $1.cost }
    var best: BezierFitCandidate?
    for start in starts.prefix(4) {
      let result = try problem.levenbergMarquardt(from: start.parameters)
      if best == nil || result.cost < best!.cost { best = result }
    }
    let winner = best!
    let residuals = problem.residuals(winner.parameters).map { $0 * problem.outputScale }
    // x1, x2 are projected onto [0, 1]; only outputs near the overflow threshold can make y1, y2
    // non-finite, or the curve's value or its distance from a sample beyond the range of Double.
    guard
      let curve = try? CubicBezierTimingCurve(
        x1: winner.parameters.x1, y1: winner.parameters.y1, x2: winner.parameters.x2,
        y2: winner.parameters.y2)
    else { throw .resultOutOfRange("the fitted control points") }
    if let index = residuals.firstIndex(where: { !$0.isFinite }) {
      throw .resultOutOfRange("the fitted curve's error at sample \(index)")
    }
    return CubicBezierFit(
      curve: curve, maxError: residuals.map(abs).max() ?? 0, rmsError: rootMeanSquare(residuals),
      iterations: winner.iterations)
  }
}
