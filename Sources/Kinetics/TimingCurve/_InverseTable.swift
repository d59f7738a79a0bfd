/// The per-curve table behind the fast path of `progress(at:)`: for each half of the curve, the
/// polynomials and a piecewise-cubic approximation of the inverse t(v) on v ∈ [0, ½].
///
/// Layout, in `SIMD4<Double>` rows (`halfStride` rows per half, the lower half first):
/// row 0 (ax, bx, cx, 0), row 1 (ay, by, cy, 0), row 2 (|ax|, |bx|, |cx|, 0), then one row per cell
/// of width 1/64 in v: the coefficients (c0, c1, c2, c3) of t ≈ ((c3·u + c2)·u + c1)·u + c0, with
/// u ∈ [0, 1] the position in the cell, and a last row (t(½), 0, 0, 0) that closes the last cell.
/// c0 is t at the cell's start, so rows k and k + 1 bracket the root of every input in cell k.
/// Then 8 rows of the same kind for the first cell again, in w = √v ∈ [0, 1/8] with cells of width
/// 1/64 in w: where x′(0) = 0, t ~ √v is not smooth in v but t(w) is.
///
/// Each cell is the cubic Hermite interpolant of t and dt/dv = 1 / x′(t) at its ends (nodes solved at
/// build time), with the node slopes limited to three times the neighbouring chord slopes (Fritsch &
/// Carlson, "Monotone piecewise cubic interpolation", SIAM J. Numer. Anal. 17, 1980): the cubic is
/// then monotone, so its value stays inside the cell's bracket even where x′ vanishes and dt/dv is
/// infinite. Where t(v) is smooth the guess is good to about 1e-7 (the Hermite error h⁴/384·|t⁗|
/// with h = 1/64); in the cells next to an end where x′(0) = 0 it is poorer (a second Halley step
/// is then needed), and in the first cell the table in √v takes over.
@usableFromInline
internal enum _InverseTable {
  /// Cells per half: 32 cells of width 1/64 cover v ∈ [0, ½].
  @usableFromInline static var cellsPerHalf: Int { 32 }
  /// Inputs v are scaled by this to find their cell (a power of two, so the scaling is exact).
  @usableFromInline static var cellScale: Double { 64 }
  /// Rows before the first cell of a half.
  @usableFromInline static var headerRows: Int { 3 }
  /// Rows per half: the header, the cells, the closing row and the first cell's rows in √v.
  @usableFromInline static var halfStride: Int { firstCellRows + rootCells }
  /// Where the first cell's table in w = √v starts, within a half.
  @usableFromInline static var firstCellRows: Int { headerRows + cellsPerHalf + 1 }
  /// Cells of the first cell's table: w ∈ [0, 1/8] (v ∈ [0, 1/64]) in cells of width 1/64.
  @usableFromInline static var rootCells: Int { 8 }

  /// The table of a curve from its two halves (2 × 44 rows, 2816 bytes).
  ///
  /// - Complexity: 41 root solves per half, each a few Halley steps from the previous node.
  static func rows(lower: _BezierHalf, upper: _BezierHalf) -> [SIMD4<Double>] {
    var rows: [SIMD4<Double>] = []
    rows.reserveCapacity(2 * halfStride)
    for half in [lower, upper] {
      rows.append(SIMD4(half.ax, half.bx, half.cx, 0))
      rows.append(SIMD4(half.ay, half.by, half.cy, 0))
      rows.append(SIMD4(half.axMagnitude, half.bxMagnitude, half.cxMagnitude, 0))
      rows.append(
        contentsOf: cells(
          of: half, width: 1 / cellScale, count: cellsPerHalf, input: { $0 },
          inputDerivative: { _ in 1 }))
      // The first cell again, in w = √v: t(w) is smooth where x′(0) = 0 and t(v) ~ √v is not.
      let rootRows = cells(
        of: half, width: 1 / cellScale, count: rootCells, input: { $0 * $0 },
        inputDerivative: { 2 * $0 })
      rows.append(contentsOf: rootRows.dropLast())
    }
    return rows
  }

  /// The Hermite cells of t as a function of w, in cells of width 1/64 in w, for one half, where
  /// the input at w is `input(w)`: w = v for the main table, v = w² for the first cell's.
  private static func cells(
    of half: _BezierHalf, width: Double, count: Int, input: (Double) -> Double,
    inputDerivative: (Double) -> Double
  ) -> [SIMD4<Double>] {
    var nodes = [0.0]
    for j in 1...count {
      nodes.append(half.nodeParameter(input(Double(j) * width), above: nodes[j - 1]))
    }
    let chords = (0..<count).map { (nodes[$0 + 1] - nodes[$0]) / width }
    let slopes = (0...count).map { j -> Double in
      // dt/dw = (dv/dw) / x′(t); where both vanish (w = 0 on a half with x′(0) = 0) the chord.
      var exact = inputDerivative(Double(j) * width) / half.xDerivative(nodes[j])
      if exact.isNaN { exact = j < count ? chords[j] : chords[j - 1] }
      let left = j > 0 ? chords[j - 1] : chords[j]
      let right = j < count ? chords[j] : chords[j - 1]
      // Fritsch–Carlson: at most 3 chords keeps each cell monotone; also catches 1/0 = ∞.
      return Swift.max(0, Swift.min(exact, 3 * left, 3 * right))
    }
    var rows: [SIMD4<Double>] = []
    for k in 0..<count {
      let (t0, t1) = (nodes[k], nodes[k + 1])
      let (m0, m1) = (slopes[k] * width, slopes[k + 1] * width)
      rows.append(SIMD4(t0, m0, 3 * (t1 - t0) - 2 * m0 - m1, 2 * (t0 - t1) + m0 + m1))
    }
    rows.append(SIMD4(nodes[count], 0, 0, 0))
    return rows
  }
}

extension _BezierHalf {
  /// The root of x(t) = v in [start, 0.8] for a node of the table, to the rounding level of the
  /// residual where Halley's method gets there in a few steps (a node only needs to be close: the
  /// table gives first guesses, and every result is checked).
  fileprivate func nodeParameter(_ v: Double, above start: Double) -> Double {
    // A Newton step from the previous node; from t = 0 where x′(0) = 0, the root of the end's
    // leading term (b·t², or t³ when b = 0 too).
    let slope = xDerivative(start)
    var t: Double
    if slope > 0 {
      t = start - residual(start, v) / slope
    } else if start == 0 {
      t = bx > 0 ? (v / bx).squareRoot() : _cubeRoot(v)
    } else {
      t = (start + 0.8) / 2
    }
    t = Swift.min(Swift.max(t, start), 0.8)
    for _ in 0..<12 {
      if residual(t, v).magnitude <= residualTolerance(t, v) { break }
      t = halleyStep(t, v, low: start, high: 0.8)
    }
    return t
  }
}
