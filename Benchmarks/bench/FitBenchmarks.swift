import Foundation
import KineticsLinearAlgebra

/// `fit` rows: fitting a cubic-Bézier to N samples of a spring (one fit per evaluation, so
/// ns_per_eval is the time per fit and max_error the fit's max error over the samples), with each
/// Levenberg–Marquardt step solved by `dgels` against pure-Swift normal equations (the baseline);
/// exporting the same spring as CSS linear() (max_error measured on a 100× finer grid); and a
/// plain quadratic least-squares fit, `dgels` against normal equations (max_error against the exact
/// coefficients).
let fitBenchmarks: BenchSuite = { configuration in
  let sampleCount = configuration.size(200, quick: 50)
  let duration = 1.2
  let spring = { (x: Double) -> Double in
    let (zeta, omega) = (0.7, 8.0)
    let t = x * duration
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
  }
  let samples = try! SampledCurve(sampling: spring, count: sampleCount)
  var cases = LeastSquaresMethod.allCases.map { method in
    BenchCase(
      kernel: "fit",
      variant: "bezier-lm-\(method == .qr ? "dgels-lapack" : "cholesky")-scalar-n\(sampleCount)",
      count: 1, isBaseline: method == .normalEquations,
      maxError: { try! samples.fittedCubicBezier(method: method).maxError },
      run: { try! samples.fittedCubicBezier(method: method).curve.y1 })
  }
  for bound in [1e-3, 1e-4] {
    cases.append(
      BenchCase(
        kernel: "fit", variant: "linear-export-optimal-scalar-e\(bound)", count: 1,
        maxError: {
          let export = try! LinearEasingExport(approximating: spring, maximumError: bound)
          return verifiedError(export, spring, gridCount: 100_000)
        },
        run: { Double(try! LinearEasingExport(approximating: spring, maximumError: bound).points.count) }))
  }
  let rows = configuration.size(2000, quick: 200)
  let xs = (0..<rows).map { Double($0) / Double(rows - 1) }
  let design = xs.map { _ in 1.0 } + xs + xs.map { $0 * $0 }
  let ys = xs.map { 0.5 - 2 * $0 + 3 * $0 * $0 }
  for method in LeastSquaresMethod.allCases {
    cases.append(
      BenchCase(
        kernel: "fit",
        variant: "quadratic-\(method == .qr ? "dgels-lapack" : "normal-equations-cholesky")-scalar-n\(rows)",
        count: 1,
        maxError: {
          let solution = try! LinearLeastSquares.solve(
            matrix: design, rows: rows, columns: 3, rightHandSide: ys, method: method)
          return zip(solution, [0.5, -2, 3]).map { abs($0 - $1) }.max()!
        },
        run: {
          try! LinearLeastSquares.solve(
            matrix: design, rows: rows, columns: 3, rightHandSide: ys, method: method)[1]
        }))
  }
  return cases
}

/// max |polyline − f| on gridCount + 1 evenly spaced inputs of [0, 1].
private func verifiedError(_ export: LinearEasingExport, _ f: (Double) -> Double, gridCount: Int) -> Double {
  let points = export.points
  var segment = 0
  var error = 0.0
  for k in 0...gridCount {
    let x = Double(k) / Double(gridCount)
    while segment < points.count - 2 && x > points[segment + 1].input { segment += 1 }
    let (a, b) = (points[segment], points[segment + 1])
    error = max(error, abs(a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input) - f(x)))
  }
  return error
}
