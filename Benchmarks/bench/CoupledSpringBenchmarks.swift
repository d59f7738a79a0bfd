import KineticsLinearAlgebra

/// `coupled-spring` rows: a damped chain of 8 masses evaluated at 200 times in [0, 5] s by the
/// eigen-decomposition (`dgeev`), the matrix exponential (Padé 13, `dgesv`/`dgemm`) and classic
/// RK4 (pure Swift, step 1 ms, the baseline). Reference: RK4 in WideReal with step 10 µs (its
/// truncation error, ~h⁴, is far below Double rounding).
func coupledSpringBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let n = 8
  let masses = (0..<n).map { 1 + 0.25 * Double($0 % 3) }
  let stiffnesses = (0...n).map { 80 + 10 * Double($0 % 4) }
  let dampings = (0...n).map { 0.4 + 0.1 * Double($0 % 2) }
  let system = try! CoupledSpringSystem.chain(masses: masses, stiffnesses: stiffnesses, dampings: dampings)
  let position = (0..<n).map { Double($0 % 2 == 0 ? 1 : -0.5) }
  let velocity = (0..<n).map { Double($0) * 0.1 }
  let sampleCount = configuration.size(200, quick: 40)
  let duration = 5.0
  let times = (1...sampleCount).map { duration * Double($0) / Double(sampleCount) }
  let eigen = try! system.motion(position: position, velocity: velocity, method: .eigenDecomposition)
  let exponential = try! system.motion(position: position, velocity: velocity, method: .matrixExponential)

  /// Classic RK4 on x″ = −M⁻¹(C·x′ + K·x) (M is diagonal for a chain), sampled at `times`.
  func rungeKutta<T: BinaryFloatingPoint>(_: T.Type, step: Double) -> [Double] {
    let m = masses.map { T($0) }
    let c = system.damping.map { $0.map { T($0) } }
    let k = system.stiffness.map { $0.map { T($0) } }
    func derivative(_ z: [T]) -> [T] {
      var out = [T](repeating: 0, count: 2 * n)
      for i in 0..<n {
        var force: T = 0
        for j in 0..<n { force -= c[i][j] * z[n + j] + k[i][j] * z[j] }
        out[i] = z[n + i]
        out[n + i] = force / m[i]
      }
      return out
    }
    var z = (position + velocity).map { T($0) }
    let h = T(step)
    var result: [Double] = []
    var time = 0.0
    for target in times {
      let steps = Int(((target - time) / step).rounded())
      for _ in 0..<steps {
        let k1 = derivative(z)
        let k2 = derivative(zip(z, k1).map { $0 + h / 2 * $1 })
        let k3 = derivative(zip(z, k2).map { $0 + h / 2 * $1 })
        let k4 = derivative(zip(z, k3).map { $0 + h * $1 })
        for i in z.indices { z[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]) }
      }
      time += Double(steps) * step
      result.append(contentsOf: z.prefix(n).map { Double($0) })
    }
    return result
  }
  let reference = rungeKutta(WideReal.self, step: 1e-5)
  func maxError(_ positions: [Double]) -> Double {
    zip(positions, reference).map { abs($0 - $1) }.max()!
  }
  let rk4: () -> [Double] = { rungeKutta(Double.self, step: 1e-3) }
  let eigenPath: () -> [Double] = { times.flatMap { try! eigen.state(at: $0).position } }
  // The matrix product returns one array per mass; flatten it time-major like the other rows.
  let eigenProduct: () -> [Double] = {
    let perMass = try! eigen.positionsByMatrixProduct(at: times)
    return (0..<sampleCount).flatMap { index in perMass.map { $0[index] } }
  }
  let exponentialPath: () -> [Double] = { times.flatMap { try! exponential.state(at: $0).position } }
  return [
    BenchCase(
      kernel: "coupled-spring", variant: "rk4-step-1ms-scalar", count: sampleCount, isBaseline: true,
      maxError: { maxError(rk4()) }, run: { rk4()[n] }),
    BenchCase(
      kernel: "coupled-spring", variant: "eigen-dgeev-lapack-scalar", count: sampleCount,
      maxError: { maxError(eigenPath()) }, run: { eigenPath()[n] }),
    BenchCase(
      kernel: "coupled-spring", variant: "eigen-gemm-blas-batch", count: sampleCount,
      maxError: { maxError(eigenProduct()) },
      run: { try! eigen.positionsByMatrixProduct(at: times)[0][1] }),
    BenchCase(
      kernel: "coupled-spring", variant: "expm-pade13-lapack-scalar", count: sampleCount,
      maxError: { maxError(exponentialPath()) }, run: { exponentialPath()[n] }),
  ]
}
