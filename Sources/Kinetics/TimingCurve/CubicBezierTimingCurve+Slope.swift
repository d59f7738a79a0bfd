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
    if isIdentity { return 1 }
    if x <= 0.5 {
      let t = x == 0 ? 0 : parameter(ofHalfInput: x, isUpper: false)
      return lowerHalf.slope(atParameter: t) * yScale
    }
    let s = x == 1 ? 0 : parameter(ofHalfInput: 1 - x, isUpper: true)
    return upperHalf.slope(atParameter: s) * yScale
  }
}

extension _BezierHalf {
  /// dy/dx at parameter t, by L'Hôpital's rule where x′(t) = 0. A half turned about (½, ½) has the
  /// same slope as the curve, so either half answers for its own inputs.
  func slope(atParameter t: Double) -> Double {
    // The first, second and third derivatives in turn (written out: no array is allocated).
    if let slope = Self.ratio(xDerivative(t), yDerivative(t)) { return slope }
    if let slope = Self.ratio(6 * ax * t + 2 * bx, ySecondDerivative(t)) { return slope }
    if let slope = Self.ratio(6 * ax, yThirdDerivative) { return slope }
    return 0
  }

  /// dy/dx from one order of derivatives, or nil where both vanish (L'Hôpital goes one order up).
  private static func ratio(_ dx: Double, _ dy: Double) -> Double? {
    guard dx != 0 || dy != 0 else { return nil }
    if dx == 0 { return dy > 0 ? .infinity : -.infinity }
    return dy / dx
  }
}
