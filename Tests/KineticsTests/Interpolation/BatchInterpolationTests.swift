import Kinetics
import Testing
import KineticsTestSupport

@Suite struct BatchInterpolationTests {
  /// Seeded fractions in [−0.5, 1.5] with the endpoints 0 and 1 mixed in.
  static func fractions(count: Int, seed: UInt64) -> [Double] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { index in
      index % 17 == 0 ? 0 : index % 19 == 0 ? 1 : Double.random(in: -0.5...1.5, using: &generator)
    }
  }

  @Test func doubleVectorBatchEqualsScalarWithinTwoUlp() {
    let a = SIMD4<Double>(0.1, -2, 300, -0.0)
    let b = SIMD4<Double>(-7, 2.5, 1e-3, 4)
    let inputs = Self.fractions(count: 1000, seed: 31)
    let outputs = a.interpolated(to: b, at: inputs)
    for (u, output) in zip(inputs, outputs) {
      let scalar = a.interpolated(to: b, fraction: u)
      for lane in 0..<4 { #expect(ulpDistance(output[lane], scalar[lane]) <= 2) }
    }
  }

  @Test func floatVectorBatchEqualsScalarWithinTwoUlp() {
    let a = SIMD4<Float>(0.1, -2, 300, -0.0)
    let b = SIMD4<Float>(-7, 2.5, 1e-3, 4)
    let inputs = Self.fractions(count: 1000, seed: 32).map(Float.init)
    let outputs = a.interpolated(to: b, at: inputs)
    for (u, output) in zip(inputs, outputs) {
      let scalar = a.interpolated(to: b, fraction: Double(u))
      for lane in 0..<4 { #expect(ulpDistance(output[lane], scalar[lane]) <= 2) }
    }
  }

  @Test(arguments: ColorInterpolationTests.allOptions)
  func colorBatchEqualsScalarWithinTwoUlp(options: ColorInterpolationOptions) throws {
    let a = try RGBAColor(red: 0.9, green: 0.2, blue: 0.05, alpha: 0.7)
    let b = try RGBAColor(red: 0.1, green: 0.6, blue: 1, alpha: 0.2)
    let interpolation = ColorInterpolation(from: a, to: b, options: options)
    let inputs = Self.fractions(count: 500, seed: 33)
    for (u, output) in zip(inputs, interpolation.colors(at: inputs)) {
      let scalar = a.interpolated(to: b, fraction: u, options: options).components
      for lane in 0..<4 { #expect(ulpDistance(output[lane], scalar[lane]) <= 2) }
    }
    let floatInputs = inputs.map(Float.init)
    for (u, output) in zip(floatInputs, interpolation.colors(at: floatInputs)) {
      let scalar = SIMD4<Float>(a.interpolated(to: b, fraction: Double(u), options: options).components)
      for lane in 0..<4 { #expect(ulpDistance(output[lane], scalar[lane]) <= 2) }
    }
  }

  @Test func shortOutputBuffersAreRejected() throws {
    let inputs: [Double] = [0, 0.5, 1]
    var outputs = [SIMD4<Double>](repeating: .zero, count: 2)
    try inputs.withUnsafeBufferPointer { input in
      try outputs.withUnsafeMutableBufferPointer { output in
        #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
          try SIMD4<Double>.zero.interpolated(to: .one, at: input, into: output)
        }
        let colors = ColorInterpolation(
          from: try RGBAColor(red: 0, green: 0, blue: 0), to: try RGBAColor(red: 1, green: 1, blue: 1))
        #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
          try colors.colors(at: input, into: output)
        }
      }
    }
    #expect(outputs == [.zero, .zero])
  }
}
