import RealModule

/// The 8-point Gauss–Legendre rule on [−1, 1] (exact for polynomials of degree ≤ 15). Nodes and
/// weights are computed once, to full Double precision, by Newton's method on the Legendre
/// polynomial P₈ with the three-term recurrence (Golub & Welsch 1969 give the same values), rather
/// than copied from a table.
@usableFromInline
enum _GaussLegendre {
  @usableFromInline static let order = 8

  @usableFromInline static let rule: (nodes: [Double], weights: [Double]) = {
    let n = order
    var nodes: [Double] = []
    var weights: [Double] = []
    for i in 1...n {
      // Tricomi's initial guess, then Newton on P_n.
      var x = Double.cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
      var derivative = 0.0
      for _ in 0..<100 {
        var (p0, p1) = (1.0, x)
        for k in 2...n {
          (p0, p1) = (p1, ((2 * Double(k) - 1) * x * p1 - Double(k - 1) * p0) / Double(k))
        }
        derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
        let step = p1 / derivative
        x -= step
        if abs(step) < 1e-17 { break }
      }
      nodes.append(x)
      weights.append(2 / ((1 - x * x) * derivative * derivative))
    }
    return (nodes, weights)
  }()

  /// ∫ₐᵇ f with the 8-point rule.
  @inlinable
  static func integrate(from a: Double, to b: Double, _ f: (Double) -> Double) -> Double {
    let half = (b - a) / 2
    let middle = a + half
    let rule = Self.rule
    var sum = 0.0
    for index in 0..<order {
      sum += rule.weights[index] * f(middle + half * rule.nodes[index])
    }
    return sum * half
  }
}
