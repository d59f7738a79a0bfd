import Kinetics
import Testing

/// `continued(withTimingParameters:durationFactor:matchingVelocity: false, at:)`: the parameters
/// run as given, a fresh curve from the progress shown (docs/property-animator.md).
@Suite struct PropertyAnimatorFreshCurveTests {
  typealias Reference = PropertyAnimatorReference

  @Test func unmatchedCubicRunsTheGivenCurveFromTheCurrentProgress() throws {
    // Running on easeInEaseOut, so the velocity at 0.4 s is far from 0; easeIn starts at rest.
    let running = try PropertyAnimator(duration: 1, timingParameters: .cubic(.easeInEaseOut))
      .started(at: 0)
    let p0 = running.progress(at: 0.4)
    let fresh = try running.continued(
      withTimingParameters: .cubic(.easeIn), durationFactor: 0.5, matchingVelocity: false, at: 0.4)
    let matched = try running.continued(
      withTimingParameters: .cubic(.easeIn), durationFactor: 0.5, at: 0.4)
    #expect(fresh.progress(at: 0.4) == p0)
    #expect(fresh.velocity(at: 0.4) == 0)
    #expect(abs(matched.velocity(at: 0.4) - running.velocity(at: 0.4)) < 1e-9)
    for step in 1..<10 {
      let tau = Double(step) / 10 * 0.5
      // p₀ + (1 − p₀)·easeIn(τ/D), the curve solved independently by bisection (1e-14).
      let expected = p0 + (1 - p0) * Reference.bezierProgress(tau / 0.5, Reference.easeIn)
      #expect(abs(fresh.progress(at: 0.4 + tau) - expected) < 1e-12)
    }
    #expect(fresh.completionTime == 0.9)
  }

  @Test func unmatchedSpringStartsWithItsOwnRelativeVelocity() throws {
    let paused = try PropertyAnimator(duration: 1, timingParameters: .cubic(.linear))
      .settingFractionComplete(0.25, at: 0)
    let fresh = try paused.continued(
      withTimingParameters: .spring(.dampingRatio(0.8, initialVelocity: 2)), durationFactor: 0.6,
      matchingVelocity: false, at: 1)
    // UIKit's relative velocity times the remaining distance: 2 · 0.75 per second.
    #expect(abs(fresh.velocity(at: 1) - 1.5) < 1e-12)
    #expect(fresh.progress(at: 1) == 0.25)
    #expect(fresh.progress(at: 1.6) == 1)
  }
}
