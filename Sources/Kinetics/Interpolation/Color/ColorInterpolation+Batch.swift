extension ColorInterpolation {
  /// Writes the color at `fractions[i]` to `outputs[i]` as (red, green, blue, alpha), gamma-encoded
  /// sRGB with straight alpha, for every i.
  ///
  /// Method: the endpoints were converted and premultiplied once in the initializer; each fraction
  /// (a `Float` one widened to `Double`) costs one 4-lane blend, one division by the blended alpha
  /// and, for linear sRGB, three `pow` calls. The same operations as ``color(at:)``, so a `Double`
  /// result equals it bit for bit, and each `Float` component is that result rounded once (within
  /// 0.5 ulp). `parallelism` says which threads the call may use (``BatchParallelism``): large
  /// batches are split into chunks, with the same bits for every value.
  /// - Throws: ``BatchError/outputTooShort(required:actual:)`` when `outputs` has fewer elements
  ///   than `fractions`; nothing is written then.
  /// - Complexity: O(n) for n fractions.
  @inlinable @inline(__always)
  public func colors<Element: BatchFloatingPoint>(
    at fractions: UnsafeBufferPointer<Element>,
    into outputs: UnsafeMutableBufferPointer<SIMD4<Element>>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    let first = start.components
    let last = end.components
    try _splitBatch(fractions, outputs, parallelism: parallelism, nanosecondsPerElement: batchCost) {
      fractions, outputs in
      for index in fractions.indices {
        let u = fractions[index]._widened
        outputs[index] = SIMD4._rounded(from: u == 0 ? first : (u == 1 ? last : components(at: u)))
      }
    }
  }

  /// The colors at every fraction of `fractions` as (red, green, blue, alpha) vectors
  /// (`parallelism` as in the buffer form).
  /// - Complexity: O(n).
  @inlinable
  public func colors<Element: BatchFloatingPoint>(
    at fractions: [Element], parallelism: BatchParallelism = .automatic
  ) -> [SIMD4<Element>] {
    _arrayBatch(fractions) { try! colors(at: $0, into: $1, parallelism: parallelism) }
  }

  /// The estimated one-core nanoseconds per fraction that `BatchParallelism` weighs a batch by:
  /// about 5 for sRGB blending, about 50 where each color also costs `pow` or cube roots (bench:
  /// interpolation color-*-batch rows).
  @inlinable
  internal var batchCost: Int { options.space == .sRGB ? 5 : 50 }
}
