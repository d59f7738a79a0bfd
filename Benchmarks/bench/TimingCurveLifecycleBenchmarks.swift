import Kinetics

/// What an engine pays for a timing curve over its whole life, beside the Chromium-style strategy
/// (`ClassicBezierSolver.sampleTableNewton`, whose constructor — coefficients and its 11-sample
/// table — is counted inside its rows, as Chromium's `gfx::CubicBezier` constructor would be):
///
/// - `timing-curve-lifecycle`: 1,000 distinct random curves (x1, x2 uniform in [0, 1], y1, y2 in
///   [−1, 2]), each created and evaluated at 16 random inputs in [0, 1]; ns per curve lifecycle.
/// - `timing-curve-batch-n16` and `timing-curve-batch-n4096`: one batch call on one curve, with any
///   per-call preparation (a prepared table) counted inside; ns per input, on the four named curves
///   that are not linear. The n = 16 baseline is 16 scalar calls; the n = 4,096 baseline is the
///   Chromium-style scalar solver.
let timingCurveLifecycleBenchmarks: BenchSuite = { configuration in
  let (parameters, lifecycleInputs) = timingCurveLifecycleWorkload(configuration)
  let curveCount = parameters.count
  // The one-curve rows draw their inputs from a generator of their own.
  var state: UInt64 = 0x0C0E
  func uniform() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) * 0x1p-53
  }
  let lifecycleReference: [Double] = (0..<curveCount * 16).map {
    referenceBezierProgress(parameters[$0 / 16], lifecycleInputs[$0])
  }

  /// A lifecycle row: `life(parameters, inputs, into)` creates one curve and evaluates it at 16
  /// inputs, writing the results.
  func lifecycle(
    _ variant: String, isBaseline: Bool = false,
    life: @escaping (CubicBezierTimingCurveParameters, UnsafeBufferPointer<Double>,
      UnsafeMutableBufferPointer<Double>) -> Void
  ) -> BenchCase {
    var outputs = [Double](repeating: 0, count: 16)
    func runAll(_ record: ((Int, Double) -> Void)?) -> Double {
      var sum = 0.0
      lifecycleInputs.withUnsafeBufferPointer { all in
        outputs.withUnsafeMutableBufferPointer { output in
          for c in 0..<curveCount {
            life(parameters[c], UnsafeBufferPointer(rebasing: all[c * 16..<c * 16 + 16]), output)
            sum += output[c & 15]
            if let record { for i in 0..<16 { record(c * 16 + i, output[i]) } }
          }
        }
      }
      return sum
    }
    return BenchCase(
      kernel: "timing-curve-lifecycle", variant: "lifecycle-construct-plus-16-\(variant)",
      count: curveCount, isBaseline: isBaseline,
      maxError: {
        var worst = 0.0
        _ = runAll { index, y in worst = max(worst, (y - lifecycleReference[index]).magnitude) }
        return worst
      },
      run: { runAll(nil) })
  }

  let named: [CubicBezierTimingCurve] = [.easeIn, .easeOut, .easeInEaseOut, .default]
  let namedParameters = named.map {
    CubicBezierTimingCurveParameters(x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2)
  }

  /// A one-curve batch row of kernel `timing-curve-batch-n\(n)`: `evaluate(c, inputs, outputs)`
  /// runs named curve c over the n inputs, including any preparation.
  func oneCurve(
    n: Int, _ variant: String, isBaseline: Bool = false,
    evaluate: @escaping (Int, UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) ->
      Void
  ) -> BenchCase {
    let inputs = (0..<n).map { _ in uniform() }
    let reference = namedParameters.map { curve in inputs.map { referenceBezierProgress(curve, $0) } }
    var outputs = [Double](repeating: 0, count: n)
    func runAll(_ record: ((Int, Int, Double) -> Void)?) -> Double {
      var sum = 0.0
      inputs.withUnsafeBufferPointer { input in
        outputs.withUnsafeMutableBufferPointer { output in
          for c in 0..<named.count {
            evaluate(c, input, output)
            sum += output[n / 2]
            if let record { for i in 0..<n { record(c, i, output[i]) } }
          }
        }
      }
      return sum
    }
    return BenchCase(
      kernel: "timing-curve-batch-n\(n)", variant: variant, count: n * named.count,
      isBaseline: isBaseline,
      maxError: {
        var worst = 0.0
        _ = runAll { c, i, y in worst = max(worst, (y - reference[c][i]).magnitude) }
        return worst
      },
      run: { runAll(nil) })
  }

  func batchRows(n: Int) -> [BenchCase] {
    let chromium = oneCurve(
      n: n, "sample-table-newton-1e-7-chromium-scalar", isBaseline: n != 16
    ) { c, input, output in
      let solver = ClassicBezierSolver(namedParameters[c])
      for i in input.indices { output[i] = solver.sampleTableNewton(input[i]) }
    }
    let scalar = oneCurve(n: n, "kinetics-scalar", isBaseline: n == 16) { c, input, output in
      let curve = named[c]
      for i in input.indices { output[i] = curve.progress(at: input[i]) }
    }
    let batch = oneCurve(n: n, "kinetics-batch") { c, input, output in
      try! named[c].progress(at: input, into: output)
    }
    let prepared = oneCurve(n: n, "kinetics-prepared-batch") { c, input, output in
      try! named[c].prepared().progress(at: input, into: output)
    }
    // The Chromium-style strategy asked for Kinetics' accuracy: the floor row of the n = 4,096
    // target (docs/benchmarks.md, "Engine workload").
    let chromiumExact = oneCurve(n: n, "floor-sample-table-newton-1e-13-chromium-scalar") {
      c, input, output in
      let solver = ClassicBezierSolver(namedParameters[c])
      for i in input.indices { output[i] = solver.sampleTableNewton(input[i], epsilon: 1e-13) }
    }
    return [scalar, batch, prepared, chromium, chromiumExact]
  }

  return [
    lifecycle("sample-table-newton-1e-7-chromium-scalar", isBaseline: true) {
      parameters, input, output in
      let solver = ClassicBezierSolver(parameters)
      for i in 0..<16 { output[i] = solver.sampleTableNewton(input[i]) }
    },
    // The same strategy asked for Kinetics' accuracy: the floor row of the lifecycle targets. On
    // these random curves (steeper than the named ones) |x(t) − x| < 1e-13 leaves y off by up to
    // about 1.4e-12, so the residual bound is 1e-14.
    lifecycle("floor-sample-table-newton-1e-14-chromium-scalar") { parameters, input, output in
      let solver = ClassicBezierSolver(parameters)
      for i in 0..<16 { output[i] = solver.sampleTableNewton(input[i], epsilon: 1e-14) }
    },
    lifecycle("kinetics-scalar") { parameters, input, output in
      let curve = try! CubicBezierTimingCurve(
        x1: parameters.x1, y1: parameters.y1, x2: parameters.x2, y2: parameters.y2)
      for i in 0..<16 { output[i] = curve.progress(at: input[i]) }
    },
    lifecycle("kinetics-batch") { parameters, input, output in
      let curve = try! CubicBezierTimingCurve(
        x1: parameters.x1, y1: parameters.y1, x2: parameters.x2, y2: parameters.y2)
      try! curve.progress(at: input, into: output)
    },
    lifecycle("kinetics-prepared-scalar") { parameters, input, output in
      let curve = try! CubicBezierTimingCurve(
        x1: parameters.x1, y1: parameters.y1, x2: parameters.x2, y2: parameters.y2
      ).prepared()
      for i in 0..<16 { output[i] = curve.progress(at: input[i]) }
    },
  ] + batchRows(n: 16) + batchRows(n: configuration.size(4096, quick: 1024))
}
