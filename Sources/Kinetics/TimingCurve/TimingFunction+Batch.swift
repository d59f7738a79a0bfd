extension TimingFunction {
  /// The shared body of the `steps()` and `linear()` batch calls: outputs[i] = progress(at:
  /// inputs[i]) for every i, split over threads by `parallelism`, so every result is the scalar
  /// call's, bit for bit, whatever the chunking.
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`;
  ///   nothing is written then.
  @inlinable @inline(__always)
  internal func fillProgress(
    _ inputs: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
    parallelism: BatchParallelism, nanosecondsPerElement: Int
  ) throws(BatchError) {
    guard outputs.count >= inputs.count else {
      throw .outputTooShort(required: inputs.count, actual: outputs.count)
    }
    parallelism._forEachChunk(count: inputs.count, nanosecondsPerElement: nanosecondsPerElement) {
      range in
      for index in range { outputs[index] = progress(at: inputs[index]) }
    }
  }

  /// The array form of `fillProgress`.
  @inlinable
  internal func progressArray(
    _ inputs: [Double], parallelism: BatchParallelism, nanosecondsPerElement: Int
  ) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
      inputs.withUnsafeBufferPointer { source in
        // Cannot throw: the buffer has exactly one element per input.
        try? fillProgress(
          source, buffer, parallelism: parallelism, nanosecondsPerElement: nanosecondsPerElement)
      }
      initialized = inputs.count
    }
  }
}
