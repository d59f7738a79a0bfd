import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

@Suite struct TridiagonalSystemTests {
  /// Multiplies the tridiagonal matrix by one column, in plain Swift, as an independent check.
  private func multiply(_ system: TridiagonalSystem, _ x: ArraySlice<Double>) -> [Double] {
    let n = system.order
    let x = Array(x)
    return (0..<n).map { i in
      var sum = system.diagonal[i] * x[i]
      if i > 0 { sum += system.subdiagonal[i - 1] * x[i - 1] }
      if i < n - 1 { sum += system.superdiagonal[i] * x[i + 1] }
      return sum
    }
  }

  @Test func solvesManyRightHandSidesInOneCall() throws {
    // The natural-spline matrix (1, 4, 1) is the common case; residual must be at rounding level.
    let n = 50
    let columns = 7
    let system = try TridiagonalSystem(
      subdiagonal: Array(repeating: 1, count: n - 1),
      diagonal: Array(repeating: 4, count: n),
      superdiagonal: Array(repeating: 1, count: n - 1))
    var generator = SplitMix64(seed: 42)
    let b = (0..<(n * columns)).map { _ in generator.nextUnit() * 2 - 1 }
    let x = try system.solve(b, columns: columns)
    for column in 0..<columns {
      let range = (column * n)..<((column + 1) * n)
      let residual = zip(multiply(system, x[range]), b[range]).map { abs($0 - $1) }.max()!
      #expect(residual < 1e-14)
    }
  }

  @Test func solvesSystemsThatNeedPivoting() throws {
    // A zero on the diagonal: elimination without row interchanges would divide by zero.
    let system = try TridiagonalSystem(subdiagonal: [1, 1], diagonal: [0, 0, 1], superdiagonal: [1, 1])
    let x = try system.solve([1, 2, 3], columns: 1)
    // Row 0: x1 = 1. Row 1: x0 + x2 = 2. Row 2: x1 + x2 = 3 → x2 = 2, x0 = 0.
    #expect(x == [0, 1, 2])
  }

  @Test func singularMatrixIsATypedError() throws {
    let system = try TridiagonalSystem(subdiagonal: [1], diagonal: [1, 1], superdiagonal: [1])
    #expect(throws: LinearAlgebraError.singularMatrix(routine: "dgtsv", pivot: 2)) {
      try system.solve([1, 1], columns: 1)
    }
  }

  @Test func rejectsBadSizesAndNonFiniteEntries() {
    #expect(throws: LinearAlgebraError.self) {
      try TridiagonalSystem(subdiagonal: [1, 1], diagonal: [1, 1], superdiagonal: [1])
    }
    #expect(throws: LinearAlgebraError.self) {
      try TridiagonalSystem(subdiagonal: [], diagonal: [.nan], superdiagonal: [])
    }
    #expect(throws: LinearAlgebraError.self) {
      try TridiagonalSystem(subdiagonal: [], diagonal: [1], superdiagonal: []).solve([1, 2], columns: 1)
    }
    #expect(throws: LinearAlgebraError.self) {
      try TridiagonalSystem(subdiagonal: [], diagonal: [1], superdiagonal: []).solve([.infinity], columns: 1)
    }
  }
}

@Suite struct TridiagonalOverflowTests {
  @Test func aSolutionBeyondTheRangeOfDoubleIsATypedError() throws {
    // 1e-300 · x = 1e300 has the finite-looking inputs of a valid system but x = 1e600.
    let system = try TridiagonalSystem(subdiagonal: [], diagonal: [1e-300], superdiagonal: [])
    #expect(throws: LinearAlgebraError.nonFiniteResult(routine: "dgtsv")) { try system.solve([1e300], columns: 1) }
    #expect(throws: LinearAlgebraError.nonFiniteResult(routine: "dptsv")) {
      try system.solveSymmetricPositiveDefinite([1e300], columns: 1)
    }
    #expect(throws: LinearAlgebraError.nonFiniteResult(routine: "Thomas elimination")) {
      try system.solveWithoutPivoting([1e300], columns: 1)
    }
  }
}
