import Kinetics
import Testing
import KineticsTestSupport

@Suite struct ScalarInterpolationTests {
  @Test func doubleEndpointsAreBitExactIncludingNegativeZero() {
    let pairs: [(Double, Double)] = [
      (-0.0, 5), (3, -0.0), (0.1, 0.7), (-1e300, 1e300), (.leastNonzeroMagnitude, 1),
    ]
    for (a, b) in pairs {
      #expect(a.interpolated(to: b, fraction: 0).bitPattern == a.bitPattern)
      #expect(b.bitPattern == a.interpolated(to: b, fraction: 1).bitPattern)
    }
  }

  @Test func doubleMidpointDoesNotOverflowForHugeOppositeEndpoints() {
    // (1 − u)·a + u·b stays finite where a + u·(b − a) would overflow in b − a.
    let value = (-Double.greatestFiniteMagnitude).interpolated(to: .greatestFiniteMagnitude, fraction: 0.5)
    #expect(value == 0)
  }

  @Test func doubleInterpolationIsWithinOneUlpOfTheExactBlend() {
    // Reference: the same blend in Float80 (64-bit significand), exact enough to round once.
    var generator = SplitMix64(seed: 1)
    for _ in 0..<2000 {
      let a = Double.random(in: -10...10, using: &generator)
      let b = Double.random(in: -10...10, using: &generator)
      let u = Double.random(in: -0.5...1.5, using: &generator)
      let value = a.interpolated(to: b, fraction: u)
      #if arch(x86_64)
        let oneMinus = Float80(1 - u)  // the rounding of 1 − u is part of the method
        let exact = Double(oneMinus * Float80(a) + Float80(u) * Float80(b))
        // Tolerance: products and sum each round once: 1.5 ulp of the larger term; 4 ulp of the
        // result allows for cancellation of the two terms of opposite sign.
        let scale = max(abs(exact), abs((1 - u) * a), abs(u * b))
        #expect(abs(value - exact) <= 4 * scale.ulp)
      #else
        #expect(value.isFinite)
      #endif
    }
  }

  @Test func floatEndpointsAreBitExactAndMidpointIsComputedInFloat() {
    let a: Float = -0.0
    let b: Float = 3
    #expect(a.interpolated(to: b, fraction: 0).bitPattern == a.bitPattern)
    #expect(a.interpolated(to: b, fraction: 1) == 3)
    #expect(Float(1).interpolated(to: 2, fraction: 0.5) == 1.5)
  }

  @Test func fractionsOutsideTheUnitIntervalExtrapolate() {
    #expect(10.0.interpolated(to: 20, fraction: 1.5) == 25)
    #expect(10.0.interpolated(to: 20, fraction: -0.5) == 5)
  }

  @Test func simdVectorsInterpolateComponentWiseWithExactEndpoints() {
    let a = SIMD3<Double>(-0.0, 1, 2)
    let b = SIMD3<Double>(4, -5, 6)
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 0).x.sign == .minus)
    #expect(a.interpolated(to: b, fraction: 1) == b)
    #expect(a.interpolated(to: b, fraction: 0.5) == SIMD3(2, -2, 4))
    let c = SIMD2<Float>(0, 8)
    #expect(c.interpolated(to: SIMD2(4, 0), fraction: 0.25) == SIMD2(1, 6))
    let d = SIMD4<Float>(1, 2, 3, 4)
    #expect(d.interpolated(to: .zero, fraction: 0.5) == SIMD4(0.5, 1, 1.5, 2))
  }

  @Test func vectorArithmeticObeysItsLaws() {
    let a = SIMD4<Double>(1, -2, 3, 0.5)
    let b = SIMD4<Double>(0.25, 4, -1, 2)
    #expect(a.adding(.zero) == a)
    #expect(a.subtracting(a) == .zero)
    #expect(a.scaled(by: 1) == a)
    #expect(a.magnitudeSquared == 14.25)
    #expect(SIMD2<Double>(3, 4).euclideanDistance(to: .zero) == 5)
    #expect(Float(3).euclideanDistance(to: -1) == 4)
    // Blending equals scaling and adding, exactly here because every product is exact.
    #expect(a.interpolated(to: b, fraction: 0.5) == a.scaled(by: 0.5).adding(b.scaled(by: 0.5)))
  }
}
