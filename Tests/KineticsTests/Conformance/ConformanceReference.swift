import Kinetics

/// Independent references for the ported conformance suites: plain formulas, not Kinetics' solver
/// (progress by bisection is `PropertyAnimatorReference.bezierProgress`).
enum ConformanceReference {
  /// The point (x(t), y(t)) at parameter t of the timing curve through (0, 0), (x1, y1), (x2, y2),
  /// (1, 1), from its Bernstein form.
  static func bezierPoint(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, parameter t: Double
  ) -> (x: Double, y: Double) {
    let s = 1 - t
    return (3 * s * s * t * x1 + 3 * s * t * t * x2 + t * t * t, 3 * s * s * t * y1 + 3 * s * t * t * y2 + t * t * t)
  }
}
