import KineticsLinearAlgebra
import PropertyBased
import Testing

/// Properties of `TridiagonalSystem.solve` for strictly diagonally dominant systems, the kind C²
/// spline solves produce (the natural-spline matrix has diagonal 4 against off-diagonals 1).
@Suite struct TridiagonalSystemProperties {
  /// A random strictly diagonally dominant tridiagonal system: off-diagonals in [−1, 1], each
  /// diagonal entry of either sign with |d_i| = Σ|off-diagonals of row i| + margin, margin in
  /// [0.1, 2]; and `columns` right-hand sides in [−1, 1].
  struct Case: CustomStringConvertible {
    let system: TridiagonalSystem
    let rightHandSides: [Double]
    let columns: Int
    var description: String {
      "n = \(system.order), columns = \(columns), diagonal = \(system.diagonal)"
    }
  }

  static var cases: Generator<Case, some Sequence & SendableMetatype> {
    let offDiagonal = Gen<Double>.double(in: -1...1).array(of: 39)
    return zip(
      Gen.int(in: 1...40), Gen.int(in: 1...4), offDiagonal, offDiagonal,
      Gen<Double>.double(in: 0.1...2).array(of: 40), Gen.bool.array(of: 40),
      Gen<Double>.double(in: -1...1).array(of: 160)
    ).compactMap { n, columns, lowerPool, upperPool, margins, negative, rightHandSides in
      let lower = Array(lowerPool.prefix(n - 1))
      let upper = Array(upperPool.prefix(n - 1))
      let diagonal = (0..<n).map { i in
        let offDiagonalSum = (i > 0 ? abs(lower[i - 1]) : 0) + (i < n - 1 ? abs(upper[i]) : 0)
        return (offDiagonalSum + margins[i]) * (negative[i] ? -1 : 1)
      }
      guard let system = try? TridiagonalSystem(subdiagonal: lower, diagonal: diagonal, superdiagonal: upper)
      else { return nil }
      return Case(system: system, rightHandSides: Array(rightHandSides.prefix(n * columns)), columns: columns)
    }
  }

  /// A·x for one column, in plain Swift, independent of LAPACK.
  static func multiply(_ system: TridiagonalSystem, _ x: ArraySlice<Double>) -> [Double] {
    let x = Array(x)
    let n = system.order
    return (0..<n).map { i in
      var sum = system.diagonal[i] * x[i]
      if i > 0 { sum += system.subdiagonal[i - 1] * x[i - 1] }
      if i < n - 1 { sum += system.superdiagonal[i] * x[i + 1] }
      return sum
    }
  }

  /// Gaussian elimination with partial pivoting is backward stable on tridiagonal matrices, with
  /// element growth at most 2 (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed.,
  /// §9.5), so the normalized residual ‖b − A·x‖∞ / (‖A‖∞·‖x‖∞ + ‖b‖∞) is a small multiple of
  /// ε ≈ 2.2e-16 whatever n is. Tolerance: 1e-14 (about 45 ε).
  @Test func diagonallyDominantSystemsSolveToASmallResidual() throws {
    try reproducibleCheck(count: 200, input: Self.cases) { testCase in
      let system = testCase.system
      let n = system.order
      let x = try system.solve(testCase.rightHandSides, columns: testCase.columns)
      let normA = (0..<n).map { i in
        abs(system.diagonal[i]) + (i > 0 ? abs(system.subdiagonal[i - 1]) : 0)
          + (i < n - 1 ? abs(system.superdiagonal[i]) : 0)
      }.max()!
      for column in 0..<testCase.columns {
        let range = (column * n)..<((column + 1) * n)
        let b = testCase.rightHandSides[range]
        let residual = zip(Self.multiply(system, x[range]), b).map { abs($0 - $1) }.max()!
        let scale = normA * x[range].map(abs).max()! + b.map(abs).max()!
        #expect(residual <= 1e-14 * scale, "column \(column): residual \(residual), scale \(scale)")
      }
    }
  }

  /// Solving many right-hand sides in one call gives each column the answer of solving it alone
  /// (the batch path is the same elimination). Tolerance: 4 ulp of the larger value.
  @Test func manyColumnsAtOnceEqualOneColumnAtATime() throws {
    try reproducibleCheck(count: 100, input: Self.cases) { testCase in
      let system = testCase.system
      let n = system.order
      let together = try system.solve(testCase.rightHandSides, columns: testCase.columns)
      for column in 0..<testCase.columns {
        let range = (column * n)..<((column + 1) * n)
        let alone = try system.solve(Array(testCase.rightHandSides[range]), columns: 1)
        for (a, b) in zip(together[range], alone) {
          #expect(abs(a - b) <= 4 * max(abs(a), abs(b)).ulp, "column \(column): \(a) vs \(b)")
        }
      }
    }
  }
}
