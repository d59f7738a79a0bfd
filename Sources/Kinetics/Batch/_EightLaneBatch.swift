/// The three evaluations of an eight-lane batch kernel that `_eightLaneBatch` runs: sixteen inputs
/// as two groups of eight, eight inputs, and one input (the scalar function), each given the rows
/// (tables) the kernel reads.
///
/// Methods of the kernel's own value rather than closures: `_eightLaneBatch` is called from generic
/// chunk functions (`_CubicBezierBatchKernel`), and there closures were specialized as functions
/// of their own and called once per vector, while always-inlined methods of a specialized generic
/// type are inlined into the loop, on the value as it was passed (not a copy)
/// (docs/performance-notes.md).
///
/// Not API: public only because `_CubicBezierBatchKernel` refines it.
public protocol _EightLaneKernel {
  /// The kernel on sixteen inputs, two independent groups of eight.
  func _lanes(
    _ x0: SIMD8<Double>, _ x1: SIMD8<Double>, rows: UnsafeRawPointer
  ) -> (SIMD8<Double>, SIMD8<Double>)
  /// The kernel on eight inputs.
  func _lanes(_ x: SIMD8<Double>, rows: UnsafeRawPointer) -> SIMD8<Double>
  /// The scalar function, for the last inputs.
  func _scalar(_ x: Double) -> Double
}

/// The loop every eight-lane batch kernel of Kinetics shares: sixteen inputs at a time as two
/// groups of eight (so the processor works on two independent chains at once), then eight, then
/// the scalar function for the last inputs. Nothing is written past `inputs.count`.
///
/// The one Float strategy (docs/architecture.md, "Conventions"): the kernel computes in `Double`;
/// each input is widened exactly as it is loaded into a lane and each result is rounded once as it
/// is stored (`BatchFloatingPoint._widenedLanes`, `_storeRounded`), so a `Float` output is the
/// `Double` result rounded once. The conversions compile to vector conversions inside this loop
/// (no second pass over memory).
///
/// Everything is always inlined, so each kernel gets its own specialized loop compiled with the
/// caller's CPU flags (docs/batch.md).
@inlinable @inline(__always)
internal func _eightLaneBatch<Element: BatchFloatingPoint, Kernel: _EightLaneKernel>(
  _ inputs: UnsafeBufferPointer<Element>, _ outputs: UnsafeMutableBufferPointer<Element>,
  kernel: Kernel, rows: UnsafeRawPointer
) {
  let count = inputs.count
  guard count > 0, let source = inputs.baseAddress, let destination = outputs.baseAddress else {
    return
  }
  var index = 0
  while index + 16 <= count {
    let (y0, y1) = kernel._lanes(
      Element._widenedLanes(source + index), Element._widenedLanes(source + index + 8), rows: rows)
    Element._storeRounded(y0, to: destination + index)
    Element._storeRounded(y1, to: destination + index + 8)
    index += 16
  }
  while index + 8 <= count {
    Element._storeRounded(
      kernel._lanes(Element._widenedLanes(source + index), rows: rows), to: destination + index)
    index += 8
  }
  while index < count {
    destination[index] = Element._rounded(from: kernel._scalar(source[index]._widened))
    index += 1
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

/// `_splitBatch` for a kernel with two bodies: `onCallingThread` runs the whole batch when it stays
/// on the calling thread (inlined into the caller, so a one-thread batch pays no call), `chunk`
/// runs each chunk of a batch split across threads. Both must compute the same bits.
@inlinable @inline(__always)
internal func _splitBatch<Input, Output>(
  _ inputs: UnsafeBufferPointer<Input>, _ outputs: UnsafeMutableBufferPointer<Output>,
  parallelism: BatchParallelism, nanosecondsPerElement: Int,
  onCallingThread: (UnsafeBufferPointer<Input>, UnsafeMutableBufferPointer<Output>) -> Void,
  chunk: (UnsafeBufferPointer<Input>, UnsafeMutableBufferPointer<Output>) -> Void
) throws(BatchError) {
  guard outputs.count >= inputs.count else {
    throw .outputTooShort(required: inputs.count, actual: outputs.count)
  }
  guard
    !parallelism._runsOnCallingThread(
      count: inputs.count, nanosecondsPerElement: nanosecondsPerElement)
  else { return onCallingThread(inputs, outputs) }
  parallelism._runChunks(count: inputs.count) { range in
    chunk(
      UnsafeBufferPointer(rebasing: inputs[range]),
      UnsafeMutableBufferPointer(rebasing: outputs[range]))
  }
}
