extension KeyframeTrack {
  /// Component `channel` of the value at each progress in `inputs`, written to `outputs`.
  ///
  /// Method: four inputs at a time, widened to `Double` and interpolated in `SIMD4<Double>` lanes
  /// with the scalar formulas (`KeyframeTrack+Kernel.swift`). Without timing functions or
  /// arc-length pacing each input's interval is guessed from its progress (exact for evenly spaced
  /// key times) and corrected by stepping; otherwise each input is located as `value(at:channel:)`
  /// locates it, remembering the last interval so that sorted inputs skip the binary search.
  /// `Double` results equal `value(at:channel:)` within 2 ulp (the tests check it over seeded
  /// random inputs; in practice they are identical); `Float` results are the `Double` result
  /// rounded once (within 2 `Float` ulp of `Float(value(at:channel:))`).
  /// `parallelism` says which threads the call may use (``BatchParallelism``): large batches are
  /// split into chunks, and the results are the same bits for every value.
  /// Precondition: 0 ≤ channel < dimension.
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`.
  /// - Complexity: O(m) for m inputs with evenly spaced key times or sorted inputs, O(m log n)
  ///   otherwise; with arc-length pacing each input also costs a Newton solve of a few 8-point
  ///   quadratures.
  @inlinable @inline(__always)
  public func values<Element: BatchFloatingPoint>(
    at inputs: UnsafeBufferPointer<Element>, channel: Int,
    into outputs: UnsafeMutableBufferPointer<Element>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    guard outputs.count >= inputs.count else {
      throw .outputTooShort(required: inputs.count, actual: outputs.count)
    }
    precondition(channel >= 0 && channel < dimension, "channel \(channel) outside 0..<\(dimension)")
    guard hasPlainLocation else {
      // Estimated one-core cost per element (docs/benchmarks.md has the measured figures): each
      // input is located through timing functions.
      return try _splitBatch(inputs, outputs, parallelism: parallelism, nanosecondsPerElement: 50) {
        locatedValues(at: $0, channel: channel, into: $1)
      }
    }
    boundaries.withUnsafeBufferPointer { bounds in
      intervalData.withUnsafeBufferPointer { data in
        let channelBase = channel * intervalCount
        // Estimated one-core cost per element, from the bench's keyframes cubic-batch rows
        // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
        parallelism._forEachChunk(count: inputs.count, nanosecondsPerElement: 10) { range in
          var index = range.lowerBound
          while index < range.upperBound {
            let width = min(4, range.upperBound - index)
            var u = SIMD4<Double>()
            for lane in 0..<width { u[lane] = inputs[index + lane]._widened }
            let lanes = Self.gridLanes(
              u, channelBase: channelBase, bounds: bounds, data: data, isDiscrete: isDiscrete,
              isCubic: isCubic)
            for lane in 0..<width { outputs[index + lane] = Element._rounded(from: lanes[lane]) }
            index += width
          }
        }
      }
    }
  }

  /// Component `channel` at each progress in `inputs`: the safe wrapper of the buffer form.
  /// - Complexity: as the buffer form.
  @inlinable
  public func values<Element: BatchFloatingPoint>(
    at inputs: [Element], channel: Int, parallelism: BatchParallelism = .automatic
  ) -> [Element] {
    _arrayBatch(inputs) { try! values(at: $0, channel: channel, into: $1, parallelism: parallelism) }
  }

  /// The batch path of tracks with timing functions or arc-length pacing: four inputs at a time,
  /// each located as `value(at:channel:)` locates it (remembering the last interval, so sorted
  /// inputs skip the binary search), interpolated in SIMD lanes. Out of line (specialized here for
  /// `Double` and `Float`): each input costs timing-function solves that dwarf a call, and the
  /// inlined entry point stays small enough for the optimizer to inline its kernel.
  @usableFromInline @inline(never)
  @_specialize(where Element == Double)
  @_specialize(where Element == Float)
  internal func locatedValues<Element: BatchFloatingPoint>(
    at inputs: UnsafeBufferPointer<Element>, channel: Int,
    into outputs: UnsafeMutableBufferPointer<Element>
  ) {
    boundaries.withUnsafeBufferPointer { bounds in
      intervalData.withUnsafeBufferPointer { data in
        let locator = locator(bounds)
        let channelBase = channel * intervalCount
        var hint = 0
        var index = 0
        while index + 4 <= inputs.count {
          let lanes = Self.locatedLanes(
            SIMD4<Element>._widened(inputs.baseAddress! + index), channelBase: channelBase,
            hint: &hint, locator: locator, data: data, isDiscrete: isDiscrete, isCubic: isCubic)
          for lane in 0..<4 { outputs[index + lane] = Element._rounded(from: lanes[lane]) }
          index += 4
        }
        while index < inputs.count {
          let (interval, fraction) = locator.locate(inputs[index]._widened, hint: hint)
          hint = interval
          outputs[index] = Element._rounded(from: interpolate(channel: channel, interval: interval, fraction: fraction, in: data))
          index += 1
        }
      }
    }
  }
}
