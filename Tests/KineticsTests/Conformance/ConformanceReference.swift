import Kinetics

/// Independent references for the ported conformance suites: plain formulas, not Kinetics' solver.
enum ConformanceReference {
  /// The cubic Bézier timing function through (0, 0), (x1, y1), (x2, y2), (1, 1) at x ∈ [0, 1], by
  /// 200 bisection steps on the Bernstein form of x(t) (non-decreasing for x1, x2 ∈ [0, 1]), then
  /// y(t): good to about 1e-15, far below the suites' tolerances.
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let s = 1 - t
      return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bernstein(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return bernstein((low + high) / 2, y1, y2)
  }

  /// The point (x(t), y(t)) of the same curve at parameter t.
  static func bezierPoint(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, parameter t: Double
  ) -> (x: Double, y: Double) {
    let s = 1 - t
    return (3 * s * s * t * x1 + 3 * s * t * t * x2 + t * t * t, 3 * s * s * t * y1 + 3 * s * t * t * y2 + t * t * t)
  }
}
