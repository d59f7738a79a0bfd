@_spi(Testing) import Kinetics
import Testing

/// `steps()` and `linear()` batch calls equal their scalar calls, split over threads or not.
@Suite struct ParallelTimingFunctionTests {
  let inputs = parallelTestInputs(aboveThresholdCount, in: -0.5...1.5, seed: 0x57E9)
  let steps = try! StepsTimingFunction(count: 7, position: .jumpBoth)
  let linear = try! LinearTimingFunction([
    .init(0), .init(0.8, input: 0.3), .init(0.6, input: 0.5, secondInput: 0.6), .init(1),
  ])

  @Test func batchProgressEqualsTheScalarCallBitForBit() throws {
    let input = Array(inputs.prefix(4099)) + [.nan, .infinity, -.infinity, 1e300]
    #expect(steps.progress(at: input).bits == input.map { steps.progress(at: $0) }.bits)
    #expect(linear.progress(at: input).bits == input.map { linear.progress(at: $0) }.bits)
  }

  @Test func batchProgressMatchesOneThreadBitForBit() {
    expectParallelBitsMatchOneThread("steps") { count, parallelism in
      steps.progress(at: Array(inputs.prefix(count)), parallelism: parallelism).bits
    }
    expectParallelBitsMatchOneThread("linear") { count, parallelism in
      linear.progress(at: Array(inputs.prefix(count)), parallelism: parallelism).bits
    }
  }

  @Test func aShortOutputBufferThrowsAndWritesNothing() {
    var outputs = [Double](repeating: -7, count: 2)
    inputs.prefix(3).withUnsafeBufferPointer { input in
      outputs.withUnsafeMutableBufferPointer { output in
        #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
          try steps.progress(at: input, into: output)
        }
        #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
          try linear.progress(at: input, into: output)
        }
      }
    }
    #expect(outputs == [-7, -7])
  }
}
