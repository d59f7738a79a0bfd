/// The loop every eight-lane batch kernel of Kinetics shares: sixteen inputs at a time as two
/// groups of eight (so the processor works on two independent chains at once), then eight, then
/// the scalar function for the last inputs. Nothing is written past `count`.
///
/// The closures are the kernel's; everything is always inlined, so each kernel gets its own
/// specialized loop compiled with the caller's CPU flags (docs/batch.md).
@inlinable @inline(__always)
internal func _eightLaneBatch(
  _ inputs: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
  sixteen: (SIMD8<Double>, SIMD8<Double>) -> (SIMD8<Double>, SIMD8<Double>),
  eight: (SIMD8<Double>) -> SIMD8<Double>,
  scalar: (Double) -> Double
) {
  let count = inputs.count
  var index = 0
  if count >= 8 {
    let source = UnsafeRawPointer(inputs.baseAddress!)
    let destination = UnsafeMutableRawPointer(outputs.baseAddress!)
    let stride = MemoryLayout<Double>.stride
    while index + 16 <= count {
      let offset = index * stride
      let x0 = source.loadUnaligned(fromByteOffset: offset, as: SIMD8<Double>.self)
      let x1 = source.loadUnaligned(fromByteOffset: offset + 64, as: SIMD8<Double>.self)
      let (y0, y1) = sixteen(x0, x1)
      destination.storeBytes(of: y0, toByteOffset: offset, as: SIMD8<Double>.self)
      destination.storeBytes(of: y1, toByteOffset: offset + 64, as: SIMD8<Double>.self)
      index += 16
    }
    while index + 8 <= count {
      let offset = index * stride
      let x = source.loadUnaligned(fromByteOffset: offset, as: SIMD8<Double>.self)
      destination.storeBytes(of: eight(x), toByteOffset: offset, as: SIMD8<Double>.self)
      index += 8
    }
  }
  while index < count {
    outputs[index] = scalar(inputs[index])
    index += 1
  }
}

/// A Float batch through a Double kernel: the inputs are widened to Double in blocks of 512 on the
/// stack, `solve` runs on each block, and each result is rounded to the nearest Float. Widening and
/// narrowing are vectorized conversions over blocks that stay in the L1 cache; a Float copy of a
/// kernel was measured slower (docs/performance-notes.md), and Float arithmetic could
/// not keep the Double result's accuracy.
///
/// - Complexity: O(n); 8 KiB of stack.
@inlinable @inline(__always)
internal func _widenedBatch(
  _ inputs: UnsafeBufferPointer<Float>, _ outputs: UnsafeMutableBufferPointer<Float>,
  solve: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void
) {
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
      solve(
        UnsafeBufferPointer(start: wide, count: length),
        UnsafeMutableBufferPointer(start: solved, count: length))
      let destination = outputs.baseAddress! + start
      for i in 0..<length { destination[i] = Float(solved[i]) }
      start += length
    }
  }
}

/// A new array with `evaluate(inputs, outputs)` written into it: the array forms of the batch
/// calls, over their buffer forms (`outputs` has exactly `inputs.count` elements, all written).
@inlinable @inline(__always)
internal func _arrayBatch<Input, Output>(
  _ inputs: [Input],
  _ evaluate: (UnsafeBufferPointer<Input>, UnsafeMutableBufferPointer<Output>) -> Void
) -> [Output] {
  [Output](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
    inputs.withUnsafeBufferPointer { evaluate($0, buffer) }
    initialized = inputs.count
  }
}

/// What the batch entry points share around their kernel: `BatchError.outputTooShort`
/// when `outputs` has fewer elements than `inputs` (nothing written), then `chunk` over matching
/// slices of both, on the threads `parallelism` allows (`BatchParallelism._forEachChunk`, with the
/// kernel's one-core cost per element).
@inlinable @inline(__always)
internal func _splitBatch<Input, Output>(
  _ inputs: UnsafeBufferPointer<Input>, _ outputs: UnsafeMutableBufferPointer<Output>,
  parallelism: BatchParallelism, nanosecondsPerElement: Int,
  _ chunk: (UnsafeBufferPointer<Input>, UnsafeMutableBufferPointer<Output>) -> Void
) throws(BatchError) {
  guard outputs.count >= inputs.count else {
    throw .outputTooShort(required: inputs.count, actual: outputs.count)
  }
  parallelism._forEachChunk(count: inputs.count, nanosecondsPerElement: nanosecondsPerElement) {
    range in
    chunk(
      UnsafeBufferPointer(rebasing: inputs[range]),
      UnsafeMutableBufferPointer(rebasing: outputs[range]))
  }
}
