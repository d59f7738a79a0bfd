import CLAPACK

/// A tridiagonal linear system `A·X = B`, solved for many right-hand sides in one LAPACK call.
///
/// `A` is the n×n matrix with `subdiagonal` (n − 1 entries, `A[i+1][i]`), `diagonal` (n entries) and
/// `superdiagonal` (n − 1 entries, `A[i][i+1]`). This is the system behind C² cubic splines: every
/// channel of a keyframe track that shares the key times shares `A`, so all channels are one call.
///
/// Method: LAPACK `dgtsv`, Gaussian elimination with partial pivoting (row interchanges), which is
/// stable for any nonsingular tridiagonal matrix, not only diagonally dominant ones.
public struct TridiagonalSystem: Sendable, Equatable {
  /// The entries below the diagonal, `A[i+1][i]` for i in 0..<n−1.
  public let subdiagonal: [Double]
  /// The diagonal entries `A[i][i]`.
  public let diagonal: [Double]
  /// The entries above the diagonal, `A[i][i+1]` for i in 0..<n−1.
  public let superdiagonal: [Double]

  /// The order n of the matrix.
  public var order: Int { diagonal.count }

  /// Creates the system after checking sizes (n ≥ 1, off-diagonals of n − 1) and that every entry
  /// is finite.
  public init(subdiagonal: [Double], diagonal: [Double], superdiagonal: [Double])
    throws(LinearAlgebraError)
  {
    let n = diagonal.count
    guard n >= 1 else { throw .dimensionMismatch("a tridiagonal system needs at least one row") }
    guard subdiagonal.count == n - 1, superdiagonal.count == n - 1 else {
      throw .dimensionMismatch(
        "order \(n) needs \(n - 1) sub- and superdiagonal entries, got \(subdiagonal.count) and \(superdiagonal.count)"
      )
    }
    try requireFinite(subdiagonal + diagonal + superdiagonal, "the tridiagonal matrix")
    self.subdiagonal = subdiagonal
    self.diagonal = diagonal
    self.superdiagonal = superdiagonal
  }

  /// Solves `A·X = B` for `columns` right-hand sides at once.
  ///
  /// - Parameters:
  ///   - rightHandSides: B in column-major order: column j is `rightHandSides[j*n ..< (j+1)*n]`.
  ///   - columns: the number of right-hand sides (≥ 1).
  /// - Returns: X in the same column-major layout.
  /// - Throws: `LinearAlgebraError.singularMatrix` when elimination meets an exact zero pivot;
  ///   `.nonFiniteResult` when the solution overflows although the inputs are finite;
  ///   `.dimensionMismatch` or `.nonFiniteInput` for bad B.
  /// - Complexity: O(n · columns), one `dgtsv` call.
  public func solve(_ rightHandSides: [Double], columns: Int) throws(LinearAlgebraError) -> [Double] {
    // dgtsv overwrites all four arrays: it works on copies.
    var (lower, main, upper) = (subdiagonal, diagonal, superdiagonal)
    return try lapackSolve(
      rightHandSides, columns: columns, routine: "dgtsv",
      failure: { .singularMatrix(routine: "dgtsv", pivot: $0) }
    ) { n, b in
      lower.withUnsafeMutableBufferPointer { dl in
        main.withUnsafeMutableBufferPointer { d in
          upper.withUnsafeMutableBufferPointer { du in
            LAPACKE_dgtsv(
              LAPACK_COL_MAJOR, n, LapackInt(columns), dl.baseAddress, d.baseAddress,
              du.baseAddress, b, n)
          }
        }
      }
    }
  }
}
