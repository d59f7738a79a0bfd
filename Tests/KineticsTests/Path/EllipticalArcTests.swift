import Kinetics
import Testing
import KineticsTestSupport

@Suite struct EllipticalArcTests {
  private func arc(_ conversion: EllipticalArc.EndpointConversion) throws -> EllipticalArc {
    guard case .arc(let arc) = conversion else { throw PathError.noCurrentPoint }
    return arc
  }

  @Test func centerFormReproducesBothEndPoints() throws {
    var generator = SplitMix64(seed: 0xA4C)
    for _ in 0..<200 {
      let start = SIMD2(generator.uniform(in: -50...50), generator.uniform(in: -50...50))
      let end = SIMD2(generator.uniform(in: -50...50), generator.uniform(in: -50...50))
      let radii = SIMD2(generator.uniform(in: 1...80), generator.uniform(in: 1...80))
      let rotation = generator.uniform(in: -180...180)
      for (large, sweep) in [(false, false), (false, true), (true, false), (true, true)] {
        let converted = try arc(
          EllipticalArc.fromEndpoints(
            start: start, end: end, radii: radii, rotationDegrees: rotation, largeArc: large, sweep: sweep))
        // Tolerance: 1e-11 absolute on coordinates of size ≤ 100 (a few hundred ulps of rounding).
        #expect(PathFixtures.distance(converted.startPoint, start) <= 1e-11)
        #expect(PathFixtures.distance(converted.endPoint, end) <= 1e-11)
        #expect((converted.sweepAngle > 0) == sweep)
        #expect((abs(converted.sweepAngle) > Double.pi) == large || abs(abs(converted.sweepAngle) - Double.pi) < 1e-9)
      }
    }
  }

  @Test func radiiTooSmallAreScaledToSpanTheChord() throws {
    let converted = try arc(
      EllipticalArc.fromEndpoints(
        start: .zero, end: SIMD2(100, 0), radii: SIMD2(1, 1), rotationDegrees: 0, largeArc: false, sweep: true))
    // Λ = 2500, so the radius becomes 50 and the center the chord's midpoint (exact to 1e-12).
    #expect(abs(converted.radii.x - 50) <= 1e-12)
    #expect(PathFixtures.distance(converted.center, SIMD2(50, 0)) <= 1e-12)
    #expect(abs(abs(converted.sweepAngle) - Double.pi) <= 1e-12)
  }

  @Test func negativeRadiiUseTheirMagnitude() throws {
    let negative = try EllipticalArc.fromEndpoints(
      start: .zero, end: SIMD2(10, 0), radii: SIMD2(-10, -5), rotationDegrees: 0, largeArc: false, sweep: true)
    let positive = try EllipticalArc.fromEndpoints(
      start: .zero, end: SIMD2(10, 0), radii: SIMD2(10, 5), rotationDegrees: 0, largeArc: false, sweep: true)
    #expect(negative == positive)
  }

  @Test func nonFiniteInputIsRejected() {
    #expect(throws: PathError.parameter(ParameterViolation(name: "arc radius x", value: .infinity, rule: .finite))) {
      try EllipticalArc(center: .zero, radii: SIMD2(.infinity, 1), startAngle: 0, sweepAngle: 1)
    }
    #expect(throws: PathError.parameter(ParameterViolation(name: "arc rotation", value: .nan, rule: .finite))) {
      try EllipticalArc.fromEndpoints(
        start: .zero, end: SIMD2(1, 0), radii: SIMD2(1, 1), rotationDegrees: .nan, largeArc: false, sweep: false)
    }
  }
}
