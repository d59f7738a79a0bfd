import Kinetics
import Testing
import KineticsTestSupport

@Suite struct PropertyAnimatorFixtureTests {
  /// Pause easeInEaseOut (1 s) at 0.3 s, scrub linearly to 0.5, continue at 1 s with a ζ = 0.6
  /// spring and durationFactor 0.5, against the same scenario recomputed at 50 digits by
  /// Tests/Fixtures/property-animator/generate_property_animator.py (UIKit duration mapping solved
  /// there independently, closed-form spring).
  @Test func springContinuationMatchesTheFiftyDigitReference() throws {
    let animator = try PropertyAnimator(duration: 1, timingParameters: .cubic(.easeInEaseOut))
      .started(at: 0).paused(at: 0.3).settingFractionComplete(0.5, at: 0.3)
      .continued(
        withTimingParameters: .spring(.dampingRatio(0.6, initialVelocity: 0)), durationFactor: 0.5,
        at: 1)
    let rows = try Fixtures.csvRows("property-animator/spring_continuation.csv")
    #expect(rows.count == 50)
    for row in rows {
      let (t, progress, velocity) = (Double(row[0])!, Double(row[1])!, Double(row[2])!)
      // Spring.position is accurate to 1e-12 of the distance; ω₀ from the duration mapping to a few
      // ulps; velocity ≤ 1e-12 relative to ω₀·distance ≈ 10.
      #expect(abs(animator.progress(at: t) - progress) < 1e-12, "t = \(t)")
      #expect(abs(animator.velocity(at: t) - velocity) < 1e-11, "t = \(t)")
    }
  }
}
