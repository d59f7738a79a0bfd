import Kinetics
import KineticsTestSupport
import Testing

@Suite struct InteractiveTransitionBehaviourTests {
  typealias Reference = PropertyAnimatorReference
  typealias Event = InteractiveTransition.Event

  /// A drag to 0.2, 0.45 and 0.6, then `release` at 0.5 s.
  private func dragged(
    release: Event.Action, duration: Double = 0.8, speed: Double = 1,
    curve: InteractiveTransition.CompletionCurve = .easeInOut
  ) throws -> InteractiveTransition {
    try InteractiveTransition(
      duration: duration, completionSpeed: speed, completionCurve: curve,
      events: [
        Event(time: 0.1, action: .update(0.2)), Event(time: 0.25, action: .update(0.45)),
        Event(time: 0.4, action: .update(0.6)), Event(time: 0.5, action: release),
      ])
  }

  private static let curves: [(InteractiveTransition.CompletionCurve, (Double, Double, Double, Double))] = [
    (.easeInOut, (0.42, 0, 0.58, 1)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
    (.linear, (0, 0, 1, 1)),
  ]

  @Test func finishedTransitionEndsAtOneAndCancelledAtZero() throws {
    let finished = try dragged(release: .finish)
    let cancelled = try dragged(release: .cancel)
    let finishEnd = try #require(finished.finalCompletion).endTime
    let cancelEnd = try #require(cancelled.finalCompletion).endTime
    for later in [0.0, 0.01, 5] {
      #expect(finished.progress(at: finishEnd + later) == 1)
      #expect(cancelled.progress(at: cancelEnd + later) == 0)
    }
    #expect(finished.finalPosition == .end)
    #expect(cancelled.finalPosition == .start)
    #expect(finished.phase(at: finishEnd) == .finished)
    #expect(cancelled.phase(at: cancelEnd) == .cancelled)
    #expect(finished.phase(at: 0.6) == .finishing)
    #expect(cancelled.phase(at: 0.6) == .cancelling)
  }

  @Test func interactivePartShowsTheLastPercentLinearly() throws {
    let transition = try dragged(release: .finish)
    #expect(transition.progress(at: 0) == 0)
    #expect(transition.progress(at: 0.1) == 0.2)
    #expect(transition.progress(at: 0.2) == 0.2)
    #expect(transition.progress(at: 0.3) == 0.45)
    #expect(transition.progress(at: 0.45) == 0.6)
    #expect(transition.velocity(at: 0.45) == 0)
    #expect(transition.phase(at: 0.45) == .interactive)
  }

  @Test func completionDurationIsRemainingTimesDurationOverSpeed() throws {
    for (duration, speed) in [(0.8, 1.0), (0.35, 2.5), (1.2, 0.4)] {
      let finished = try dragged(release: .finish, duration: duration, speed: speed)
      let cancelled = try dragged(release: .cancel, duration: duration, speed: speed)
      // Remaining after 0.6: 0.4 to finish, 0.6 to cancel.
      let finish = try #require(finished.finalCompletion)
      let cancel = try #require(cancelled.finalCompletion)
      #expect(finish.startTime == 0.5 && cancel.startTime == 0.5)
      #expect(abs((finish.endTime - 0.5) - 0.4 * duration / speed) < 1e-15)
      #expect(abs((cancel.endTime - 0.5) - 0.6 * duration / speed) < 1e-15)
      #expect(finish.startProgress == 0.6 && cancel.startProgress == 0.6)
    }
  }

  @Test func completionIsTheCurveAsAFreshCurveOverTheRemainingFraction() throws {
    for (curve, points) in Self.curves {
      for finishing in [true, false] {
        let transition = try dragged(
          release: finishing ? .finish : .cancel, duration: 0.8, speed: 1.5, curve: curve)
        let target = finishing ? 1.0 : 0.0
        let length = abs(target - 0.6) * 0.8 / 1.5
        for step in 1..<20 {
          let local = Double(step) / 20 * length
          // p₀ + Δ·B(τ/D), B solved by bisection on the parametric form (1e-14).
          let expected = 0.6 + (target - 0.6) * Reference.bezierProgress(local / length, points)
          #expect(abs(transition.progress(at: 0.5 + local) - expected) < 1e-12)
        }
      }
    }
  }

  @Test func valueDoesNotJumpAtRelease() throws {
    var generator = SplitMix64(seed: 23)
    for _ in 0..<200 {
      let percent = Double.random(in: 0...1, using: &generator)
      let duration = Double.random(in: 0.1...2, using: &generator)
      let speed = Double.random(in: 0.2...4, using: &generator)
      let curve = Self.curves.randomElement(using: &generator)!.0
      let release: Event.Action = Bool.random(using: &generator) ? .finish : .cancel
      let transition = try InteractiveTransition(
        duration: duration, completionSpeed: speed, completionCurve: curve,
        events: [Event(time: 1, action: .update(percent)), Event(time: 2, action: release)])
      #expect(transition.progress(at: 2) == percent)
      // The steepest named curve has slope 1/0.58 < 1.8 over the remaining fraction, so in
      // ε = 1e-9 s the progress moves at most 1.8·speed/duration·ε < 1e-7.
      let epsilon = 1e-9
      #expect(abs(transition.progress(at: 2 + epsilon) - percent) <= 1.8 * speed / duration * epsilon + 1e-15)
      #expect(abs(transition.progress(at: 2 - epsilon) - percent) == 0)
    }
  }

  @Test func velocityAfterReleaseIsTheCurvesOwnStartSlope() throws {
    // Linear: Δ/D_c = (1 − 0.6)/(0.4·0.8/2) = 2/0.8 per second, the interactive duration's rate
    // times the speed.
    let linear = try dragged(release: .finish, duration: 0.8, speed: 2, curve: .linear)
    #expect(abs(linear.velocity(at: 0.5) - 2 / 0.8) < 1e-12)
    // easeInOut and easeIn start at rest: their control point 1 lies on the time axis.
    #expect(try dragged(release: .finish, curve: .easeInOut).velocity(at: 0.5) == 0)
    #expect(try dragged(release: .cancel, curve: .easeIn).velocity(at: 0.5) == 0)
    // easeOut: x and y both start quadratically, y ≈ 3t², x ≈ 3·0.58·t², slope 1/0.58;
    // cancelling from 0.6 over 0.6·0.8 s: −0.6·(1/0.58)/0.48.
    let easeOut = try dragged(release: .cancel, curve: .easeOut)
    #expect(abs(easeOut.velocity(at: 0.5) - -0.6 / 0.58 / 0.48) < 1e-9)
  }

  @Test func pauseHoldsTheValueAndAReGrabResumesTheGesture() throws {
    let events = [
      Event(time: 0.1, action: .update(0.3)), Event(time: 0.2, action: .finish),
      Event(time: 0.35, action: .pause), Event(time: 0.5, action: .update(0.2)),
      Event(time: 0.6, action: .cancel),
    ]
    let transition = try InteractiveTransition(duration: 1, events: events)
    // Completion: from 0.3 over 0.7 s with easeInOut.
    let held = 0.3 + 0.7 * Reference.bezierProgress(0.15 / 0.7, Reference.easeInEaseOut)
    for time in [0.35, 0.4, 0.49, 0.4999999] {
      #expect(abs(transition.progress(at: time) - held) < 1e-14)
      #expect(transition.phase(at: time) == .interactive)
      #expect(transition.velocity(at: time) == 0)
    }
    #expect(transition.completions.count == 2)
    #expect(transition.completions[0].interruptedAt == 0.35)
    #expect(abs(transition.completions[0].endTime - 0.9) < 1e-15)
    #expect(transition.progress(at: 0.55) == 0.2)
    let cancel = try #require(transition.finalCompletion)
    #expect(abs(cancel.endTime - (0.6 + 0.2)) < 1e-15)
    #expect(transition.finalPosition == .start)
    #expect(transition.progress(at: 0.8) == 0)
  }

  @Test func pauseWhileInteractiveHoldsThePercent() throws {
    let transition = try InteractiveTransition(
      duration: 1,
      events: [
        Event(time: 0, action: .pause), Event(time: 0.1, action: .update(0.4)),
        Event(time: 0.2, action: .pause), Event(time: 0.9, action: .finish),
      ])
    #expect(transition.progress(at: 0.05) == 0)
    #expect(transition.progress(at: 0.5) == 0.4)
    #expect(transition.progress(at: 0.9) == 0.4)
    #expect(abs(try #require(transition.finalCompletion).endTime - 1.5) < 1e-15)
  }

  @Test func percentsOutsideTheUnitIntervalAreClamped() throws {
    let transition = try InteractiveTransition(
      duration: 1,
      events: [Event(time: 0, action: .update(1.5)), Event(time: 1, action: .update(-0.25))])
    #expect(transition.progress(at: 0.5) == 1)
    #expect(transition.progress(at: 1) == 0)
  }

  @Test func releaseAtTheTargetCompletesAtOnce() throws {
    let transition = try InteractiveTransition(
      duration: 1, events: [Event(time: 0.2, action: .update(1)), Event(time: 0.3, action: .finish)])
    let completion = try #require(transition.finalCompletion)
    #expect(completion.endTime == 0.3)
    #expect(transition.progress(at: 0.3) == 1)
    #expect(transition.phase(at: 0.3) == .finished)
    // Cancelling an untouched transition also ends at once, at 0.
    let untouched = try InteractiveTransition(duration: 1, events: [Event(time: 2, action: .cancel)])
    #expect(untouched.finalCompletion?.endTime == 2)
    #expect(untouched.finalPosition == .start)
  }

  @Test func noEventsLeaveTheTransitionInteractiveAtZero() throws {
    let transition = try InteractiveTransition(duration: 1, events: [])
    #expect(transition.progress(at: 3) == 0)
    #expect(transition.finalPosition == nil)
    #expect(transition.completions.isEmpty)
  }

  @Test func batchEqualsScalarBitForBit() throws {
    let transition = try InteractiveTransition(
      duration: 0.7, completionSpeed: 1.3, completionCurve: .easeOut,
      events: [
        Event(time: 0.1, action: .update(0.3)), Event(time: 0.2, action: .finish),
        Event(time: 0.3, action: .pause), Event(time: 0.4, action: .update(0.1)),
        Event(time: 0.5, action: .cancel),
      ])
    var times = (0..<400).map { Double($0) / 400 - 0.1 }
    times += [0.9, 0.05, .nan, 0.31, -1, .infinity, -.infinity, 0.2]
    let batch = transition.progress(atTimes: times)
    for (time, value) in zip(times, batch) {
      let scalar = transition.progress(at: time)
      #expect(value.bitPattern == scalar.bitPattern || (value.isNaN && scalar.isNaN))
    }
    var short = [Double](repeating: 0, count: 3)
    #expect(throws: BatchError.outputTooShort(required: 4, actual: 3)) {
      try [0.1, 0.2, 0.3, 0.4].withUnsafeBufferPointer { input in
        try short.withUnsafeMutableBufferPointer { output in
          try transition.progress(atTimes: input, into: output)
        }
      }
    }
    #expect(short == [0, 0, 0])
  }

  @Test func batchEqualsScalarAtStageBoundariesAndEventsAtOneTime() throws {
    // The batch takes each stage's times as one run: times at, just before and just after each
    // event, several events at one time, and runs broken by times going back or repeating.
    let eventTimes = [0.1, 0.2, 0.2, 0.3, 0.3, 0.45, 0.5]
    let transition = try InteractiveTransition(
      duration: 0.6, completionCurve: .easeIn,
      events: [
        Event(time: 0.1, action: .update(0.2)), Event(time: 0.2, action: .update(0.5)),
        Event(time: 0.2, action: .pause), Event(time: 0.3, action: .update(0.4)),
        Event(time: 0.3, action: .finish), Event(time: 0.45, action: .pause),
        Event(time: 0.5, action: .cancel),
      ])
    let around = eventTimes.flatMap { [$0.nextDown, $0, $0.nextUp] }
    let times = around + around.reversed() + around + [0.7, 0.25, 0.25, .nan, 0.3, 0.05, 0.31]
    let batch = transition.progress(atTimes: times)
    for (time, value) in zip(times, batch) {
      let scalar = transition.progress(at: time)
      #expect(value.bitPattern == scalar.bitPattern || (value.isNaN && scalar.isNaN), "t = \(time)")
    }
  }
}
