extension CubicBezierTimingCurve: TimingFunction {
  /// The progress y(t*) at input fraction `x`, where t* solves x(t*) = x.
  ///
  /// Method: inputs up to ½ are solved on the curve, inputs above ½ on the curve turned half a turn
  /// about (½, ½) (parameter 1 − t, input 1 − x), so both ends keep their relative accuracy. The
  /// input's cell among the eight of `_HalfSamples` (one vector comparison) gives a first guess
  /// from the cell's cubic inverse, one Newton step refines it, and a second follows with a test
  /// on quantities already
  /// computed (the residual, the slope and the step, see `_AcceptanceConstants`) that proves the
  /// step has brought t within 2⁻⁴⁴ / max |y′| of the root, so that y is within 2⁻⁴⁴ of y(t*)
  /// (`_sampledParameter`). Where the test fails (next to an interior point where x′ vanishes, in
  /// the first cell of a half where x(t) = t³, or where dy/dx is so steep that the rounding of
  /// x(t) shows in y), bracketed Halley steps with a residual check follow, and where they do not
  /// converge a careful solve finishes the job: Newton steps with a bisection safeguard and a
  /// residual evaluated in double-double arithmetic.
  ///
  /// Accuracy (tested against 50-digit references, Tests/Fixtures/timing-curve):
  /// |progress − y_exact(x)| ≤ 1e-12 for every valid curve with |y1|, |y2| ≤ 100 and every x in
  /// [0, 1]. Where x′(t*) = 0 inside (0, 1), for example (1, 0, 0, 1) at x = ½, y has an infinite
  /// slope and no double can do that: the result is then y_exact(x̃) within 1e-12 for an x̃ within
  /// one ulp of x. For |y1| or |y2| beyond 128 (`bernsteinLimit`), y is evaluated in Bernstein
  /// form, and the error is at most 2⁻⁴⁴ + |y′(t*)|·2·ulp(t*) + 2⁻⁴⁸ × the sum of the magnitudes of
  /// y's Bernstein terms (docs/timing-curves.md, "Large control y"): finite for every finite curve,
  /// and exact where large terms cancel exactly. The batch forms give the same bits;
  /// `PreparedCubicBezierTimingCurve` (a table-based first guess) meets the same bound but may
  /// differ from this function in the last bits.
  ///
  /// Edge cases: exactly 0 at x = 0 and exactly 1 at x = 1; x itself for a curve with P1 and P2 on
  /// the diagonal. Outside [0, 1] the curve continues along its own end tangents as the browsers
  /// do (see `startTangentSlope` and `endTangentSlope`: where a tangent is vertical the progress
  /// stays at 0 or 1), without intermediate overflow: ±∞ only where the exact value is beyond the
  /// largest Double. NaN gives NaN.
  ///
  /// - Complexity: O(1), no allocation: two divisions and about twenty multiply-adds for nearly
  ///   every input; at most about 60 steps of the careful solve for the hardest ones.
  @inlinable @inline(__always)
  public func progress(at x: Double) -> Double {
    guard x > 0, x < 1 else {
      if x == 0 || x == 1 || x.isNaN { return x }
      return Self.extrapolatedProgress(at: x, x1: x1, y1: y1, x2: x2, y2: y2)
    }
    if isIdentity { return x }
    let isUpper = x > 0.5
    let v = isUpper ? 1 - x : x
    let t = parameter(ofHalfInput: v, isUpper: isUpper)
    let half = isUpper ? upperHalf : lowerHalf
    let y =
      half.yIsBernstein
      ? _bernsteinHalfProgress(t, ay: half.ay, by: half.by, cy: half.cy, yScale: yScale)
      : _halfProgress(t, ay: half.ay, by: half.by, cy: half.cy, yScale: yScale)
    return isUpper ? 1 - y : y
  }

  /// The root t* of x(t) = v on the half that serves v ∈ (0, ½] (the upper half when `isUpper`).
  @inlinable @inline(__always)
  internal func parameter(ofHalfInput v: Double, isUpper: Bool) -> Double {
    let starts = isUpper ? upperSamples.cellStarts : lowerSamples.cellStarts
    let half = isUpper ? upperHalf : lowerHalf
    // The cell is 7 less the number of cell starts above v. The starts and v are not NaN, v > 0
    // and every start ≥ +0, so "start > v" is "v's bits − start's bits < 0" in Int64 (positive
    // doubles are ordered like their bit patterns): integer lanes, one vector subtraction, shift
    // and sum, where a comparison of Double lanes was compiled into a loop over the lanes.
    let startBits = unsafeBitCast(starts, to: SIMD8<Int64>.self)
    let above = (SIMD8(repeating: Int64(bitPattern: v.bitPattern)) &- startBits) &>> 63
    let cell = 7 &+ Int(truncatingIfNeeded: above.wrappedSum())
    // Each field read from the half's own storage (not from a copy of the half's samples).
    let (linear, quadratic, cubic) =
      isUpper
      ? (upperSamples.linear[cell], upperSamples.quadratic[cell], upperSamples.cubic[cell])
      : (lowerSamples.linear[cell], lowerSamples.quadratic[cell], lowerSamples.cubic[cell])
    let cellStart = isUpper ? upperSamples.cellStarts[cell] : lowerSamples.cellStarts[cell]
    let (t, converged) = _sampledParameter(
      v, cell: Double(cell), cellStart: cellStart, linear: linear, quadratic: quadratic,
      cubic: cubic, bx: half.bx, cx: half.cx, ax: half.ax,
      acceptance: acceptance)
    return converged
      ? t : Self.parameterSlowly(ofHalfInput: v, half: half, acceptance: acceptance, from: t, cell: cell)
  }

  /// The root t* of x(t) = v where the fast path's test has failed: one more checked Newton step
  /// from the fast path's last iterate (clamped to the cell), then `_BezierHalf.parameterSlowly`
  /// bracketed by the cell.
  ///
  /// Static, and given only the half and the constants it needs: the fast path then passes no
  /// reference to the whole curve to a call, so a caller that evaluates a curve stored elsewhere (a
  /// C handle, a class property) reads the few fields it needs instead of copying the value.
  @usableFromInline
  internal static func parameterSlowly(
    ofHalfInput v: Double, half: _BezierHalf, acceptance: _AcceptanceConstants, from t: Double,
    cell: Int
  ) -> Double {
    let low = Double(cell) * _HalfSamples.cellWidth
    let high = low + _HalfSamples.cellWidth
    let start = _clamped(t, low, high)
    let (retried, converged) = _acceptedNewtonStep(
      start, v, bx: half.bx, cx: half.cx, ax: half.ax, acceptance: acceptance)
    if converged { return retried }
    return half.parameterSlowly(v, from: start, low: low, high: high)
  }
}

