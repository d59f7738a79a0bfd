// Ported from web-platform-tests/wpt, as stored in the fork divmain/wpt at commit
// 5942d002aa87eaaa5e100b456fa08eb7eaf6494d (the cases and their expected values; the Swift is
// Kinetics' own):
//   web-animations/timing-model/animation-effects/active-time.html
//   web-animations/timing-model/animation-effects/phases-and-states.html
//   web-animations/timing-model/animation-effects/simple-iteration-progress.html
//   web-animations/timing-model/animation-effects/current-iteration.html
// and from web-platform-tests/wpt at commit 39f87bd740da0054fb6ed14dc4e6dd217747cca5:
//   web-animations/timing-model/animation-effects/animation-effect-phases-and-states.html
import Kinetics
import Testing

/// The Web Animations timing-model cases that `MediaTiming` models. A Web Animations effect
/// {delay D, duration d, iterations n, iterationStart s, fill} maps to
/// `MediaTiming(beginTime: D, duration: d, timeOffset: s·d, repeatCount: n, fillMode: fill)`, and
/// the animation's current time to the parent time (playback rate 1).
///
/// Where Kinetics deliberately differs (docs/timing.md, "Web Animations"), the case is kept with
/// the value Kinetics gives and the reason, worked by hand from the rules of
/// `MediaTiming.state(atParentTime:)`:
/// - `MediaTiming` is Core Animation's model: `repeatCount` 0 means one iteration (Web Animations:
///   none), a duration must be > 0 and finite (Web Animations allows 0 and ∞), and there is no
///   `endDelay`;
/// - `timeOffset` wraps within the active duration ("an offset in active local time") where
///   `iterationStart` extends the run: the two agree inside the active interval and at its start,
///   and differ at the end when iterationStart + iterations is not the same modulo the count, and in
///   the iteration numbers after the first wrap;
/// - the phases are not clamped at local time 0: with a negative delay the animation is active from
///   the delay on, where Web Animations starts it at its start time (the values shown agree).
@Suite struct WebAnimationsTimingModelTests {
  /// A Web Animations effect in Kinetics' terms.
  static func timing(
    duration: Double, delay: Double = 0, iterations: Double = 1, iterationStart: Double = 0,
    fill: FillMode = .both
  ) throws -> MediaTiming {
    try MediaTiming(
      beginTime: delay, duration: duration, timeOffset: iterationStart * duration, repeatCount: iterations,
      fillMode: fill)
  }

  /// The three samples WPT's `assert_computed_timing_for_each_phase` takes for playback rate 1:
  /// one time unit before the active interval, at its start, and at its end.
  static func phaseSamples(_ timing: MediaTiming, delay: Double) -> (before: MediaTimingState, active: MediaTimingState, after: MediaTimingState?) {
    let end = delay + timing.activeDuration
    return (
      timing.state(atParentTime: delay - 1), timing.state(atParentTime: delay),
      end.isFinite ? timing.state(atParentTime: end) : nil
    )
  }

  // MARK: active-time.html

  @Test func activeTimeInTheBeforePhaseDependsOnTheBackwardsFill() throws {
    // WPT uses the default duration 0, which MediaTiming rejects; the before phase does not depend
    // on the duration, so 1 is used.
    let expected: [(FillMode, Double?)] = [(.removed, nil), (.backwards, 0), (.forwards, nil), (.both, 0)]
    for (fill, progress) in expected {
      let state = try Self.timing(duration: 1, delay: 1, fill: fill).state(atParentTime: 0)
      #expect(state.phase == .before)
      #expect(state.progress == progress, "\(fill)")
    }
  }

  @Test func activeTimeInTheActivePhaseIsTheLocalTimeMinusTheDelay() throws {
    #expect(try Self.timing(duration: 1000).state(atParentTime: 500).progress == 0.5)
    #expect(try Self.timing(duration: 1000, delay: 500).state(atParentTime: 1000).progress == 0.5)
    #expect(try Self.timing(duration: 1000, delay: -500).state(atParentTime: 0).progress == 0.5)
  }

  @Test func activeTimeInTheAfterPhaseIsUnresolvedWithoutAForwardsFill() throws {
    // WPT: default duration 0 at time 0; here duration 1 at its end, the same after phase.
    for fill in [FillMode.removed, .backwards] {
      let state = try Self.timing(duration: 1, fill: fill).state(atParentTime: 1)
      #expect(state.phase == .after && state.progress == nil && state.iteration == nil, "\(fill)")
    }
  }

  @Test func activeTimeInTheAfterPhaseWithAForwardsFillIsTheActiveDuration() throws {
    // finish(): the end of the active interval (a positive endDelay, not modelled, changes nothing).
    for fill in [FillMode.forwards, .both] {
      let timing = try Self.timing(duration: 1000, delay: 500, iterations: 2.3, fill: fill)
      let state = timing.state(atParentTime: 500 + timing.activeDuration + 4000)
      #expect(state.iteration == 2)
      #expect(abs(state.progress! - 0.3) <= 1e-12)
    }
  }

  // MARK: phases-and-states.html

  @Test func phasesOfASimpleEffectAndOneWithAPositiveDelay() throws {
    let simple = try Self.timing(duration: 1)
    #expect(simple.state(atParentTime: -1).phase == .before)
    #expect(simple.state(atParentTime: 0).phase == .active)
    #expect(simple.state(atParentTime: 1).phase == .after)
    let delayed = try Self.timing(duration: 1, delay: 1)
    #expect(delayed.state(atParentTime: 0).phase == .before)
    #expect(delayed.state(atParentTime: 1).phase == .active)
    #expect(delayed.state(atParentTime: 2).phase == .after)
    // A positive end delay only lengthens the after phase.
    #expect(simple.state(atParentTime: 2).phase == .after)
  }

  @Test func aNegativeDelayStartsTheActivePhaseAtTheDelayNotAtZero() throws {
    // Deliberate difference: Web Animations clamps the phase boundaries at local time 0, so
    // {duration 1, delay −1} is before at −1 and after at 0, never active. MediaTiming has no such
    // clamp: active on [−1, 0), after from 0.
    let timing = try Self.timing(duration: 1, delay: -1)
    #expect(timing.state(atParentTime: -2).phase == .before)
    #expect(timing.state(atParentTime: -1).phase == .active)
    #expect(timing.state(atParentTime: 0).phase == .after)
  }

  // MARK: animation-effect-phases-and-states.html (progress with delay and endDelay, fill both)

  @Test func progressWithPositiveOrNegativeDelayAndAPositiveEndDelay() throws {
    // {duration 10, delay 1, endDelay 1}: the end delay is not modelled and changes nothing here.
    let delayed = try Self.timing(duration: 10, delay: 1)
    for (time, progress) in [(0.0, 0.0), (1, 0), (2, 0.1), (10, 0.9), (11, 1), (12, 1)] {
      #expect(abs(delayed.state(atParentTime: time).progress! - progress) <= 1e-12, "at \(time)")
    }
    // {duration 10, delay −1, endDelay 1}: at −1 Web Animations is in the before phase and Kinetics
    // in the active one (see above), with the same progress 0.
    let early = try Self.timing(duration: 10, delay: -1)
    for (time, progress) in [(-2.0, 0.0), (-1, 0), (0, 0.1), (1, 0.2), (8, 0.9), (9, 1), (10, 1)] {
      #expect(abs(early.state(atParentTime: time).progress! - progress) <= 1e-12, "at \(time)")
    }
  }

  // MARK: simple-iteration-progress.html and current-iteration.html (duration 100, delay 1, fill both)

  struct IterationCase: Sendable, CustomStringConvertible {
    var iterations: Double
    var iterationStart: Double
    /// Progress before, at the start and (for a finite active duration) at the end.
    var progress: (Double, Double, Double?)
    /// WPT's currentIteration at the same three times, nil where Kinetics numbers the iteration
    /// differently (`iterationStartWrapsWithinTheActiveDuration`) or there is no after phase.
    var iteration: (Int?, Int?, Int?)
    var description: String { "iterations \(iterations), iterationStart \(iterationStart)" }
  }

  /// The WPT cases Kinetics agrees with on progress (all of it) and on the iteration (where given).
  static let agreeingCases: [IterationCase] = [
    IterationCase(iterations: 3, iterationStart: 0, progress: (0, 0, 1), iteration: (0, 0, 2)),
    IterationCase(iterations: 3, iterationStart: 2.5, progress: (0.5, 0.5, 0.5), iteration: (2, 2, nil)),
    IterationCase(iterations: 3, iterationStart: 3, progress: (0, 0, 1), iteration: (nil, nil, nil)),
    IterationCase(iterations: 3.5, iterationStart: 0, progress: (0, 0, 0.5), iteration: (0, 0, 3)),
    IterationCase(iterations: .infinity, iterationStart: 0, progress: (0, 0, nil), iteration: (0, 0, nil)),
    IterationCase(iterations: .infinity, iterationStart: 2.5, progress: (0.5, 0.5, nil), iteration: (2, 2, nil)),
    IterationCase(iterations: .infinity, iterationStart: 3, progress: (0, 0, nil), iteration: (3, 3, nil)),
    // The end-delay cases with a positive end delay (not modelled, changes nothing).
    IterationCase(iterations: 1, iterationStart: 0, progress: (0, 0, 1), iteration: (0, 0, 0)),
    IterationCase(iterations: 1, iterationStart: 0.5, progress: (0.5, 0.5, 0.5), iteration: (0, 0, nil)),
  ]

  @Test(arguments: agreeingCases)
  func simpleIterationProgressAndCurrentIteration(_ test: IterationCase) throws {
    let timing = try Self.timing(
      duration: 100, delay: 1, iterations: test.iterations, iterationStart: test.iterationStart)
    let (before, active, after) = Self.phaseSamples(timing, delay: 1)
    #expect(before.progress == test.progress.0)
    #expect(active.progress == test.progress.1)
    #expect(after?.progress == test.progress.2)
    if let expected = test.iteration.0 { #expect(before.iteration == expected) }
    if let expected = test.iteration.1 { #expect(active.iteration == expected) }
    if let expected = test.iteration.2 { #expect(after?.iteration == expected) }
  }

  @Test func iterationStartWrapsWithinTheActiveDuration() throws {
    // Deliberate difference (CAMediaTiming's timeOffset): {iterations 3.5, iterationStart 2.5}
    // ends at overall progress 6 in Web Animations, progress 1; MediaTiming wraps the offset of
    // 250 within the active 350, so the end shows (350 + 250) mod 350 = 250: progress 0.5.
    let wrapped = try Self.timing(duration: 100, delay: 1, iterations: 3.5, iterationStart: 2.5)
    let samples = Self.phaseSamples(wrapped, delay: 1)
    #expect(samples.before.progress == 0.5 && samples.active.progress == 0.5)
    #expect(samples.after?.progress == 0.5)
    #expect(samples.after?.iteration == 2)  // Web Animations: 5
    // {iterations 3, iterationStart 2.5}: the same progress as Web Animations (0.5 at the end),
    // but the iteration there is 2 (position 250 of 300), where Web Animations counts 5.
    let whole = try Self.timing(duration: 100, delay: 1, iterations: 3, iterationStart: 2.5)
    #expect(Self.phaseSamples(whole, delay: 1).after?.iteration == 2)
    // {iterations 3, iterationStart 3}: the offset of 300 is a whole active duration and wraps to
    // 0, so the iterations are numbered 0, 1, 2 where Web Animations numbers them 3, 4, 5.
    let shifted = Self.phaseSamples(try Self.timing(duration: 100, delay: 1, iterations: 3, iterationStart: 3), delay: 1)
    #expect(shifted.before.iteration == 0 && shifted.active.iteration == 0 && shifted.after?.iteration == 2)
  }

  @Test func zeroIterationsMeansOneInCoreAnimationsModel() throws {
    // Deliberate difference: Web Animations' {iterations 0} has an empty active interval and shows
    // progress 0 after it; MediaTiming's repeatCount 0 is Core Animation's "once".
    let timing = try Self.timing(duration: 100, delay: 1, iterations: 0)
    #expect(timing.activeDuration == 100)
    #expect(Self.phaseSamples(timing, delay: 1).after?.progress == 1)
  }
}
