extension CubicBezierTimingCurve: TimingFunction {
  /// The progress y(t*) where x(t*) = x, for x in [0, 1].
  ///
  /// Method (placeholder until the fast solver lands): bisection on the non-decreasing x(t) to the
  /// last representable bracket, then y at the bracket's midpoint.
  public func progress(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    while true {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, y1, y2)
  }

  /// B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ for one coordinate.
  private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }
}
