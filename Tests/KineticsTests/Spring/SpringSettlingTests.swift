import Foundation
import Kinetics
import Testing
import KineticsTestSupport

@Suite struct SpringSettlingTests {
  /// The exact settling time within 1e-9 relative (1e-12 s absolute near 0) of the last crossing
  /// found by a 40-digit mpmath grid scan and bisection, for ζ from 0.3 to 100, including 1 ± 1e-9,
  /// 1 ± 1e-13, exactly 1, and from = target with v₀ ≠ 0.
  @Test func exactSettlingTimeMatchesMpmathWithinOneBillionth() throws {
    let rows = try Fixtures.csvRows("spring/settling.csv")
    #expect(rows.count > 100)
    for row in rows {
      let v = row.map { Double($0)! }
      let spring = try Spring(mass: v[0], stiffness: v[1], damping: v[2])
      let time = try #require(
        spring.settlingTime(tolerance: v[6], from: v[3], to: v[4], initialVelocity: v[5]))
      #expect(abs(time - v[7]) <= 1e-9 * v[7] + 1e-12, "\(row)")
    }
  }

  @Test func settledDisplacementStaysInsideTheToleranceAfterTheSettlingTime() throws {
    let spring = try Spring(mass: 1, stiffness: 170, damping: 8)
    let time = try #require(
      spring.settlingTime(tolerance: 0.01, from: 0, to: 2, initialVelocity: 5))
    let atCrossing = spring.position(at: time, from: 0, to: 2, initialVelocity: 5)
    #expect(abs(abs(atCrossing - 2) - 0.02) <= 1e-12)
    for step in 1...400 {
      let t = time + Double(step) * 0.01
      #expect(abs(spring.position(at: t, from: 0, to: 2, initialVelocity: 5) - 2) <= 0.02)
    }
  }

  @Test func undampedSpringNeverSettlesAndRestingSpringSettlesAtZero() throws {
    let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(undamped.settlingTime(from: 0, to: 1) == nil)
    #expect(undamped.envelopeSettlingTime(from: 0, to: 1) == nil)
    #expect(undamped.coreAnimationSettlingDuration() == nil)
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(spring.settlingTime(from: 1, to: 1, initialVelocity: 0) == 0)
    #expect(spring.settlingTime(tolerance: 0, from: 0, to: 1) == nil)
  }

  /// ζ = 5e-301: about 4e300 half periods before the last crossing, T ≈ ln(1000·A)/α with the
  /// amplitude A = 1 (v₀ = 0, α ≪ ω_d). The search still terminates and lands within 1e-9.
  @Test func vanishingDampingStillGivesAFiniteSettlingTime() throws {
    let spring = try Spring(mass: 1, stiffness: 1, damping: 1e-300)
    let time = try #require(spring.settlingTime(from: 0, to: 1))
    let expected = log(1000) / 5e-301
    #expect(abs(time - expected) <= 1e-9 * expected)
  }

  /// The envelope bounds |u| in every regime, so its time is never before the exact one.
  @Test func envelopeEstimateIsNeverBeforeTheExactTime() throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let spring = try Spring(
        mass: 1, stiffness: generator.uniform(in: 10...500),
        damping: generator.uniform(in: 0.5...200))
      let velocity = generator.uniform(in: -20...20)
      let exact = try #require(spring.settlingTime(from: 0, to: 1, initialVelocity: velocity))
      let envelope = try #require(
        spring.envelopeSettlingTime(from: 0, to: 1, initialVelocity: velocity))
      #expect(envelope >= exact - 1e-12)
    }
  }

  /// Hand-derived values: ζ = 0.5, ω₀ = 10 (k = 100, c = 10): α = 5, ω_d = √75, b = 5/√75, so
  /// T = ln((1 + 5/√75)/0.001)/5. Critically damped k = 100, c = 20: |u| = e^(−10t)(1 + 10t) drops
  /// below 0.001 between 0.9 s (1.23e-3) and 1.0 s (4.99e-4).
  /// Across ζ = 1 (damping 20 ± 1 ulp, k = 100) the envelope estimate moves by less than 1e-6 s:
  /// the bound uses λ_s = α − γ, and γ = √(α² − ω₀²) has a square-root branch point, so one ulp of
  /// damping (ζ − 1 ≈ 2e-16) moves γ to ~1.5e-7 and the time by ~γ·T/α; the classical envelope
  /// would jump by seconds here.
  @Test func envelopeEstimateIsContinuousAtCriticalDamping() throws {
    let times = try [(20.0).nextDown, 20, (20.0).nextUp].map { damping in
      try #require(
        try Spring(mass: 1, stiffness: 100, damping: damping).envelopeSettlingTime(from: 0, to: 1))
    }
    #expect(abs(times[0] - times[1]) <= 1e-6 && abs(times[2] - times[1]) <= 1e-6)
  }

  /// For ζ ≥ 1 the O(1) search equals a plain scan of the 0.1 s grid, with and without overshoot
  /// (large velocities toward the target make u cross zero and dip below ε early).
  @Test func coreAnimationGridSearchEqualsAPlainScan() throws {
    var random = SplitMix64(seed: 5)
    for _ in 0..<300 {
      let stiffness = random.uniform(in: 1...400)
      let zeta = random.uniform(in: 1...6)
      let spring = try Spring(
        mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
      let velocity = random.uniform(in: -5...200)
      let found = try #require(
        spring.coreAnimationSettlingDuration(relativeInitialVelocity: velocity))
      var index = 0
      while abs(spring.position(at: Double(index) / 10, from: 1, to: 0, initialVelocity: -velocity))
        >= 0.001
      {
        index += 1
      }
      #expect(found == Double(index) / 10, "k \(stiffness) ζ \(zeta) v \(velocity)")
    }
  }

  @Test func coreAnimationSettlingDurationFollowsItsDefinition() throws {
    let underdamped = try Spring(mass: 1, stiffness: 100, damping: 10)
    let expected = (1 + 5 / (75.0).squareRoot()) / 0.001
    #expect(
      abs(try #require(underdamped.coreAnimationSettlingDuration()) - log(expected) / 5) <= 1e-14)
    let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(critical.coreAnimationSettlingDuration() == 1.0)
  }
}
