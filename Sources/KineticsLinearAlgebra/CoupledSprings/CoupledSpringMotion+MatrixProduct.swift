import CLAPACK

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CoupledSpringMotion {
  /// The positions of every mass at every time, one array per mass (`result[mass][timeIndex]`).
  ///
  /// Method on the eigen path: the modal weights of every time form a 2n × T matrix W (for a real
  /// eigenvalue cⱼe^{λⱼt}; for a pair e^{αt}(cⱼcos βt + cⱼ₊₁sin βt) and e^{αt}(cⱼ₊₁cos βt − cⱼsin βt)),
  /// and all positions are the rows of V that hold positions times W: one BLAS `dgemm`
  /// (T × n = Wᵀ · V₁ᵀ), written straight into the per-mass layout. Equal to `state(at:)` up to
  /// the order of the sums (a few ulps of the largest modal term; at t = 0 it is V·V⁻¹·z₀ rather
  /// than z₀ exactly). On the matrix-exponential path every time is a `state(at:)` call.
  ///
  /// - Throws: `.nonFiniteInput` for a non-finite time; on the matrix-exponential path, what
  ///   `state(at:)` throws.
  /// - Complexity: O(n·T) transcendental calls and 2·n·2n·T flops in BLAS on the eigen path.
  public func positionsByMatrixProduct(at times: [Double]) throws(LinearAlgebraError) -> [[Double]] {
    let n = system.dimension
    guard method == .eigenDecomposition else {
      let states = try states(at: times)
      return (0..<n).map { mass in states.map { $0.position[mass] } }
    }
    for time in times where !time.isFinite {
      throw .nonFiniteInput("the time \(time) is not finite")
    }
    let count = times.count
    guard count > 0 else { return Array(repeating: [], count: n) }
    let size = 2 * n
    var weights = [Double](repeating: 0, count: size * count)
    for (column, time) in times.enumerated() {
      let base = column * size
      var j = 0
      while j < size {
        let growth = exp(eigenvalueReal[j] * time)
        if eigenvalueImaginary[j] == 0 {
          weights[base + j] = modalCoefficients[j] * growth
          j += 1
        } else {
          let angle = eigenvalueImaginary[j] * time
          let (cosine, sine) = (cos(angle), sin(angle))
          let (c0, c1) = (modalCoefficients[j], modalCoefficients[j + 1])
          weights[base + j] = growth * (c0 * cosine + c1 * sine)
          weights[base + j + 1] = growth * (c1 * cosine - c0 * sine)
          j += 2
        }
      }
    }
    var positions = [Double](repeating: 0, count: count * n)
    cblas_dgemm(
      CblasColMajor, CblasTrans, CblasTrans, Int32(count), Int32(n), Int32(size), 1, weights,
      Int32(size), eigenvectors.entries, Int32(size), 0, &positions, Int32(count))
    return (0..<n).map { Array(positions[($0 * count)..<(($0 + 1) * count)]) }
  }
}
