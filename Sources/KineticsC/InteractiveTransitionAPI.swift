import CKinetics
import Kinetics

extension InteractiveTransition: HandleValue {
  static var handleKind: HandleKind { .interactiveTransition }
}

/// The completion curves `kn_completion_curve` names.
let completionCurves = CEnumTable<kn_completion_curve, InteractiveTransition.CompletionCurve>(
  "completion curve",
  [
    (KN_COMPLETION_EASE_IN_OUT, .easeInOut), (KN_COMPLETION_EASE_IN, .easeIn),
    (KN_COMPLETION_EASE_OUT, .easeOut), (KN_COMPLETION_LINEAR, .linear),
  ])

/// The event kinds `kn_transition_event` names (an update takes its percent from `values`).
let transitionEventKinds = CEnumTable<kn_transition_event, InteractiveTransition.Event.Action>(
  "transition event",
  [
    (KN_TRANSITION_UPDATE, .update(0)), (KN_TRANSITION_PAUSE, .pause),
    (KN_TRANSITION_FINISH, .finish), (KN_TRANSITION_CANCEL, .cancel),
  ])

/// Builds `InteractiveTransition(duration:completionSpeed:completionCurve:events:)` from three
/// parallel arrays: event i is `kinds[i]` at `times[i]`, with percent `values[i]` for an update
/// (`values` may be NULL when no event is an update).
@_cdecl("kn_interactive_transition_create")
public func kn_interactive_transition_create(
  _ duration: Double, _ completionSpeed: Double, _ curve: kn_completion_curve,
  _ kinds: UnsafePointer<kn_transition_event>?, _ times: UnsafePointer<Double>?,
  _ values: UnsafePointer<Double>?, _ count: Int,
  _ outTransition: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  let name: StaticString = "kn_interactive_transition_create"
  return Handle.create(name, into: outTransition, "out_transition") {
    () throws(CAPIFailure) in
    let completionCurve = try completionCurves.lookUp(curve)
    let kindList = try ArrayArguments.buffer(kinds, count, "kinds").get()
    let timeList = try ArrayArguments.buffer(times, count, "times").get()
    var events: [InteractiveTransition.Event] = []
    events.reserveCapacity(count)
    for index in 0..<count {
      var action = try transitionEventKinds.lookUp(kindList[index])
      if case .update = action {
        guard let values else {
          throw CAPIFailure(KN_ERROR_NULL_POINTER, "values is NULL and event \(index) is an update")
        }
        action = .update(values[index])
      }
      events.append(InteractiveTransition.Event(time: timeList[index], action: action))
    }
    return try validated { () throws(InteractiveTransitionError) in
      try InteractiveTransition(
        duration: duration, completionSpeed: completionSpeed, completionCurve: completionCurve,
        events: events)
    }.get()
  }
}

@_cdecl("kn_interactive_transition_destroy")
public func kn_interactive_transition_destroy(_ transition: OpaquePointer?) -> kn_status {
  Handle.destroy(transition, as: InteractiveTransition.self, "kn_interactive_transition_destroy")
}

@_cdecl("kn_interactive_transition_progress")
public func kn_interactive_transition_progress(
  _ transition: OpaquePointer?, _ time: Double, _ outProgress: UnsafeMutablePointer<Double>?
) -> kn_status {
  let name: StaticString = "kn_interactive_transition_progress"
  guard time.isFinite else {
    return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): time must be finite, got \(time)")
  }
  return Handle.read(
    transition, as: InteractiveTransition.self, name, "transition", into: outProgress,
    "out_progress"
  ) { $0.progress(at: time) }
}

@_cdecl("kn_interactive_transition_progress_array")
public func kn_interactive_transition_progress_array(
  _ transition: OpaquePointer?, _ times: UnsafePointer<Double>?,
  _ outProgress: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  let name: StaticString = "kn_interactive_transition_progress_array"
  return evaluateArray(name, times, outProgress, count) {
    Handle.box(transition, as: InteractiveTransition.self, name, "transition")
  } evaluate: { box, inputs, outputs in
    box._withUnsafeGuaranteedRef { try? $0.value.progress(atTimes: inputs, into: outputs) }
  }
}

@_cdecl("kn_interactive_transition_completion")
public func kn_interactive_transition_completion(
  _ transition: OpaquePointer?, _ outStart: UnsafeMutablePointer<Double>?,
  _ outEnd: UnsafeMutablePointer<Double>?, _ outFinishes: UnsafeMutablePointer<Int32>?
) -> kn_status {
  let name: StaticString = "kn_interactive_transition_completion"
  guard let outStart, let outEnd, let outFinishes else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): an output pointer is NULL")
  }
  return Handle.withValue(transition, as: InteractiveTransition.self, name, "transition") {
    value in
    guard let completion = value.finalCompletion else {
      return LastError.fail(
        KN_ERROR_NO_SOLUTION, "\(name): the events leave the transition interactive")
    }
    outStart.pointee = completion.startTime
    outEnd.pointee = completion.endTime
    outFinishes.pointee = completion.finishes ? 1 : 0
    return KN_OK
  }
}
