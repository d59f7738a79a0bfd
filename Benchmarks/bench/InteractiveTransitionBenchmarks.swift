import Kinetics

/// `interactive-transition` rows (docs/benchmarks.md, docs/interactive-transitions.md): a 0.5 s
/// transition dragged by 31 updates over 0.3 s (percent = 2t) and finished at 0.3 s (progress 0.6,
/// easeInOut completion over 0.2 s), sampled at evenly spaced times over [0, 0.6] s:
/// `progress(at:)` one time at a time (baseline), the batch into a buffer, and the construction
/// from the 32 events. maxError is the largest absolute progress error against a WideReal
/// reference: the last percent before the release, then 0.6 + 0.4·B((t − 0.3)/0.2) with the
/// easeInOut Bézier solved by bisection on its parametric form.
let interactiveTransitionBenchmarks: BenchSuite = { configuration in
  let count = configuration.size(4096, quick: 1024)
  typealias Event = InteractiveTransition.Event
  let events =
    (0...30).map { Event(time: Double($0) / 100, action: .update(Double($0) / 50)) }
    + [Event(time: 0.3, action: .finish)]
  let transition = try! InteractiveTransition(duration: 0.5, events: events)
  let times = (0..<count).map { 0.6 * Double($0) / Double(count - 1) }
  func reference(_ t: Double) -> WideReal {
    if t >= 0.5 { return 1 }
    if t >= 0.3 {
      return 0.6 + 0.4 * bezierReferenceProgress(WideReal((t - 0.3) / 0.2), x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }
    // The last update at or before t (the events' own times, so no rounding of t/0.01 decides).
    let last = events.last { $0.time <= t }
    guard case .update(let percent)? = last?.action else { return 0 }
    return WideReal(percent)
  }
  func maxError(_ values: [Double]) -> Double? {
    zip(times, values).map { Double(abs(WideReal($1) - reference($0))) }.max()
  }
  var outputs = [Double](repeating: 0, count: count)
  let scalar = BenchCase(
    kernel: "interactive-transition", variant: "progress-scalar", count: count, isBaseline: true,
    maxError: { maxError(times.map(transition.progress(at:))) },
    run: {
      var sum = 0.0
      for t in times { sum += transition.progress(at: t) }
      return sum
    })
  let batch = BenchCase(
    kernel: "interactive-transition", variant: "progress-batch", count: count,
    maxError: { maxError(transition.progress(atTimes: times)) },
    run: {
      times.withUnsafeBufferPointer { input in
        outputs.withUnsafeMutableBufferPointer { output in
          try! transition.progress(atTimes: input, into: output, parallelism: .singleThread)
        }
      }
      return outputs[count / 2]
    })
  let construct = BenchCase(
    kernel: "interactive-transition", variant: "construct-32-events", count: 1,
    run: { try! InteractiveTransition(duration: 0.5, events: events).progress(at: 0.4) })
  return [scalar, batch, construct]
}
