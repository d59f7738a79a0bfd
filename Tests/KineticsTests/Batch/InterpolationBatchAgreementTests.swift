import Kinetics
import Testing

/// The value-interpolation batch calls against their scalar forms: `SIMD4.interpolated(to:at:into:)`
/// and `ColorInterpolation.colors(at:into:)`.
@Suite struct InterpolationBatchAgreementTests {
  /// SIMD4<Double> and SIMD4<Float>: every lane within 2 ulp of max(|lane|, 1) of the scalar
  /// `interpolated(to:fraction:)`, fractions in [−0.5, 1.5] plus 0 and 1, every count 0…17.
  @Test func vectorBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x1A71)
    for _ in 0..<8 {
      let start = SIMD4((0..<4).map { _ in random.uniform(in: -1e3...1e3) })
      let end = SIMD4((0..<4).map { _ in random.uniform(in: -1e3...1e3) })
      var fractions = (0..<15).map { _ in random.uniform(in: -0.5...1.5) } + [0, 1]
      fractions.shuffle(using: &random)
      for count in batchCounts {
        var outputs = [SIMD4<Double>](repeating: SIMD4(repeating: batchSentinel), count: count + 2)
        try fractions.withUnsafeBufferPointer { all in
          try outputs.withUnsafeMutableBufferPointer { target throws(BatchError) in
            try start.interpolated(to: end, at: UnsafeBufferPointer(rebasing: all[0..<count]), into: target)
          }
        }
        #expect(outputs[count...].allSatisfy { $0 == SIMD4(repeating: batchSentinel) })
        for index in 0..<count {
          let scalar = start.interpolated(to: end, fraction: fractions[index])
          for lane in 0..<4 {
            #expect(agrees(outputs[index][lane], scalar[lane], ulps: 2, of: max(1, abs(scalar[lane]))))
          }
        }
        let floatStart = SIMD4<Float>(start)
        let floatEnd = SIMD4<Float>(end)
        let floatFractions = fractions.map(Float.init)
        let floatOutputs = floatStart.interpolated(to: floatEnd, at: Array(floatFractions.prefix(count)))
        #expect(floatOutputs.count == count)
        for index in 0..<count {
          let scalar = floatStart.interpolated(to: floatEnd, fraction: Double(floatFractions[index]))
          for lane in 0..<4 {
            #expect(agrees(floatOutputs[index][lane], scalar[lane], ulps: 2, of: max(1, abs(scalar[lane]))))
          }
        }
      }
    }
  }

  /// Colors in every space and alpha mode: each component within 2 ulp (Double) of `color(at:)`,
  /// and within 2 Float ulp of its Float rounding, every count 0…17.
  @Test func colorBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x1A72)
    for space in [ColorInterpolationOptions.Space.sRGB, .linearSRGB, .oklab] {
      for alphaMode in [ColorInterpolationOptions.AlphaMode.premultiplied, .straight] {
        let start = try RGBAColor(
          red: random.uniform(in: 0...1), green: random.uniform(in: 0...1),
          blue: random.uniform(in: 0...1), alpha: random.uniform(in: 0.1...1))
        let end = try RGBAColor(
          red: random.uniform(in: 0...1), green: random.uniform(in: 0...1),
          blue: random.uniform(in: 0...1), alpha: random.uniform(in: 0.1...1))
        let blend = ColorInterpolation(
          from: start, to: end, options: ColorInterpolationOptions(space: space, alphaMode: alphaMode))
        let fractions = (0..<17).map { _ in random.uniform(in: 0...1) }
        for count in batchCounts {
          let doubles = blend.colors(at: Array(fractions.prefix(count)))
          let floats = blend.colors(at: fractions.prefix(count).map(Float.init))
          #expect(doubles.count == count && floats.count == count)
          for index in 0..<count {
            let scalar = blend.color(at: fractions[index]).components
            let floatScalar = blend.color(at: Double(Float(fractions[index]))).components
            for lane in 0..<4 {
              #expect(agrees(doubles[index][lane], scalar[lane], ulps: 2, of: max(1, abs(scalar[lane]))))
              #expect(
                agrees(floats[index][lane], Float(floatScalar[lane]), ulps: 2, of: 1),
                "\(space) \(alphaMode)")
            }
          }
        }
      }
    }
  }
}
