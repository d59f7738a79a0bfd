import CLAPACK

extension TridiagonalSystem {
  /// Whether the matrix is symmetric: the sub- and superdiagonal are equal entry by entry.
  public var isSymmetric: Bool { subdiagonal == superdiagonal }

  /// Solves `A·X = B` for `columns` right-hand sides when `A` is symmetric positive definite.
  ///
  /// Method: LAPACK `dptsv`, the L·D·Lᵀ factorization of a symmetric positive definite tridiagonal
  /// matrix (no pivoting is needed: the factorization of an SPD matrix is backward stable). It reads
  /// one off-diagonal instead of two and does no row interchanges, so it is cheaper than `solve`.
  /// The natural and clamped spline systems are SPD (symmetric and strictly diagonally dominant
  /// with a positive diagonal).
  ///
  /// - Parameters:
  ///   - rightHandSides: B in column-major order, as for `solve(_:columns:)`.
  ///   - columns: the number of right-hand sides (≥ 1).
  /// - Returns: X in the same layout.
  /// - Throws: `.invalidParameter` when the matrix is not symmetric; `.notPositiveDefinite` when
  ///   `dptsv` finds a leading minor that is not positive; `.dimensionMismatch` or `.nonFiniteInput`
  ///   for bad B.
  /// - Complexity: O(n · columns), one `dptsv` call.
  public func solveSymmetricPositiveDefinite(_ rightHandSides: [Double], columns: Int)
    throws(LinearAlgebraError) -> [Double]
  {
    guard isSymmetric else {
      throw .invalidParameter("dptsv needs a symmetric matrix; the sub- and superdiagonal differ")
    }
    // dptsv overwrites the diagonals with the factors: it works on copies.
    var (main, offDiagonal) = (diagonal, subdiagonal)
    return try lapackSolve(
      rightHandSides, columns: columns, routine: "dptsv",
      failure: { .notPositiveDefinite(routine: "dptsv", order: $0) }
    ) { n, b in
      main.withUnsafeMutableBufferPointer { d in
        offDiagonal.withUnsafeMutableBufferPointer { e in
          LAPACKE_dptsv(LAPACK_COL_MAJOR, n, LapackInt(columns), d.baseAddress, e.baseAddress, b, n)
        }
      }
    }
  }

  /// What both LAPACK solves share around their call: checks B (`checkRightHandSides`), lets
  /// `solve` overwrite a copy of B with X (given n and B's storage, returning LAPACK's info), turns
  /// a negative info into `.illegalArgument` and a positive one into `failure(info)`, and checks
  /// that X is finite (`.nonFiniteResult`, the inputs being finite).
  func lapackSolve(
    _ rightHandSides: [Double], columns: Int, routine: String,
    failure: (Int) -> LinearAlgebraError,
    _ solve: (LapackInt, UnsafeMutablePointer<Double>?) -> LapackInt
  ) throws(LinearAlgebraError) -> [Double] {
    try checkRightHandSides(rightHandSides, columns: columns)
    var solution = rightHandSides
    let info = solution.withUnsafeMutableBufferPointer { solve(LapackInt(order), $0.baseAddress) }
    try checkLapackInfo(info, routine: routine, positive: failure)
    guard solution.allSatisfy(\.isFinite) else { throw .nonFiniteResult(routine: routine) }
    return solution
  }

  /// Checks the size and finiteness of B for `columns` right-hand sides.
  func checkRightHandSides(_ rightHandSides: [Double], columns: Int) throws(LinearAlgebraError) {
    let n = order
    guard columns >= 1, rightHandSides.count == n * columns else {
      throw .dimensionMismatch(
        "\(columns) right-hand sides of order \(n) need \(n * max(columns, 0)) values, got \(rightHandSides.count)"
      )
    }
    try requireFinite(rightHandSides, "a right-hand side")
  }
}
