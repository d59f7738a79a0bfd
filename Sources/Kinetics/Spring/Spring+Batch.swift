extension Spring {
  /// Positions at many times, written into `outputs` (Double): outputs[i] =
  /// position(at: times[i], from:, to:, initialVelocity:).
  ///
  /// Eight times per `SIMD8<Double>` vector, the regime decided once per batch, with
  /// `_SpringLaneMath`'s exponential, sine and cosine: the scalar path's own functions
  /// (`_SpringScalarMath`) lane by lane, so every result equals `position(at:…)` bit for bit
  /// (tested over seeded random inputs in every regime, within the package's 2-ulp standard).
  /// Inlined into the caller, so it uses the caller's CPU flags (AVX2, AVX-512 where the
  /// executable is built for them; see docs/batch.md). Vectors holding a phase ω_d·t > 1.6e6 rad
  /// take the scalar path. `parallelism` says which threads the call may use
  /// (``BatchParallelism``): large batches are split into chunks, with the same bits for every
  /// value.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count (nothing is written).
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func positions(
    at times: UnsafeBufferPointer<Double>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Double>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: false, from: from, to: target, initialVelocity: initialVelocity,
      parallelism: parallelism)
  }

  /// Velocities at many times (Double), as `velocity(at:from:to:initialVelocity:)`, bit for bit
  /// (the same lane functions as `positions`); `parallelism` as in `positions`.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func velocities(
    at times: UnsafeBufferPointer<Double>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Double>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: true, from: from, to: target, initialVelocity: initialVelocity,
      parallelism: parallelism)
  }

  /// Positions at many times (Double), returned as an array. See the buffer form (and its
  /// `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func positions(
    at times: [Double], from: Double, to target: Double, initialVelocity: Double = 0,
    parallelism: BatchParallelism = .automatic
  ) -> [Double] {
    Array(unsafeUninitializedCapacity: times.count) { buffer, initialized in
      times.withUnsafeBufferPointer { input in
        try? fill(
          input, buffer, velocity: false, from: from, to: target, initialVelocity: initialVelocity,
          parallelism: parallelism)
      }
      initialized = times.count
    }
  }

  /// Velocities at many times (Double), returned as an array. See the buffer form (and its
  /// `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func velocities(
    at times: [Double], from: Double, to target: Double, initialVelocity: Double = 0,
    parallelism: BatchParallelism = .automatic
  ) -> [Double] {
    Array(unsafeUninitializedCapacity: times.count) { buffer, initialized in
      times.withUnsafeBufferPointer { input in
        try? fill(
          input, buffer, velocity: true, from: from, to: target, initialVelocity: initialVelocity,
          parallelism: parallelism)
      }
      initialized = times.count
    }
  }

  // The loops are written out per regime (no load/store closures): a shared helper taking
  // closures was measured not to inline, and a regime switch inside the loop was not unswitched.
  // Lane-by-lane loads and stores become vector moves; `loadUnaligned` stayed a call.
  @inlinable @inline(__always)
  internal func fill(
    _ times: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
    velocity: Bool,
    from: Double, to target: Double, initialVelocity v0: Double, parallelism: BatchParallelism
  ) throws(BatchError) {
    let count = times.count
    guard outputs.count >= count else {
      throw .outputTooShort(required: count, actual: outputs.count)
    }
    // Estimated one-core cost per element, from the bench's spring analytic-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    parallelism._forEachChunk(count: count, nanosecondsPerElement: 3) { range in
      fillChunk(
        UnsafeBufferPointer(rebasing: times[range]),
        UnsafeMutableBufferPointer(rebasing: outputs[range]), velocity: velocity, from: from,
        to: target, initialVelocity: v0)
    }
  }

  /// The kernel of `fill` over one chunk (outputs.count == times.count).
  @inlinable @inline(__always)
  internal func fillChunk(
    _ times: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
    velocity: Bool,
    from: Double, to target: Double, initialVelocity v0: Double
  ) {
    let count = times.count
    guard count > 0, let input = times.baseAddress, let output = outputs.baseAddress else { return }
    let u0 = from - target
    var beyondRange = SIMD8<UInt64>()
    var index = 0
    if regime == .underdamped {
      while index + 8 <= count {
        var lanes = SIMD8<Double>()
        for lane in 0..<8 { lanes[lane] = input[index + lane] }
        let values = underdampedLaneValues(
          lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
          beyondRange: &beyondRange)
        for lane in 0..<8 { output[index + lane] = values[lane] }
        index += 8
      }
    } else {
      while index + 8 <= count {
        var lanes = SIMD8<Double>()
        for lane in 0..<8 { lanes[lane] = input[index + lane] }
        let values = overdampedLaneValues(
          lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0)
        for lane in 0..<8 { output[index + lane] = values[lane] }
        index += 8
      }
    }
    if index < count {
      var lanes = SIMD8<Double>()
      for lane in 0..<count - index { lanes[lane] = input[index + lane] }
      let values = laneValues(
        lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
        beyondRange: &beyondRange)
      for lane in 0..<count - index { output[index + lane] = values[lane] }
    }
    if beyondRange != SIMD8() {
      recomputePhasesBeyondLaneRange(
        times, outputs, velocity: velocity, from: from, to: target, initialVelocity: v0)
    }
  }

  /// Overwrites the outputs whose phase the lane kernel cannot reduce with the scalar results.
  /// Rare (ω_d·t > 1.6e6 rad), so out of line.
  @usableFromInline @inline(never)
  internal func recomputePhasesBeyondLaneRange(
    _ times: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
    velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double
  ) {
    for (index, time) in times.enumerated() where phaseIsBeyondLaneRange(Double(time)) {
      outputs[index] = Double(
        velocity
          ? self.velocity(at: Double(time), from: from, to: target, initialVelocity: v0)
          : position(at: Double(time), from: from, to: target, initialVelocity: v0))
    }
  }
}
