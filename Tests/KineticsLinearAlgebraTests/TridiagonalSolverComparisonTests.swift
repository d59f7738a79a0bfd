import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

@Suite struct TridiagonalSolverComparisonTests {
  /// A random symmetric, strictly diagonally dominant system like the spline systems.
  private func splineLikeSystem(order n: Int, generator: inout SplitMix64) throws -> TridiagonalSystem {
    let widths = (0..<n).map { _ in 0.05 + generator.nextUnit() }
    let off = (0..<(n - 1)).map { widths[$0] }
    let diagonal: [Double] = (0..<n).map { i in
      let left: Double = i > 0 ? widths[i - 1] : widths[i]
      return 2 * (widths[i] + left)
    }
    return try TridiagonalSystem(subdiagonal: off, diagonal: diagonal, superdiagonal: off)
  }

  @Test func dptsvDgtsvAndThomasAgreeOnManyColumns() throws {
    var generator = SplitMix64(seed: 7)
    let n = 200
    let columns = 18  // four groups of four columns and a tail of two in the Thomas solver
    let system = try splineLikeSystem(order: n, generator: &generator)
    let b = (0..<(n * columns)).map { _ in generator.nextUnit() * 20 - 10 }
    let general = try system.solve(b, columns: columns)
    let positiveDefinite = try system.solveSymmetricPositiveDefinite(b, columns: columns)
    let thomas = try system.solveWithoutPivoting(b, columns: columns)
    // The matrix has condition number < 3 (diagonal dominance ratio ≥ 2), so solutions agree to a
    // few ulps of max |x| (≈ 10): 1e-13 absolute.
    for index in b.indices {
      #expect(abs(general[index] - positiveDefinite[index]) < 1e-13)
      #expect(abs(general[index] - thomas[index]) < 1e-13)
    }
  }

  @Test func dptsvRejectsAsymmetricMatrices() throws {
    let system = try TridiagonalSystem(subdiagonal: [1], diagonal: [4, 4], superdiagonal: [2])
    #expect(throws: LinearAlgebraError.self) {
      try system.solveSymmetricPositiveDefinite([1, 1], columns: 1)
    }
  }

  @Test func dptsvReportsTheFailingMinorOfAnIndefiniteMatrix() throws {
    // Leading minors: 1, 1·1 − 2·2 = −3 < 0: the minor of order 2 is not positive.
    let system = try TridiagonalSystem(subdiagonal: [2], diagonal: [1, 1], superdiagonal: [2])
    #expect(throws: LinearAlgebraError.notPositiveDefinite(routine: "dptsv", order: 2)) {
      try system.solveSymmetricPositiveDefinite([1, 1], columns: 1)
    }
  }

  @Test func thomasReportsAZeroPivot() throws {
    let system = try TridiagonalSystem(subdiagonal: [1], diagonal: [1, 1], superdiagonal: [1])
    #expect(throws: LinearAlgebraError.singularMatrix(routine: "thomas", pivot: 2)) {
      try system.solveWithoutPivoting([1, 1], columns: 1)
    }
  }

  @Test func errorMessagesSayWhatWentWrong() {
    #expect(
      LinearAlgebraError.notPositiveDefinite(routine: "dptsv", order: 2).description
        == "dptsv: the matrix is not positive definite (leading minor of order 2)")
    #expect(
      LinearAlgebraError.singularMatrix(routine: "dgtsv", pivot: 3).description
        == "dgtsv: the matrix is singular (zero pivot at position 3)")
    #expect(LinearAlgebraError.invalidKeyTimes("x").description == "invalid key times: x")
  }
}
