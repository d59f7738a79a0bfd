import KineticsLinearAlgebra
import Testing
import KineticsTestSupport

@Suite struct CubicSplineFloatTests {
  @Test func floatBatchIsTheRoundedDoubleScalar() throws {
    let (times, values) = CubicSplineTests.randomKeys(keys: 12, channels: 3, seed: 21)
    let spline = try CubicSpline(keyTimes: times, values: values)
    var generator = SplitMix64(seed: 4)
    let samples = (0..<37).map { _ in Float(generator.nextUnit() * times.last!) }
    var outputs = [Float](repeating: 0, count: samples.count * 3)
    try samples.withUnsafeBufferPointer { input in
      try outputs.withUnsafeMutableBufferPointer { try spline.values(at: input, into: $0) }
    }
    for channel in 0..<3 {
      for (index, t) in samples.enumerated() {
        #expect(
          outputs[channel * samples.count + index] == Float(spline.value(at: Double(t), channel: channel)))
      }
    }
  }

  @Test func sgemmPathAgreesToSinglePrecision() throws {
    let (times, values) = CubicSplineTests.randomKeys(keys: 12, channels: 20, seed: 22)
    let spline = try CubicSpline(keyTimes: times, values: values, boundary: .notAKnot)
    let samples = (0..<300).map { Float(times.last! * Double($0) / 299) }
    var outputs = [Float](repeating: 0, count: samples.count * 20)
    try samples.withUnsafeBufferPointer { input in
      try outputs.withUnsafeMutableBufferPointer { try spline.valuesByMatrixProduct(at: input, into: $0) }
    }
    for channel in 0..<20 {
      for (index, t) in samples.enumerated() {
        let exact = spline.value(at: Double(t), channel: channel)
        // Coefficients are O(100) here: a few Float ulps of 100 is ~1e-5; 1e-4 absolute.
        #expect(abs(Double(outputs[channel * samples.count + index]) - exact) < 1e-4)
      }
    }
  }
}
