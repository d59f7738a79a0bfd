extension SIMD4 where Scalar: BatchFloatingPoint {
  /// Writes `self.interpolated(to: end, fraction: Double(fractions[i]))` to `outputs[i]` for every
  /// i: batch interpolation of one pair of 4-vectors at many fractions, the kernel behind keyframe
  /// segments over RGBA or XYZW channels.
  ///
  /// Method: the scalar form itself, `(1 − u)·self + u·end` on all four lanes in the scalar type,
  /// with u = 0 and u = 1 selecting the endpoints exactly, so each output equals the scalar result
  /// bit for bit: inline for fractions strictly inside (0, 1) between endpoints that cannot
  /// overflow (the endpoint test does not depend on the fraction and leaves the loop), out of
  /// line with overflow recovery otherwise (`_linearInterpolation`). `parallelism` says which
  /// threads the call may use (``BatchParallelism``): large batches are split into chunks, with
  /// the same bits for every value.
  /// - Throws: ``BatchError/outputTooShort(required:actual:)`` when `outputs` has fewer elements
  ///   than `fractions`; nothing is written then.
  /// - Complexity: O(n) for n fractions.
  @inlinable @inline(__always)
  public func interpolated(
    to end: Self, at fractions: UnsafeBufferPointer<Scalar>,
    into outputs: UnsafeMutableBufferPointer<Self>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    // Estimated one-core cost per element, from the bench's interpolation vector4-lerp-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    try _splitBatch(fractions, outputs, parallelism: parallelism, nanosecondsPerElement: 1) {
      fractions, outputs in
      for index in fractions.indices {
        outputs[index] = interpolated(to: end, fraction: fractions[index]._widened)
      }
    }
  }

  /// The interpolated vectors at every fraction of `fractions`, as an array (see
  /// ``interpolated(to:at:into:parallelism:)``, and its `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func interpolated(
    to end: Self, at fractions: [Scalar], parallelism: BatchParallelism = .automatic
  ) -> [Self] {
    _arrayBatch(fractions) { try! interpolated(to: end, at: $0, into: $1, parallelism: parallelism) }
  }
}
