import Kinetics
import Testing
import KineticsTestSupport

/// Seeded random scenarios: start, pause, optional scrub, continue with random timing.
@Suite struct PropertyAnimatorScenarioTests {
  private func randomTiming(_ random: inout SplitMix64, allowPhysical: Bool)
    -> AnimatorTimingParameters
  {
    switch random.next() % (allowPhysical ? 4 : 3) {
    case 0:
      return .cubic([.linear, .easeIn, .easeOut, .easeInEaseOut, .default][Int(random.next() % 5)])
    case 1:
      return .cubic(
        try! CubicBezierTimingCurve(
          x1: random.uniform(in: 0...1), y1: random.uniform(in: -0.5...1.5),
          x2: random.uniform(in: 0...1), y2: random.uniform(in: -0.5...1.5)))
    case 2:
      return .spring(
        .dampingRatio(random.uniform(in: 0.4...1), initialVelocity: random.uniform(in: -1...1)))
    default:
      return .spring(
        .physical(
          mass: 1, stiffness: random.uniform(in: 50...300), damping: random.uniform(in: 10...30),
          initialVelocity: random.uniform(in: -1...1)))
    }
  }

  private struct Scenario {
    let paused: PropertyAnimator
    let resumed: PropertyAnimator
    let continued: PropertyAnimator
    let switchTime: Double
  }

  private func scenarios() throws -> [Scenario] {
    var random = SplitMix64(seed: 0xA41_A7E5)
    var result: [Scenario] = []
    for _ in 0..<120 {
      let duration = random.uniform(in: 0.3...2)
      let animator = try PropertyAnimator(
        duration: duration, timingParameters: randomTiming(&random, allowPhysical: true),
        scrubsLinearly: random.next() % 2 == 0)
      let pauseTime = random.uniform(in: 0.05...0.8) * animator.effectiveDuration
      var paused = try animator.started(at: 0).paused(at: pauseTime)
      if random.next() % 2 == 0 {
        paused = try paused.settingFractionComplete(random.uniform(in: 0.05...0.95), at: pauseTime)
      }
      let switchTime = pauseTime + random.uniform(in: 0...0.5)
      // Continuations of at least 0.3 s keep the springs soft enough for finite differences.
      let factor = random.uniform(in: 0.3...2) / duration
      let continued = try paused.continued(
        withTimingParameters: randomTiming(&random, allowPhysical: false), durationFactor: factor,
        at: switchTime)
      result.append(
        Scenario(
          paused: paused, resumed: try paused.started(at: switchTime), continued: continued,
          switchTime: switchTime))
    }
    return result
  }

  @Test func continuationKeepsProgressAndVelocityContinuous() throws {
    for scenario in try scenarios() {
      let t = scenario.switchTime
      let shown = scenario.paused.progress(at: t)
      // The curve resumes where it shows the paused progress (bisection to adjacent Doubles).
      #expect(abs(scenario.resumed.progress(at: t) - shown) < 1e-12)
      #expect(abs(scenario.continued.progress(at: t) - shown) < 1e-12)
      let before = scenario.resumed.velocity(at: t)
      let after = scenario.continued.velocity(at: t)
      #expect(abs(after - before) <= 1e-9 * max(1, abs(before)))
      // Independent: second-order one-sided difference, h = 1e-7 (error ≈ h²·|p‴|/3 + 1e-16/h;
      // random control points make |p‴| large, so h is small).
      let h = 1e-7
      let p = { scenario.continued.progress(at: t + $0) }
      let difference = (-3 * p(0) + 4 * p(h) - p(2 * h)) / (2 * h)
      #expect(abs(difference - before) <= 1e-5 * max(1, abs(before)))
    }
  }

  @Test func velocityMatchesCentralDifferencesAndProgressStaysFinite() throws {
    for scenario in try scenarios() {
      let animator = scenario.continued
      let end = try #require(animator.completionTime)
      #expect(end > scenario.switchTime)
      #expect(animator.progress(at: end) == 1)
      for step in 1..<20 {
        let t = scenario.switchTime + (end - scenario.switchTime) * Double(step) / 20
        let velocity = animator.velocity(at: t)
        #expect(animator.progress(at: t).isFinite && velocity.isFinite)
        // Central difference, h = 1e-6: error ≈ h²·|p‴|/6 + 1e-16/h, below 1e-6 here.
        let difference = PropertyAnimatorReference.centralDifference(animator, at: t)
        #expect(abs(difference - velocity) <= 1e-5 * max(1, abs(velocity)))
      }
    }
  }

  @Test func reversingAnyContinuationEndsAtZeroWithoutJumps() throws {
    for scenario in try scenarios() {
      let end = try #require(scenario.continued.completionTime)
      let turn = (scenario.switchTime + end) / 2
      let reversed = try scenario.continued.reversed(true, at: turn)
      let back = try #require(reversed.completionTime)
      #expect(reversed.progress(at: back) == 0)
      #expect(reversed.state(at: back) == .inactive)
      // Where the continuation's clock reaches its start, the own timing takes over at the same
      // progress (within the bisection of the matching fraction).
      let spill = turn + (turn - scenario.switchTime)
      let gap = abs(reversed.progress(at: spill + 1e-9) - reversed.progress(at: spill - 1e-9))
      #expect(gap < 1e-6)
    }
  }
}
