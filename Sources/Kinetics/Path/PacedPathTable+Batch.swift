extension PacedPathTable {
  /// Paced points for a buffer of time fractions, x and y into two buffers: the batch form of
  /// `point(atPacedFraction:)` (bucket and interval lookup four samples at a time in `SIMD4`
  /// lanes, then a `SIMD2<Double>` Horner chain per sample for x and y; see `forEachPoint`).
  /// Results equal the scalar ones within 2 ulp (the operations and their order are the same, so
  /// in practice bit for bit). `parallelism` says which threads the call may use
  /// (``BatchParallelism``): large batches are split into chunks, with the same bits for every value.
  ///
  /// - Throws: `BatchError.outputTooShort` if `x` or `y` has fewer elements than `fractions`.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func points(
    atPacedFractions fractions: UnsafeBufferPointer<Double>, x: UnsafeMutableBufferPointer<Double>,
    y: UnsafeMutableBufferPointer<Double>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    let count = fractions.count
    guard x.count >= count else { throw .outputTooShort(required: count, actual: x.count) }
    guard y.count >= count else { throw .outputTooShort(required: count, actual: y.count) }
    // Estimated one-core cost per element, from the bench's path paced-table-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 4) { range in
      let fractions = UnsafeBufferPointer(rebasing: fractions[range])
      let x = UnsafeMutableBufferPointer(rebasing: x[range])
      let y = UnsafeMutableBufferPointer(rebasing: y[range])
      forEachPoint(
        count: range.count,
        load: { UnsafeRawPointer(fractions.baseAddress! + $0).loadUnaligned(as: SIMD4<Double>.self) },
        fraction: { fractions[$0] },
        write: { index, point in
          x[index] = point.x
          y[index] = point.y
        })
    }
  }

  /// The Float form: fractions and outputs in Float, evaluation in Double (the table is Double),
  /// each result rounded once, so it equals `Float` of the Double scalar result. `parallelism` as
  /// in the Double form.
  ///
  /// - Throws: `BatchError.outputTooShort` if `x` or `y` has fewer elements than `fractions`.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func points(
    atPacedFractions fractions: UnsafeBufferPointer<Float>, x: UnsafeMutableBufferPointer<Float>,
    y: UnsafeMutableBufferPointer<Float>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    let count = fractions.count
    guard x.count >= count else { throw .outputTooShort(required: count, actual: x.count) }
    guard y.count >= count else { throw .outputTooShort(required: count, actual: y.count) }
    // Estimated one-core cost per element, from the bench's path paced-table-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 4) { range in
      let fractions = UnsafeBufferPointer(rebasing: fractions[range])
      let x = UnsafeMutableBufferPointer(rebasing: x[range])
      let y = UnsafeMutableBufferPointer(rebasing: y[range])
      forEachPoint(
        count: range.count,
        load: {
          let u = UnsafeRawPointer(fractions.baseAddress! + $0).loadUnaligned(as: SIMD4<Float>.self)
          return SIMD4(Double(u[0]), Double(u[1]), Double(u[2]), Double(u[3]))
        },
        fraction: { Double(fractions[$0]) },
        write: { index, point in
          x[index] = Float(point.x)
          y[index] = Float(point.y)
        })
    }
  }

  /// Paced points for an array of time fractions, as two arrays (`parallelism` as in the buffer
  /// form).
  public func points(
    atPacedFractions fractions: [Double], parallelism: BatchParallelism = .automatic
  ) -> (x: [Double], y: [Double]) {
    var x = [Double](repeating: 0, count: fractions.count)
    var y = [Double](repeating: 0, count: fractions.count)
    fractions.withUnsafeBufferPointer { input in
      x.withUnsafeMutableBufferPointer { xs in
        y.withUnsafeMutableBufferPointer { ys in 
          try! points(atPacedFractions: input, x: xs, y: ys, parallelism: parallelism)
         }
      }
    }
    return (x, y)
  }

  /// Paced points for an array of Float time fractions, as two Float arrays.
  public func points(
    atPacedFractions fractions: [Float], parallelism: BatchParallelism = .automatic
  ) -> (x: [Float], y: [Float]) {
    var x = [Float](repeating: 0, count: fractions.count)
    var y = [Float](repeating: 0, count: fractions.count)
    fractions.withUnsafeBufferPointer { input in
      x.withUnsafeMutableBufferPointer { xs in
        y.withUnsafeMutableBufferPointer { ys in 
          try! points(atPacedFractions: input, x: xs, y: ys, parallelism: parallelism)
         }
      }
    }
    return (x, y)
  }
}
