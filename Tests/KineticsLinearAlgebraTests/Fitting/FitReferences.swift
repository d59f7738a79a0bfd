import Foundation

/// Independent references for the fitting tests, written from the closed forms.
enum FitReferences {
  /// One coordinate of the cubic Bézier from 0 to 1 in Bernstein form.
  static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  /// Exact samples of a Bézier timing curve, taken parametrically (no root finding): the points
  /// (x(tₖ), y(tₖ)) at tₖ = k/(count − 1).
  static func bezierSamples(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, count: Int)
    -> (inputs: [Double], outputs: [Double])
  {
    let ts = (0..<count).map { Double($0) / Double(count - 1) }
    return (ts.map { bernstein($0, x1, x2) }, ts.map { bernstein($0, y1, y2) })
  }

  /// The underdamped unit step response 1 − e^{−ζω₀t}(cos ω_d t + (ζω₀/ω_d) sin ω_d t),
  /// ω_d = ω₀√(1 − ζ²): x(0) = 0, x′(0) = 0, target 1.
  static func underdampedStep(_ t: Double, dampingRatio zeta: Double, angularFrequency omega: Double)
    -> Double
  {
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
  }
}
