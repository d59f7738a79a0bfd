import RealModule

extension CubicBezierTimingCurve: TimingFunction {
  /// The progress y(t*) at input fraction `x`, where t* solves x(t*) = x.
  ///
  /// Method: inputs up to ½ are solved on the curve, inputs above ½ on the curve turned half a turn
  /// about (½, ½) (parameter 1 − t, input 1 − x), so both ends keep their relative accuracy. A table
  /// of x at t = 0.1, …, 0.8 brackets the root in an interval of width 0.1; the first guess is linear
  /// in that interval, except in the first one, where x′ may vanish (easeIn at 1, easeOut at 0):
  /// there the local quadratic model c·t + b·t² = x is solved instead (and t = ∛x when x(t) = t³).
  /// Then two Halley steps, each kept inside the bracket; when the residual x(t) − x is at its
  /// rounding level (about 8 ulp of its largest term) a last Newton correction is applied and y is
  /// evaluated. Otherwise up to three more bracketed Halley steps follow, and where they do not
  /// converge (x′ nearly 0 at the root) or dy/dx is so steep that the rounding of x(t) would show
  /// in y, a careful solve finishes the job: Newton steps with a bisection safeguard and a residual
  /// evaluated in double-double arithmetic.
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
  /// - Complexity: O(1): two Halley steps and a Newton correction for nearly every input; at most
  ///   about 60 steps of the careful solve for the hardest ones.
  @inlinable
  public func progress(at x: Double) -> Double {
    guard x > 0, x < 1 else { return x == 0 || x == 1 || x.isNaN ? x : extrapolatedProgress(at: x) }
    if isIdentity { return x }
    // A branch, measured faster here than choosing the half's coefficients by conditional moves:
    // the solve is bound by the latency of its divisions, not by mispredictions.
    return x > 0.5 ? 1 - upperHalf.progress(1 - x) : lowerHalf.progress(x)
  }
}

extension _BezierHalf {
  /// Halley steps taken from the first guess before the residual is looked at. Measured over the
  /// fixture curves and the named ones: the guess is good to about 1e-3 (worse in the first
  /// interval when x′(0) = 0), Halley's method triples the correct digits per step, so two steps
  /// reach the rounding level of the residual for about 98 % of inputs on the hardest named curves
  /// (easeIn, easeOut) and all of them on the others.
  @usableFromInline static var fixedSteps: Int { 2 }

  /// Further Halley steps allowed, one at a time with a residual check, before the careful solve.
  @usableFromInline static var extraSteps: Int { 3 }

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

  /// The interval k (the root lies in t ∈ [k/10, k/10 + 0.1]) and the first guess in it, for
  /// v ∈ (0, ½]. The table is sorted, so three comparisons find k.
  @inlinable @inline(__always)
  func firstGuess(_ v: Double) -> (t: Double, low: Double, high: Double) {
    var k = table[3] < v ? 4 : 0
    k += table[k + 1] < v ? 2 : 0
    k += table[k] < v ? 1 : 0
    let low = Double(k) * 0.1
    let high = low + 0.1
    if k == 0 {
      return (cx == 0 && bx == 0 ? _cubeRoot(v) : quadraticModelGuess(v), low, high)
    }
    let t = Swift.min(Swift.max(low + (v - table[k - 1]) * inverseSlopes[k], low), high)
    return (t, low, high)
  }

  /// The root of c·t + b·t² = v, the local model near t = 0 where x′(0) = c may be 0, at most 0.1.
  /// Written as 2v / (c + √(c² + 4bv)) to avoid cancellation; when the model has no root (b < 0
  /// and v beyond its peak) the linear guess of the first interval is used. (When c = b = 0,
  /// x(t) = t³ and `firstGuess` takes ∛v instead.)
  @inlinable @inline(__always)
  func quadraticModelGuess(_ v: Double) -> Double {
    let discriminant = cx * cx + 4 * bx * v
    let denominator = cx + discriminant.squareRoot()
    let root = 2 * v / denominator
    let fallback = v * inverseSlopes[0]
    return Swift.min(discriminant >= 0 && denominator > 0 ? root : fallback, 0.1)
  }

  /// y(t*) for x(t*) = v, v ∈ (0, ½]; see `CubicBezierTimingCurve.progress(at:)`.
  @inlinable
  func progress(_ v: Double) -> Double { y(parameter(v)) }

  /// The root t* of x(t) = v for v ∈ (0, ½]; see `CubicBezierTimingCurve.progress(at:)`.
  @inlinable
  func parameter(_ v: Double) -> Double {
    var (t, low, high) = firstGuess(v)
    for _ in 0..<Self.fixedSteps { t = halleyStep(t, v, low: low, high: high) }
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
