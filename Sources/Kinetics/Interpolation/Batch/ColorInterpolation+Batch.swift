extension ColorInterpolation {
  /// Writes the color at `fractions[i]` to `outputs[i]` as (red, green, blue, alpha), gamma-encoded
  /// sRGB with straight alpha, for every i.
  ///
  /// Method: the endpoints were converted and premultiplied once in the initializer; each fraction
  /// costs one 4-lane blend, one division by the blended alpha and, for linear sRGB, three `pow`
  /// calls. The same operations as ``color(at:)``, so the result equals it bit for bit.
  /// `parallelism` says which threads the call may use (``BatchParallelism``): large batches are
  /// split into chunks, with the same bits for every value.
  /// - Throws: ``BatchError/outputTooShort(required:actual:)`` when `outputs` has fewer elements
  ///   than `fractions`; nothing is written then.
  /// - Complexity: O(n) for n fractions.
  @inlinable @inline(__always)
  public func colors(
    at fractions: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<SIMD4<Double>>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    guard outputs.count >= fractions.count else {
      throw .outputTooShort(required: fractions.count, actual: outputs.count)
    }
    let first = start.components
    let last = end.components
    parallelism._forEachChunk(count: fractions.count, nanosecondsPerElement: batchCost) { range in
      for index in range {
        let u = fractions[index]
        outputs[index] = u == 0 ? first : (u == 1 ? last : components(at: u))
      }
    }
  }

  /// The `Float` form of ``colors(at:into:parallelism:)-(UnsafeBufferPointer<Double>,_,_)``: each fraction is
  /// widened to `Double`, the color computed as in the `Double` form and rounded to `Float` once, so
  /// every component is the correctly rounded `Float` of the `Double` result (within 0.5 ulp).
  /// `parallelism` as in the `Double` form.
  /// - Throws: ``BatchError/outputTooShort(required:actual:)`` when `outputs` has fewer elements
  ///   than `fractions`; nothing is written then.
  /// - Complexity: O(n) for n fractions.
  @inlinable @inline(__always)
  public func colors(
    at fractions: UnsafeBufferPointer<Float>, into outputs: UnsafeMutableBufferPointer<SIMD4<Float>>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    guard outputs.count >= fractions.count else {
      throw .outputTooShort(required: fractions.count, actual: outputs.count)
    }
    let first = start.components
    let last = end.components
    parallelism._forEachChunk(count: fractions.count, nanosecondsPerElement: batchCost) { range in
      for index in range {
        let u = Double(fractions[index])
        outputs[index] = SIMD4<Float>(u == 0 ? first : (u == 1 ? last : components(at: u)))
      }
    }
  }

  /// The colors at every fraction of `fractions` as (red, green, blue, alpha) vectors
  /// (`parallelism` as in the buffer form).
  /// - Complexity: O(n).
  @inlinable
  public func colors(
    at fractions: [Double], parallelism: BatchParallelism = .automatic
  ) -> [SIMD4<Double>] {
    [SIMD4<Double>](unsafeUninitializedCapacity: fractions.count) { buffer, count in
      fractions.withUnsafeBufferPointer { input in
        // Cannot throw: the buffer has exactly one element per fraction.
        try? colors(at: input, into: buffer, parallelism: parallelism)
      }
      count = fractions.count
    }
  }

  /// The colors at every fraction of `fractions` as `Float` (red, green, blue, alpha) vectors.
  /// - Complexity: O(n).
  @inlinable
  public func colors(
    at fractions: [Float], parallelism: BatchParallelism = .automatic
  ) -> [SIMD4<Float>] {
    [SIMD4<Float>](unsafeUninitializedCapacity: fractions.count) { buffer, count in
      fractions.withUnsafeBufferPointer { input in
        // Cannot throw: the buffer has exactly one element per fraction.
        try? colors(at: input, into: buffer, parallelism: parallelism)
      }
      count = fractions.count
    }
  }

  /// The estimated one-core nanoseconds per fraction that `BatchParallelism` weighs a batch by:
  /// about 5 for sRGB blending, about 50 where each color also costs `pow` or cube roots (bench:
  /// interpolation color-*-batch rows).
  @inlinable
  internal var batchCost: Int { options.space == .sRGB ? 5 : 50 }
}
