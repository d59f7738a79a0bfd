extension Spring {
  /// Positions at many times, written into `outputs` (Double): outputs[i] =
  /// position(at: times[i], from:, to:, initialVelocity:).
  ///
  /// Four SIMD lanes at a time with polynomial exponential, sine and cosine; equal to the scalar
  /// results within 2 ulps of the scale max(|target − from|, |initialVelocity|·1 s) (tested over
  /// seeded random inputs in every regime). Times with ω_d·t > 1.6e6 rad take the scalar path.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count (nothing is written).
  /// - Complexity: O(n).
  @inlinable
  public func positions(
    at times: UnsafeBufferPointer<Double>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Double>
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: false, from: from, to: target, initialVelocity: initialVelocity)
  }

  /// Velocities at many times (Double), as `velocity(at:from:to:initialVelocity:)`; within 3 ulps
  /// of max(|initialVelocity|, ω₀·|target − from|) (2 ulps is exceeded in rare cases: the velocity
  /// carries one more rounded product than the position).
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable
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
  @inlinable
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
    while index + 4 <= count {
      let lanes = UnsafeRawPointer(input + index).loadUnaligned(as: SIMD4<Double>.self)
      let values = laneValues(
        lanes, velocity: velocity, target: target, displacement: u0,
        initialVelocity: initialVelocity)
      UnsafeMutableRawPointer(output + index).storeBytes(of: values, as: SIMD4<Double>.self)
      index += 4
    }
    guard index < count else { return }
    var lanes = SIMD4<Double>()
    for lane in 0..<(count - index) { lanes[lane] = input[index + lane] }
    let values = laneValues(
      lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: initialVelocity)
    for lane in 0..<(count - index) { output[index + lane] = values[lane] }
  }

}
