extension CubicBezierTimingCurve {
  /// The smallest and largest progress the curve reaches for x in [0, 1]: [0, 1] unless y1 or y2
  /// makes it overshoot or anticipate.
  ///
  /// Method: y(t) is a cubic, so its extremes on [0, 1] are at t = 0, t = 1 or a root of
  /// y′(t) = 3a·t² + 2b·t + c inside (0, 1), found with the quadratic formula in its cancellation-free
  /// form (q = −(b + sign(b)·√(b² − 3ac)), roots q / 3a and c / q). Each extreme is evaluated on the
  /// half of the curve that keeps it accurate.
  ///
  /// Accuracy: the bounds are y at the computed roots, within a few ulp of the true extremes
  /// (an extreme is flat, so an error in t hardly shows).
  ///
  /// - Complexity: O(1).
  public var progressRange: ClosedRange<Double> {
    var lowest = 0.0
    var highest = 1.0
    var (a, b, c) = lowerHalf.yDerivativeCoefficients
    if lowerHalf.yIsBernstein {
      // |y1| or |y2| beyond `bernsteinLimit`, up to the largest Double: b² could overflow; the
      // roots of y′ do not change when the coefficients are divided by the largest of them.
      let largest = Swift.max(a.magnitude, b.magnitude, c.magnitude)
      (a, b, c) = (a / largest, b / largest, c / largest)
    }
    var roots: [Double] = []
    if a == 0 {
      if b != 0 { roots.append(-c / (2 * b)) }
    } else {
      let discriminant = b * b - 3 * a * c
      if discriminant >= 0 {
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
        roots.append(q / (3 * a))
        if q != 0 { roots.append(c / q) }
      }
    }
    for t in roots where t > 0 && t < 1 {
      let y = t <= 0.5 ? lowerHalf.y(t) * yScale : 1 - upperHalf.y(1 - t) * yScale
      lowest = Swift.min(lowest, y)
      highest = Swift.max(highest, y)
    }
    return lowest...highest
  }

  /// The curve that undoes this one, progress ↦ input, when it is itself a valid timing curve:
  /// the control points mirrored in the diagonal, (y1, x1) and (y2, x2). It exists when y1 and y2
  /// are in [0, 1] (then y(t) never decreases, and the mirrored x-coordinates are valid); nil
  /// otherwise, since a curve that overshoots has no single-valued inverse of this form.
  ///
  /// `inverse!.progress(at: progress(at: x))` returns x to within the accuracy of the two solves,
  /// except where the curve is flat (dy/dx = 0), where the inverse is steep.
  public var inverse: CubicBezierTimingCurve? {
    guard (0...1).contains(y1), (0...1).contains(y2) else { return nil }
    return CubicBezierTimingCurve(uncheckedX1: y1, y1: x1, x2: y2, y2: x2)
  }
}
