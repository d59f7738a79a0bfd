@_spi(Testing) import Kinetics
import Testing

/// Cubic-Bézier batches, plain and prepared, Double and Float, split over threads or not: the same
/// bits as on one thread.
@Suite struct ParallelTimingCurveTests {
  let inputs = parallelTestInputs(aboveThresholdCount, in: -0.25...1.25, seed: 0xBE21)
  let curve = try! CubicBezierTimingCurve(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.3)

  @Test func plainBatchesMatchOneThreadBitForBit() {
    let floats = inputs.map(Float.init)
    expectParallelBitsMatchOneThread("plain double") { count, parallelism in
      curve.progress(at: Array(inputs.prefix(count)), parallelism: parallelism).bits
    }
    expectParallelBitsMatchOneThread("plain float") { count, parallelism in
      curve.progress(at: Array(floats.prefix(count)), parallelism: parallelism).bits
    }
  }

  @Test func preparedBatchesMatchOneThreadBitForBit() {
    let prepared = curve.prepared()
    let floats = inputs.map(Float.init)
    expectParallelBitsMatchOneThread("prepared double") { count, parallelism in
      prepared.progress(at: Array(inputs.prefix(count)), parallelism: parallelism).bits
    }
    expectParallelBitsMatchOneThread("prepared float") { count, parallelism in
      prepared.progress(at: Array(floats.prefix(count)), parallelism: parallelism).bits
    }
  }
}
