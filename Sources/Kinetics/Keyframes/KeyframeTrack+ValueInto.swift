extension KeyframeTrack {
  /// The value at progress `u`, all components, written to the first `dimension` elements of
  /// `output`: `value(at:)` without allocating an array, for an engine that evaluates one value per
  /// frame.
  ///
  /// Method and accuracy: those of `value(at:)`, bit for bit (the same interval search and
  /// interpolation). Edge cases as `value(at:)`; elements past `dimension` are left untouched.
  /// - Throws: `BatchError.outputTooShort` when `output` holds fewer than `dimension` elements
  ///   (nothing is written then).
  /// - Complexity: O(log n + dimension); no allocation.
  @inlinable
  public func value(at u: Double, into output: UnsafeMutableBufferPointer<Double>) throws(BatchError) {
    guard output.count >= dimension else {
      throw .outputTooShort(required: dimension, actual: output.count)
    }
    withLocatedComponents(at: u) { component in
      for channel in 0..<dimension { output[channel] = component(channel) }
    }
  }
}
