// Batch interpolation of one pair of 4-vectors at many fractions: the kernel behind keyframe
// segments over RGBA or XYZW channels. The components sit in the SIMD lanes; each output is the
// scalar formula of `interpolated(to:fraction:)` with the same operations in the same order, so the
// batch equals the scalar result bit for bit (the tests allow the package-wide 2 ulp).

extension SIMD4 where Scalar == Double {
  /// Writes `self.interpolated(to: end, fraction: fractions[i])` to `outputs[i]` for every i.
  ///
  /// Method: `(1 − u)·self + u·end` on all four lanes, with u = 0 and u = 1 selecting the endpoints
  /// exactly. Accuracy: identical to the scalar form. `parallelism` says which threads the call
  /// may use (``BatchParallelism``): large batches are split into chunks, with the same bits for
  /// every value.
  /// - Throws: ``BatchError/outputTooShort(required:actual:)`` when `outputs` has fewer elements
  ///   than `fractions`; nothing is written then.
  /// - Complexity: O(n) for n fractions.
  @inlinable @inline(__always)
  public func interpolated(
    to end: SIMD4<Double>, at fractions: UnsafeBufferPointer<Double>,
    into outputs: UnsafeMutableBufferPointer<SIMD4<Double>>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    guard outputs.count >= fractions.count else {
      throw .outputTooShort(required: fractions.count, actual: outputs.count)
    }
    // Estimated one-core cost per element, from the bench's interpolation vector4-lerp-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    parallelism._forEachChunk(count: fractions.count, nanosecondsPerElement: 1) { range in
      for index in range {
        let u = fractions[index]
        if u == 0 {
          outputs[index] = self
        } else if u == 1 {
          outputs[index] = end
        } else {
          outputs[index] = (1 - u) * self + u * end
        }
      }
    }
  }

  /// The interpolated vectors at every fraction of `fractions`, as an array (see
  /// ``interpolated(to:at:into:parallelism:)``, and its `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func interpolated(
    to end: SIMD4<Double>, at fractions: [Double], parallelism: BatchParallelism = .automatic
  ) -> [SIMD4<Double>] {
    [SIMD4<Double>](unsafeUninitializedCapacity: fractions.count) { buffer, count in
      fractions.withUnsafeBufferPointer { input in
        // Cannot throw: the buffer has exactly one element per fraction.
        try? interpolated(to: end, at: input, into: buffer, parallelism: parallelism)
      }
      count = fractions.count
    }
  }
}

extension SIMD4 where Scalar == Float {
  /// Writes `self.interpolated(to: end, fraction: Double(fractions[i]))` to `outputs[i]` for every
  /// i, computed in `Float` exactly as the scalar form is; `parallelism` as in the `Double` form.
  ///
  /// - Throws: ``BatchError/outputTooShort(required:actual:)`` when `outputs` has fewer elements
  ///   than `fractions`; nothing is written then.
  /// - Complexity: O(n) for n fractions.
  @inlinable @inline(__always)
  public func interpolated(
    to end: SIMD4<Float>, at fractions: UnsafeBufferPointer<Float>,
    into outputs: UnsafeMutableBufferPointer<SIMD4<Float>>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    guard outputs.count >= fractions.count else {
      throw .outputTooShort(required: fractions.count, actual: outputs.count)
    }
    // Estimated one-core cost per element, from the bench's interpolation vector4-lerp-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    parallelism._forEachChunk(count: fractions.count, nanosecondsPerElement: 1) { range in
      for index in range {
        let u = fractions[index]
        if u == 0 {
          outputs[index] = self
        } else if u == 1 {
          outputs[index] = end
        } else {
          outputs[index] = (1 - u) * self + u * end
        }
      }
    }
  }

  /// The interpolated vectors at every fraction of `fractions`, as an array (see
  /// ``interpolated(to:at:into:parallelism:)``, and its `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func interpolated(
    to end: SIMD4<Float>, at fractions: [Float], parallelism: BatchParallelism = .automatic
  ) -> [SIMD4<Float>] {
    [SIMD4<Float>](unsafeUninitializedCapacity: fractions.count) { buffer, count in
      fractions.withUnsafeBufferPointer { input in
        // Cannot throw: the buffer has exactly one element per fraction.
        try? interpolated(to: end, at: input, into: buffer, parallelism: parallelism)
      }
      count = fractions.count
    }
  }
}
