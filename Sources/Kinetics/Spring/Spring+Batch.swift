extension Spring {
  /// Positions at many times, written into `outputs`: outputs[i] =
  /// position(at: Double(times[i]), from:, to:, initialVelocity:), rounded once to `Element`.
  ///
  /// Eight times per `SIMD8<Double>` vector (a `Float` time is widened exactly as it is loaded),
  /// the regime decided once per batch, with the lane form of the scalar path's own exponential,
  /// sine and cosine (`Spring+Kernel.swift`), so every `Double` result equals `position(at:…)` bit
  /// for bit and every `Float` result is that value rounded once (tested over seeded random inputs
  /// in every regime). Inlined into the caller, so it uses the caller's CPU flags (AVX2, AVX-512
  /// where the executable is built for them; see docs/batch.md). Vectors holding a phase
  /// ω_d·t > 1.6e6 rad take the scalar path. `parallelism` says which threads the call may use
  /// (``BatchParallelism``): large batches are split into chunks, with the same bits for every
  /// value.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count (nothing is written).
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func positions<Element: BatchFloatingPoint>(
    at times: UnsafeBufferPointer<Element>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Element>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try motionBatch(
      times, outputs, velocity: false, from: from, to: target, initialVelocity: initialVelocity,
      parallelism: parallelism)
  }

  /// Velocities at many times, as `velocity(at:from:to:initialVelocity:)` (bit for bit in
  /// `Double`, rounded once in `Float`; the same lane functions as `positions`); `parallelism` as
  /// in `positions`.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func velocities<Element: BatchFloatingPoint>(
    at times: UnsafeBufferPointer<Element>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Element>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try motionBatch(
      times, outputs, velocity: true, from: from, to: target, initialVelocity: initialVelocity,
      parallelism: parallelism)
  }

  /// Positions at many times, returned as an array. See the buffer form (and its `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func positions<Element: BatchFloatingPoint>(
    at times: [Element], from: Double, to target: Double, initialVelocity: Double = 0,
    parallelism: BatchParallelism = .automatic
  ) -> [Element] {
    _arrayBatch(times) {
      try! motionBatch(
        $0, $1, velocity: false, from: from, to: target, initialVelocity: initialVelocity,
        parallelism: parallelism)
    }
  }

  /// Velocities at many times, returned as an array. See the buffer form (and its `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func velocities<Element: BatchFloatingPoint>(
    at times: [Element], from: Double, to target: Double, initialVelocity: Double = 0,
    parallelism: BatchParallelism = .automatic
  ) -> [Element] {
    _arrayBatch(times) {
      try! motionBatch(
        $0, $1, velocity: true, from: from, to: target, initialVelocity: initialVelocity,
        parallelism: parallelism)
    }
  }

  /// The body of `positions` (`velocity == false`) and `velocities`: the output check and the
  /// split across threads (`_splitBatch`), then per chunk the shared eight-lane loop
  /// (`_eightLaneBatch`, which widens and rounds `Float` lane by lane) over the regime's lane
  /// kernel, chosen once per chunk so the loop has no branch on it. The last inputs (fewer than
  /// eight) take the scalar function, which the lanes equal bit for bit.
  @inlinable @inline(__always)
  internal func motionBatch<Element: BatchFloatingPoint>(
    _ times: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>,
    velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double,
    parallelism: BatchParallelism
  ) throws(BatchError) {
    // Estimated one-core cost per element, from the bench's spring analytic-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    try _splitBatch(times, outputs, parallelism: parallelism, nanosecondsPerElement: 3) {
      times, outputs in
      let u0 = from - target
      let scalar = { (t: Double) in
        motionValue(at: t, velocity: velocity, from: from, to: target, initialVelocity: v0)
      }
      var beyondRange = SIMD8<UInt64>()
      if regime == .underdamped {
        _eightLaneBatch(
          times, outputs,
          sixteen: {
            (
              underdampedLaneValues(
                $0, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
                beyondRange: &beyondRange),
              underdampedLaneValues(
                $1, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
                beyondRange: &beyondRange)
            )
          },
          eight: {
            underdampedLaneValues(
              $0, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
              beyondRange: &beyondRange)
          }, scalar: scalar)
      } else {
        _eightLaneBatch(
          times, outputs,
          sixteen: {
            (
              overdampedLaneValues(
                $0, velocity: velocity, target: target, displacement: u0, initialVelocity: v0),
              overdampedLaneValues(
                $1, velocity: velocity, target: target, displacement: u0, initialVelocity: v0)
            )
          },
          eight: {
            overdampedLaneValues(
              $0, velocity: velocity, target: target, displacement: u0, initialVelocity: v0)
          }, scalar: scalar)
      }
      if beyondRange != SIMD8() {
        recomputePhasesBeyondLaneRange(
          times, outputs, velocity: velocity, from: from, to: target, initialVelocity: v0)
      }
    }
  }

  /// Overwrites the outputs whose phase the lane kernel cannot reduce with the scalar results.
  /// Rare (ω_d·t > 1.6e6 rad), so out of line (specialized here for `Double` and `Float`).
  @usableFromInline @inline(never)
  @_specialize(where Element == Double)
  @_specialize(where Element == Float)
  internal func recomputePhasesBeyondLaneRange<Element: BatchFloatingPoint>(
    _ times: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>,
    velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double
  ) {
    for (index, time) in times.enumerated() where phaseIsBeyondLaneRange(time._widened) {
      outputs[index] = Element._rounded(
        from: motionValue(
          at: time._widened, velocity: velocity, from: from, to: target, initialVelocity: v0))
    }
  }

  /// The scalar result a batch lane equals: `velocity(at:…)` or `position(at:…)`.
  @inlinable @inline(__always)
  internal func motionValue(
    at t: Double, velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double
  ) -> Double {
    velocity
      ? self.velocity(at: t, from: from, to: target, initialVelocity: v0)
      : position(at: t, from: from, to: target, initialVelocity: v0)
  }
}
