import Kinetics

/// The interactive transition's constructor (docs/interactive-transitions.md) fed arbitrary
/// events.
///
/// Input layout: duration and completionSpeed as Double bit patterns, a byte for the completion
/// curve (low 2 bits), then events until the input ends: a kind byte (low 2 bits: 0 update,
/// 1 pause, 2 finish, 3 cancel), the time as a Double, and for an update the percent as a Double.
/// Properties (issue 23, docs/reliability.md):
/// - the constructor never traps; a NaN, infinite or non-positive duration or speed is refused;
/// - an accepted transition shows a progress in [0, 1] at every event time and between them, and 0
///   before the first event;
/// - every completion ends no earlier than it starts; one that runs to its end shows exactly its
///   target from then on;
/// - the batch equals the scalar progress bit for bit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let duration = input.nextDouble(), let speed = input.nextDouble(),
    let curveByte = input.nextByte()
  else { return 0 }
  let curve = InteractiveTransition.CompletionCurve.allCases[Int(curveByte & 3)]
  var events: [InteractiveTransition.Event] = []
  while let kind = input.nextByte(), let time = input.nextDouble() {
    switch kind & 3 {
    case 0:
      guard let percent = input.nextDouble() else { break }
      events.append(.init(time: time, action: .update(percent)))
    case 1: events.append(.init(time: time, action: .pause))
    case 2: events.append(.init(time: time, action: .finish))
    default: events.append(.init(time: time, action: .cancel))
    }
  }
  let transition: InteractiveTransition
  do {
    transition = try InteractiveTransition(
      duration: duration, completionSpeed: speed, completionCurve: curve, events: events)
  } catch {
    if error.description.isEmpty { fuzzFailure("an error without a message") }
    return 0
  }
  if !(duration > 0 && duration.isFinite && speed > 0 && speed.isFinite) {
    fuzzFailure("accepted duration \(duration), speed \(speed)")
  }
  var times = events.map(\.time)
  for (a, b) in zip(events, events.dropFirst()) { times.append(a.time + (b.time - a.time) / 2) }
  if let first = events.first {
    times.append(first.time - 1)
    if transition.progress(at: first.time - 1) != 0 && first.time - 1 < first.time {
      fuzzFailure("progress before the first event is not 0")
    }
  }
  for time in times where time.isFinite {
    let progress = transition.progress(at: time)
    if !(progress >= 0 && progress <= 1) { fuzzFailure("progress \(progress) at \(time)") }
  }
  for completion in transition.completions {
    if !(completion.endTime >= completion.startTime) { fuzzFailure("completion ends before it starts") }
    if completion.interruptedAt == nil, completion.endTime.isFinite {
      let shown = transition.progress(at: completion.endTime)
      if shown != completion.target { fuzzFailure("end shows \(shown), not \(completion.target)") }
    }
  }
  let batch = transition.progress(atTimes: times)
  for (time, value) in zip(times, batch) {
    let scalar = transition.progress(at: time)
    if value.bitPattern != scalar.bitPattern && !(value.isNaN && scalar.isNaN) {
      fuzzFailure("batch \(value) != scalar \(scalar) at \(time)")
    }
  }
  return 0
}
