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
  /// ω_d·t > 1.6e6 rad take the scalar path, and so do lanes whose sums overflowed (inputs near
  /// the ends of the Double range, which the scalar path forms on halves or quarters). `parallelism` says which threads the call may use
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
    motionArray(times, velocity: false, from: from, to: target, initialVelocity: initialVelocity, parallelism: parallelism)
  }

  /// Velocities at many times, returned as an array. See the buffer form (and its `parallelism`).
  /// - Complexity: O(n).
  @inlinable
  public func velocities<Element: BatchFloatingPoint>(
    at times: [Element], from: Double, to target: Double, initialVelocity: Double = 0,
    parallelism: BatchParallelism = .automatic
  ) -> [Element] {
    motionArray(times, velocity: true, from: from, to: target, initialVelocity: initialVelocity, parallelism: parallelism)
  }

  /// The body of the array forms of `positions` and `velocities`: `motionBatch` into a new array
  /// of `times.count` elements (`_arrayBatch`; the output is long enough, so it cannot throw).
  @inlinable @inline(__always)
  internal func motionArray<Element: BatchFloatingPoint>(
    _ times: [Element], velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double,
    parallelism: BatchParallelism
  ) -> [Element] {
    _arrayBatch(times) {
      try! motionBatch($0, $1, velocity: velocity, from: from, to: target, initialVelocity: v0, parallelism: parallelism)
    }
  }

  /// The body of `positions` (`velocity == false`) and `velocities`: the output check and the
  /// split across threads (`_splitBatch`), then `fillChunk` on each chunk.
  @inlinable @inline(__always)
  internal func motionBatch<Element: BatchFloatingPoint>(
    _ times: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>,
    velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double,
    parallelism: BatchParallelism
  ) throws(BatchError) {
    // Estimated one-core cost per element, from the bench's spring analytic-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    try _splitBatch(times, outputs, parallelism: parallelism, nanosecondsPerElement: 3) {
      fillChunk($0, $1, velocity: velocity, from: from, to: target, initialVelocity: v0)
    }
  }

  /// The kernel of `positions` and `velocities` over one chunk (outputs.count == times.count),
  /// with the Float strategy of every batch (`_eightLaneBatch`): each time widened to `Double` as
  /// it is loaded into a lane, each result rounded once as it is stored (lane by lane here: these
  /// become vector moves and conversions, where `loadUnaligned` stayed a call).
  ///
  /// Its own loops, written out per regime, not `_eightLaneBatch`: through that loop's closures the
  /// spring's larger kernel stayed a closure call per vector (measured 5–13% slower on the Double
  /// rows, docs/performance-notes.md), and a regime switch inside the loop was not unswitched.
  @inlinable @inline(__always)
  internal func fillChunk<Element: BatchFloatingPoint>(
    _ times: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>,
    velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double
  ) {
    let count = times.count
    guard count > 0, let input = times.baseAddress, let output = outputs.baseAddress else { return }
    let u0 = from - target
    var beyondRange = SIMD8<UInt64>()
    // Lanes within the phase range are finite for every time when the spring's rates and the
    // motion's magnitudes are bounded (`laneValuesStayFinite`, once per chunk); only otherwise does
    // each vector add values·0 into the overflow probe (a multiply and an add per vector, about a
    // twentieth of a 16-sample call, bench row c-api-call-spring/swift-batch-double-n16).
    let probing = !laneValuesStayFinite(target: target, displacement: u0, initialVelocity: v0)
    var overflowProbe = SIMD8<Double>()
    var index = 0
    if regime == .underdamped {
      while index + 8 <= count {
        var lanes = SIMD8<Double>()
        for lane in 0..<8 { lanes[lane] = input[index + lane]._widened }
        let values = underdampedLaneValues(
          lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
          beyondRange: &beyondRange)
        if probing { overflowProbe += values * 0 }
        for lane in 0..<8 { output[index + lane] = Element._rounded(from: values[lane]) }
        index += 8
      }
    } else {
      while index + 8 <= count {
        var lanes = SIMD8<Double>()
        for lane in 0..<8 { lanes[lane] = input[index + lane]._widened }
        let values = overdampedLaneValues(
          lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0)
        if probing { overflowProbe += values * 0 }
        for lane in 0..<8 { output[index + lane] = Element._rounded(from: values[lane]) }
        index += 8
      }
    }
    if index < count {
      var lanes = SIMD8<Double>()
      for lane in 0..<count - index { lanes[lane] = input[index + lane]._widened }
      let values = laneValues(
        lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: v0,
        beyondRange: &beyondRange)
      for lane in 0..<count - index {
        if probing { overflowProbe[lane] += values[lane] * 0 }
        output[index + lane] = Element._rounded(from: values[lane])
      }
    }
    // Every probe lane is ±0 or NaN, so its magnitude's bits are 0 exactly where no value overflowed:
    // one test of both flags by vector ors. `overflowProbe.sum().isNaN` gave the same answer
    // through seven dependent scalar additions after the loop, and `beyondRange != SIMD8()` was a
    // lane-by-lane loop through memory: together about a tenth of a 16-sample call (bench row
    // c-api-call-spring/swift-batch-double-n16).
    if probing {
      beyondRange |= unsafeBitCast(overflowProbe, to: SIMD8<UInt64>.self) & SIMD8(repeating: ~(1 << 63))
    }
    if _anyBitSet(beyondRange) {
      recomputeWithTheScalarPath(times, outputs, velocity: velocity, from: from, to: target, initialVelocity: v0)
    }
  }

  /// Overwrites with the scalar results the outputs the lane kernel cannot give: phases beyond
  /// its reduction range (ω_d·t > 1.6e6 rad), and ±∞ or NaN, where a lane's sum overflowed
  /// although the motion may not (the scalar path forms it on halves or quarters, `onQuarters`),
  /// so the batch keeps its promise of the scalar's bits. Rare (the kernels only flag lanes, the
  /// overflow by adding `values · 0`, NaN exactly for a non-finite lane, into one probe vector,
  /// for the motions `laneValuesStayFinite` cannot bound), so out of line (specialized here for
  /// `Double` and `Float`).
  @usableFromInline @inline(never)
  @_specialize(where Element == Double)
  @_specialize(where Element == Float)
  internal func recomputeWithTheScalarPath<Element: BatchFloatingPoint>(
    _ times: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>,
    velocity: Bool, from: Double, to target: Double, initialVelocity v0: Double
  ) {
    for (index, time) in times.enumerated()
    where phaseIsBeyondLaneRange(time._widened) || !outputs[index].isFinite {
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
