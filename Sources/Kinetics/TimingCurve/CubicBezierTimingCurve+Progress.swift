import RealModule

extension CubicBezierTimingCurve: TimingFunction {
  /// The progress y(t*) at input fraction `x`, where t* solves x(t*) = x.
  ///
  /// Method: inputs up to ½ are solved on the curve, inputs above ½ on the curve turned half a turn
  /// about (½, ½) (parameter 1 − t, input 1 − x), so both ends keep their relative accuracy. A table
  /// built with the curve (see `_InverseTable`: 32 cubic Hermite cells per half, uniform in the
  /// input) gives a first guess good to about 1e-7 wherever t(x) is smooth, and brackets the root.
  /// One Halley step, kept inside the bracket, then reaches the rounding level of the residual;
  /// when the residual x(t) − x is at that level (about 8 ulp of its largest term) a last Newton
  /// correction is applied and y is evaluated. This common path has no data-dependent branch and
  /// one division: the Newton correction reuses the Halley step's quotient, checked to be within
  /// 1/16 of 1/x′(t). Where the guess is poorer (the cells next to an end where x′ vanishes, as
  /// easeIn at 1 and easeOut at 0) a second such step follows, from a table in √x in the first
  /// cell, where t ~ √x. Otherwise up to four more bracketed Halley steps follow (from ∛x in the
  /// first cell when x(t) = t³), and where they do not converge (x′ nearly 0 at the root) or dy/dx
  /// is so steep that the rounding of x(t) would show in y, a careful solve finishes the job:
  /// Newton steps with a bisection safeguard and a residual evaluated in double-double arithmetic.
  ///
  /// Accuracy (tested against 50-digit references, Tests/Fixtures/timing-curve):
  /// |progress − y_exact(x)| ≤ 1e-12 for every valid curve with |y1|, |y2| ≤ 100 and every x in
  /// [0, 1]. Where x′(t*) = 0 inside (0, 1), for example (1, 0, 0, 1) at x = ½, y has an infinite
  /// slope and no double can do that: the result is then y_exact(x̃) within 1e-12 for an x̃ within
  /// one ulp of x.
  ///
  /// Edge cases: exactly 0 at x = 0 and exactly 1 at x = 1; x itself for a curve with P1 and P2 on
  /// the diagonal. Outside [0, 1] the curve continues along its end tangents as CSS easing does
  /// (see `startTangentSlope` and `endTangentSlope`, which also say what happens when a tangent is
  /// vertical). NaN gives NaN.
  ///
  /// - Complexity: O(1): a table lookup, one Halley step and a Newton correction for nearly every
  ///   input; at most about 60 steps of the careful solve for the hardest ones.
  @inlinable @inline(__always)
  public func progress(at x: Double) -> Double {
    guard x > 0, x < 1 else { return x == 0 || x == 1 || x.isNaN ? x : extrapolatedProgress(at: x) }
    if isIdentity { return x }
    let isUpper = x > 0.5
    let v = isUpper ? 1 - x : x
    let base = isUpper ? _InverseTable.halfStride : 0
    var (t, converged, low, high) = solverTable.withUnsafeBufferPointer {
      _tableParameter(v, rows: $0, base: base)
    }
    if !converged {
      t = isUpper
        ? upperHalf.parameterSlowly(v, from: t, low: low, high: high)
        : lowerHalf.parameterSlowly(v, from: t, low: low, high: high)
    }
    let yRow = solverTable.withUnsafeBufferPointer { $0[base + 1] }
    let y = yRow[2] * t + (yRow[1] + yRow[0] * t) * (t * t)
    return isUpper ? 1 - y : y
  }

  /// The root t* of x(t) = v on the half that serves v ∈ (0, ½] (the upper half when `isUpper`).
  @usableFromInline
  internal func parameter(ofHalfInput v: Double, isUpper: Bool) -> Double {
    let base = isUpper ? _InverseTable.halfStride : 0
    let (t, converged, low, high) = solverTable.withUnsafeBufferPointer {
      _tableParameter(v, rows: $0, base: base)
    }
    if converged { return t }
    let half = isUpper ? upperHalf : lowerHalf
    return half.parameterSlowly(v, from: t, low: low, high: high)
  }
}

/// The fast path for v ∈ (0, ½] on the half whose table starts at row `base`: the table's guess,
/// one bracketed Halley step and the Newton correction, and a second Halley step where the first
/// has not converged; `converged` is false when the residual is still not at its rounding level,
/// dy/dx is too steep for it, or the Halley quotient is not close enough to 1/x′ to serve the
/// correction. `t`, `low` and `high` are where the slow path starts and its bracket.
///
/// The batch kernel repeats these operations in the same order, lane by lane, so both give the same
/// bits.
@inlinable @inline(__always)
internal func _tableParameter(_ v: Double, rows: UnsafeBufferPointer<SIMD4<Double>>, base: Int)
  -> (t: Double, converged: Bool, low: Double, high: Double)
{
  let scaled = v * _InverseTable.cellScale
  let cell = Swift.min(Int(scaled), _InverseTable.cellsPerHalf - 1)
  let u = scaled - Double(cell)
  let coefficients = rows[base + _InverseTable.headerRows + cell]
  let low = coefficients[0]
  let high = rows[base + _InverseTable.headerRows + cell + 1][0]
  // Estrin's scheme: two independent halves, a shorter dependency chain than Horner's.
  let guess =
    (coefficients[0] + coefficients[1] * u) + (coefficients[2] + coefficients[3] * u) * (u * u)
  let first = _halleyStepAndCorrection(guess, v, low: low, high: high, rows: rows, base: base)
  if first.converged { return (first.corrected, true, low, high) }
  // In the first cell, t ~ √v where x′(0) = 0: restart from the table in √v.
  let start = low == 0 ? _firstCellGuess(v, rows: rows, base: base) : first.t
  let second = _halleyStepAndCorrection(start, v, low: low, high: high, rows: rows, base: base)
  return (second.converged ? second.corrected : second.t, second.converged, low, high)
}

/// The first guess from the first cell's table in w = √v (see `_InverseTable`), for v in the first
/// cell, on the half whose table starts at row `base`.
@inlinable @inline(__always)
internal func _firstCellGuess(_ v: Double, rows: UnsafeBufferPointer<SIMD4<Double>>, base: Int)
  -> Double
{
  let scaled = v.squareRoot() * _InverseTable.cellScale
  let cell = Swift.min(Int(scaled), _InverseTable.rootCells - 1)
  let u = scaled - Double(cell)
  let coefficients = rows[base + _InverseTable.firstCellRows + cell]
  return ((coefficients[3] * u + coefficients[2]) * u + coefficients[1]) * u + coefficients[0]
}

/// One Halley step from `guess` kept inside [low, high], then the test of the residual there and
/// the Newton correction t − r·q, where q = x′/(x′² − r·x″/2) is the Halley step's quotient:
/// within 1/16 of 1/x′(t) (checked), it serves the correction of a residual at rounding level as
/// well as a division would.
@inlinable @inline(__always)
internal func _halleyStepAndCorrection(
  _ guess: Double, _ v: Double, low: Double, high: Double,
  rows: UnsafeBufferPointer<SIMD4<Double>>, base: Int
) -> (corrected: Double, t: Double, converged: Bool) {
  let xRow = rows[base]
  let yRow = rows[base + 1]
  let magnitudes = rows[base + 2]
  let (ax, bx, cx) = (xRow[0], xRow[1], xRow[2])
  let r0 = (cx * guess - v) + (bx + ax * guess) * (guess * guess)
  let slope0 = (3 * ax * guess + 2 * bx) * guess + cx
  let curvature0 = 6 * ax * guess + 2 * bx
  let quotient = slope0 / (slope0 * slope0 - 0.5 * r0 * curvature0)
  let next = guess - r0 * quotient
  let t = next > low ? (next < high ? next : high) : low
  let r = (cx * t - v) + (bx + ax * t) * (t * t)
  let slope = (3 * ax * t + 2 * bx) * t + cx
  let tolerance =
    0x1p-50 * (((magnitudes[0] * t + magnitudes[1]) * t + magnitudes[2]) * t + v)
  let corrected = t - r * quotient
  let yDerivative = (3 * yRow[0] * t + 2 * yRow[1]) * t + yRow[2]
  let converged =
    r.magnitude <= tolerance && yDerivative.magnitude * tolerance <= 0x1p-44 * slope
    && (1 - quotient * slope).magnitude <= 0.0625 && corrected >= 0
  return (corrected, t, converged)
}

extension _BezierHalf {
  /// Further Halley steps allowed, one at a time with a residual check, before the careful solve.
  @usableFromInline static var extraSteps: Int { 4 }

  /// One Halley step t − r·x′ / (x′² − r·x″/2) from t, kept inside [low, high] (a step that leaves
  /// the bracket, or is NaN because x′ = x″ = 0, stops at the bracket's end).
  @inlinable @inline(__always)
  func halleyStep(_ t: Double, _ v: Double, low: Double, high: Double) -> Double {
    let r = residual(t, v)
    let slope = xDerivative(t)
    let curvature = 6 * ax * t + 2 * bx
    let next = t - r * slope / (slope * slope - 0.5 * r * curvature)
    return next > low ? (next < high ? next : high) : low
  }

  /// The root t* of x(t) = v, v ∈ (0, ½], when the table's fast path has not converged from `start`:
  /// bracketed Halley steps with a residual check, then the careful solve. In the first cell
  /// (low = 0) of a half where x(t) = t³, the steps restart from ∛v.
  @usableFromInline
  func parameterSlowly(_ v: Double, from start: Double, low: Double, high: Double) -> Double {
    var t = start
    if low == 0, cx == 0, bx == 0 { t = Swift.min(_cubeRoot(v), high) }
    for _ in 0..<Self.extraSteps {
      let r = residual(t, v)
      let slope = xDerivative(t)
      let tolerance = residualTolerance(t, v)
      if r.magnitude <= tolerance {
        // The residual is at its rounding level: one Newton correction leaves t as exact as the
        // residual allows. dy/dx times that level must stay below the accuracy promised for y.
        let corrected = t - r / slope
        if yDerivative(corrected).magnitude * tolerance <= 0x1p-44 * slope, corrected >= 0 {
          return corrected
        }
        break
      }
      t = halleyStep(t, v, low: low, high: high)
    }
    return solveCarefully(v, from: t)
  }
}

/// ∛v for v > 0 (the first guess when x(t) = t³).
@usableFromInline
internal func _cubeRoot(_ v: Double) -> Double {
  Double.root(v, 3)
}
