import Kinetics
import Testing

/// `CubicBezierTimingCurve.progress(at:into:)` against `progress(at:)`, input by input.
@Suite struct TimingCurveBatchAgreementTests {
  /// Random curves (x1, x2 in [0, 1], y1, y2 in [−1, 2]) plus the named ones, inputs in
  /// [−0.25, 1.25] (extrapolated ends included): Double batch within 2 ulp of max(1, |y|) of the
  /// scalar result, for every count 0…17, nothing written past the count.
  @Test func doubleBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x7151)
    var curves: [CubicBezierTimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    for _ in 0..<12 {
      curves.append(
        try CubicBezierTimingCurve(
          x1: random.uniform(in: 0...1), y1: random.uniform(in: -1...2),
          x2: random.uniform(in: 0...1), y2: random.uniform(in: -1...2)))
    }
    for curve in curves {
      let inputs = (0..<17).map { _ in random.uniform(in: -0.25...1.25) }
      for count in batchCounts {
        let (outputs, untouched) = try runBatch(inputs, count: count) { (source, target) throws(BatchError) in
          try curve.progress(at: source, into: target)
        }
        #expect(untouched, "count \(count)")
        for (x, y) in zip(inputs, outputs) {
          let scalar = curve.progress(at: x)
          #expect(agrees(y, scalar, ulps: 2, of: max(1, abs(scalar))), "\(curve) x \(x)")
        }
      }
    }
  }

  /// Float batch within 2 Float ulp of max(1, |y|) of Float(progress(at: Double(x))).
  @Test func floatBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x7152)
    for _ in 0..<12 {
      let curve = try CubicBezierTimingCurve(
        x1: random.uniform(in: 0...1), y1: random.uniform(in: -1...2),
        x2: random.uniform(in: 0...1), y2: random.uniform(in: -1...2))
      let inputs = (0..<17).map { _ in Float(random.uniform(in: -0.25...1.25)) }
      for count in batchCounts {
        let (outputs, untouched) = try runBatch(inputs, count: count) { (source, target) throws(BatchError) in
          try curve.progress(at: source, into: target)
        }
        #expect(untouched, "count \(count)")
        for (x, y) in zip(inputs, outputs) {
          let scalar = Float(curve.progress(at: Double(x)))
          #expect(agrees(y, scalar, ulps: 2, of: max(1, abs(scalar))), "\(curve) x \(x)")
        }
      }
    }
  }

  /// A short output buffer is refused before anything is written.
  @Test func shortOutputThrowsAndWritesNothing() {
    let inputs: [Double] = [0.1, 0.2, 0.3, 0.4, 0.5]
    var outputs = [Double](repeating: batchSentinel, count: 4)
    var thrown: BatchError?
    inputs.withUnsafeBufferPointer { source in
      outputs.withUnsafeMutableBufferPointer { target in
        do throws(BatchError) { try CubicBezierTimingCurve.easeIn.progress(at: source, into: target) } catch {
          thrown = error
        }
      }
    }
    #expect(thrown == .outputTooShort(required: 5, actual: 4))
    #expect(outputs.allSatisfy { $0 == batchSentinel })
  }
}
