extension Spring {
  /// Advances many springs that share these parameters by `elapsed` seconds, in place: spring i is
  /// at positions[i] with velocities[i], pulled toward targets[i]. One transition matrix Φ(elapsed)
  /// serves all of them, so each update is two multiply-adds per component (the loop vectorizes).
  ///
  /// `Double`: results equal `state(at: elapsed, from: positions[i], to: targets[i],
  /// initialVelocity: velocities[i])` exactly (the same operations in the same order). `Float`: Φ
  /// is computed in `Double` and rounded to `Float` once, then the update runs in `Float` (relative
  /// error a few `Float` ulps of the state's scale).
  /// `parallelism` says which threads the call may use (``BatchParallelism``); the results are
  /// the same bits for every value.
  /// - Throws: `BatchError.outputTooShort` when velocities or targets hold fewer elements than
  ///   positions (nothing is written).
  /// - Complexity: O(n), plus one evaluation of the transition matrix.
  @inlinable
  public func advance<Element: BatchFloatingPoint>(
    positions: UnsafeMutableBufferPointer<Element>, velocities: UnsafeMutableBufferPointer<Element>,
    targets: UnsafeBufferPointer<Element>, by elapsed: Double,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    let count = positions.count
    guard velocities.count >= count else {
      throw .outputTooShort(required: count, actual: velocities.count)
    }
    guard targets.count >= count else {
      throw .outputTooShort(required: count, actual: targets.count)
    }
    let phi = transition(over: elapsed)
    let (p, q, r, s) = (
      Element._rounded(from: phi.displacementFromDisplacement),
      Element._rounded(from: phi.displacementFromVelocity),
      Element._rounded(from: phi.velocityFromDisplacement),
      Element._rounded(from: phi.velocityFromVelocity)
    )
    // Estimated one-core cost per element (docs/benchmarks.md has the measured figures): two loads,
    // two stores and four multiply-adds.
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 1) { range in
      for i in range {
        let u = positions[i] - targets[i]
        let v = velocities[i]
        positions[i] = targets[i] + (p * u + q * v)
        velocities[i] = r * u + s * v
      }
    }
  }
}
