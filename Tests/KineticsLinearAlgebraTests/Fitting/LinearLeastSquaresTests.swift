import KineticsLinearAlgebra
import Testing

@Suite struct LinearLeastSquaresTests {
  /// The Vandermonde matrix of a quadratic at `xs`, column-major.
  private func quadraticDesign(_ xs: [Double]) -> [Double] {
    xs.map { _ in 1 } + xs + xs.map { $0 * $0 }
  }

  @Test(arguments: LeastSquaresMethod.allCases)
  func recoversPolynomialCoefficientsFromExactData(_ method: LeastSquaresMethod) throws {
    let xs = (0..<30).map { Double($0) / 29 }
    let ys = xs.map { 0.5 - 2 * $0 + 3 * $0 * $0 }
    let coefficients = try LinearLeastSquares.solve(
      matrix: quadraticDesign(xs), rows: 30, columns: 3, rightHandSide: ys, method: method)
    // κ(A) ≈ 30 here: both methods are accurate to ~1e-13 (the normal equations square κ).
    for (value, reference) in zip(coefficients, [0.5, -2, 3]) { #expect(abs(value - reference) <= 1e-12) }
  }

  @Test func minimisesTheResidualOfAnInconsistentSystem() throws {
    // Fitting a constant to 1, 2, 6 gives their mean, 3.
    let solution = try LinearLeastSquares.solve(
      matrix: [1, 1, 1], rows: 3, columns: 1, rightHandSide: [1, 2, 6])
    #expect(abs(solution[0] - 3) <= 1e-15)
  }

  @Test func rankDeficiencyAndBadSizesThrow() {
    // Two identical columns: R has an exact zero on its diagonal.
    #expect(throws: LinearAlgebraError.singularMatrix(routine: "dgels", pivot: 2)) {
      try LinearLeastSquares.solve(
        matrix: [1, 0, 0, 1, 0, 0], rows: 3, columns: 2, rightHandSide: [1, 2, 3])
    }
    #expect(throws: LinearAlgebraError.notPositiveDefinite(routine: "cholesky", order: 2)) {
      try LinearLeastSquares.solve(
        matrix: [1, 0, 0, 1, 0, 0], rows: 3, columns: 2, rightHandSide: [1, 2, 3], method: .normalEquations)
    }
    #expect(throws: LinearAlgebraError.self) {
      try LinearLeastSquares.solve(matrix: [1, 2], rows: 1, columns: 2, rightHandSide: [1])
    }
    #expect(throws: LinearAlgebraError.self) {
      try LinearLeastSquares.solve(matrix: [1, .nan], rows: 2, columns: 1, rightHandSide: [1, 2])
    }
  }
}
