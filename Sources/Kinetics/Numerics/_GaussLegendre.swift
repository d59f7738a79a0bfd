import RealModule

/// The 8-point Gauss–Legendre rule, the one quadrature of the package (docs/architecture.md,
/// Numerics): ∫ₐᵇ f ≈ h·Σᵢ wᵢ·(f(m − h·xᵢ) + f(m + h·xᵢ)) with m the midpoint and h the half width,
/// exact for polynomials of degree ≤ 15. The four positive nodes xᵢ and their weights are computed
/// once, to full Double precision, by Newton's method on the Legendre polynomial P₈ with its
/// three-term recurrence from Tricomi's initial guesses (Golub & Welsch 1969 give the same values;
/// Abramowitz & Stegun, Table 25.4, lists them to 15 digits), rather than copied from a table.
@usableFromInline
package enum _GaussLegendre {
  /// The number of nodes.
  @usableFromInline package static var order: Int { 8 }

  /// The positive nodes on [−1, 1], in decreasing order, and their weights (each node xᵢ has a
  /// mirror −xᵢ with the same weight).
  @usableFromInline
  package static let rule: (nodes: SIMD4<Double>, weights: SIMD4<Double>) = {
    let n = order
    var nodes = SIMD4<Double>()
    var weights = SIMD4<Double>()
    for i in 1...(n / 2) {
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
      nodes[i - 1] = x
      weights[i - 1] = 2 / ((1 - x * x) * derivative * derivative)
    }
    return (nodes, weights)
  }()

  /// ∫ₐᵇ f by the 8-point rule (f is evaluated at 8 points strictly inside (a, b)). Always
  /// inlined, so f is inlined into the sum at every call site.
  @inlinable @inline(__always)
  package static func integrate(from a: Double, to b: Double, _ f: (Double) -> Double) -> Double {
    let half = (b - a) / 2
    let middle = a + half
    let (nodes, weights) = rule
    var sum = 0.0
    for index in 0..<4 {
      let offset = half * nodes[index]
      sum += weights[index] * (f(middle - offset) + f(middle + offset))
    }
    return sum * half
  }
}
