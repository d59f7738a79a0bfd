@_spi(Testing) import Kinetics
import Testing

/// Counts around the 64-element chunk boundaries (for up to three chunks and uneven splits),
/// an empty batch, and one longer batch.
let chunkBoundaryCounts = [0, 1, 63, 64, 65, 127, 128, 129, 191, 192, 193, 255, 257, 1000, 4099]

/// A count above the real threshold (100 µs) for every kernel (1 ns per element or more), run
/// with `.automatic` itself.
let aboveThresholdCount = 131_089

/// The thread limits the tests compare against one thread, all with the work threshold at 0 so
/// that small batches split: a limit of 1, 2 and 3 (with 3 processors assumed, so 3 chunks even
/// on a 2-core machine), and automatic on the machine's processors and on 5 assumed ones.
let testParallelisms: [BatchParallelism] = [
  ._testing(threadLimit: 1),
  ._testing(threadLimit: 2, assumedProcessors: 3),
  ._testing(threadLimit: 3, assumedProcessors: 3),
  ._testing(threadLimit: 0),
  ._testing(threadLimit: 0, assumedProcessors: 5),
]

/// Checks that `evaluate(count, parallelism)` gives the bit patterns of
/// `evaluate(count, .singleThread)` for every chunk-boundary count and test parallelism, and for
/// `aboveThresholdCount` with `.automatic`.
func expectParallelBitsMatchOneThread(
  _ kernel: String, _ evaluate: (Int, BatchParallelism) -> [UInt64],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for count in chunkBoundaryCounts {
    let expected = evaluate(count, .singleThread)
    #expect(expected.count >= count, "\(kernel): n = \(count)", sourceLocation: sourceLocation)
    for parallelism in testParallelisms {
      #expect(
        evaluate(count, parallelism) == expected, "\(kernel): n = \(count), \(parallelism)",
        sourceLocation: sourceLocation)
    }
  }
  #expect(
    evaluate(aboveThresholdCount, .automatic) == evaluate(aboveThresholdCount, .singleThread),
    "\(kernel): n = \(aboveThresholdCount), automatic", sourceLocation: sourceLocation)
}

/// Seeded inputs in `range`, with exact 0 and 1 sprinkled in (the kernels' endpoint cases).
func parallelTestInputs(_ count: Int, in range: ClosedRange<Double>, seed: UInt64) -> [Double] {
  var state = seed
  return (0..<count).map { index in
    if index % 97 == 5 { return 0 }
    if index % 89 == 7 { return 1 }
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return range.lowerBound + (range.upperBound - range.lowerBound) * Double(state >> 11) / 0x1p53
  }
}

/// Runs a batch call on the first `count` inputs into a fresh output buffer.
func batchOutputs<Input, Output>(
  _ inputs: [Input], count: Int, zero: Output,
  _ fill: (UnsafeBufferPointer<Input>, UnsafeMutableBufferPointer<Output>) throws -> Void
) -> [Output] {
  var outputs = [Output](repeating: zero, count: count)
  inputs.withUnsafeBufferPointer { all in
    outputs.withUnsafeMutableBufferPointer { target in
      try! fill(UnsafeBufferPointer(rebasing: all[0..<count]), target)
    }
  }
  return outputs
}

extension Array where Element == Double {
  var bits: [UInt64] { map(\.bitPattern) }
}

extension Array where Element == Float {
  var bits: [UInt64] { map { UInt64($0.bitPattern) } }
}

extension Array where Element: SIMD, Element.Scalar == Double {
  /// The bit patterns of every lane, vector after vector.
  var bits: [UInt64] { flatMap { vector in vector.indices.map { vector[$0].bitPattern } } }
}

extension Array where Element: SIMD, Element.Scalar == Float {
  /// The bit patterns of every lane, vector after vector.
  var bits: [UInt64] { flatMap { vector in vector.indices.map { UInt64(vector[$0].bitPattern) } } }
}
