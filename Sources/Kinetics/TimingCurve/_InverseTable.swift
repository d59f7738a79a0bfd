/// The table behind `PreparedCubicBezierTimingCurve`: the polynomials of both halves and, for each
/// half, a piecewise-cubic approximation of the inverse t(v) on v ∈ [0, ½] (the constants of the
/// convergence test are the curve's own `acceptance`).
///
/// Layout, in `SIMD4<Double>` rows: one curve row, then `halfStride` rows per half (lower first).
/// - row 0: (ax, 3·ax, ay, 0) — the cubic coefficients are the same in both halves;
/// - per half, row 0: (bx, cx, 2·bx, 1 if the half is tabulated in √v else 0), row 1: (by, cy, 0, 0),
///   then one row per cell of width 1/128 in z (z = v, or z = √v, see below): the coefficients
///   (c0, c1, c2, c3) of t ≈ (c0 + c1·u) + (c2 + c3·u)·u², u ∈ [0, 1] the position in the cell.
///   c0 is t at the cell's start, so rows k and k + 1 bracket the root of every input in cell k.
///   A half in v has 64 cells and a row (t(½), 0, 0, 0) for v = ½ itself; a half in √v has 91
///   (z up to 91/128 > √½). The rows after a half's last cell repeat its closing node.
///
/// Where x′(0) = 0 (easeOut at 0, easeIn at 1), t ~ √v is not smooth in v and a cubic in v is a poor
/// guess over a wide range (about 10 % of the inputs of easeIn needed more steps with 64 cells);
/// t(√v) is smooth there. Where x′(0) = c is large the table in v is the better one. A half is
/// tabulated in z = √v when c² ≤ b, i.e. when the local quadratic model c·t + b·t² = v turns from
/// t ≈ v/c to t ≈ √(v/b) inside [0, ½].
///
/// Each cell is the cubic Hermite interpolant of t and dt/dz = (dv/dz) / x′(t) at its ends (nodes
/// solved at build time), with the node slopes limited to three times the neighbouring chord slopes
/// (Fritsch & Carlson, "Monotone piecewise cubic interpolation", SIAM J. Numer. Anal. 17, 1980): the
/// cubic is then monotone, so its value stays inside the cell's bracket even where x′ vanishes and
/// dt/dz is infinite. Where t(z) is smooth the guess is good to about 1e-9 (the Hermite error
/// h⁴/384·|t⁗| with h = 1/128): one Newton step then lands at the rounding level.
@usableFromInline
internal enum _InverseTable {
  /// Cells of a half tabulated in v: 64 cells of width 1/128 cover v ∈ [0, ½].
  @usableFromInline static var linearCells: Int { 64 }
  /// Cells of a half tabulated in √v: 91 cells of width 1/128 cover √v ∈ [0, 91/128] ⊃ [0, √½].
  @usableFromInline static var rootCells: Int { 91 }
  /// z is scaled by this to find its cell (a power of two, so the scaling is exact).
  @usableFromInline static var cellScale: Double { 128 }
  /// Rows before the halves: the shared coefficients.
  @usableFromInline static var curveRows: Int { 1 }
  /// Rows of a half before its first cell.
  @usableFromInline static var headerRows: Int { 2 }
  /// Rows per half: the header, the cells and the closing row.
  @usableFromInline static var halfStride: Int { headerRows + rootCells + 1 }
  /// Where the lower and upper halves start.
  @usableFromInline static var lowerBase: Int { curveRows }
  @usableFromInline static var upperBase: Int { curveRows + halfStride }

  /// The table of a curve from its two halves (1 + 2 × 94 rows, 6,048 bytes).
  ///
  /// - Complexity: 64 or 91 root solves per half, each a Newton step from the previous node and a
  ///   Halley step or two.
  static func rows(lower: _BezierHalf, upper: _BezierHalf) -> [SIMD4<Double>] {
    var rows: [SIMD4<Double>] = [SIMD4(lower.ax, 3 * lower.ax, lower.ay, 0)]
    rows.reserveCapacity(curveRows + 2 * halfStride)
    for half in [lower, upper] {
      let usesRoot = half.cx * half.cx <= half.bx
      rows.append(SIMD4(half.bx, half.cx, 2 * half.bx, usesRoot ? 1 : 0))
      rows.append(SIMD4(half.by, half.cy, 0, 0))
      let cells = usesRoot ? rootCells : linearCells
      var halfRows = self.cells(of: half, count: cells, usesRoot: usesRoot)
      while halfRows.count < rootCells + 1 { halfRows.append(halfRows[halfRows.count - 1]) }
      rows.append(contentsOf: halfRows)
    }
    return rows
  }

  /// The Hermite cells of t as a function of z, in cells of width 1/128 in z, for one half, where
  /// the input at z is v = z (or v = z² when `usesRoot`), followed by the closing row.
  private static func cells(of half: _BezierHalf, count: Int, usesRoot: Bool) -> [SIMD4<Double>] {
    let width = 1 / cellScale
    var nodes = [0.0]
    nodes.reserveCapacity(count + 1)
    for j in 1...count {
      let z = Double(j) * width
      nodes.append(half.nodeParameter(usesRoot ? z * z : z, above: nodes[j - 1]))
    }
    var chords: [Double] = []
    chords.reserveCapacity(count)
    for k in 0..<count { chords.append((nodes[k + 1] - nodes[k]) / width) }
    var slopes: [Double] = []
    slopes.reserveCapacity(count + 1)
    for j in 0...count {
      let z = Double(j) * width
      // dt/dz = (dv/dz) / x′(t). At z = 0 in √v: 0 when x′(0) = c > 0; 1/√b when c = 0 (t ≈ √(v/b)).
      var exact = (usesRoot ? 2 * z : 1) / half.xDerivative(nodes[j])
      if j == 0, usesRoot { exact = half.cx > 0 ? 0 : 1 / half.bx.squareRoot() }
      if !exact.isFinite { exact = j < count ? chords[j] : chords[j - 1] }
      let left = j > 0 ? chords[j - 1] : chords[j]
      let right = j < count ? chords[j] : chords[j - 1]
      // Fritsch–Carlson: at most 3 chords keeps each cell monotone; also catches 1/0 = ∞.
      slopes.append(Swift.max(0, Swift.min(exact, 3 * left, 3 * right)))
    }
    var rows: [SIMD4<Double>] = []
    rows.reserveCapacity(count + 1)
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
