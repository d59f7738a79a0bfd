import Kinetics

extension CubicSpline {
  /// Evaluates every channel at every time, writing channel c's values to
  /// `outputs[c * times.count ..< (c + 1) * times.count]` (one contiguous buffer per channel).
  ///
  /// Method: the segment search and u are computed once per time (a `Float` time widened to
  /// `Double`) and shared by all channels; then each channel is evaluated four times at a time with
  /// `SIMD4<Double>` Horner steps (the same operations in the same order as `value(at:channel:)`,
  /// so `Double` results are bit-identical to the scalar API, and each `Float` result is that value
  /// rounded once). Times may come in any order. `parallelism` says which threads the call may use
  /// (`BatchParallelism`): large batches are split into chunks of times, with the same bits for
  /// every value.
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs.count < times.count * channelCount`.
  /// - Complexity: O(times · (log keys + channels)).
  @inlinable
  public func values<Element: BatchFloatingPoint>(
    at times: UnsafeBufferPointer<Element>, into outputs: UnsafeMutableBufferPointer<Element>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    let required = times.count * channelCount
    guard outputs.count >= required else {
      throw .outputTooShort(required: required, actual: outputs.count)
    }
    evaluateAll(count: times.count, parallelism: parallelism, time: { times[$0]._widened }) {
      index, value in outputs[index] = Element._rounded(from: value)
    }
  }

  /// Every channel at every time, one array per channel (`result[channel][timeIndex]`), each value
  /// as in the buffer form.
  /// - Complexity: O(times · (log keys + channels)).
  public func values<Element: BatchFloatingPoint>(
    at times: [Element], parallelism: BatchParallelism = .automatic
  ) -> [[Element]] {
    var flat = [Element](repeating: 0, count: times.count * channelCount)
    times.withUnsafeBufferPointer { input in
      flat.withUnsafeMutableBufferPointer { output in
        // The buffer has exactly the required size, so this cannot throw.
        try! values(at: input, into: output, parallelism: parallelism)
      }
    }
    return (0..<channelCount).map { Array(flat[($0 * times.count)..<(($0 + 1) * times.count)]) }
  }

  /// The kernel of the batch paths: `store(channel * count + index, value)` for every channel and
  /// every one of the `count` times given by `time(index)`.
  @inlinable @inline(__always)
  internal func evaluateAll(
    count: Int, parallelism: BatchParallelism, time: (Int) -> Double,
    store: (Int, Double) -> Void
  ) {
    // Estimated one-core cost per time: the segment search plus a term per channel, from the
    // bench's spline-eval values-batch rows (docs/benchmarks.md); it only decides when to split.
    let cost = 20 + 2 * channelCount
    parallelism._forEachChunk(count: count, nanosecondsPerElement: cost) { range in
      evaluate(
        count: range.count, outputBase: range.lowerBound, outputStride: count,
        time: { time(range.lowerBound + $0) }, store: store)
    }
  }

  /// One chunk of `evaluateAll`: `store(channel * outputStride + outputBase + index, value)` for
  /// the `count` times given by `time(index)`.
  @inlinable @inline(__always)
  internal func evaluate(
    count: Int, outputBase: Int, outputStride: Int, time: (Int) -> Double,
    store: (Int, Double) -> Void
  ) {
    guard count > 0 else { return }
    // Per time: the offset of its segment's coefficient block, and u.
    var offsets = [Int](repeating: 0, count: count)
    var parameters = [Double](repeating: 0, count: count)
    for index in 0..<count {
      let wrapped = evaluationTime(time(index))
      let segment = segment(containing: wrapped)
      offsets[index] = segment * 4 * channelCount
      parameters[index] = localParameter(wrapped, segment: segment)
    }
    let stride = channelCount
    coefficients.withUnsafeBufferPointer { c in
      offsets.withUnsafeBufferPointer { offsets in
        parameters.withUnsafeBufferPointer { u in
          for channel in 0..<channelCount {
            let out = channel * outputStride + outputBase
            var index = 0
            while index + 4 <= count {
              let b0 = offsets[index] + channel
              let b1 = offsets[index + 1] + channel
              let b2 = offsets[index + 2] + channel
              let b3 = offsets[index + 3] + channel
              let c0 = SIMD4(c[b0], c[b1], c[b2], c[b3])
              let c1 = SIMD4(c[b0 + stride], c[b1 + stride], c[b2 + stride], c[b3 + stride])
              let c2 = SIMD4(
                c[b0 + 2 * stride], c[b1 + 2 * stride], c[b2 + 2 * stride], c[b3 + 2 * stride])
              let c3 = SIMD4(
                c[b0 + 3 * stride], c[b1 + 3 * stride], c[b2 + 3 * stride], c[b3 + 3 * stride])
              let x = SIMD4(u[index], u[index + 1], u[index + 2], u[index + 3])
              let y = c0 + x * (c1 + x * (c2 + x * c3))
              store(out + index, y[0])
              store(out + index + 1, y[1])
              store(out + index + 2, y[2])
              store(out + index + 3, y[3])
              index += 4
            }
            while index < count {
              let base = offsets[index] + channel
              let x = u[index]
              store(
                out + index,
                c[base] + x * (c[base + stride] + x * (c[base + 2 * stride] + x * c[base + 3 * stride])))
              index += 1
            }
          }
        }
      }
    }
  }
}
