import Kinetics

/// Independent references for the animator tests: the Bézier timing curve solved from its
/// parametric form by bisection on the parameter (not the package's solver), and finite
/// differences of the animator's own progress.
enum PropertyAnimatorReference {
  /// progress(x) of the curve (x1, y1, x2, y2): bisection on t for x(t) = x, then y(t).
  static func bezierProgress(_ x: Double, _ c: (Double, Double, Double, Double)) -> Double {
    let t = parameter(x, c)
    return bezier(t, c.1, c.3)
  }

  /// dy/dx at x, from the parametric derivatives.
  static func bezierSlope(_ x: Double, _ c: (Double, Double, Double, Double)) -> Double {
    let t = parameter(x, c)
    return derivative(t, c.1, c.3) / derivative(t, c.0, c.2)
  }

  /// The x at which the curve shows `progress`, by bisection on the parameter (y monotone).
  static func bezierInverse(_ progress: Double, _ c: (Double, Double, Double, Double)) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bezier(middle, c.1, c.3) < progress { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, c.0, c.2)
  }

  static let easeInEaseOut = (0.42, 0.0, 0.58, 1.0)
  static let easeIn = (0.42, 0.0, 1.0, 1.0)

  private static func parameter(_ x: Double, _ c: (Double, Double, Double, Double)) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bezier(middle, c.0, c.2) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * p1 + 6 * s * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// (p(t + h) − p(t − h)) / 2h.
  static func centralDifference(_ animator: PropertyAnimator, at t: Double, step h: Double = 1e-6)
    -> Double
  {
    (animator.progress(at: t + h) - animator.progress(at: t - h)) / (2 * h)
  }

  /// (p(t + h) − p(t)) / h: the velocity just after a switch at t.
  static func forwardDifference(_ animator: PropertyAnimator, at t: Double, step h: Double = 1e-7)
    -> Double
  {
    (animator.progress(at: t + h) - animator.progress(at: t)) / h
  }
}
