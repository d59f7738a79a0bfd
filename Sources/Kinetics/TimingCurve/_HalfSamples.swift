/// The small inline table behind the first guess of `CubicBezierTimingCurve.progress(at:)`: for
/// one half, eight cells of width 0.1 in t (t ∈ [0.1k, 0.1k + 0.1], covering [0, 0.8], which holds
/// the root of every input v ∈ (0, ½] since x(t) ≥ t³ puts it below ∛½ < 0.7938), and in each the
/// cubic Hermite interpolant of the inverse t(x).
///
/// With s = (v − x(0.1k)) / (x(0.1k + 0.1) − x(0.1k)) ∈ [0, 1] the position of v in cell k, the
/// interpolant is t = 0.1k + s·(C1 + s·(C2 + s·C3)): the Hermite cubic through (0, 0) and (1, 0.1)
/// whose end slopes are dt/ds = Δx / x′(t) at the cell's ends, each limited to three times the
/// chord's (Fritsch & Carlson, "Monotone piecewise cubic interpolation", SIAM J. Numer. Anal. 17,
/// 1980), so the guess stays inside the cell even where x′ vanishes. The table keeps it as a cubic
/// in w = v − x(0.1k), t = 0.1k + w·(E1 + w·(E2 + w·E3)) with Ei = Ci / Δxⁱ, so that a guess costs
/// no scaling and a cell is four numbers (a batch loads each lane's cell as one 32-byte row). Where
/// t(x) is smooth the guess is good to about 1e-4; one Newton step then brings it to about 1e-8,
/// and a second, checked by `_AcceptanceConstants`, to the rounding level (docs/timing-curves.md,
/// "Cheap curves").
///
/// Building it costs a few vector polynomial evaluations and two vector divisions, no heap
/// allocation: 256 bytes per half.
@usableFromInline
internal struct _HalfSamples: Sendable {
  /// x(0.1·k) for k = 0…7, made non-decreasing, the first exactly +0.
  @usableFromInline let cellStarts: SIMD8<Double>
  /// The guess's coefficients E1, E2, E3 per cell, in powers of w = v − start (0.1 × the
  /// normalized Hermite coefficients over the cell's width to the same power; infinite or NaN where
  /// a cell is flat to rounding, so the guess fails the test and the careful solve takes over).
  @usableFromInline let linear: SIMD8<Double>
  @usableFromInline let quadratic: SIMD8<Double>
  @usableFromInline let cubic: SIMD8<Double>

  /// The cells' width in t.
  @usableFromInline static var cellWidth: Double { 0.1 }

  /// The samples of `half`.
  @inlinable @inline(__always)
  init(_ half: _BezierHalf) {
    typealias Lanes = SIMD8<Double>
    let h = Self.cellWidth
    let startT = Lanes(0, 1, 2, 3, 4, 5, 6, 7) * h
    let endT = Lanes(1, 2, 3, 4, 5, 6, 7, 8) * h
    let (a, b, c) = (Lanes(repeating: half.ax), Lanes(repeating: half.bx), Lanes(repeating: half.cx))
    // The starts and ends are x at the same points k·0.1 (k = 0…8) evaluated the same way, so end
    // k equals start k + 1 bit for bit. x(0) is exactly +0 (c ≥ 0, so no −0 can arise), and the
    // samples are non-decreasing: x is, and over any cell of width 0.1 it grows by at least about
    // 1e-4 (x′ ≥ 0 has isolated zeros of at most second order), far above their rounding errors.
    // So the cell of v is both the number of starts at or below v (less one) and the last start at
    // or below v, and the scalar search may compare bit patterns.
    let starts = ((a * startT + b) * startT + c) * startT
    let ends = ((a * endT + b) * endT + c) * endT
    let widths = ends - starts
    // Normalized end slopes μ = (dt/ds) / 0.1 = Δx · 1/(0.1·x′(t)), in [0, 3], from the
    // reciprocals at the nine nodes (one vector division and one scalar).
    let startDerivatives: Lanes = (3 * a * startT + 2 * b) * startT + c
    let startReciprocals: Lanes = 1 / (h * startDerivatives)
    let lastReciprocal = 1 / (h * half.xDerivative(8 * h))
    let endReciprocals = Lanes(
      startReciprocals[1], startReciprocals[2], startReciprocals[3], startReciprocals[4],
      startReciprocals[5], startReciprocals[6], startReciprocals[7], lastReciprocal)
    let startSlopes = _monotoneSlope(widths * startReciprocals)
    let endSlopes = _monotoneSlope(widths * endReciprocals)
    cellStarts = starts
    let inverseWidths = 1 / widths
    let quadraticPart: Lanes = 3 - 2 * startSlopes - endSlopes
    let cubicPart: Lanes = startSlopes + endSlopes - 2
    let inverseSquares = inverseWidths * inverseWidths
    linear = (h * startSlopes) * inverseWidths
    quadratic = (h * quadraticPart) * inverseSquares
    cubic = (h * cubicPart) * (inverseSquares * inverseWidths)
  }
}

/// A Hermite end slope (normalized to the chord's) limited to [0, 3], the Fritsch–Carlson bound
/// that keeps the cubic monotone; NaN (0/0 where a cell and x′ vanish) becomes 0.
@inlinable @inline(__always)
internal func _monotoneSlope(_ slope: SIMD8<Double>) -> SIMD8<Double> {
  let below = _select(_bits(slope .< 3), slope, SIMD8(repeating: 3))
  return _select(_bits(below .> 0), below, SIMD8(repeating: 0))
}
