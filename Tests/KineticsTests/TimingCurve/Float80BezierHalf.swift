import Kinetics

#if arch(x86_64) || arch(i386)
  /// What the timing-curve tests' Float80 references share, independent of the solver (no table, no
  /// power form): the half of a curve that serves an input x, in its own Bernstein form, and the
  /// bisection of its x(t). Inputs up to ½ use the curve itself; above ½ the curve turned half a turn
  /// about (½, ½), with input 1 − x, so that near x = 1 the small distance to the end keeps its
  /// relative accuracy (where x2 = 1, dy/dx reaches 1e7 within 1e-12 of the end, and x(t) rounded
  /// near 1 would leave the reference itself 1e-12 off).
  struct Float80BezierHalf {
    /// The half's control x and y values (1 − x2, 1 − x1 and 1 − y2, 1 − y1 for the turned half).
    let x1: Float80, x2: Float80, y1: Float80, y2: Float80
    /// The half's input: x, or 1 − x for the turned half.
    let v: Float80
    /// Whether the half is the turned one: its y is then 1 − y of the curve.
    let isTurned: Bool

    init(_ curve: CubicBezierTimingCurve, _ x: Double) {
      isTurned = x > 0.5
      (x1, x2) = isTurned ? (1 - Float80(curve.x2), 1 - Float80(curve.x1)) : (Float80(curve.x1), Float80(curve.x2))
      (y1, y2) = isTurned ? (1 - Float80(curve.y2), 1 - Float80(curve.y1)) : (Float80(curve.y1), Float80(curve.y2))
      v = isTurned ? 1 - Float80(x) : Float80(x)
    }

    /// 3(1 − t)²t·p + 3(1 − t)t²·q + t³: one coordinate of the half with control values p, q.
    static func bezier(_ t: Float80, _ p: Float80, _ q: Float80) -> Float80 {
      let s = 1 - t
      return 3 * s * s * t * p + 3 * s * t * t * q + t * t * t
    }

    /// The bracket of the root of x(t) = v after 64 bisections of [0, 1] (width 2⁻⁶⁴).
    func bracket() -> (low: Float80, high: Float80) {
      var (low, high): (Float80, Float80) = (0, 1)
      for _ in 0..<64 {
        let middle = (low + high) / 2
        if Self.bezier(middle, x1, x2) < v { low = middle } else { high = middle }
      }
      return (low, high)
    }
  }
#endif
