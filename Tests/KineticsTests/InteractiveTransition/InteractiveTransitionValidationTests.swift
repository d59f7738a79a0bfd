import Kinetics
import KineticsTestSupport
import Testing

@Suite struct InteractiveTransitionValidationTests {
  typealias Event = InteractiveTransition.Event

  private func expectError(
    _ expected: InteractiveTransitionError, duration: Double = 1, speed: Double = 1,
    _ events: [Event]
  ) {
    #expect(throws: expected) {
      try InteractiveTransition(duration: duration, completionSpeed: speed, events: events)
    }
  }

  @Test func eventsOutOfOrderAreRejected() {
    expectError(
      .eventsOutOfOrder(index: 2, time: 0.15, previousTime: 0.2),
      [
        Event(time: 0.1, action: .update(0.1)), Event(time: 0.2, action: .update(0.2)),
        Event(time: 0.15, action: .update(0.3)),
      ])
  }

  @Test func nonFiniteTimesAndPercentsAreRejected() {
    expectError(
      .nonFinite(name: "events[1].percent", value: .nan),
      [Event(time: 0, action: .update(0.1)), Event(time: 1, action: .update(.nan))])
    expectError(
      .nonFinite(name: "events[0].time", value: .infinity), [Event(time: .infinity, action: .pause)])
    expectError(
      .nonFinite(name: "events[0].percent", value: -.infinity),
      [Event(time: 0, action: .update(-.infinity))])
  }

  @Test func nonPositiveOrNonFiniteDurationAndSpeedAreRejected() {
    expectError(.parameter(.init(name: "duration", value: 0, rule: .positive)), duration: 0, [])
    expectError(.nonFinite(name: "duration", value: .infinity), duration: .infinity, [])
    expectError(.parameter(.init(name: "completionSpeed", value: -1, rule: .positive)), speed: -1, [])
    expectError(.nonFinite(name: "completionSpeed", value: .nan), speed: .nan, [])
    expectError(
      .completionDurationNotFinite(duration: 1e300, completionSpeed: 1e-300), duration: 1e300,
      speed: 1e-300, [])
    // 1e-10 / 1e-310 is finite, but the duration factor 1 / 1e-310 handed to the animator is not.
    expectError(
      .completionDurationNotFinite(duration: 1e-10, completionSpeed: subnormal("1e-310")), duration: 1e-10,
      speed: subnormal("1e-310"), [])
  }

  @Test func callsIllegalInTheirPhaseAreRejected() {
    let release = [Event(time: 0, action: .update(0.5)), Event(time: 0.1, action: .finish)]
    // The completion runs until 0.6.
    expectError(
      .invalidEvent(index: 2, action: "update", phase: "finishing"),
      release + [Event(time: 0.2, action: .update(0.7))])
    expectError(
      .invalidEvent(index: 2, action: "finish", phase: "finishing"),
      release + [Event(time: 0.2, action: .finish)])
    expectError(
      .invalidEvent(index: 2, action: "cancel", phase: "finishing"),
      release + [Event(time: 0.2, action: .cancel)])
    expectError(
      .eventAfterEnd(index: 2, time: 0.6, endTime: 0.6), release + [Event(time: 0.6, action: .pause)])
  }

  @Test func messagesAreOneLineAndNameTheEvent() {
    let errors: [InteractiveTransitionError] = [
      .eventsOutOfOrder(index: 2, time: 0.15, previousTime: 0.2),
      .invalidEvent(index: 3, action: "update", phase: "finishing"),
      .eventAfterEnd(index: 1, time: 2, endTime: 1.5),
      .completionDurationNotFinite(duration: 1e300, completionSpeed: 1e-300),
      .nonFinite(name: "events[0].time", value: .nan),
    ]
    for error in errors {
      #expect(error.description.hasPrefix("interactive transition: "))
      #expect(!error.description.contains("\n"))
    }
    #expect(errors[0].description.contains("event 2"))
  }

  @Test func eachMessageIsThePrefixThenTheReason() {
    #expect(
      InteractiveTransitionError.eventsOutOfOrder(index: 2, time: 0.15, previousTime: 0.2).description
        == "interactive transition: event 2 at time 0.15 is before the previous event at 0.2")
    #expect(
      InteractiveTransitionError.invalidEvent(index: 3, action: "update", phase: "finishing").description
        == "interactive transition: event 3 cannot update while finishing")
    #expect(
      InteractiveTransitionError.eventAfterEnd(index: 1, time: 2, endTime: 1.5).description
        == "interactive transition: event 1 at time 2.0 comes after the transition ended at 1.5")
    #expect(
      InteractiveTransitionError.completionDurationNotFinite(duration: 1e300, completionSpeed: 1e-300).description
        == "interactive transition: duration 1e+300 / completionSpeed 1e-300 is not finite")
    let error = InteractiveTransitionError.nonFinite(name: "duration", value: .nan)
    #expect(error.description == "\(InteractiveTransitionError.messagePrefix): \(error.reason)")
    #expect(error.reason == "duration must be finite, got nan")
  }
}
