import KineticsLinearAlgebra

/// `spline` rows: the tridiagonal solve behind a multi-channel C² spline, pure Swift against
/// LAPACK. `spline-eval` rows: evaluating every channel at many times, scalar against SIMD batch
/// against BLAS `dgemm`. Separate kernels so that each ratio compares like with like.
/// `coupled-spring` rows come from `coupledSpringBenchmarks`.
let linearAlgebraBenchmarks: BenchSuite = { configuration in
  splineSolveBenchmarks(configuration) + splineEvaluationBenchmarks(configuration)
    + coupledSpringBenchmarks(configuration)
}

/// Random non-uniform key times (widths in [0.05, 1.05)) and values in [−50, 50), seeded.
func benchSplineKeys(keys: Int, channels: Int) -> ([Double], [[Double]]) {
  var state: UInt64 = 0x5EED
  func next() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) * 0x1p-53
  }
  var times = [0.0]
  for _ in 1..<keys { times.append(times.last! + 0.05 + next()) }
  let values = (0..<keys).map { _ in (0..<channels).map { _ in next() * 100 - 50 } }
  return (times, values)
}

/// The natural-spline system of `times` (interior rows; the end rows decoupled) and its right-hand
/// sides, one column per channel: what `CubicSpline` hands to the solver.
private func naturalSplineSystem(times: [Double], values: [[Double]]) -> (TridiagonalSystem, [Double], Int) {
  let n = times.count
  let channels = values[0].count
  let h = (0..<(n - 1)).map { times[$0 + 1] - times[$0] }
  var off = [Double](repeating: 0, count: n - 1)
  var diagonal = [Double](repeating: 1, count: n)
  var rhs = [Double](repeating: 0, count: n * channels)
  for i in 1..<(n - 1) {
    diagonal[i] = 2 * (h[i - 1] + h[i])
    if i > 1 { off[i - 1] = h[i - 1] }
    for c in 0..<channels {
      rhs[c * n + i] =
        6 * ((values[i + 1][c] - values[i][c]) / h[i] - (values[i][c] - values[i - 1][c]) / h[i - 1])
    }
  }
  off[n - 2] = 0
  return (try! TridiagonalSystem(subdiagonal: off, diagonal: diagonal, superdiagonal: off), rhs, channels)
}

/// The same system solved in WideReal (Float80 on x86-64) by elimination without pivoting: the
/// reference.
private func extendedSolve(_ system: TridiagonalSystem, _ rhs: [Double], columns: Int) -> [WideReal] {
  let n = system.order
  var pivots = [WideReal](repeating: 0, count: n)
  var multipliers = [WideReal](repeating: 0, count: n)
  pivots[0] = WideReal(system.diagonal[0])
  for i in 1..<n {
    multipliers[i] = WideReal(system.subdiagonal[i - 1]) / pivots[i - 1]
    pivots[i] = WideReal(system.diagonal[i]) - multipliers[i] * WideReal(system.superdiagonal[i - 1])
  }
  var x = rhs.map { WideReal($0) }
  for column in 0..<columns {
    let base = column * n
    for i in 1..<n { x[base + i] -= multipliers[i] * x[base + i - 1] }
    x[base + n - 1] /= pivots[n - 1]
    for i in stride(from: n - 2, through: 0, by: -1) {
      x[base + i] = (x[base + i] - WideReal(system.superdiagonal[i]) * x[base + i + 1]) / pivots[i]
    }
  }
  return x
}

/// The natural spline through the keys, solved and evaluated in WideReal with the moment form
/// S(t) = Mᵢ(tᵢ₊₁ − t)³/6h + Mᵢ₊₁(t − tᵢ)³/6h + (yᵢ/h − Mᵢh/6)(tᵢ₊₁ − t) + (yᵢ₊₁/h − Mᵢ₊₁h/6)(t − tᵢ):
/// the reference for `spline-eval`, flat in the per-channel layout.
private func extendedNaturalSpline(times: [Double], values: [[Double]], at samples: [Double]) -> [WideReal] {
  let n = times.count
  let t = times.map { WideReal($0) }
  let h = (0..<(n - 1)).map { t[$0 + 1] - t[$0] }
  return (0..<values[0].count).flatMap { channel -> [WideReal] in
    let y = values.map { WideReal($0[channel]) }
    // Thomas on the interior rows (M₀ = Mₙ₋₁ = 0).
    var diagonal = [WideReal](repeating: 1, count: n)
    var rhs = [WideReal](repeating: 0, count: n)
    for i in 1..<(n - 1) {
      diagonal[i] = 2 * (h[i - 1] + h[i])
      rhs[i] = 6 * ((y[i + 1] - y[i]) / h[i] - (y[i] - y[i - 1]) / h[i - 1])
    }
    for i in 2..<(n - 1) {
      let multiplier = h[i - 1] / diagonal[i - 1]
      diagonal[i] -= multiplier * h[i - 1]
      rhs[i] -= multiplier * rhs[i - 1]
    }
    var moments = [WideReal](repeating: 0, count: n)
    for i in stride(from: n - 2, through: 1, by: -1) {
      moments[i] = (rhs[i] - (i < n - 2 ? h[i] * moments[i + 1] : 0)) / diagonal[i]
    }
    return samples.map { sample in
      let x = WideReal(sample)
      var i = 0
      while i < n - 2, t[i + 1] <= x { i += 1 }
      let (a, b) = (t[i + 1] - x, x - t[i])
      return moments[i] * a * a * a / (6 * h[i]) + moments[i + 1] * b * b * b / (6 * h[i])
        + (y[i] / h[i] - moments[i] * h[i] / 6) * a + (y[i + 1] / h[i] - moments[i + 1] * h[i] / 6) * b
    }
  }
}

private func splineSolveBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let keys = configuration.size(1000, quick: 200)
  let channels = 64
  let (times, values) = benchSplineKeys(keys: keys, channels: channels)
  let (system, rhs, columns) = naturalSplineSystem(times: times, values: values)
  let reference = extendedSolve(system, rhs, columns: columns)
  func maxError(_ solution: [Double]) -> Double {
    zip(solution, reference).map { Double(abs(WideReal($0) - $1)) }.max()!
  }
  let count = keys * channels
  let variants: [(String, Bool, () -> [Double])] = [
    ("solve-thomas-scalar", true, { try! system.solveWithoutPivoting(rhs, columns: columns) }),
    ("solve-dgtsv-lapack", false, { try! system.solve(rhs, columns: columns) }),
    ("solve-dptsv-lapack", false, { try! system.solveSymmetricPositiveDefinite(rhs, columns: columns) }),
  ]
  return variants.map { name, isBaseline, solve in
    BenchCase(
      kernel: "spline", variant: name, count: count, isBaseline: isBaseline,
      maxError: { maxError(solve()) }, run: { solve()[count / 2] })
  }
}

private func splineEvaluationBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let channels = 64
  let sampleCount = configuration.size(2000, quick: 400)
  let (times, values) = benchSplineKeys(keys: 100, channels: channels)
  let spline = try! CubicSpline(keyTimes: times, values: values, boundary: .natural)
  let samples = (0..<sampleCount).map { times.last! * Double($0) / Double(sampleCount - 1) }
  let count = sampleCount * channels
  let reference = extendedNaturalSpline(times: times, values: values, at: samples)
  func maxError(_ flat: [Double]) -> Double {
    zip(flat, reference).map { Double(abs(WideReal($0) - $1)) }.max()!
  }
  var output = [Double](repeating: 0, count: count)
  let scalar: () -> [Double] = {
    var flat = [Double](repeating: 0, count: count)
    for channel in 0..<channels {
      for (index, t) in samples.enumerated() {
        flat[channel * sampleCount + index] = spline.value(at: t, channel: channel)
      }
    }
    return flat
  }
  let batch: () -> [Double] = {
    samples.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { try! spline.values(at: input, into: $0) }
    }
    return output
  }
  let product: () -> [Double] = {
    samples.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { try! spline.valuesByMatrixProduct(at: input, into: $0) }
    }
    return output
  }
  // Float rows: times rounded to Float; their reference is the WideReal spline at those times.
  let floatSamples = samples.map { Float($0) }
  let floatReference = extendedNaturalSpline(
    times: times, values: values, at: floatSamples.map { Double($0) })
  var floatOutput = [Float](repeating: 0, count: count)
  let floatBatch: () -> Float = {
    floatSamples.withUnsafeBufferPointer { input in
      floatOutput.withUnsafeMutableBufferPointer { try! spline.values(at: input, into: $0) }
    }
    return floatOutput[count / 3]
  }
  let floatProduct: () -> Float = {
    floatSamples.withUnsafeBufferPointer { input in
      floatOutput.withUnsafeMutableBufferPointer { try! spline.valuesByMatrixProduct(at: input, into: $0) }
    }
    return floatOutput[count / 3]
  }
  func floatMaxError(_ fill: () -> Float) -> Double {
    _ = fill()
    return zip(floatOutput, floatReference).map { Double(abs(WideReal($0) - $1)) }.max()!
  }
  return [
    BenchCase(
      kernel: "spline-eval", variant: "value-scalar-double", count: count, isBaseline: true,
      maxError: { maxError(scalar()) }, run: { scalar()[count / 3] }),
    BenchCase(
      kernel: "spline-eval", variant: "values-batch-simd4-double", count: count,
      maxError: { maxError(batch()) }, run: { batch()[count / 3] }),
    BenchCase(
      kernel: "spline-eval", variant: "values-gemm-blas-double", count: count,
      maxError: { maxError(product()) }, run: { product()[count / 3] }),
    BenchCase(
      kernel: "spline-eval", variant: "values-batch-simd4-float", count: count,
      maxError: { floatMaxError(floatBatch) }, run: { Double(floatBatch()) }),
    BenchCase(
      kernel: "spline-eval", variant: "values-gemm-blas-float", count: count,
      maxError: { floatMaxError(floatProduct) }, run: { Double(floatProduct()) }),
  ]
}
