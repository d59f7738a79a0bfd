import CLAPACK

/// How a linear least-squares problem min ‖A·x − b‖₂ is solved.
public enum LeastSquaresMethod: Sendable, Equatable, CaseIterable {
  /// LAPACK `dgels`: a Householder QR factorization of A, then R·x = Qᵀb. Backward stable; the
  /// relative error of x grows like ε·κ(A) (plus ε·κ(A)²·‖r‖/(‖A‖‖x‖) for large residuals:
  /// Golub & Van Loan, *Matrix Computations*, 4th ed., §5.3.8). The default.
  case qr
  /// The normal equations AᵀA·x = Aᵀb, factored by a pure-Swift Cholesky decomposition. About half
  /// the flops of QR for tall A, but the error grows like ε·κ(A)²: kept as the baseline that `bench`
  /// compares `dgels` against.
  case normalEquations
}

/// Dense linear least squares: the building block of the Gauss–Newton / Levenberg–Marquardt steps of
/// `SampledCurve.fittedCubicBezier(method:)` and of its linear initial guesses.
public enum LinearLeastSquares {
  /// The x that minimises ‖A·x − b‖₂ for a `rows` × `columns` matrix A with `rows ≥ columns`.
  ///
  /// - Parameters:
  ///   - matrix: A in column-major order (`matrix[row + column·rows]`), LAPACK's layout.
  ///   - rightHandSide: b, `rows` entries.
  ///   - method: `.qr` (`dgels`, default) or `.normalEquations` (Cholesky, pure Swift).
  /// - Returns: x, `columns` entries.
  /// - Throws: `.dimensionMismatch` for inconsistent sizes or `rows < columns`; `.nonFiniteInput`
  ///   for NaN or ±∞; `.singularMatrix(routine: "dgels", pivot: i)` when A does not have full column
  ///   rank (R's diagonal entry i is exactly zero); `.notPositiveDefinite(routine: "cholesky", …)`
  ///   when AᵀA is not numerically positive definite.
  /// - Complexity: O(rows · columns²), one `dgels` call (or one pass forming AᵀA).
  public static func solve(
    matrix: [Double], rows: Int, columns: Int, rightHandSide: [Double], method: LeastSquaresMethod = .qr
  ) throws(LinearAlgebraError) -> [Double] {
    guard columns >= 1, rows >= columns, matrix.count == rows * columns, rightHandSide.count == rows
    else {
      throw .dimensionMismatch(
        "least squares needs rows ≥ columns ≥ 1 and a \(rows)×\(columns) matrix with \(rows) right-hand "
          + "side entries; got \(matrix.count) matrix and \(rightHandSide.count) right-hand side entries")
    }
    try requireFinite(matrix, "the least-squares matrix")
    try requireFinite(rightHandSide, "the least-squares right-hand side")
    switch method {
    case .qr: return try solveByQR(matrix: matrix, rows: rows, columns: columns, rightHandSide: rightHandSide)
    case .normalEquations:
      return try solveByNormalEquations(
        matrix: matrix, rows: rows, columns: columns, rightHandSide: rightHandSide)
    }
  }

  private static func solveByQR(matrix: [Double], rows: Int, columns: Int, rightHandSide: [Double])
    throws(LinearAlgebraError) -> [Double]
  {
    var factored = matrix
    var solution = rightHandSide
    let info = factored.withUnsafeMutableBufferPointer { a in
      solution.withUnsafeMutableBufferPointer { b in
        LAPACKE_dgels(
          LAPACK_COL_MAJOR, CChar(UInt8(ascii: "N")), LapackInt(rows), LapackInt(columns), 1,
          a.baseAddress, LapackInt(rows), b.baseAddress, LapackInt(rows))
      }
    }
    try checkLapackInfo(info, routine: "dgels") { .singularMatrix(routine: "dgels", pivot: $0) }
    return Array(solution.prefix(columns))
  }

  /// Forms G = AᵀA and c = Aᵀb, factors G = L·Lᵀ and solves by two triangular sweeps.
  private static func solveByNormalEquations(
    matrix: [Double], rows: Int, columns: Int, rightHandSide: [Double]
  ) throws(LinearAlgebraError) -> [Double] {
    var gram = [Double](repeating: 0, count: columns * columns)
    var projected = [Double](repeating: 0, count: columns)
    for j in 0..<columns {
      let columnJ = j * rows
      for i in 0...j {
        let columnI = i * rows
        var sum = 0.0
        for row in 0..<rows { sum += matrix[columnI + row] * matrix[columnJ + row] }
        gram[i * columns + j] = sum
        gram[j * columns + i] = sum
      }
      var sum = 0.0
      for row in 0..<rows { sum += matrix[columnJ + row] * rightHandSide[row] }
      projected[j] = sum
    }
    return try solveSymmetricPositiveDefinite(gram, projected, order: columns)
  }
}

/// Solves G·x = c for a symmetric positive definite G (row-major, `order` × `order`) by the
/// Cholesky factorization G = L·Lᵀ, in pure Swift. Shared by the normal-equations paths.
func solveSymmetricPositiveDefinite(_ gram: [Double], _ projected: [Double], order n: Int)
  throws(LinearAlgebraError) -> [Double]
{
  var lower = gram
  for j in 0..<n {
    var pivot = lower[j * n + j]
    for k in 0..<j { pivot -= lower[j * n + k] * lower[j * n + k] }
    guard pivot > 0 else { throw .notPositiveDefinite(routine: "cholesky", order: j + 1) }
    let root = pivot.squareRoot()
    lower[j * n + j] = root
    for i in (j + 1)..<n {
      var value = lower[i * n + j]
      for k in 0..<j { value -= lower[i * n + k] * lower[j * n + k] }
      lower[i * n + j] = value / root
    }
  }
  var solution = projected
  for i in 0..<n {
    for k in 0..<i { solution[i] -= lower[i * n + k] * solution[k] }
    solution[i] /= lower[i * n + i]
  }
  for i in stride(from: n - 1, through: 0, by: -1) {
    for k in (i + 1)..<n { solution[i] -= lower[k * n + i] * solution[k] }
    solution[i] /= lower[i * n + i]
  }
  return solution
}
