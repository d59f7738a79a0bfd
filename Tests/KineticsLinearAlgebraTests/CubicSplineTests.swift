import Kinetics
import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

@Suite struct CubicSplineTests {
  /// Random non-uniform keys: widths in [0.05, 1.05), values in [−50, 50).
  static func randomKeys(keys: Int, channels: Int, seed: UInt64) -> ([Double], [[Double]]) {
    var generator = SplitMix64(seed: seed)
    var times = [0.0]
    for _ in 1..<keys { times.append(times.last! + 0.05 + generator.nextUnit()) }
    let values = (0..<keys).map { _ in (0..<channels).map { _ in generator.nextUnit() * 100 - 50 } }
    return (times, values)
  }

  @Test(arguments: [
    SplineBoundary.natural, .notAKnot, .clamped(startSlopes: [1, 0, -2], endSlopes: [0, 3, 1]),
  ])
  func passesThroughEveryKeyWithContinuousSecondDerivative(boundary: SplineBoundary) throws {
    let (times, values) = Self.randomKeys(keys: 30, channels: 3, seed: 11)
    let spline = try CubicSpline(keyTimes: times, values: values, boundary: boundary)
    for (key, time) in times.enumerated() {
      for channel in 0..<3 {
        // Values are |y| < 50: the key is met to rounding, 1e-12 absolute.
        #expect(abs(spline.value(at: time, channel: channel) - values[key][channel]) < 1e-12)
        // Both sides' cubics agree at an interior key (C¹ and C²), to rounding of the solve:
        // derivatives are O(100) and second derivatives O(10⁴) here.
        guard key > 0, key < times.count - 1 else { continue }
        let before = time.nextDown
        #expect(
          abs(spline.derivative(at: before, channel: channel) - spline.derivative(at: time, channel: channel))
            < 1e-9)
        #expect(
          abs(
            spline.secondDerivative(at: before, channel: channel)
              - spline.secondDerivative(at: time, channel: channel))
            < 1e-7)
      }
    }
  }

  @Test func naturalEndsHaveZeroCurvatureAndClampedEndsHaveTheGivenSlopes() throws {
    let (times, values) = Self.randomKeys(keys: 8, channels: 2, seed: 3)
    let natural = try CubicSpline(keyTimes: times, values: values, boundary: .natural)
    let clamped = try CubicSpline(
      keyTimes: times, values: values, boundary: .clamped(startSlopes: [2, -1], endSlopes: [0.5, 4]))
    for channel in 0..<2 {
      // Curvatures are O(10³) inside; the ends are exactly 0 in exact arithmetic: 1e-10 absolute.
      #expect(abs(natural.secondDerivative(at: times.first!, channel: channel)) < 1e-10)
      #expect(abs(natural.secondDerivative(at: times.last!, channel: channel)) < 1e-10)
    }
    #expect(abs(clamped.derivative(at: times.first!, channel: 0) - 2) < 1e-11)
    #expect(abs(clamped.derivative(at: times.last!, channel: 1) - 4) < 1e-11)
  }

  @Test func notAKnotReproducesACubicExactly() throws {
    // A single cubic is its own not-a-knot spline; natural would not be (its ends curve).
    let cubic = { (t: Double) in 2 - t + 0.5 * t * t - 0.25 * t * t * t }
    let times = [0, 0.4, 1.1, 1.5, 2.7, 3]
    let spline = try CubicSpline(keyTimes: times, values: times.map { [cubic($0)] }, boundary: .notAKnot)
    for step in 0...60 {
      let t = Double(step) * 0.05
      // |cubic| < 10 on [0, 3]: rounding only, 1e-12 absolute.
      #expect(abs(spline.value(at: t, channel: 0) - cubic(t)) < 1e-12)
    }
  }

  @Test func batchEqualsScalarBitForBit() throws {
    let (times, values) = Self.randomKeys(keys: 20, channels: 5, seed: 99)
    let spline = try CubicSpline(keyTimes: times, values: values, boundary: .notAKnot)
    var generator = SplitMix64(seed: 5)
    // 103 times (not a multiple of 4, to reach the tail), unsorted, some outside the keys.
    let samples = (0..<103).map { _ in generator.nextUnit() * (times.last! + 2) - 1 }
    let batch = spline.values(at: samples)
    for channel in 0..<5 {
      for (index, t) in samples.enumerated() {
        #expect(batch[channel][index] == spline.value(at: t, channel: channel))
      }
    }
  }

  @Test func matrixProductAgreesWithScalarForSortedAndUnsortedTimes() throws {
    let (times, values) = Self.randomKeys(keys: 15, channels: 24, seed: 17)
    let spline = try CubicSpline(keyTimes: times, values: values)
    var generator = SplitMix64(seed: 8)
    let unsorted = (0..<257).map { _ in generator.nextUnit() * times.last! }
    for samples in [unsorted, unsorted.sorted()] {
      let product = spline.valuesByMatrixProduct(at: samples)
      for channel in 0..<24 {
        for (index, t) in samples.enumerated() {
          // The power sum instead of Horner: a few ulps of the coefficients (|c| ≲ 100): 1e-12.
          #expect(abs(product[channel][index] - spline.value(at: t, channel: channel)) < 1e-12)
        }
      }
    }
  }

  @Test func batchRejectsShortOutputBuffers() throws {
    let spline = try CubicSpline(keyTimes: [0, 1], values: [[0, 0], [1, 2]])
    let times: [Double] = [0, 0.5, 1]
    var outputs = [Double](repeating: 0, count: 5)
    times.withUnsafeBufferPointer { input in
      outputs.withUnsafeMutableBufferPointer { output in
        #expect(throws: BatchError.outputTooShort(required: 6, actual: 5)) {
          try spline.values(at: input, into: output)
        }
        #expect(throws: BatchError.outputTooShort(required: 6, actual: 5)) {
          try spline.valuesByMatrixProduct(at: input, into: output)
        }
      }
    }
  }

  @Test(arguments: [SplineBoundary.natural, .notAKnot, .periodic])
  func widelyVaryingKeyWidthsStayAccurate(boundary: SplineBoundary) throws {
    // Widths 1 and 1e-6 side by side: the systems stay diagonally dominant, so all solvers agree
    // and the keys are met; the moments are O(1e6) here, values O(1).
    let times = [0, 1, 1 + 1e-6, 2, 2 + 1e-6, 3]
    let values: [[Double]] = [[0], [1], [1.000001], [0.5], [0.5], [0]]
    let reference = try CubicSpline(keyTimes: times, values: values, boundary: boundary, solver: .dgtsv)
    for solver in [SplineSolver.automatic, .thomas] {
      let spline = try CubicSpline(keyTimes: times, values: values, boundary: boundary, solver: solver)
      for step in 0...60 {
        let t = Double(step) * 0.05
        // Solvers differ by rounding only: 1e-9 absolute on values O(1) (cond ~ 1e6).
        #expect(abs(spline.value(at: t, channel: 0) - reference.value(at: t, channel: 0)) < 1e-9)
      }
    }
    for (time, row) in zip(times, values) {
      // Keys are met to rounding of values O(1): 1e-12 (the last key via u = 1).
      #expect(abs(reference.value(at: time, channel: 0) - row[0]) < 1e-12)
    }
  }

  @Test func twoKeysGiveAStraightLine() throws {
    let spline = try CubicSpline(keyTimes: [1, 3], values: [[2], [6]])
    #expect(spline.value(at: 2, channel: 0) == 4)
    #expect(spline.derivative(at: 2.5, channel: 0) == 2)
  }

  @Test func invalidInputIsATypedError() {
    func rejects(
      _ times: [Double], _ values: [[Double]], _ boundary: SplineBoundary = .natural,
      solver: SplineSolver = .automatic, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(throws: LinearAlgebraError.self, sourceLocation: sourceLocation) {
        try CubicSpline(keyTimes: times, values: values, boundary: boundary, solver: solver)
      }
    }
    rejects([0], [[1]])
    rejects([0, 0], [[1], [2]])
    rejects([1, 0], [[1], [2]])
    rejects([0, .nan], [[1], [2]])
    rejects([0, .infinity], [[1], [2]])
    rejects([0, 1], [[1], [.nan]])
    rejects([0, 1], [[1, 2], [2]])
    rejects([0, 1], [[1]])
    rejects([0, 1], [[], []])
    rejects([0, 1, 2], [[0], [1], [0]], .notAKnot)
    rejects([0, 1, 2, 3], [[0], [1], [0], [1]], .notAKnot, solver: .dptsv)
    rejects([0, 1], [[0], [1]], .clamped(startSlopes: [0, 1], endSlopes: [0]))
    rejects([0, 1], [[0], [1]], .clamped(startSlopes: [.nan], endSlopes: [0]))
    #expect(
      throws: LinearAlgebraError.invalidKeyTimes(
        "key times must be strictly increasing: 1.0 then 1.0 at index 2")
    ) {
      try CubicSpline(keyTimes: [0, 1, 1], values: [[0], [1], [2]])
    }
  }
}
