import CLAPACK
import Kinetics

extension CubicSpline {
  /// Evaluates every channel at every time as matrix products (BLAS `dgemm`), writing channel c's
  /// values to `outputs[c * times.count ..< (c + 1) * times.count]` like `values(at:into:)`.
  ///
  /// Method: for a run of consecutive times that fall in the same segment, the outputs are the
  /// product of the run's basis matrix [1, u, u², u³] (run × 4) and the segment's coefficient block
  /// (4 × channels): one `dgemm` per run, whose column-major result with leading dimension
  /// `times.count` is exactly the per-channel output layout. Sorted times make one run per segment
  /// that holds samples; unsorted times still give correct results, with more, shorter runs.
  ///
  /// Accuracy: evaluates the power sum c₀ + c₁u + c₂u² + c₃u³ instead of Horner's rule, so results
  /// differ from `value(at:channel:)` by a few ulps of max |cₖ| (u ∈ [0, 1] inside the keys).
  /// Pays off with many channels (≳ 16) and many times per segment; below that the SIMD path wins
  /// (see `bench`, kernel `spline`).
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs.count < times.count * channelCount`.
  /// - Complexity: O(times · channels) flops in BLAS, plus O(times · log keys) for the search.
  public func valuesByMatrixProduct(
    at times: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>
  ) throws(BatchError) {
    let count = times.count
    let required = count * channelCount
    guard outputs.count >= required else {
      throw .outputTooShort(required: required, actual: outputs.count)
    }
    guard count > 0, let outputBase = outputs.baseAddress else { return }
    // The basis matrix, column-major count × 4: column p holds uᵖ.
    var basis = [Double](repeating: 1, count: 4 * count)
    var segments = [Int](repeating: 0, count: count)
    for index in 0..<count {
      let time = evaluationTime(times[index])
      let segment = segment(containing: time)
      segments[index] = segment
      let u = localParameter(time, segment: segment)
      basis[count + index] = u
      basis[2 * count + index] = u * u
      basis[3 * count + index] = u * u * u
    }
    let channels = channelCount
    basis.withUnsafeBufferPointer { basis in
      coefficients.withUnsafeBufferPointer { c in
        var start = 0
        while start < count {
          var end = start + 1
          while end < count, segments[end] == segments[start] { end += 1 }
          // C (run × channels, ld = count) = B (run × 4, ld = count) · Sᵀ, where the segment block
          // S is channels × 4 column-major (ld = channels), i.e. the 4 × channels row-major block.
          cblas_dgemm(
            CblasColMajor, CblasNoTrans, CblasTrans, Int32(end - start), Int32(channels), 4,
            1, basis.baseAddress! + start, Int32(count),
            c.baseAddress! + segments[start] * 4 * channels, Int32(channels),
            0, outputBase + start, Int32(count))
          start = end
        }
      }
    }
  }

  /// Every channel at every time by `dgemm`, one array per channel (`result[channel][timeIndex]`).
  /// - Complexity: as `valuesByMatrixProduct(at:into:)`.
  public func valuesByMatrixProduct(at times: [Double]) -> [[Double]] {
    var flat = [Double](repeating: 0, count: times.count * channelCount)
    times.withUnsafeBufferPointer { input in
      flat.withUnsafeMutableBufferPointer { output in
        // The buffer has exactly the required size, so this cannot throw.
        try? valuesByMatrixProduct(at: input, into: output)
      }
    }
    return (0..<channelCount).map { Array(flat[($0 * times.count)..<(($0 + 1) * times.count)]) }
  }
}
