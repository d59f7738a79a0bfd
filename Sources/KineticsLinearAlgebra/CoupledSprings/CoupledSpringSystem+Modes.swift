import CLAPACK

/// One natural mode of an undamped coupled spring system: K·φ = ω²·M·φ.
public struct NormalMode: Sendable, Equatable {
  /// The angular frequency ω in radians per second (≥ 0; 0 for a rigid-body mode).
  public let angularFrequency: Double
  /// The mode shape φ, normalized so that φᵀ·M·φ = 1 (LAPACK `dsygv`'s normalization).
  public let shape: [Double]
}

extension CoupledSpringSystem {
  /// The natural modes of the undamped system (C ignored), lowest frequency first.
  ///
  /// Method: the generalized symmetric-definite eigenproblem K·φ = λ·M·φ by LAPACK `dsygv`
  /// (Cholesky of M, then a symmetric tridiagonal QR iteration); ω = √λ. Eigenvalues are accurate
  /// to about ε·‖K‖·‖M⁻¹‖. With C = 0 the motion starting at rest from a mode shape is
  /// x(t) = φ·cos(ω·t).
  ///
  /// - Throws: `.invalidParameter` when K has a negative generalized eigenvalue beyond rounding
  ///   (−1e-12·max|λ|: the system is unstable and has no such modes); `.computationFailed` when the
  ///   QR iteration does not converge; `.notPositiveDefinite` when M is not positive definite.
  /// - Complexity: O(n³).
  public func normalModes() throws(LinearAlgebraError) -> [NormalMode] {
    let n = dimension
    var a = DenseMatrix(rows: stiffness).entries
    var b = DenseMatrix(rows: mass).entries
    var eigenvalues = [Double](repeating: 0, count: n)
    let info = LAPACKE_dsygv(
      LAPACK_COL_MAJOR, 1, Int8(UInt8(ascii: "V")), Int8(UInt8(ascii: "U")), LapackInt(n), &a,
      LapackInt(n), &b, LapackInt(n), &eigenvalues)
    try checkLapackInfo(info, routine: "dsygv") { info in
      // dsygv: info ≤ n means the QR iteration failed; n + i means the minor of order i of B is
      // not positive definite.
      info > n
        ? .notPositiveDefinite(routine: "dsygv", order: info - n)
        : .computationFailed(routine: "dsygv", info: info)
    }
    let largest = eigenvalues.map(abs).max() ?? 0
    if let lowest = eigenvalues.first, lowest < -1e-12 * largest {
      throw .invalidParameter(
        "the stiffness matrix has a negative generalized eigenvalue \(lowest): the system is unstable")
    }
    return (0..<n).map { mode in
      NormalMode(
        angularFrequency: max(eigenvalues[mode], 0).squareRoot(),
        shape: Array(a[(mode * n)..<((mode + 1) * n)]))
    }
  }
}
