extension Spring {
  /// Positions at many times (Float). Computed in Double lanes and rounded once, so each result is
  /// within 1 Float ulp of the scale of `Float(position(at: Double(t), …))`.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable
  public func positions(
    at times: UnsafeBufferPointer<Float>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Float>
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: false, from: from, to: target, initialVelocity: initialVelocity)
  }

  /// Velocities at many times (Float), computed in Double lanes and rounded once.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable
  public func velocities(
    at times: UnsafeBufferPointer<Float>, from: Double, to target: Double,
    initialVelocity: Double = 0,
    into outputs: UnsafeMutableBufferPointer<Float>
  ) throws(BatchError) {
    try fill(
      times, outputs, velocity: true, from: from, to: target, initialVelocity: initialVelocity)
  }

  /// Positions at many times (Float), returned as an array. See the buffer form.
  /// - Complexity: O(n).
  @inlinable
  public func positions(
    at times: [Float], from: Double, to target: Double, initialVelocity: Double = 0
  ) -> [Float] {
    Array(unsafeUninitializedCapacity: times.count) { buffer, initialized in
      times.withUnsafeBufferPointer { input in
        try? fill(
          input, buffer, velocity: false, from: from, to: target, initialVelocity: initialVelocity)
      }
      initialized = times.count
    }
  }

  /// Velocities at many times (Float), returned as an array. See the buffer form.
  /// - Complexity: O(n).
  @inlinable
  public func velocities(
    at times: [Float], from: Double, to target: Double, initialVelocity: Double = 0
  ) -> [Float] {
    Array(unsafeUninitializedCapacity: times.count) { buffer, initialized in
      times.withUnsafeBufferPointer { input in
        try? fill(
          input, buffer, velocity: true, from: from, to: target, initialVelocity: initialVelocity)
      }
      initialized = times.count
    }
  }

  @inlinable
  internal func fill(
    _ times: UnsafeBufferPointer<Float>, _ outputs: UnsafeMutableBufferPointer<Float>,
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
    // Lane by lane conversions: the generic SIMD conversion initializers are not specialized into
    // vector code.
    while index + 4 <= count {
      let lanes = SIMD4(
        Double(input[index]), Double(input[index + 1]), Double(input[index + 2]),
        Double(input[index + 3]))
      let values = laneValues(
        lanes, velocity: velocity, target: target, displacement: u0,
        initialVelocity: initialVelocity)
      output[index] = Float(values[0])
      output[index + 1] = Float(values[1])
      output[index + 2] = Float(values[2])
      output[index + 3] = Float(values[3])
      index += 4
    }
    guard index < count else { return }
    var lanes = SIMD4<Double>()
    for lane in 0..<(count - index) { lanes[lane] = Double(input[index + lane]) }
    let values = laneValues(
      lanes, velocity: velocity, target: target, displacement: u0, initialVelocity: initialVelocity)
    for lane in 0..<(count - index) { output[index + lane] = Float(values[lane]) }
  }
}
