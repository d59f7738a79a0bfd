#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Timing of one case: nanoseconds per evaluation over repeated runs.
struct Measurement {
  let median: Double
  let minimum: Double
  let maximum: Double

  var evaluationsPerSecond: Double { 1e9 / median }
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never) func blackHole(_ value: Double) {
  sink = sink &+ UInt64(truncatingIfNeeded: value.bitPattern)
}
nonisolated(unsafe) private var sink: UInt64 = 0

/// Keeps memory alive for `construct` rows: the bytes are handed to a function the optimizer may not
/// look into, so nothing stored in them can be dropped as unused. Returns a value read from them
/// (their first and last eight bytes), to be summed into the row's result.
@inline(never) func blackHoleBytes(of bytes: UnsafeRawBufferPointer) -> Double {
  readEnds(of: bytes)
}

@inline(never) @_optimize(none)
private func readEnds(of bytes: UnsafeRawBufferPointer) -> Double {
  guard bytes.count >= 8 else { return 0 }
  let first = bytes.loadUnaligned(as: UInt64.self)
  let last = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
  return Double(first ^ last)
}

/// Monotonic nanoseconds.
@inline(__always) private func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Measures `benchCase`: a warm-up, then `repetitions` timed runs, each repeating the pass often
/// enough to last at least `minimumRunNanoseconds` (so the clock's resolution does not matter).
/// Reports the median, minimum and maximum of the per-evaluation times of the runs.
func measure(_ benchCase: BenchCase, repetitions: Int, minimumRunNanoseconds: UInt64) -> Measurement {
  if let single = benchCase.singlePassRepetitions {
    blackHole(benchCase.run())
    var perEvaluation: [Double] = []
    for _ in 0..<max(1, min(single, repetitions)) {
      let start = now()
      blackHole(benchCase.run())
      perEvaluation.append(Double(now() - start) / Double(benchCase.count))
    }
    perEvaluation.sort()
    return Measurement(
      median: perEvaluation[perEvaluation.count / 2], minimum: perEvaluation.first!,
      maximum: perEvaluation.last!)
  }
  var passes = 1
  while true {
    let start = now()
    for _ in 0..<passes { blackHole(benchCase.run()) }
    let elapsed = now() - start
    if elapsed >= minimumRunNanoseconds / 4 || passes >= 1 << 24 { break }
    passes *= 2
  }
  passes *= 4
  var perEvaluation: [Double] = []
  for _ in 0..<repetitions {
    let start = now()
    for _ in 0..<passes { blackHole(benchCase.run()) }
    let elapsed = now() - start
    perEvaluation.append(Double(elapsed) / Double(passes * benchCase.count))
  }
  perEvaluation.sort()
  return Measurement(
    median: perEvaluation[perEvaluation.count / 2], minimum: perEvaluation.first!,
    maximum: perEvaluation.last!)
}
