extension PacedPathTable {
  /// Paced points for a buffer of time fractions, written as `SIMD2` (x, y) vectors into one buffer:
  /// the package's batch shape (docs/batch.md) for `point(atPacedFraction:)`. The same kernel as
  /// `points(atPacedFractions:x:y:)`, so each point equals the scalar one within 2 ulp (the
  /// operations and their order are the same, so in practice bit for bit). `parallelism` says
  /// which threads the call may use (``BatchParallelism``), with the same bits for every value.
  ///
  /// - Throws: `BatchError.outputTooShort` if `outputs` has fewer elements than `fractions`;
  ///   nothing is written then.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func points(
    atPacedFractions fractions: UnsafeBufferPointer<Double>,
    into outputs: UnsafeMutableBufferPointer<SIMD2<Double>>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    let count = fractions.count
    guard outputs.count >= count else {
      throw .outputTooShort(required: count, actual: outputs.count)
    }
    // Estimated one-core cost per element, from the bench's path paced-table-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 4) { range in
      let fractions = UnsafeBufferPointer(rebasing: fractions[range])
      let outputs = UnsafeMutableBufferPointer(rebasing: outputs[range])
      forEachPoint(
        count: range.count,
        load: { UnsafeRawPointer(fractions.baseAddress! + $0).loadUnaligned(as: SIMD4<Double>.self) },
        fraction: { fractions[$0] },
        write: { index, point in outputs[index] = point })
    }
  }

  /// The Float form of `points(atPacedFractions:into:)`: evaluation in Double (the table is
  /// Double), each coordinate rounded once, so it equals `Float` of the Double scalar result.
  /// `parallelism` as in the Double form.
  ///
  /// - Throws: `BatchError.outputTooShort` if `outputs` has fewer elements than `fractions`.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func points(
    atPacedFractions fractions: UnsafeBufferPointer<Float>,
    into outputs: UnsafeMutableBufferPointer<SIMD2<Float>>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    let count = fractions.count
    guard outputs.count >= count else {
      throw .outputTooShort(required: count, actual: outputs.count)
    }
    // Estimated one-core cost per element, from the bench's path paced-table-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 4) { range in
      let fractions = UnsafeBufferPointer(rebasing: fractions[range])
      let outputs = UnsafeMutableBufferPointer(rebasing: outputs[range])
      forEachPoint(
        count: range.count,
        load: {
          let u = UnsafeRawPointer(fractions.baseAddress! + $0).loadUnaligned(as: SIMD4<Float>.self)
          return SIMD4(Double(u[0]), Double(u[1]), Double(u[2]), Double(u[3]))
        },
        fraction: { Double(fractions[$0]) },
        write: { index, point in outputs[index] = SIMD2(Float(point.x), Float(point.y)) })
    }
  }
}
