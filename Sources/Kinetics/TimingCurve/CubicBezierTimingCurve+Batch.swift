extension CubicBezierTimingCurve {
  /// Writes `progress(at: inputs[i])` into `outputs[i]` for every i, sixteen inputs at a time in
  /// two groups of eight SIMD lanes (then eight, then one by one).
  ///
  /// Method: `_sampledParameter` on whole vectors, lane by lane with masks: each lane picks its
  /// half of the curve and its cell among the eight of `_HalfSamples` by comparisons, loads the
  /// cell's row (the sixteen rows are written once per call, 512 bytes of stack, and loaded whole
  /// and transposed as the prepared curve's batch does), and takes the same first guess, the same
  /// two Newton steps and the same convergence test as the scalar function. A lane that fails the
  /// test (or whose input is outside (0, 1)) is computed again by the scalar function, which takes
  /// its slow path. Curves with P1 and P2 on the diagonal go through the scalar function. For
  /// batches of a few thousand inputs or more of one curve, `prepared()` and its batch are faster
  /// (bench kernel `timing-curve-batch-n4096`; docs/timing-curves.md, "Cheap curves and prepared
  /// curves").
  ///
  /// Accuracy: one generic kernel for the scalar and the lanes, so every output has the bits of
  /// `progress(at:)` of its input (tested).
  ///
  /// Always inlined, so the kernel is compiled with the CPU flags of the caller's target (one zmm
  /// register per eight lanes with AVX-512, two ymm with AVX2; docs/batch.md).
  ///
  /// `parallelism` says which threads the call may use (`BatchParallelism`: large batches are cut
  /// into chunks on every core by default, with the same bits as on one thread).
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`; nothing
  ///   is written then.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func progress(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    // Estimated one-core cost per input, from the bench's timing-curve kinetics-sampled-batch-
    // double (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    try _splitBatch(inputs, outputs, parallelism: parallelism, nanosecondsPerElement: 11) {
      progressChunk($0, $1)
    }
  }

  /// The Double batch over one chunk (outputs.count ≥ inputs.count), on the calling thread.
  @inlinable @inline(__always)
  internal func progressChunk(
    _ inputs: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>
  ) {
    if isIdentity {
      for i in inputs.indices { outputs[i] = progress(at: inputs[i]) }
      return
    }
    // The samples as rows of four doubles, one per cell (512 bytes of stack), written once
    // per call.
    withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: 16) { buffer in
      let rows = buffer.baseAddress!
      writeSampleRows(into: rows)
      let raw = UnsafeRawPointer(rows)
      _eightLaneBatch(
        inputs, outputs, sixteen: { progressLanes($0, $1, rows: raw) },
        eight: { progressLanes($0, rows: raw) }, scalar: { progress(at: $0) })
    }
  }

  /// Writes `Float(progress(at: Double(inputs[i])))` into `outputs[i]` for every i: the inputs are
  /// widened to Double in blocks on the stack and solved by the Double batch kernel, and each
  /// result is rounded to the nearest Float (`_widenedBatch`), so each output is the Float nearest
  /// to the scalar Double result.
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`; nothing
  ///   is written then.
  /// - Complexity: O(n); 8 KiB of stack.
  @inlinable @inline(__always)
  public func progress(
    at inputs: UnsafeBufferPointer<Float>, into outputs: UnsafeMutableBufferPointer<Float>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try _splitBatch(inputs, outputs, parallelism: parallelism, nanosecondsPerElement: 11) {
      _widenedBatch($0, $1) { progressChunk($0, $1) }
    }
  }

  /// The progress at each input of `inputs`, computed in SIMD lanes.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func progress(
    at inputs: [Double], parallelism: BatchParallelism = .automatic
  ) -> [Double] {
    _arrayBatch(inputs) { try! progress(at: $0, into: $1, parallelism: parallelism) }
  }

  /// The progress at each input of `inputs`, computed in Double in SIMD lanes and rounded to Float.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func progress(
    at inputs: [Float], parallelism: BatchParallelism = .automatic
  ) -> [Float] {
    _arrayBatch(inputs) { try! progress(at: $0, into: $1, parallelism: parallelism) }
  }
}
