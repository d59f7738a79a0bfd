extension Spring {
  /// Positions at many times (Float). Computed in Double lanes and rounded once, so each result is
  /// within 1 Float ulp of the scale of `Float(position(at: Double(t), …))`.
  /// - Throws: `BatchError.outputTooShort` when outputs.count < times.count.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
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
  @inlinable @inline(__always)
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

  @inlinable @inline(__always)
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
    // vector code. Two independent vectors per iteration, as in the Double kernel.
    while index + 8 <= count {
      var first = SIMD4<Double>()
      var second = SIMD4<Double>()
      for lane in 0..<4 {
        first[lane] = Double(input[index + lane])
        second[lane] = Double(input[index + 4 + lane])
      }
      let firstValues = laneValues(
        first, velocity: velocity, target: target, displacement: u0,
        initialVelocity: initialVelocity)
      let secondValues = laneValues(
        second, velocity: velocity, target: target, displacement: u0,
        initialVelocity: initialVelocity)
      for lane in 0..<4 {
        output[index + lane] = Float(firstValues[lane])
        output[index + 4 + lane] = Float(secondValues[lane])
      }
      index += 8
    }
    while index < count {
      let width = min(4, count - index)
      var lanes = SIMD4<Double>()
      for lane in 0..<width { lanes[lane] = Double(input[index + lane]) }
      let values = laneValues(
        lanes, velocity: velocity, target: target, displacement: u0,
        initialVelocity: initialVelocity)
      for lane in 0..<width { output[index + lane] = Float(values[lane]) }
      index += width
    }
  }
}
