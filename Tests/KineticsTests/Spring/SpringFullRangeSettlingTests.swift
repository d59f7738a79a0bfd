import Kinetics
import KineticsTestSupport
import Testing

/// Settling times of huge and mixed-magnitude motions (issue 19, item 3: finite input gives the
/// right answer, not merely a finite one). Reference: the settling time is a function of the
/// motion's shape only — multiplying from, target and the initial velocity by one power of two
/// 2ᵏ (and, when from = target, the tolerance too, since the level is then ε in value units) moves
/// the same crossing — so each huge motion is checked against the same motion at the scale of
/// ±4, which the 40-digit mpmath fixtures cover (SpringSettlingTests). Bound: 1e-12 relative, the
/// search's resolution of a few ulps of t with room for the rounding of the level. Seeded.
@Suite struct SpringFullRangeSettlingTests {
  /// Springs in the three regimes: ζ ≈ 0.5, exactly 1 (c = 2√(km) with k a square), 2.5.
  static let springs: [Spring] = [
    try! Spring(mass: 1, stiffness: 100, damping: 10), try! Spring(mass: 1, stiffness: 100, damping: 20),
    try! Spring(mass: 1, stiffness: 100, damping: 50), try! Spring(mass: 2, stiffness: 3, damping: 0.5),
  ]

  static func close(_ value: Double?, _ expected: Double?) -> Bool {
    guard let value, let expected else { return value == nil && expected == nil }
    return abs(value - expected) <= 1e-12 * max(abs(expected), 1e-300)
  }

  /// The motions that gave 0 on main: ends of opposite sign near the largest Double (an infinite
  /// level from the overflowing distance), and v₀ = 1e308 at ζ ≥ 1.
  @Test func oppositeEndsNearTheLargestDoubleSettleLikeTheSameMotionAtUnitScale() {
    for spring in Self.springs {
      let unit = spring.settlingTime(from: -1, to: 1)
      #expect(Self.close(spring.settlingTime(from: -0x1p1023, to: 0x1p1023), unit), "\(spring)")
      #expect(
        Self.close(spring.envelopeSettlingTime(from: -0x1p1023, to: 0x1p1023), spring.envelopeSettlingTime(from: -1, to: 1)),
        "\(spring)")
      // From = target: the level is ε in value units, so the unit-scale motion has ε·2⁻¹⁰⁰⁰.
      let kicked = spring.settlingTime(from: 0, to: 0, initialVelocity: 0x1p1000)
      let reference = spring.settlingTime(tolerance: 0.001 * 0x1p-1000, from: 0, to: 0, initialVelocity: 1)
      #expect(Self.close(kicked, reference), "\(spring): \(kicked as Any) vs \(reference as Any)")
      #expect((kicked ?? 0) > 50, "\(spring): \(kicked as Any)")
    }
  }

  @Test func settlingTimesAreInvariantUnderPowerOfTwoScalingOverTheFullRange() {
    var generator = SplitMix64(seed: 1919)
    var huge = 0
    var positive = 0
    for round in 0..<4000 {
      let spring = Self.springs[round % Self.springs.count]
      let from = generator.uniform(in: -4...4)
      let target = round % 5 == 0 ? from : generator.uniform(in: -4...4)
      let velocity = round % 3 == 0 ? 0 : generator.uniform(in: -40...40)
      let exponent = Int(generator.next() % 2000) - 990
      let scale = Double(sign: .plus, exponent: exponent, significand: 1)
      let scaled = (from * scale, target * scale, velocity * scale)
      guard scaled.0.isNormal || scaled.0 == 0, scaled.1.isNormal || scaled.1 == 0,
        scaled.2.isNormal || scaled.2 == 0, scaled.0.isFinite, scaled.1.isFinite, scaled.2.isFinite
      else { continue }
      if max(abs(scaled.0), abs(scaled.1), abs(scaled.2)) > 0x1p900 { huge += 1 }
      // With from = target the level is ε·1 in value units: the unit-scale motion gets ε/2ᵏ.
      let epsilon = from == target ? 0.001 / scale : 0.001
      // Levels below e⁻⁷⁰⁸ of the motion are beyond the transition matrix (its entries underflow).
      guard epsilon >= 0x1p-990, epsilon.isFinite else { continue }
      let reference = spring.settlingTime(tolerance: epsilon, from: from, to: target, initialVelocity: velocity)
      if reference ?? 0 > 0 { positive += 1 }
      let value = spring.settlingTime(from: scaled.0, to: scaled.1, initialVelocity: scaled.2)
      #expect(Self.close(value, reference), "\(spring) \(scaled): \(value as Any), expected \(reference as Any)")
      let envelopeReference = spring.envelopeSettlingTime(
        tolerance: epsilon, from: from, to: target, initialVelocity: velocity)
      let envelope = spring.envelopeSettlingTime(from: scaled.0, to: scaled.1, initialVelocity: scaled.2)
      #expect(
        Self.close(envelope, envelopeReference),
        "\(spring) \(scaled): envelope \(envelope as Any), expected \(envelopeReference as Any)")
    }
    #expect(huge > 200 && positive > 1000)
  }
}
