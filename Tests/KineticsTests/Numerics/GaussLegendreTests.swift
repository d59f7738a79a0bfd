import Kinetics
import RealModule
import Testing
import KineticsTestSupport

/// The package's one quadrature (`_GaussLegendre`, docs/architecture.md, Numerics).
@Suite struct GaussLegendreTests {
  @Test func nodesAndWeightsMatchThePublishedTable() {
    // Abramowitz & Stegun, Table 25.4, n = 8 (15 digits): an independent check of the computed rule.
    let nodes: [Double] = [0.960289856497536, 0.796666477413627, 0.525532409916329, 0.183434642495650]
    let weights: [Double] = [0.101228536290376, 0.222381034453374, 0.313706645877887, 0.362683783378362]
    let rule = _GaussLegendre.rule
    for index in 0..<4 {
      #expect(abs(rule.nodes[index] - nodes[index]) <= 1e-15)
      #expect(abs(rule.weights[index] - weights[index]) <= 1e-15)
    }
    #expect(abs(2 * rule.weights.sum() - 2) <= 4 * Double.ulpOfOne)
  }

  @Test func isExactForPolynomialsUpToDegreeFifteen() {
    // ∫ₐᵇ Σ cₖxᵏ against its antiderivative, for random coefficients and every degree up to 15.
    var random = SplitMix64(seed: 17)
    for degree in 0...15 {
      let coefficients = (0...degree).map { _ in Double.random(in: -1...1, using: &random) }
      let (a, b) = (-0.75, 1.25)
      let value = _GaussLegendre.integrate(from: a, to: b) { x in
        coefficients.reversed().reduce(0) { $0 * x + $1 }
      }
      let antiderivative = { (x: Double) in
        coefficients.indices.reduce(0.0) { $0 + coefficients[$1] * Double.pow(x, $1 + 1) / Double($1 + 1) }
      }
      let exact = antiderivative(b) - antiderivative(a)
      let scale = coefficients.map { $0.magnitude * Double.pow(1.25, $0 == 0 ? 0 : 16) }.reduce(0, +)
      #expect(abs(value - exact) <= 1e-14 * scale, "degree \(degree): \(value) vs \(exact)")
    }
  }

  @Test func adaptivePanelsStopAtTheSplitLimitForANoiseIntegrand() {
    // Values that look random at every scale: no panel ever meets a 1e-15 tolerance, so without a
    // limit on splits every panel would be bisected to depth 60 (2⁶⁰ panels: the paced table of a
    // path near the largest Double never returned). With it, the panels still cover [a, b] in
    // order and their number is bounded.
    let noise = { (x: Double) -> Double in
      let bits = (x.bitPattern &* 0x9E37_79B9_7F4A_7C15) >> 11
      return Double(bits) / Double(1 << 53)
    }
    var panels: [(Double, Double)] = []
    _GaussLegendre.adaptivePanels(from: 0, to: 1, tolerance: 1e-15, maximumSplits: 500, noise) { a, b, _ in
      panels.append((a, b))
    }
    #expect(panels.count <= 2 * 500 + 1)
    #expect(panels.count > 500)
    #expect(panels.first?.0 == 0 && panels.last?.1 == 1)
    #expect(zip(panels, panels.dropFirst()).allSatisfy { $0.1 == $1.0 })
  }

  @Test func isNotExactForDegreeSixteen() {
    // ∫₋₁¹ x¹⁶ = 2/17: an 8-point rule misses it (by about 4e-5), which shows it has 8 nodes.
    let value = _GaussLegendre.integrate(from: -1, to: 1) { Double.pow($0, 16) }
    #expect(abs(value - 2.0 / 17) > 1e-6)
  }

  /// The panels `adaptivePanels` hands back, checked to tile [a, b] in order.
  func panels(
    from a: Double, to b: Double, tolerance: Double, scale: Double = 0, _ f: (Double) -> Double
  ) -> [(start: Double, end: Double, integral: Double)] {
    var result: [(start: Double, end: Double, integral: Double)] = []
    _GaussLegendre.adaptivePanels(from: a, to: b, tolerance: tolerance, scale: scale, f) {
      result.append(($0, $1, $2))
    }
    #expect(result.first?.start == a && result.last?.end == b)
    for index in result.indices.dropFirst() { #expect(result[index].start == result[index - 1].end) }
    return result
  }

  @Test func adaptivePanelsReachTheToleranceOnASquareRootSingularity() {
    // ∫₀¹ √x = 2/3: the derivative is infinite at 0, where a single 8-point panel errs by ~1e-4.
    let f = { (x: Double) in x.squareRoot() }
    #expect(abs(_GaussLegendre.integrate(from: 0, to: 1, f) - 2.0 / 3) > 1e-6)
    let pieces = panels(from: 0, to: 1, tolerance: 1e-14, scale: 2.0 / 3, f)
    let total = pieces.reduce(0) { $0 + $1.integral }
    #expect(abs(total - 2.0 / 3) <= 1e-13)
    #expect(pieces.count > 2)
  }

  @Test func adaptivePanelsReachTheToleranceOnANarrowPeak() {
    // ∫₋₁¹ dx/(ε² + x²) = (2/ε)·atan(1/ε) with ε = 10⁻³: a peak 1000 times narrower than the interval.
    let epsilon = 1e-3
    let exact = 2 / epsilon * Double.atan(1 / epsilon)
    let pieces = panels(from: -1, to: 1, tolerance: 1e-13) { x in 1 / (epsilon * epsilon + x * x) }
    let total = pieces.reduce(0) { $0 + $1.integral }
    #expect(abs(total - exact) <= 1e-12 * exact, "\(total) vs \(exact)")
  }

  @Test func adaptivePanelsStopAtANonFiniteIntegral() {
    // 1/x on [0, 1] diverges: splitting stops (no 2⁶⁰ panels) and a panel carries the infinity,
    // or the depth limit ends it with a huge finite sum.
    let pieces = panels(from: 0, to: 1, tolerance: 1e-12) { x in x == 0 ? .infinity : 1 / x }
    #expect(pieces.count <= 2 * 61)
  }
}
