extension CubicBezierTimingCurve {
  /// The slope dy/dx of the curve at input fraction `x`: how fast progress changes per unit of input.
  ///
  /// Method: t* is solved as in `progress(at:)`, then dy/dx = y′(t*) / x′(t*). Where x′(t*) = 0,
  /// the ratio of the first derivatives that do not both vanish (L'Hôpital's rule): ±∞ when only x
  /// stops (x1 = 0 with y1 ≠ 0 at x = 0, for example, or (1, 0, 0, 1) at x = ½), a finite limit when
  /// both stop (easeOut at x = 0: y″/x″ = 1 / 0.58). Outside [0, 1], the slope of the line the
  /// progress follows there (`startTangentSlope`, `endTangentSlope`: 0 where the curve leaves an
  /// end vertically). At x = 0 and 1, the one-sided slope of the curve.
  ///
  /// Accuracy: the slope at the computed t*, so about as exact as t*; where dy/dx is very steep a
  /// relative error of about 1e-12 × |dy/dx| is possible.
  ///
  /// - Complexity: O(1), the cost of `progress(at:)`.
  public func slope(at x: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 { return startTangentSlope }
    if x > 1 { return endTangentSlope }
    let factors = slopeFactors(atInput: x)
    return _BezierHalf.slope(rise: factors.rise, run: factors.run) * factors.scale
  }

  /// The slope at x ∈ [0, 1] as three factors: slope(at: x) = (rise / run) · scale, with run = 0
  /// where the exact slope is infinite (±∞ by the sign of rise). For callers that scale the
  /// slope further and must not overflow where the scaled value does not
  /// (`PropertyAnimator.velocity(at:)`: the slope over a long duration).
  func slopeFactors(atInput x: Double) -> (rise: Double, run: Double, scale: Double) {
    if isIdentity { return (1, 1, 1) }
    if x <= 0.5 {
      let t = x == 0 ? 0 : parameter(ofHalfInput: x, isUpper: false)
      let parts = lowerHalf.slopeParts(atParameter: t)
      return (parts.rise, parts.run, yScale)
    }
    let s = x == 1 ? 0 : parameter(ofHalfInput: 1 - x, isUpper: true)
    let parts = upperHalf.slopeParts(atParameter: s)
    return (parts.rise, parts.run, yScale)
  }
}

extension _BezierHalf {
  /// dy/dx at parameter t as (rise, run), by L'Hôpital's rule where x′(t) = 0: the first,
  /// second or third derivatives of y and x, the first order at which they do not both vanish
  /// ((0, 1), slope 0, if none). A half turned about (½, ½) has the same slope as the curve, so
  /// either half answers for its own inputs.
  func slopeParts(atParameter t: Double) -> (rise: Double, run: Double) {
    // The orders in turn, written out: no array is allocated.
    let (dx, dy) = (xDerivative(t), yDerivative(t))
    if dx != 0 || dy != 0 { return (dy, dx) }
    let (dx2, dy2) = (6 * ax * t + 2 * bx, ySecondDerivative(t))
    if dx2 != 0 || dy2 != 0 { return (dy2, dx2) }
    let (dx3, dy3) = (6 * ax, yThirdDerivative)
    if dx3 != 0 || dy3 != 0 { return (dy3, dx3) }
    return (0, 1)
  }

  /// rise / run, or ±∞ by the sign of rise where run = 0 (rise is then nonzero).
  static func slope(rise: Double, run: Double) -> Double {
    if run == 0 { return rise > 0 ? .infinity : -.infinity }
    return rise / run
  }
}
