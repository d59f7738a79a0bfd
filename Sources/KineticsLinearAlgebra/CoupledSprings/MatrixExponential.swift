import CLAPACK

/// The constants of the degree-13 diagonal Padé approximant of eˣ and the largest ‖A‖₁ for which
/// it is accurate to double precision without scaling: Higham, "The scaling and squaring method
/// for the matrix exponential revisited", SIAM J. Matrix Anal. Appl. 26(4), 2005, Table 2.3 and
/// eq. (2.12) (the same values as `scipy.linalg.expm`).
enum Pade13 {
  static let coefficients: [Double] = [
    64_764_752_532_480_000, 32_382_376_266_240_000, 7_771_770_303_897_600, 1_187_353_796_428_800,
    129_060_195_264_000, 10_559_470_521_600, 670_442_572_800, 33_522_128_640, 1_323_241_920,
    40_840_800, 960_960, 16_380, 182, 1,
  ]
  static let theta = 5.371920351148152
}

extension DenseMatrix {
  /// e^A by scaling and squaring with the [13/13] Padé approximant (Higham 2005, Algorithm 2.3,
  /// always taking its degree-13 branch; the lower degrees only save work for small norms).
  ///
  /// A is scaled by 2⁻ˢ with s = max(0, ⌈log₂(‖A‖₁/θ₁₃)⌉), the approximant r = q⁻¹·p is formed with
  /// one LU solve (`dgesv`) of q·r = p, and r is squared s times (`dgemm`). Backward error ≤ the
  /// unit roundoff for ‖2⁻ˢA‖₁ ≤ θ₁₃ in exact arithmetic (Higham 2005, §2); the forward error grows
  /// with the condition of the exponential itself.
  ///
  /// - Throws: `.singularMatrix(routine: "dgesv", …)` if q is singular, which cannot happen for
  ///   ‖2⁻ˢA‖₁ ≤ θ₁₃ in exact arithmetic; `.nonFiniteInput` for a non-finite A;
  ///   `.resultOutOfRange` when ‖A‖₁ overflows although every entry is finite (no s can be computed
  ///   from it, and e^A has no meaningful Double value: the phase of an oscillating mode is lost to
  ///   rounding long before), or when e^A itself overflows (a mode growing past the largest Double).
  /// - Complexity: O(order³ · (6 + s)).
  func exponential() throws(LinearAlgebraError) -> DenseMatrix {
    try requireFinite(entries, "the matrix whose exponential is taken")
    let n = order
    let norm = oneNorm
    guard norm.isFinite else {
      throw .resultOutOfRange(
        "the matrix exponential of a matrix whose 1-norm exceeds the largest Double (A·t too large)")
    }
    let squarings = norm > Pade13.theta ? (norm / Pade13.theta).log2RoundedUp : 0
    let scale = Double(sign: .plus, exponent: -squarings, significand: 1)
    let a = DenseMatrix.combination([(scale, self)], order: n)
    let b = Pade13.coefficients
    let identity = DenseMatrix.identity(order: n)
    let a2 = a.multiplied(by: a)
    let a4 = a2.multiplied(by: a2)
    let a6 = a4.multiplied(by: a2)
    // Higham's grouping: U = A·[A6(b13 A6 + b11 A4 + b9 A2) + b7 A6 + b5 A4 + b3 A2 + b1 I],
    // V = A6(b12 A6 + b10 A4 + b8 A2) + b6 A6 + b4 A4 + b2 A2 + b0 I.
    let oddInner = DenseMatrix.combination([(b[13], a6), (b[11], a4), (b[9], a2)], order: n)
    let oddOuter = DenseMatrix.combination(
      [(1, a6.multiplied(by: oddInner)), (b[7], a6), (b[5], a4), (b[3], a2), (b[1], identity)], order: n)
    let u = a.multiplied(by: oddOuter)
    let evenInner = DenseMatrix.combination([(b[12], a6), (b[10], a4), (b[8], a2)], order: n)
    let v = DenseMatrix.combination(
      [(1, a6.multiplied(by: evenInner)), (b[6], a6), (b[4], a4), (b[2], a2), (b[0], identity)], order: n)
    var q = DenseMatrix.combination([(1, v), (-1, u)], order: n).entries
    var result = DenseMatrix.combination([(1, v), (1, u)], order: n)
    var pivots = [LapackInt](repeating: 0, count: n)
    let info = LAPACKE_dgesv(
      LAPACK_COL_MAJOR, LapackInt(n), LapackInt(n), &q, LapackInt(n), &pivots, &result.entries,
      LapackInt(n))
    try checkLapackInfo(info, routine: "dgesv") { .singularMatrix(routine: "dgesv", pivot: $0) }
    for _ in 0..<squarings { result = result.multiplied(by: result) }
    guard result.entries.allSatisfy(\.isFinite) else {
      throw .resultOutOfRange("the matrix exponential overflowed the range of Double")
    }
    return result
  }
}

extension Double {
  /// ⌈log₂(self)⌉ for finite self > 1, computed from the binary exponent so it is exact (an
  /// infinite self would give `Int.max` + 1: callers check finiteness first).
  fileprivate var log2RoundedUp: Int {
    let exponent = Int(self.exponent)
    return self.significand == 1 ? exponent : exponent + 1
  }
}
