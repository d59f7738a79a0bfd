extension CubicBezierTimingCurve {
  /// Writes `progress(at: inputs[i])` into `outputs[i]` for every i, sixteen inputs at a time in
  /// two groups of eight SIMD lanes (then eight, then four).
  ///
  /// Method: the scalar algorithm of `progress(at:)`, lane by lane with masks: each lane picks its
  /// half of the curve and its table cell (loaded in two 16-byte halves; the rows are transposed
  /// into coefficient vectors), takes the same first guess, the same Newton step and the same
  /// convergence test. A lane that fails the test (or whose input is outside (0, 1)) is computed
  /// again by the scalar function, which takes its slow path. Curves with P1 and P2 on the
  /// diagonal, and the last inputs that do not fill four lanes, go through the scalar function.
  ///
  /// Accuracy: the same operations in the same order as the scalar path, so every output equals
  /// `progress(at:)` of its input (tested over seeded random inputs to be within 2 ulp).
  ///
  /// Always inlined, so the kernel is compiled with the CPU flags of the caller's target (one zmm
  /// register per eight lanes with AVX-512, two ymm with AVX2; see shared/DESIGN.md §6).
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`; nothing
  ///   is written then.
  /// - Complexity: O(n).
  @inlinable @inline(__always)
  public func progress(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>
  ) throws(BatchError) {
    guard outputs.count >= inputs.count else {
      throw .outputTooShort(required: inputs.count, actual: outputs.count)
    }
    let count = inputs.count
    var index = 0
    if !isIdentity, count >= 4 {
      let source = UnsafeRawPointer(inputs.baseAddress!)
      let destination = UnsafeMutableRawPointer(outputs.baseAddress!)
      solverTable.withUnsafeBufferPointer { rows in
        while index + 16 <= count {
          let offset = index * MemoryLayout<Double>.stride
          let x0 = source.loadUnaligned(fromByteOffset: offset, as: SIMD8<Double>.self)
          let x1 = source.loadUnaligned(fromByteOffset: offset + 64, as: SIMD8<Double>.self)
          let (y0, y1) = progressLanes(x0, x1, rows: rows)
          destination.storeBytes(of: y0, toByteOffset: offset, as: SIMD8<Double>.self)
          destination.storeBytes(of: y1, toByteOffset: offset + 64, as: SIMD8<Double>.self)
          index += 16
        }
        while index + 8 <= count {
          let offset = index * MemoryLayout<Double>.stride
          let x = source.loadUnaligned(fromByteOffset: offset, as: SIMD8<Double>.self)
          destination.storeBytes(
            of: progressLanes(x, rows: rows), toByteOffset: offset, as: SIMD8<Double>.self)
          index += 8
        }
        while index + 4 <= count {
          let offset = index * MemoryLayout<Double>.stride
          let x = source.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
          destination.storeBytes(
            of: progressLanes(x, rows: rows), toByteOffset: offset, as: SIMD4<Double>.self)
          index += 4
        }
      }
    }
    while index < count {
      outputs[index] = progress(at: inputs[index])
      index += 1
    }
  }

  /// Writes `Float(progress(at: Double(inputs[i])))` into `outputs[i]` for every i: the inputs are
  /// widened to Double in blocks of 512 on the stack, solved by the Double batch kernel (sixteen,
  /// then eight, then four inputs at a time in SIMD lanes), and each result is rounded to the
  /// nearest Float, so each output is the Float nearest to the scalar Double result.
  ///
  /// Through the Double kernel rather than a Float copy of it: the Swift optimizer left the
  /// two-group kernel out of line in a Float copy (a call per sixteen inputs, 4.9 ns per input
  /// against 3.7 for Double); the widening and narrowing passes are vectorized conversions over
  /// blocks that stay in the L1 cache (docs/timing-curves.md, "Fifth round").
  ///
  /// - Throws: `BatchError.outputTooShort` when `outputs` has fewer elements than `inputs`; nothing
  ///   is written then.
  /// - Complexity: O(n); 8 KiB of stack.
  @inlinable @inline(__always)
  public func progress(
    at inputs: UnsafeBufferPointer<Float>, into outputs: UnsafeMutableBufferPointer<Float>
  ) throws(BatchError) {
    guard outputs.count >= inputs.count else {
      throw .outputTooShort(required: inputs.count, actual: outputs.count)
    }
    let count = inputs.count
    guard count > 0 else { return }
    let block = 512
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * block) { buffer in
      let wide = buffer.baseAddress!
      let solved = wide + block
      var start = 0
      while start < count {
        let length = Swift.min(block, count - start)
        let source = inputs.baseAddress! + start
        for i in 0..<length { wide[i] = Double(source[i]) }
        try! progress(
          at: UnsafeBufferPointer(start: wide, count: length),
          into: UnsafeMutableBufferPointer(start: solved, count: length))
        let destination = outputs.baseAddress! + start
        for i in 0..<length { destination[i] = Float(solved[i]) }
        start += length
      }
    }
  }

  /// The progress at each input of `inputs`, computed in SIMD lanes.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func progress(at inputs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
      inputs.withUnsafeBufferPointer { try! progress(at: $0, into: buffer) }
      initialized = inputs.count
    }
  }

  /// The progress at each input of `inputs`, computed in Double in SIMD lanes and rounded to Float.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func progress(at inputs: [Float]) -> [Float] {
    [Float](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
      inputs.withUnsafeBufferPointer { try! progress(at: $0, into: buffer) }
      initialized = inputs.count
    }
  }
}
