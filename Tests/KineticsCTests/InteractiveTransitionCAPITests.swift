import Foundation
import Kinetics
import Testing

@Suite struct InteractiveTransitionCAPITests {
  @Test func cProgramGetsTheSwiftProgressCompletionAndTypedFailures() throws {
    let output = try CClient.compileAndRun("interactive_transitions.c")
    #expect(output.status == 0, "exit \(output.status): \(output.standardError)")
    let fields = CClient.fields(output.standardOutput)
    typealias Event = InteractiveTransition.Event
    let transition = try InteractiveTransition(
      duration: 0.8, completionSpeed: 1.5, completionCurve: .easeOut,
      events: [
        Event(time: 0.1, action: .update(0.2)), Event(time: 0.4, action: .update(0.6)),
        Event(time: 0.5, action: .finish), Event(time: 0.55, action: .pause),
        Event(time: 0.7, action: .update(0.3)), Event(time: 0.8, action: .cancel),
      ])
    for time in [0, 0.2, 0.45, 0.52, 0.6, 0.75, 0.85, 2] {
      let key = "progress \(String(format: "%.17g", time))"
      #expect(Double(try #require(fields[key])) == transition.progress(at: time), "\(key)")
    }
    let completion = try #require(transition.finalCompletion)
    let parts = try #require(fields["completion"]).split(separator: " ")
    #expect(Double(parts[0]) == completion.startTime && Double(parts[1]) == completion.endTime)
    #expect(parts[2] == "0")
    #expect(
      fields["error"]
        == "kn_interactive_transition_create: \(InteractiveTransitionError.eventsOutOfOrder(index: 1, time: 0.4, previousTime: 0.5))"
    )
  }
}
