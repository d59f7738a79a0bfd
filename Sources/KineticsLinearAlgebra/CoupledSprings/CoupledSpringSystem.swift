import CLAPACK

/// A linear system of n coupled masses, M·x″ + C·x′ + K·x = 0, with symmetric mass M (positive
/// definite), damping C and stiffness K (n × n each).
///
/// Positions are displacements from equilibrium (shift by the target to animate towards one).
/// Its motion from any initial state is exact up to rounding: see `motion(position:velocity:method:)`.
/// Build chains of masses and springs with `chain(masses:stiffnesses:dampings:)`.
///
/// The first-order form is z′ = A·z with z = (x, x′) and A = [[0, I], [−M⁻¹K, −M⁻¹C]]; M⁻¹K and
/// M⁻¹C come from one LAPACK `dposv` call (Cholesky), which also proves M positive definite.
public struct CoupledSpringSystem: Sendable, Equatable {
  /// The mass matrix M (rows), symmetric positive definite.
  public let mass: [[Double]]
  /// The damping matrix C (rows), symmetric.
  public let damping: [[Double]]
  /// The stiffness matrix K (rows), symmetric.
  public let stiffness: [[Double]]
  /// A = [[0, I], [−M⁻¹K, −M⁻¹C]], 2n × 2n, column-major.
  let stateMatrix: DenseMatrix

  /// The number of masses n.
  public var dimension: Int { mass.count }

  /// Creates the system after validating it.
  ///
  /// - Throws: `.dimensionMismatch` unless all three are n × n with n ≥ 1; `.nonFiniteInput`;
  ///   `.invalidParameter` when a matrix is not symmetric (|aᵢⱼ − aⱼᵢ| > 1e-12·max|a|: room for
  ///   data that went through a decimal round trip); `.notPositiveDefinite(routine: "dposv", …)`
  ///   when M is not positive definite.
  /// - Complexity: O(n³), one `dposv` call.
  public init(mass: [[Double]], damping: [[Double]], stiffness: [[Double]]) throws(LinearAlgebraError) {
    let n = mass.count
    guard n >= 1 else { throw .dimensionMismatch("a coupled spring system needs at least one mass") }
    for (name, matrix) in [("mass", mass), ("damping", damping), ("stiffness", stiffness)] {
      guard matrix.count == n, matrix.allSatisfy({ $0.count == n }) else {
        throw .dimensionMismatch("the \(name) matrix must be \(n) × \(n) like the mass matrix")
      }
      for row in matrix { try requireFinite(row, "the \(name) matrix") }
      let largest = matrix.joined().map(abs).max() ?? 0
      for i in 0..<n {
        for j in 0..<i where abs(matrix[i][j] - matrix[j][i]) > 1e-12 * largest {
          throw .invalidParameter(
            "the \(name) matrix must be symmetric: entry (\(i), \(j)) is \(matrix[i][j]), (\(j), \(i)) is \(matrix[j][i])"
          )
        }
      }
    }
    self.mass = mass
    self.damping = damping
    self.stiffness = stiffness
    stateMatrix = try Self.firstOrderMatrix(mass: mass, damping: damping, stiffness: stiffness)
  }

  /// A = [[0, I], [−M⁻¹K, −M⁻¹C]], solving M·[X Y] = [K C] with `dposv`.
  private static func firstOrderMatrix(mass: [[Double]], damping: [[Double]], stiffness: [[Double]])
    throws(LinearAlgebraError) -> DenseMatrix
  {
    let n = mass.count
    var factor = DenseMatrix(rows: mass).entries
    // Right-hand sides: the n columns of K, then the n columns of C (column-major n × 2n).
    var rhs = DenseMatrix(rows: stiffness).entries + DenseMatrix(rows: damping).entries
    let info = LAPACKE_dposv(
      LAPACK_COL_MAJOR, Int8(UInt8(ascii: "U")), LapackInt(n), LapackInt(2 * n), &factor,
      LapackInt(n), &rhs, LapackInt(n))
    try checkLapackInfo(info, routine: "dposv") { .notPositiveDefinite(routine: "dposv", order: $0) }
    var a = DenseMatrix(order: 2 * n, entries: [Double](repeating: 0, count: 4 * n * n))
    for i in 0..<n {
      a[i, n + i] = 1
      for j in 0..<n {
        a[n + i, j] = -rhs[i + j * n]
        a[n + i, n + j] = -rhs[i + (n + j) * n]
      }
    }
    return a
  }

  /// The total mechanical energy ½·vᵀMv + ½·xᵀKx of a state (kinetic plus potential).
  /// With C positive semidefinite it never grows along a motion; with C = 0 it is conserved.
  /// - Complexity: O(n²).
  public func energy(position: [Double], velocity: [Double]) -> Double {
    var total = 0.0
    for i in 0..<dimension {
      for j in 0..<dimension {
        total += velocity[i] * mass[i][j] * velocity[j] + position[i] * stiffness[i][j] * position[j]
      }
    }
    return total / 2
  }
}
