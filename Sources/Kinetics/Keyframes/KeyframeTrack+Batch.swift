extension KeyframeTrack {
  /// Component `channel` of the value at each progress in `inputs`, written to `outputs`.
  ///
  /// Method: four inputs at a time, interpolated in `SIMD4<Double>` lanes with the scalar formulas.
  /// Without timing functions or arc-length pacing each input's interval is guessed from its
  /// progress (exact for evenly spaced key times) and corrected by stepping; otherwise each input is
  /// located as `value(at:channel:)` locates it, remembering the last interval so that sorted
  /// inputs skip the binary search. Results equal `value(at:channel:)` within 2 ulp (the tests check
  /// it over seeded random inputs; in practice they are identical).
  /// `parallelism` says which threads the call may use (``BatchParallelism``): large batches are
  /// split into chunks, and the results are the same bits for every value.
  /// Precondition: 0 ≤ channel < dimension.
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`.
  /// - Complexity: O(m) for m inputs with evenly spaced key times or sorted inputs, O(m log n)
  ///   otherwise; with arc-length pacing each input also costs a Newton solve of a few 8-point
  ///   quadratures.
  @inlinable @inline(__always)
  public func values(
    at inputs: UnsafeBufferPointer<Double>, channel: Int,
    into outputs: UnsafeMutableBufferPointer<Double>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    guard outputs.count >= inputs.count else {
      throw .outputTooShort(required: inputs.count, actual: outputs.count)
    }
    precondition(channel >= 0 && channel < dimension, "channel \(channel) outside 0..<\(dimension)")
    guard hasPlainLocation else {
      // Estimated one-core cost per element (docs/benchmarks.md has the measured figures): each
      // input is located through timing functions.
      return parallelism._forEachChunk(count: inputs.count, nanosecondsPerElement: 50) { range in
        locatedValues(
          at: UnsafeBufferPointer(rebasing: inputs[range]), channel: channel,
          into: UnsafeMutableBufferPointer(rebasing: outputs[range]))
      }
    }
    let count = inputs.count
    boundaries.withUnsafeBufferPointer { bounds in
      intervalData.withUnsafeBufferPointer { data in
        let channelBase = channel * intervalCount
        // Estimated one-core cost per element, from the bench's keyframes cubic-batch rows
        // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
        parallelism._forEachChunk(count: count, nanosecondsPerElement: 10) { range in
          var index = range.lowerBound
          while index < range.upperBound {
            let width = min(4, range.upperBound - index)
            var u = SIMD4<Double>()
            for lane in 0..<width { u[lane] = inputs[index + lane] }
            let lanes = Self.gridLanes(
              u, channelBase: channelBase, bounds: bounds, data: data, isDiscrete: isDiscrete,
              isCubic: isCubic)
            for lane in 0..<width { outputs[index + lane] = lanes[lane] }
            index += width
          }
        }
      }
    }
  }

  /// Float inputs and outputs; computed in Double and rounded once, so each result is the Double
  /// result correctly rounded to Float (within 2 Float ulp of `Float(value(at:channel:))`).
  /// `parallelism` as in the Double overload.
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`.
  /// - Complexity: as the Double overload.
  @inlinable @inline(__always)
  public func values(
    at inputs: UnsafeBufferPointer<Float>, channel: Int,
    into outputs: UnsafeMutableBufferPointer<Float>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    guard outputs.count >= inputs.count else {
      throw .outputTooShort(required: inputs.count, actual: outputs.count)
    }
    precondition(channel >= 0 && channel < dimension, "channel \(channel) outside 0..<\(dimension)")
    guard hasPlainLocation else {
      // Estimated one-core cost per element (docs/benchmarks.md has the measured figures): each
      // input is located through timing functions.
      return parallelism._forEachChunk(count: inputs.count, nanosecondsPerElement: 50) { range in
        locatedValues(
          at: UnsafeBufferPointer(rebasing: inputs[range]), channel: channel,
          into: UnsafeMutableBufferPointer(rebasing: outputs[range]))
      }
    }
    let count = inputs.count
    boundaries.withUnsafeBufferPointer { bounds in
      intervalData.withUnsafeBufferPointer { data in
        let channelBase = channel * intervalCount
        // Estimated one-core cost per element, from the bench's keyframes cubic-batch rows
        // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
        parallelism._forEachChunk(count: count, nanosecondsPerElement: 10) { range in
          var index = range.lowerBound
          while index < range.upperBound {
            let width = min(4, range.upperBound - index)
            var u = SIMD4<Double>()
            for lane in 0..<width { u[lane] = Double(inputs[index + lane]) }
            let lanes = Self.gridLanes(
              u, channelBase: channelBase, bounds: bounds, data: data, isDiscrete: isDiscrete,
              isCubic: isCubic)
            for lane in 0..<width { outputs[index + lane] = Float(lanes[lane]) }
            index += width
          }
        }
      }
    }
  }

  /// Component `channel` at each progress in `inputs`: the safe wrapper of the buffer overload.
  /// - Complexity: as the buffer overload.
  @inlinable
  public func values(
    at inputs: [Double], channel: Int, parallelism: BatchParallelism = .automatic
  ) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
      inputs.withUnsafeBufferPointer { source in
        // The output has exactly inputs.count elements, so the call cannot throw.
        try? values(at: source, channel: channel, into: buffer, parallelism: parallelism)
      }
      initialized = inputs.count
    }
  }

  /// Component `channel` at each Float progress in `inputs`: the safe wrapper of the buffer overload.
  /// - Complexity: as the buffer overload.
  @inlinable
  public func values(
    at inputs: [Float], channel: Int, parallelism: BatchParallelism = .automatic
  ) -> [Float] {
    [Float](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
      inputs.withUnsafeBufferPointer { source in
        try? values(at: source, channel: channel, into: buffer, parallelism: parallelism)
      }
      initialized = inputs.count
    }
  }
}
