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
    try _splitBatch(times, outputs, parallelism: parallelism, nanosecondsPerElement: 85) {
      times, outputs in
      var hint = 0
      for index in times.indices {
        let time = times[index]
        guard !time.isNaN, let stage = stage(at: time, from: hint) else {
          outputs[index] = time.isNaN ? time : 0
          continue
        }
        hint = stage
        outputs[index] = stages[stage].animator.progress(at: time)
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
