import RealModule

extension CubicBezierTimingCurve: TimingFunction {
  /// The progress y(t*) at input fraction `x`, where t* solves x(t*) = x.
  ///
  /// Method: inputs up to ½ are solved on the curve, inputs above ½ on the curve turned half a turn
  /// about (½, ½) (parameter 1 − t, input 1 − x), so both ends keep their relative accuracy. A table
  /// of x at t = 0.1, …, 0.8 brackets the root in an interval of width 0.1; the first guess is linear
  /// in that interval, except in the first one, where x′ may vanish (easeIn at 1, easeOut at 0):
  /// there the local quadratic model c·t + b·t² = x is solved instead (and t = ∛x when x(t) = t³).
  /// Then `newtonSteps` Newton steps, each kept inside the bracket; when the residual x(t*) − x is
  /// at its rounding level the last Newton correction is applied and y is evaluated. Otherwise (a
  /// nearly stationary x′) safeguarded Newton steps continue, and where dy/dx is so steep that the
  /// rounding of x(t) would show in y, a careful solve finishes the job: Newton steps with a
  /// bisection safeguard and a residual evaluated in double-double arithmetic.
  ///
  /// Accuracy (tested against 50-digit references, Tests/Fixtures/timing-curve):
  /// |progress − y_exact(x)| ≤ 1e-12 for every valid curve with |y1|, |y2| ≤ 100 and every x in
  /// [0, 1]. Where x′(t*) = 0 inside (0, 1), for example (1, 0, 0, 1) at x = ½, y has an infinite
  /// slope and no double can do that: the result is then y_exact(x̃) within 1e-12 for an x̃ within
  /// one ulp of x.
  ///
  /// Edge cases: exactly 0 at x = 0 and exactly 1 at x = 1; x itself for a curve with P1 and P2 on
  /// the diagonal. Outside [0, 1] the curve continues along its end tangents as CSS easing does
  /// (see `extrapolatedProgress(at:)`). NaN gives NaN.
  ///
  /// - Complexity: O(1): three Newton steps for nearly every input; at most about 60 steps of the
  ///   careful solve for the hardest ones.
  @inlinable
  public func progress(at x: Double) -> Double {
    guard x > 0, x < 1 else { return x == 0 || x == 1 || x.isNaN ? x : extrapolatedProgress(at: x) }
    if isIdentity { return x }
    if x <= 0.5 {
      return lowerHalf.progress(x)
    } else {
      return 1 - upperHalf.progress(1 - x)
    }
  }
}

extension _BezierHalf {
  /// Newton steps taken from the first guess before the residual is looked at. Measured over the
  /// fixture curves: the guess is good to about 1e-3, so three steps reach the rounding level of
  /// the residual for all but the nearly stationary ones.
  @usableFromInline static var newtonSteps: Int { 3 }

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
      return (quadraticModelGuess(v), low, high)
    }
    let t = low + (v - table[k - 1]) * inverseSlopes[k]
    return (Swift.min(Swift.max(t, low), high), low, high)
  }

  /// The root of c·t + b·t² = v, the local model near t = 0 where x′(0) = c may be 0, clamped to
  /// [0, 0.1]. Written as 2v / (c + √(c² + 4bv)) to avoid cancellation; when the model has no root
  /// (b < 0 and v beyond its peak) the linear guess is used, and when c = b = 0, x(t) = t³ exactly.
  @inlinable @inline(__always)
  func quadraticModelGuess(_ v: Double) -> Double {
    let discriminant = cx * cx + 4 * bx * v
    let denominator = cx + discriminant.squareRoot()
    var t = 2 * v / denominator
    if !(discriminant >= 0 && denominator > 0) {
      t = cx == 0 && bx == 0 ? _cubeRoot(v) : v * inverseSlopes[0]
    }
    return Swift.min(t, 0.1)
  }

  /// y(t*) for x(t*) = v, v ∈ (0, ½]; see `CubicBezierTimingCurve.progress(at:)`.
  @inlinable
  func progress(_ v: Double) -> Double { y(parameter(v)) }

  /// The root t* of x(t) = v for v ∈ (0, ½]; see `CubicBezierTimingCurve.progress(at:)`.
  @inlinable
  func parameter(_ v: Double) -> Double {
    var (t, low, high) = firstGuess(v)
    for _ in 0..<Self.newtonSteps {
      let step = residual(t, v) / xDerivative(t)
      let next = t - step
      t = next > low ? (next < high ? next : high) : low
    }
    let r = residual(t, v)
    let slope = xDerivative(t)
    let tolerance = residualTolerance(t, v)
    if r.magnitude <= tolerance {
      let corrected = t - r / slope
      // dy/dx times the rounding level of x must stay below the accuracy promised for y.
      if yDerivative(corrected).magnitude * tolerance <= 0x1p-44 * slope, corrected >= 0 {
        return corrected
      }
    }
    return solveCarefully(v, from: t)
  }
}

/// ∛v for v > 0 (the first guess when x(t) = t³).
@usableFromInline
internal func _cubeRoot(_ v: Double) -> Double {
  Double.root(v, 3)
}
