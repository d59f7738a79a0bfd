@_spi(Testing) import Kinetics
import Testing

/// Paced-path and interpolation batch calls split over threads give the one-thread bits.
@Suite struct ParallelPathAndInterpolationTests {
  let fractions = parallelTestInputs(aboveThresholdCount, in: -0.1...1.1, seed: 0x9A7B)
  let table = try! AnimationPath(
    svgPathData: "M 0 0 C 20 80 60 80 80 0 Q 100 -60 140 0 A 30 30 0 0 1 200 0 L 200 40"
  ).measured().pacedTable()

  @Test func pacedPointsMatchOneThreadBitForBit() {
    let floats = fractions.map(Float.init)
    expectParallelBitsMatchOneThread("path vectors Double") { count, parallelism in
      batchOutputs(fractions, count: count, zero: SIMD2<Double>.zero) { input, output in
        try table.points(atPacedFractions: input, into: output, parallelism: parallelism)
      }.bits
    }
    expectParallelBitsMatchOneThread("path vectors Float") { count, parallelism in
      batchOutputs(floats, count: count, zero: SIMD2<Float>.zero) { input, output in
        try table.points(atPacedFractions: input, into: output, parallelism: parallelism)
      }.bits
    }
    expectParallelBitsMatchOneThread("path x, y Double") { count, parallelism in
      let (x, y) = table.points(
        atPacedFractions: Array(fractions.prefix(count)), parallelism: parallelism)
      return (x + y).bits
    }
    expectParallelBitsMatchOneThread("path x, y Float") { count, parallelism in
      let (x, y) = table.points(
        atPacedFractions: Array(floats.prefix(count)), parallelism: parallelism)
      return (x + y).bits
    }
  }

  @Test func vectorInterpolationMatchesOneThreadBitForBit() {
    let start = SIMD4<Double>(-1, 2, 0.5, 3)
    let end = SIMD4<Double>(4, -2, 1.5, 0)
    expectParallelBitsMatchOneThread("SIMD4<Double>") { count, parallelism in
      start.interpolated(to: end, at: Array(fractions.prefix(count)), parallelism: parallelism).bits
    }
    let floats = fractions.map(Float.init)
    expectParallelBitsMatchOneThread("SIMD4<Float>") { count, parallelism in
      SIMD4<Float>(start).interpolated(
        to: SIMD4<Float>(end), at: Array(floats.prefix(count)), parallelism: parallelism
      ).bits
    }
  }

  @Test func colorInterpolationMatchesOneThreadBitForBit() throws {
    let a = try RGBAColor(red: 0.9, green: 0.35, blue: 0.05, alpha: 0.8)
    let b = try RGBAColor(red: 0.1, green: 0.55, blue: 0.95, alpha: 0.3)
    let floats = fractions.map(Float.init)
    for space in [ColorInterpolationOptions.Space.sRGB, .linearSRGB] {
      let colors = ColorInterpolation(
        from: a, to: b, options: ColorInterpolationOptions(space: space, alphaMode: .premultiplied))
      expectParallelBitsMatchOneThread("colors \(space) Double") { count, parallelism in
        colors.colors(at: Array(fractions.prefix(count)), parallelism: parallelism).bits
      }
      expectParallelBitsMatchOneThread("colors \(space) Float") { count, parallelism in
        colors.colors(at: Array(floats.prefix(count)), parallelism: parallelism).bits
      }
    }
  }
}
