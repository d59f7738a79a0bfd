extension PacedPathTable {
  /// Paced points for a buffer of time fractions, written as `SIMD2` (x, y) vectors into one buffer:
  /// the package's batch shape (docs/batch.md) for `point(atPacedFraction:)`. The same four-lane
  /// kernel as `points(atPacedFractions:x:y:)`, so each point equals the scalar one within 2 ulp
  /// (the operation order is the same, so in practice bit for bit).
  ///
  /// - Throws: `BatchError.outputTooShort` if `outputs` has fewer elements than `fractions`;
  ///   nothing is written then.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func points(
    atPacedFractions fractions: UnsafeBufferPointer<Double>,
    into outputs: UnsafeMutableBufferPointer<SIMD2<Double>>
  ) throws(BatchError) {
    let count = fractions.count
    guard outputs.count >= count else {
      throw .outputTooShort(required: count, actual: outputs.count)
    }
    var start = 0
    while start < count {
      let lanes = min(4, count - start)
      let (px, py) = fourPoints { lane in lane < lanes ? fractions[start + lane] : 0 }
      for lane in 0..<lanes { outputs[start + lane] = SIMD2(px[lane], py[lane]) }
      start += 4
    }
  }

  /// The Float form of `points(atPacedFractions:into:)`: evaluation in Double (the table is
  /// Double), each coordinate rounded once, so it equals `Float` of the Double scalar result.
  ///
  /// - Throws: `BatchError.outputTooShort` if `outputs` has fewer elements than `fractions`.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func points(
    atPacedFractions fractions: UnsafeBufferPointer<Float>,
    into outputs: UnsafeMutableBufferPointer<SIMD2<Float>>
  ) throws(BatchError) {
    let count = fractions.count
    guard outputs.count >= count else {
      throw .outputTooShort(required: count, actual: outputs.count)
    }
    var start = 0
    while start < count {
      let lanes = min(4, count - start)
      let (px, py) = fourPoints { lane in lane < lanes ? Double(fractions[start + lane]) : 0 }
      for lane in 0..<lanes {
        outputs[start + lane] = SIMD2(Float(px[lane]), Float(py[lane]))
      }
      start += 4
    }
  }
}
