extension PacedPathTable {
  /// Paced points for a buffer of time fractions, written as `SIMD2` (x, y) vectors into one
  /// buffer: the package's batch shape (docs/batch.md) for `point(atPacedFraction:)`.
  ///
  /// Method: bucket and interval lookup four samples at a time in `SIMD4` lanes (`Float` fractions
  /// widened to `Double` as they are loaded), then a `SIMD2<Double>` Horner chain per sample for x
  /// and y (`PacedPathTable+Kernel.swift`). `Double` results equal the scalar ones within 2 ulp (the
  /// operations and their order are the same, so in practice bit for bit); each `Float` coordinate
  /// is the `Double` one rounded once. `parallelism` says which threads the call may use
  /// (``BatchParallelism``): large batches are split into chunks, with the same bits for every
  /// value.
  ///
  /// - Throws: `BatchError.outputTooShort` if `outputs` has fewer elements than `fractions`;
  ///   nothing is written then.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func points<Element: BatchFloatingPoint>(
    atPacedFractions fractions: UnsafeBufferPointer<Element>,
    into outputs: UnsafeMutableBufferPointer<SIMD2<Element>>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    // Estimated one-core cost per element, from the bench's path paced-table-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    try _splitBatch(fractions, outputs, parallelism: parallelism, nanosecondsPerElement: 4) {
      fractions, outputs in
      forEachPoint(fractions) { index, point in outputs[index] = SIMD2._rounded(from: point) }
    }
  }

  /// The structure-of-arrays form of `points(atPacedFractions:into:)`: x and y into two buffers,
  /// from the same kernel, so each coordinate is the same bits. `parallelism` as there.
  ///
  /// - Throws: `BatchError.outputTooShort` if `x` or `y` has fewer elements than `fractions`.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func points<Element: BatchFloatingPoint>(
    atPacedFractions fractions: UnsafeBufferPointer<Element>,
    x: UnsafeMutableBufferPointer<Element>, y: UnsafeMutableBufferPointer<Element>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    let count = fractions.count
    guard x.count >= count else { throw .outputTooShort(required: count, actual: x.count) }
    guard y.count >= count else { throw .outputTooShort(required: count, actual: y.count) }
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 4) { range in
      let (xs, ys) = (
        UnsafeMutableBufferPointer(rebasing: x[range]), UnsafeMutableBufferPointer(rebasing: y[range])
      )
      forEachPoint(UnsafeBufferPointer(rebasing: fractions[range])) { index, point in
        xs[index] = Element._rounded(from: point.x)
        ys[index] = Element._rounded(from: point.y)
      }
    }
  }

  /// Paced points for an array of time fractions, as two arrays (`parallelism` as in the buffer
  /// form).
  /// - Complexity: O(n).
  @inlinable
  public func points<Element: BatchFloatingPoint>(
    atPacedFractions fractions: [Element], parallelism: BatchParallelism = .automatic
  ) -> (x: [Element], y: [Element]) {
    var y = [Element](repeating: 0, count: fractions.count)
    let x = _arrayBatch(fractions) { input, xs in
      y.withUnsafeMutableBufferPointer { ys in
        try! points(atPacedFractions: input, x: xs, y: ys, parallelism: parallelism)
      }
    }
    return (x, y)
  }
}
