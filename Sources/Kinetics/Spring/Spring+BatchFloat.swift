extension Spring {
  /// Positions at many times (Float). Computed in Double lanes (the Double kernel, equal to
  /// `position(at:…)` bit for bit) and rounded once, so each result is exactly
  /// `Float(position(at: Double(t), …))`. `parallelism` as in the Double form.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func positions(
    at times: UnsafeBufferPointer<Float>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Float>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: false, from: from, to: target, initialVelocity: initialVelocity,
      parallelism: parallelism)
  }

  /// Velocities at many times (Float): `Float(velocity(at: Double(t), …))`, computed in Double
  /// lanes and rounded once; `parallelism` as in the Double form.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func velocities(
    at times: UnsafeBufferPointer<Float>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Float>, parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: true, from: from, to: target, initialVelocity: initialVelocity,
      parallelism: parallelism)
  }

  /// Positions at many times (Float), returned as an array. See the buffer form (and its
  /// `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func positions(
    at times: [Float], from: Double, to target: Double, initialVelocity: Double = 0,
    parallelism: BatchParallelism = .automatic
  ) -> [Float] {
    Array(unsafeUninitializedCapacity: times.count) { buffer, initialized in
      times.withUnsafeBufferPointer { input in
        try? fill(
          input, buffer, velocity: false, from: from, to: target, initialVelocity: initialVelocity,
          parallelism: parallelism)
      }
      initialized = times.count
    }
  }

  /// Velocities at many times (Float), returned as an array. See the buffer form (and its
  /// `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func velocities(
    at times: [Float], from: Double, to target: Double, initialVelocity: Double = 0,
    parallelism: BatchParallelism = .automatic
  ) -> [Float] {
    Array(unsafeUninitializedCapacity: times.count) { buffer, initialized in
      times.withUnsafeBufferPointer { input in
        try? fill(
          input, buffer, velocity: true, from: from, to: target, initialVelocity: initialVelocity,
          parallelism: parallelism)
      }
      initialized = times.count
    }
  }

  // Lane by lane conversions, which the optimizer turns into vector conversions; the loops are
  // written out per regime as in the Double kernel.
  @inlinable @inline(__always)
  internal func fill(
    _ times: UnsafeBufferPointer<Float>, _ outputs: UnsafeMutableBufferPointer<Float>,
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
    _ times: UnsafeBufferPointer<Float>, _ outputs: UnsafeMutableBufferPointer<Float>,
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
        for lane in 0..<8 { lanes[lane] = Double(input[index + lane]) }
        let values = underdampedLaneValues(
          lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
          beyondRange: &beyondRange)
        for lane in 0..<8 { output[index + lane] = Float(values[lane]) }
        index += 8
      }
    } else {
      while index + 8 <= count {
        var lanes = SIMD8<Double>()
        for lane in 0..<8 { lanes[lane] = Double(input[index + lane]) }
        let values = overdampedLaneValues(
          lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0)
        for lane in 0..<8 { output[index + lane] = Float(values[lane]) }
        index += 8
      }
    }
    if index < count {
      var lanes = SIMD8<Double>()
      for lane in 0..<count - index { lanes[lane] = Double(input[index + lane]) }
      let values = laneValues(
        lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
        beyondRange: &beyondRange)
      for lane in 0..<count - index { output[index + lane] = Float(values[lane]) }
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
    _ times: UnsafeBufferPointer<Float>, _ outputs: UnsafeMutableBufferPointer<Float>,
    velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double
  ) {
    for (index, time) in times.enumerated() where phaseIsBeyondLaneRange(Double(time)) {
      outputs[index] = Float(
        velocity
          ? self.velocity(at: Double(time), from: from, to: target, initialVelocity: v0)
          : position(at: Double(time), from: from, to: target, initialVelocity: v0))
    }
  }
}
