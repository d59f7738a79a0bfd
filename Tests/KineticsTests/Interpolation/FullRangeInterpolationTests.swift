import Kinetics
import KineticsTestSupport
import Testing

/// Vector interpolation over the whole range of Double (issue 19): for finite endpoints and
/// fractions the result is finite wherever the exact blend a + u·(b − a) is, and ±∞ only where it
/// is beyond the range; the batch form keeps the scalar's bits there too. Reference: the blend in
/// Float80 (x86_64), whose exponent range holds every such product. Seeded, so a failure repeats.
@Suite struct FullRangeInterpolationTests {
  /// Within 4 ulp of `expected`.
  static func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) <= 4 * expected.ulp }

  /// Endpoints near the ends of the range with a fraction far outside [0, 1]: the products of the
  /// two-product form overflow while the blend does not.
  @Test func extrapolationBetweenHugeEndpointsStaysInRange() {
    #expect(1e308.interpolated(to: 1e308, fraction: -1) == 1e308)
    #expect(Self.close(1e308.interpolated(to: 1.5e308, fraction: -1), 0.5e308))
    #expect(Self.close((-1e308).interpolated(to: -1.2e308, fraction: 2), -1.4e308))
    #expect(Double.greatestFiniteMagnitude.interpolated(to: 1.7e308, fraction: 3).isFinite)
    #expect(Float(3e38).interpolated(to: 3e38, fraction: -1) == 3e38)
    // Float(1e39) is +∞: the blend is recomputed in Double and rounded once.
    #expect(
      Float(0).interpolated(to: .leastNonzeroMagnitude, fraction: 1e39)
        == Float(1e39 * Double(Float.leastNonzeroMagnitude)))
    #expect(SIMD2<Double>(1e308, -1e308).interpolated(to: SIMD2(1e308, 1), fraction: 2) == SIMD2(1e308, 1e308 + 2))
    #expect(SIMD3<Float>(3e38, 1, 0).interpolated(to: SIMD3(3e38, 2, 0), fraction: -1) == SIMD3(3e38, 0, 0))
    #expect(SIMD4<Double>(1, 2, 1e308, 4).interpolated(to: SIMD4(2, 3, 1e308, 5), fraction: -1) == SIMD4(0, 1, 1e308, 3))
    // Beyond the range: an infinity of the exact blend's sign.
    #expect(1e308.interpolated(to: -1e308, fraction: -1) == .infinity)
    #expect(1e308.interpolated(to: -1e308, fraction: 2) == -.infinity)
  }

  /// The batch form between endpoints near the largest Double, at fractions in [0, 1] and outside:
  /// the same recovered values as the scalar form, in every lane.
  @Test func batchRecoversOverflowingBlendsAsTheScalarFormDoes() {
    let start = SIMD4<Double>(1e308, -1e308, 1, 1.2e308)
    let end = SIMD4<Double>(1e308, -1e308, 2, 1e308)
    let fractions: [Double] = [-1, 0.25, 2, 0, 1, -2, 0.5]
    let outputs = start.interpolated(to: end, at: fractions)
    for (u, output) in zip(fractions, outputs) {
      #expect(output.x == 1e308 && output.y == -1e308, "at \(u): \(output)")
      #expect(output.w.isFinite, "at \(u): \(output)")
      let scalar = start.interpolated(to: end, fraction: u)
      for lane in 0..<4 { #expect(output[lane].bitPattern == scalar[lane].bitPattern, "at \(u)") }
    }
  }

  @Test func doubleResultsAreFiniteWhereTheExactBlendIs() {
    #if arch(x86_64)
      var generator = SplitMix64(seed: 19)
      let largest = Float80(Double.greatestFiniteMagnitude)
      var recovered = 0
      for _ in 0..<50_000 {
        let a = generator.fullRangeDouble()
        let b = generator.next() % 4 == 0 ? a : generator.fullRangeDouble()
        let u = generator.fullRangeDouble()
        let value = a.interpolated(to: b, fraction: u)
        let exact = Float80(a) + Float80(u) * (Float80(b) - Float80(a))
        let twoProducts = (1 - u) * a + u * b
        if !twoProducts.isFinite && value.isFinite { recovered += 1 }
        if abs(exact) <= largest * (1 - 0x1p-45) {
          #expect(value.isFinite, "\(a) → \(b) at \(u): exact \(exact), got \(value)")
          if !twoProducts.isFinite {
            // The recomputed value: within a few ulp of the larger term a or u·(b − a).
            let scale = max(abs(Float80(a)), abs(Float80(u) * (Float80(b) - Float80(a))))
            #expect(abs(Float80(value) - exact) <= scale * 0x1p-50, "\(a) → \(b) at \(u): exact \(exact), got \(value)")
          } else {
            #expect(value == twoProducts || u == 0 || u == 1, "\(a) → \(b) at \(u): the formula's bits are kept")
          }
        } else if abs(exact) >= largest * (1 + 0x1p-45) {
          #expect(value == (exact > 0 ? .infinity : -.infinity), "\(a) → \(b) at \(u): exact \(exact), got \(value)")
        }
      }
      #expect(recovered > 100)
    #endif
  }

  @Test func floatAndVectorResultsAreFiniteWhereTheExactBlendIs() {
    #if arch(x86_64)
      var generator = SplitMix64(seed: 20)
      let largestFloat = Float80(Float.greatestFiniteMagnitude)
      let largest = Float80(Double.greatestFiniteMagnitude)
      for _ in 0..<20_000 {
        let a = SIMD4(generator.fullRangeDouble(), generator.fullRangeDouble(), generator.fullRangeDouble(), 1e308)
        let b = SIMD4(
          generator.next() & 1 == 0 ? a.x : generator.fullRangeDouble(), generator.fullRangeDouble(), a.z, -1e308)
        let u = generator.fullRangeDouble()
        let vector = a.interpolated(to: b, fraction: u)
        let narrow = SIMD3<Float>(Float(a.x / 0x1p900), Float(a.y / 0x1p900), 1)
        let narrowEnd = SIMD3<Float>(Float(b.x / 0x1p900), Float(b.y / 0x1p900), 1)
        let floats = narrow.interpolated(to: narrowEnd, fraction: u)
        for lane in 0..<4 {
          let exact = Float80(a[lane]) + Float80(u) * (Float80(b[lane]) - Float80(a[lane]))
          if abs(exact) <= largest * (1 - 0x1p-45) {
            #expect(vector[lane].isFinite, "lane \(lane): \(a[lane]) → \(b[lane]) at \(u): got \(vector[lane])")
          }
          #expect(vector[lane].bitPattern == a[lane].interpolated(to: b[lane], fraction: u).bitPattern)
        }
        let pair = SIMD2(a.x, a.y).interpolated(to: SIMD2(b.x, b.y), fraction: u)
        #expect(pair.x.bitPattern == vector.x.bitPattern && pair.y.bitPattern == vector.y.bitPattern)
        for lane in 0..<3 {
          let exact = Float80(narrow[lane]) + Float80(u) * (Float80(narrowEnd[lane]) - Float80(narrow[lane]))
          if abs(exact) <= largestFloat * (1 - 0x1p-20) {
            #expect(floats[lane].isFinite, "lane \(lane): \(narrow[lane]) → \(narrowEnd[lane]) at \(u): got \(floats[lane])")
          }
          #expect(floats[lane].bitPattern == narrow[lane].interpolated(to: narrowEnd[lane], fraction: u).bitPattern)
        }
      }
    #endif
  }

  /// The batch forms give the scalar's bits on full-range endpoints and fractions, also where the
  /// two-product form overflows, and for blocks that take the unchecked path (every |u| < 2).
  @Test func batchEqualsScalarBitForBitOverTheFullRange() {
    var generator = SplitMix64(seed: 21)
    for round in 0..<200 {
      let huge = round % 2 == 0
      let a = SIMD4(generator.fullRangeDouble(), huge ? 1e308 : 1, huge ? -1.7e308 : -2, generator.fullRangeDouble())
      let b = SIMD4(generator.fullRangeDouble(), huge ? 1e308 : 3, huge ? 1.7e308 : 2, a.w)
      let fractions = (0..<64).map { _ in
        round % 4 < 2 ? generator.fullRangeDouble() : generator.uniform(in: -1.99...1.99)
      }
      for (u, output) in zip(fractions, a.interpolated(to: b, at: fractions)) {
        let scalar = a.interpolated(to: b, fraction: u)
        for lane in 0..<4 { #expect(output[lane].bitPattern == scalar[lane].bitPattern, "\(a) → \(b) at \(u)") }
      }
      let narrow = SIMD4<Float>(Float(a.x / 0x1p900), huge ? 3e38 : 1, huge ? -3e38 : -1, 1)
      let narrowEnd = SIMD4<Float>(Float(b.x / 0x1p900), huge ? 3e38 : 2, huge ? 3e38 : 1, 2)
      let floatFractions = fractions.map { Float($0) }.filter(\.isFinite)
      for (u, output) in zip(floatFractions, narrow.interpolated(to: narrowEnd, at: floatFractions)) {
        let scalar = narrow.interpolated(to: narrowEnd, fraction: Double(u))
        for lane in 0..<4 { #expect(output[lane].bitPattern == scalar[lane].bitPattern, "at \(u)") }
      }
    }
  }
}
