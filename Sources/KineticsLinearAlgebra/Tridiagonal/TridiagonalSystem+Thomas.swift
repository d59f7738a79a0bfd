extension TridiagonalSystem {
  /// Solves `A·X = B` for `columns` right-hand sides in pure Swift, by Gaussian elimination without
  /// pivoting (the Thomas algorithm), factoring once and reusing the factors for every column.
  ///
  /// Stable when `A` is diagonally dominant or symmetric positive definite (Higham, *Accuracy and
  /// Stability of Numerical Algorithms*, 2nd ed., §9.6): every spline system of this module is
  /// strictly diagonally dominant. For other matrices use `solve(_:columns:)`, which pivots.
  /// This is the reference that the LAPACK paths are compared against in tests and in `bench`.
  /// Back substitution multiplies by reciprocal pivots (one rounding more per step than dividing)
  /// and columns are processed four at a time, which made the `bench` row
  /// `spline/solve-thomas-scalar` several times faster (docs/performance-notes.md).
  ///
  /// - Throws: `.singularMatrix(routine: "thomas", pivot:)` when a pivot is exactly zero (1-based);
  ///   `.dimensionMismatch` or `.nonFiniteInput` for bad B.
  /// - Complexity: O(n · columns).
  public func solveWithoutPivoting(_ rightHandSides: [Double], columns: Int)
    throws(LinearAlgebraError) -> [Double]
  {
    try checkRightHandSides(rightHandSides, columns: columns)
    let n = order
    // Forward elimination of the matrix alone: pivot[i] and the multipliers l[i] = a[i]/pivot[i−1].
    var pivots = [Double](repeating: 0, count: n)
    var multipliers = [Double](repeating: 0, count: n)
    pivots[0] = diagonal[0]
    if pivots[0] == 0 { throw .singularMatrix(routine: "thomas", pivot: 1) }
    for i in 1..<n {
      multipliers[i] = subdiagonal[i - 1] / pivots[i - 1]
      pivots[i] = diagonal[i] - multipliers[i] * superdiagonal[i - 1]
      if pivots[i] == 0 { throw .singularMatrix(routine: "thomas", pivot: i + 1) }
    }
    let reciprocalPivots = pivots.map { 1 / $0 }
    var solution = rightHandSides
    multipliers.withUnsafeBufferPointer { l in
      reciprocalPivots.withUnsafeBufferPointer { r in
        superdiagonal.withUnsafeBufferPointer { u in
          solution.withUnsafeMutableBufferPointer { x in
            // Four columns at a time: the recurrences are serial in i, so interleaving independent
            // columns keeps the floating-point units busy instead of waiting on one chain.
            var column = 0
            while column + 4 <= columns {
              let b = x.baseAddress! + column * n
              for i in 1..<n {
                b[i] -= l[i] * b[i - 1]
                b[n + i] -= l[i] * b[n + i - 1]
                b[2 * n + i] -= l[i] * b[2 * n + i - 1]
                b[3 * n + i] -= l[i] * b[3 * n + i - 1]
              }
              b[n - 1] *= r[n - 1]
              b[2 * n - 1] *= r[n - 1]
              b[3 * n - 1] *= r[n - 1]
              b[4 * n - 1] *= r[n - 1]
              for i in stride(from: n - 2, through: 0, by: -1) {
                b[i] = (b[i] - u[i] * b[i + 1]) * r[i]
                b[n + i] = (b[n + i] - u[i] * b[n + i + 1]) * r[i]
                b[2 * n + i] = (b[2 * n + i] - u[i] * b[2 * n + i + 1]) * r[i]
                b[3 * n + i] = (b[3 * n + i] - u[i] * b[3 * n + i + 1]) * r[i]
              }
              column += 4
            }
            while column < columns {
              let b = x.baseAddress! + column * n
              for i in 1..<n { b[i] -= l[i] * b[i - 1] }
              b[n - 1] *= r[n - 1]
              for i in stride(from: n - 2, through: 0, by: -1) { b[i] = (b[i] - u[i] * b[i + 1]) * r[i] }
              column += 1
            }
          }
        }
      }
    }
    guard solution.allSatisfy(\.isFinite) else { throw .nonFiniteResult(routine: "Thomas elimination") }
    return solution
  }
}
