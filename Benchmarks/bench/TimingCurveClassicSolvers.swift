import Foundation

/// The classic ways to evaluate a cubic-Bézier timing curve, written here from their published
/// descriptions so `bench` can put them beside Kinetics' solver on the same inputs. They are
/// measuring sticks, not library code: they solve only for x in [0, 1].
struct ClassicBezierSolver {
  let ax, bx, cx, ay, by, cy: Double
  /// x at t = 0, 0.1, …, 1 (lanes 0…10): the 11-sample table of Chromium's and WebKit's current
  /// solvers, stored inline as theirs is (`double spline_samples_[11]`), so building a solver
  /// allocates nothing, as in C++.
  let samples: SIMD16<Double>

  init(_ curve: CubicBezierTimingCurveParameters) {
    cx = 3 * curve.x1
    bx = 3 * (curve.x2 - curve.x1) - cx
    ax = 1 - cx - bx
    cy = 3 * curve.y1
    by = 3 * (curve.y2 - curve.y1) - cy
    ay = 1 - cy - by
    var samples = SIMD16<Double>()
    for i in 0...10 {
      let t = Double(i) / 10
      samples[i] = ((ax * t + bx) * t + cx) * t
    }
    self.samples = samples
  }

  @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// Chromium's and today's WebKit's method: the 11-sample table and linear interpolation for the
  /// first guess, at most 4 Newton steps to |x(t) − x| < ε (giving up when |x′| < 1e-7), then
  /// bisection in the table interval; ε = 1e-7.
  func sampleTableNewton(_ x: Double, epsilon: Double = 1e-7) -> Double {
    var t0 = 0.0
    var t1 = 0.0
    var t2 = x
    for i in 1..<11 where x <= samples[i] {
      t1 = Double(i) / 10
      t0 = t1 - 0.1
      t2 = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
      break
    }
    var error = 0.0
    for _ in 0..<4 {
      error = self.x(t2) - x
      if error.magnitude < epsilon { return y(t2) }
      let derivative = dx(t2)
      if derivative.magnitude < 1e-7 { break }
      t2 -= error / derivative
    }
    if error.magnitude < epsilon { return y(t2) }
    while t0 < t1 {
      let value = self.x(t2)
      if (value - x).magnitude < epsilon { return y(t2) }
      if x > value { t0 = t2 } else { t1 = t2 }
      t2 = (t1 + t0) * 0.5
    }
    return y(t2)
  }

  /// Older WebKit's method: Newton from t = x, at most 8 steps to |x(t) − x| < ε (giving up when
  /// |x′| < 1e-6), then bisection on [0, 1]; ε = 1e-7.
  func newtonFromX(_ x: Double, epsilon: Double = 1e-7) -> Double {
    var t2 = x
    for _ in 0..<8 {
      let error = self.x(t2) - x
      if error.magnitude < epsilon { return y(t2) }
      let derivative = dx(t2)
      if derivative.magnitude < 1e-6 { break }
      t2 -= error / derivative
    }
    var t0 = 0.0
    var t1 = 1.0
    t2 = x
    while t0 < t1 {
      let value = self.x(t2)
      if (value - x).magnitude < epsilon { return y(t2) }
      if x > value { t0 = t2 } else { t1 = t2 }
      t2 = (t1 - t0) * 0.5 + t0
    }
    return y(t2)
  }

  /// The closed-form root of x(t) = x: Cardano's formula when the depressed cubic has one real
  /// root, the trigonometric (Viète) form when it has three, the quadratic or linear formula when
  /// the leading coefficients vanish (|a| below 1e-12, as for x2 = x1 + 1/3). The root in [0, 1]
  /// is taken; rounding near repeated roots and the cancellation in Cardano's sum are what this
  /// strategy is known for.
  func closedForm(_ x: Double) -> Double {
    var root = x
    if ax.magnitude < 1e-12 {
      if bx.magnitude < 1e-12 {
        root = x / cx
      } else {
        let discriminant = Swift.max(cx * cx + 4 * bx * x, 0)
        root = (-cx + discriminant.squareRoot()) / (2 * bx)
      }
    } else {
      let p2 = bx / ax
      let p1 = cx / ax
      let p0 = -x / ax
      let p = p1 - p2 * p2 / 3
      let q = 2 * p2 * p2 * p2 / 27 - p2 * p1 / 3 + p0
      let discriminant = q * q / 4 + p * p * p / 27
      if discriminant > 0 {
        let squareRoot = discriminant.squareRoot()
        root = cbrt(-q / 2 + squareRoot) + cbrt(-q / 2 - squareRoot) - p2 / 3
      } else {
        let radius = 2 * (-p / 3).squareRoot()
        let angle = acos(Swift.min(Swift.max(3 * q / (p * radius), -1), 1)) / 3
        var best = Double.infinity
        for k in 0..<3 {
          let candidate = radius * cos(angle - 2 * Double.pi * Double(k) / 3) - p2 / 3
          let distance = Swift.max(-candidate, candidate - 1, 0)
          if distance < best {
            best = distance
            root = candidate
          }
        }
      }
    }
    return y(Swift.min(Swift.max(root, 0), 1))
  }

  /// Plain bisection on [0, 1] until the bracket holds no double between its ends.
  func bisection(_ x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while true {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if self.x(middle) < x { low = middle } else { high = middle }
    }
    return y((low + high) / 2)
  }
}

/// The four control coordinates, so the classic solvers do not depend on Kinetics' own storage.
struct CubicBezierTimingCurveParameters {
  let x1, y1, x2, y2: Double
}

/// The reference: bisection in WideReal (Float80 on x86-64: 64-bit significand) to the last bit,
/// then y in WideReal, rounded to Double. About 2⁻⁶⁴ in t, so its error is far below any Double
/// solver's (on x86-64; see `WideReal` for other platforms).
func referenceBezierProgress(_ curve: CubicBezierTimingCurveParameters, _ x: Double) -> Double {
  let x1 = WideReal(curve.x1)
  let x2 = WideReal(curve.x2)
  let y1 = WideReal(curve.y1)
  let y2 = WideReal(curve.y2)
  let target = WideReal(x)
  let bezier = { (t: WideReal, p1: WideReal, p2: WideReal) -> WideReal in
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }
  var low: WideReal = 0
  var high: WideReal = 1
  while true {
    let middle = (low + high) / 2
    if middle <= low || middle >= high { break }
    if bezier(middle, x1, x2) < target { low = middle } else { high = middle }
  }
  return Double(bezier((low + high) / 2, y1, y2))
}
