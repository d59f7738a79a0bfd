extension InteractiveTransition {
  /// The progress at many times, into a caller's buffer: `progress(at:)` for each time, bit for
  /// bit (the same stage and the same animator evaluation). Times in increasing order (the usual
  /// case: frames) find their stage by stepping forward from the previous one; others by binary
  /// search. `parallelism` says which threads the call may use (``BatchParallelism``).
  ///
  /// - Throws: `BatchError.outputTooShort` if `outputs` has fewer elements than `times`; nothing
  ///   is written then.
  /// - Complexity: O(n + stages) for n sorted times, O(n log stages) otherwise.
  public func progress(
    atTimes times: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    // Estimated one-core cost per time, from the bench's interactive-transition row
    // (docs/benchmarks.md); it only decides when to split across threads.
    try _splitBatch(times, outputs, parallelism: parallelism, nanosecondsPerElement: 60) {
      times, outputs in
      // Times run by run: each stage's animator is copied out of the array once for the times
      // that fall in it (those in [its time, the next stage's time), exactly the ones `stage(at:)`
      // gives it), not once per time. The stage is about 1.7 kB (the animator holds its curve's
      // sample tables), and copying it for every time was most of the cost of this loop.
      var hint = 0
      var index = times.startIndex
      while index < times.endIndex {
        let time = times[index]
        guard !time.isNaN, let stage = stage(at: time, from: hint) else {
          outputs[index] = time.isNaN ? time : 0
          index += 1
          continue
        }
        hint = stage
        let animator = stages[stage].animator
        let start = stages[stage].time
        let end = stage + 1 < stages.count ? stages[stage + 1].time : .infinity
        outputs[index] = animator.progress(at: time)
        index += 1
        while index < times.endIndex, times[index] >= start, times[index] < end {
          outputs[index] = animator.progress(at: times[index])
          index += 1
        }
      }
    }
  }

  /// The progress at an array of times (`parallelism` as in the buffer form).
  /// - Complexity: as the buffer form.
  public func progress(atTimes times: [Double], parallelism: BatchParallelism = .automatic)
    -> [Double]
  {
    _arrayBatch(times) { input, output in
      try! progress(atTimes: input, into: output, parallelism: parallelism)
    }
  }
}
