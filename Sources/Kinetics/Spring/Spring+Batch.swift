extension Spring {
  /// Positions at many times, written into `outputs` (Double): outputs[i] =
  /// position(at: times[i], from:, to:, initialVelocity:).
  ///
  /// Eight times per iteration in two `SIMD4<Double>` vectors, with `_SpringLaneMath`'s exponential,
  /// sine and cosine; inlined into the caller, so it uses the caller's CPU flags (AVX2, AVX-512
  /// where the executable is built for them; see docs/batch.md). Equal to the scalar
  /// results within 2 ulps of the scale max(|target − from|, |initialVelocity|·1 s) (tested over
  /// seeded random inputs in every regime). Times with ω_d·t > 1.6e6 rad take the scalar path.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count (nothing is written).
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func positions(
    at times: UnsafeBufferPointer<Double>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Double>
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: false, from: from, to: target, initialVelocity: initialVelocity)
  }

  /// Velocities at many times (Double), as `velocity(at:from:to:initialVelocity:)`; within 2 ulps
  /// of max(|initialVelocity|, ω₀·|target − from|) (tested over seeded random springs and times).
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func velocities(
    at times: UnsafeBufferPointer<Double>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Double>
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: true, from: from, to: target, initialVelocity: initialVelocity)
  }

  /// Positions at many times (Double), returned as an array. See the buffer form.
  /// - Complexity: O(n).
  @inlinable
  public func positions(
    at times: [Double], from: Double, to target: Double, initialVelocity: Double = 0
  ) -> [Double] {
    Array(unsafeUninitializedCapacity: times.count) { buffer, initialized in
      times.withUnsafeBufferPointer { input in
        try? fill(
          input, buffer, velocity: false, from: from, to: target, initialVelocity: initialVelocity)
      }
      initialized = times.count
    }
  }

  /// Velocities at many times (Double), returned as an array. See the buffer form.
  /// - Complexity: O(n).
  @inlinable
  public func velocities(
    at times: [Double], from: Double, to target: Double, initialVelocity: Double = 0
  ) -> [Double] {
    Array(unsafeUninitializedCapacity: times.count) { buffer, initialized in
      times.withUnsafeBufferPointer { input in
        try? fill(
          input, buffer, velocity: true, from: from, to: target, initialVelocity: initialVelocity)
      }
      initialized = times.count
    }
  }

  // The loops are written out in each `fill` (no load/store closures): a shared helper taking
  // closures was measured not to inline, costing two indirect calls per vector.
  @inlinable @inline(__always)
  internal func fill(
    _ times: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
    velocity: Bool,
    from: Double, to target: Double, initialVelocity: Double
  ) throws(BatchError) {
    let count = times.count
    guard outputs.count >= count else {
      throw .outputTooShort(required: count, actual: outputs.count)
    }
    guard count > 0, let input = times.baseAddress, let output = outputs.baseAddress else { return }
    let u0 = from - target
    var index = 0
    // Two independent vectors per iteration: each evaluation is a long chain of dependent
    // multiply-adds, and the second vector fills the pipeline while the first waits.
    while index + 8 <= count {
      let first = UnsafeRawPointer(input + index).loadUnaligned(as: SIMD4<Double>.self)
      let second = UnsafeRawPointer(input + index + 4).loadUnaligned(as: SIMD4<Double>.self)
      let firstValues = laneValues(
        first, velocity: velocity, target: target, displacement: u0,
        initialVelocity: initialVelocity)
      let secondValues = laneValues(
        second, velocity: velocity, target: target, displacement: u0,
        initialVelocity: initialVelocity)
      UnsafeMutableRawPointer(output + index).storeBytes(of: firstValues, as: SIMD4<Double>.self)
      UnsafeMutableRawPointer(output + index + 4).storeBytes(
        of: secondValues, as: SIMD4<Double>.self)
      index += 8
    }
    while index < count {
      let width = min(4, count - index)
      var lanes = SIMD4<Double>()
      for lane in 0..<width { lanes[lane] = input[index + lane] }
      let values = laneValues(
        lanes, velocity: velocity, target: target, displacement: u0,
        initialVelocity: initialVelocity)
      for lane in 0..<width { output[index + lane] = values[lane] }
      index += width
    }
  }
}
