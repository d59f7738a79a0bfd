import Kinetics
import KineticsTestSupport
import Testing

/// For random finite inputs across the whole range of Double (issue 19), the animator and the
/// transitions built on it (`PropertyAnimator` with cubic and spring timing parameters,
/// `InteractiveTransition`, `ViewTransition`) either throw their typed error or give finite
/// progress, velocity and fraction complete at every finite time: never ±∞ or NaN with success.
/// Seeded, so a failure repeats.
@Suite struct FullRangeAnimatorTests {
  static func parameters(_ generator: inout SplitMix64) -> AnimatorTimingParameters? {
    switch generator.next() % 3 {
    case 0:
      return (try? CubicBezierTimingCurve(
        x1: abs(generator.fullRangeDouble()).truncatingRemainder(dividingBy: 1), y1: generator.fullRangeDouble(),
        x2: abs(generator.fullRangeDouble()).truncatingRemainder(dividingBy: 1), y2: generator.fullRangeDouble()))
        .map { .cubic($0) }
    case 1:
      return .spring(.dampingRatio(abs(generator.fullRangeDouble()), initialVelocity: generator.fullRangeDouble()))
    default:
      return .spring(
        .physical(
          mass: abs(generator.fullRangeDouble()), stiffness: abs(generator.fullRangeDouble()),
          damping: abs(generator.fullRangeDouble()), initialVelocity: generator.fullRangeDouble()))
    }
  }

  @Test func animatorsGiveFiniteValuesOrTheirError() {
    var generator = SplitMix64(seed: 92)
    var animators = 0
    var unresolved: [String] = []
    for round in 0..<4_000 {
      guard let parameters = Self.parameters(&generator),
        var animator = try? PropertyAnimator(
          duration: abs(generator.fullRangeDouble()), timingParameters: parameters,
          scrubsLinearly: generator.next() & 1 == 0)
      else { continue }
      animators += 1
      var time = generator.fullRangeDouble()
      // A few calls in time order; a call the state does not allow throws and is skipped.
      for _ in 0..<4 {
        let step = abs(generator.fullRangeDouble())
        if (time + step).isFinite { time += step }
        let next: PropertyAnimator?
        switch generator.next() % 5 {
        case 0: next = try? animator.started(at: time)
        case 1: next = try? animator.paused(at: time)
        case 2: next = try? animator.settingFractionComplete(generator.fullRangeDouble(), at: time)
        case 3: next = try? animator.reversed(generator.next() & 1 == 0, at: time)
        default:
          next = try? animator.continued(
            withTimingParameters: Self.parameters(&generator), durationFactor: abs(generator.fullRangeDouble()),
            at: time)
        }
        if let next { animator = next }
        for t in [time, generator.fullRangeDouble(), time + abs(generator.uniform(in: 0...4))] {
          let fraction = animator.fractionComplete(at: t)
          #expect(fraction.isFinite, "round \(round) at \(t): \(fraction), \(animator)")
          let (progress, velocity) = (animator.progress(at: t), animator.velocity(at: t))
          if !(progress.isFinite && velocity.isFinite) {
            unresolved.append("round \(round) at \(t): progress \(progress), velocity \(velocity)")
          }
        }
      }
    }
    #expect(animators > 1_000, "animators \(animators)")
    #expect(unresolved.count == 0, "first cases: \(unresolved.prefix(3))")
  }

  @Test func interactiveTransitionsGiveFiniteValuesOrTheirError() {
    var generator = SplitMix64(seed: 93)
    var transitions = 0
    for round in 0..<3_000 {
      var events: [InteractiveTransition.Event] = []
      var time = generator.fullRangeDouble()
      for index in 0..<Int(1 + generator.next() % 6) {
        let step = abs(generator.fullRangeDouble())
        if index > 0 && (time + step).isFinite { time += step }
        let action: InteractiveTransition.Event.Action
        switch generator.next() % 5 {
        case 0: action = .pause
        case 1: action = .finish
        case 2: action = .cancel
        default: action = .update(generator.fullRangeDouble())
        }
        events.append(.init(time: time, action: action))
      }
      guard
        let transition = try? InteractiveTransition(
          duration: abs(generator.fullRangeDouble()), completionSpeed: abs(generator.fullRangeDouble()),
          completionCurve: [.easeInOut, .easeIn, .easeOut, .linear][Int(generator.next() % 4)], events: events)
      else { continue }
      transitions += 1
      for t in [time, generator.fullRangeDouble(), time + abs(generator.uniform(in: 0...4))] {
        let values = [transition.progress(at: t), transition.velocity(at: t)]
        #expect(values.allSatisfy { $0.isFinite }, "round \(round) at \(t): \(values), \(events)")
      }
      if let completion = transition.finalCompletion {
        #expect(completion.startTime.isFinite && completion.endTime.isFinite, "round \(round): \(completion)")
      }
    }
    #expect(transitions > 300, "transitions \(transitions)")
  }

  @Test func viewTransitionFramesAreFinite() throws {
    var generator = SplitMix64(seed: 94)
    var frames = 0
    for round in 0..<5_000 {
      guard
        let timing = try? UIViewAnimationTiming(
          duration: abs(generator.fullRangeDouble()), delay: generator.fullRangeDouble(),
          repeatCount: generator.next() & 1 == 0 ? 0 : abs(generator.fullRangeDouble()),
          autoreverses: generator.next() & 1 == 0),
        let transition = try? ViewTransition(
          kind: ViewTransitionKind.allCases[Int(generator.next() % UInt64(ViewTransitionKind.allCases.count))],
          timing: timing, eyeDistance: abs(generator.fullRangeDouble()))
      else { continue }
      frames += 1
      let t = generator.fullRangeDouble()
      let frame = transition.frame(at: t)
      #expect(frame.progress.isFinite && frame.fromOpacity.isFinite && frame.toOpacity.isFinite, "round \(round)")
      #expect(frame.transform.map(\.isFiniteValue) ?? true, "round \(round) at \(t): \(frame)")
      #expect(frame.angle.map(\.isFinite) ?? true && frame.curlLine.map(\.isFinite) ?? true, "round \(round): \(frame)")
    }
    #expect(frames > 1_000, "frames \(frames)")
  }
}
