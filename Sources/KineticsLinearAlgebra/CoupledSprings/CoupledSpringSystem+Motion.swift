import CLAPACK

extension CoupledSpringSystem {
  /// The exact motion from positions x(0) and velocities x′(0).
  ///
  /// Method: LAPACK `dgeev` gives A = V·Λ·V⁻¹; V is LU-factored (`dgetrf`), its reciprocal
  /// condition number estimated (`dgecon`), and c = V⁻¹·z₀ solved (`dgetrs`). With `.automatic`,
  /// an exactly singular or ill-conditioned V (rcond below
  /// `CoupledSpringMotion.eigenvectorConditionThreshold`: A is defective or nearly so, as with a
  /// critically damped mode or a free chain's rigid-body mode) selects the matrix exponential.
  ///
  /// - Throws: `.dimensionMismatch` unless both vectors have `dimension` entries; `.nonFiniteInput`;
  ///   with `.eigenDecomposition`, `.singularMatrix(routine: "dgetrf", …)` or `.illConditioned` for a
  ///   defective A; `.computationFailed(routine: "dgeev", …)` if the QR algorithm fails.
  /// - Complexity: O(n³) once.
  public func motion(
    position: [Double], velocity: [Double], method: CoupledSpringMethod = .automatic
  ) throws(LinearAlgebraError) -> CoupledSpringMotion {
    let n = dimension
    guard position.count == n, velocity.count == n else {
      throw .dimensionMismatch(
        "\(n) masses need \(n) positions and velocities, got \(position.count) and \(velocity.count)")
    }
    try requireFinite(position + velocity, "the initial state")
    let initialState = position + velocity
    let exponentialOnly = CoupledSpringMotion(
      system: self, initialState: initialState, method: .matrixExponential,
      eigenvectorReciprocalCondition: nil, eigenvalueReal: [], eigenvalueImaginary: [],
      eigenvectors: DenseMatrix(order: 0, entries: []), modalCoefficients: [])
    if method == .matrixExponential { return exponentialOnly }

    let size = 2 * n
    var a = stateMatrix.entries
    var real = [Double](repeating: 0, count: size)
    var imaginary = [Double](repeating: 0, count: size)
    var vectors = [Double](repeating: 0, count: size * size)
    var unusedLeft = [Double](repeating: 0, count: 1)
    let info = LAPACKE_dgeev(
      LAPACK_COL_MAJOR, Int8(UInt8(ascii: "N")), Int8(UInt8(ascii: "V")), LapackInt(size), &a,
      LapackInt(size), &real, &imaginary, &unusedLeft, 1, &vectors, LapackInt(size))
    try checkLapackInfo(info, routine: "dgeev") { .computationFailed(routine: "dgeev", info: $0) }
    // Conservative modes come back with real parts of rounding size (±1e-17 for an undamped chain),
    // and e^(Re λ·t) then grows without bound: positions 5e23 at t = 1e18, NaN at t = 5e299 (found
    // by the hostile CLI tests). A real part within 64·ε·‖A‖₁ of zero is below what dgeev resolves
    // (its eigenvalue error is about ε·‖A‖ times the condition), so it is taken as 0.
    let resolvable = 64 * Double.ulpOfOne * stateMatrix.oneNorm
    for k in real.indices where abs(real[k]) <= resolvable { real[k] = 0 }

    let eigenvectors = DenseMatrix(order: size, entries: vectors)
    var factors = vectors
    var pivots = [LapackInt](repeating: 0, count: size)
    let norm = eigenvectors.oneNorm
    let factorInfo = LAPACKE_dgetrf(
      LAPACK_COL_MAJOR, LapackInt(size), LapackInt(size), &factors, LapackInt(size), &pivots)
    do {
      try checkLapackInfo(factorInfo, routine: "dgetrf") { .singularMatrix(routine: "dgetrf", pivot: $0) }
    } catch {
      if method == .automatic { return exponentialOnly }
      throw error
    }
    var reciprocalCondition = 0.0
    let conditionInfo = LAPACKE_dgecon(
      LAPACK_COL_MAJOR, Int8(UInt8(ascii: "1")), LapackInt(size), &factors, LapackInt(size), norm,
      &reciprocalCondition)
    try checkLapackInfo(conditionInfo, routine: "dgecon") { .computationFailed(routine: "dgecon", info: $0) }
    if reciprocalCondition < CoupledSpringMotion.eigenvectorConditionThreshold {
      if method == .automatic { return exponentialOnly }
      throw .illConditioned(routine: "dgeev", reciprocalCondition: reciprocalCondition)
    }
    var coefficients = initialState
    let solveInfo = LAPACKE_dgetrs(
      LAPACK_COL_MAJOR, Int8(UInt8(ascii: "N")), LapackInt(size), 1, &factors, LapackInt(size),
      &pivots, &coefficients, LapackInt(size))
    try checkLapackInfo(solveInfo, routine: "dgetrs") { .computationFailed(routine: "dgetrs", info: $0) }
    return CoupledSpringMotion(
      system: self, initialState: initialState, method: .eigenDecomposition,
      eigenvectorReciprocalCondition: reciprocalCondition, eigenvalueReal: real,
      eigenvalueImaginary: imaginary, eigenvectors: eigenvectors, modalCoefficients: coefficients)
  }
}
