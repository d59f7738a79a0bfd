@_spi(Testing) import Kinetics
import Testing

/// A gradient grid split over threads gives the one-thread bits (its rows of pixels are chunks of
/// the shared splitter): grids of n × 1 pixels for every chunk-boundary count, and a 3-row grid.
@Suite struct ParallelGradientTests {
  let gradient = try! GradientLayer(
    colors: [
      try! RGBAColor(red: 1, green: 0, blue: 0), try! RGBAColor(red: 1, green: 0.8, blue: 0, alpha: 0.5),
      try! RGBAColor(red: 0, green: 0.4, blue: 1),
    ], locations: [0, 0.35, 1], startPoint: SIMD2(0.3, 0.6), endPoint: SIMD2(0.9, 0.2), type: .conic)

  @Test func gridColorsMatchOneThreadBitForBit() {
    expectParallelBitsMatchOneThread("gradient grid Double") { count, parallelism in
      guard count > 0 else { return [] }
      return try! gradient.colors(width: count, height: 1, as: Double.self, parallelism: parallelism).bits
    }
    expectParallelBitsMatchOneThread("gradient grid Float") { count, parallelism in
      guard count > 0 else { return [] }
      return try! gradient.colors(width: count, height: 1, as: Float.self, parallelism: parallelism).bits
    }
  }

  @Test func aGridOfSeveralRowsMatchesOneThreadBitForBit() throws {
    let expected = try gradient.colors(width: 257, height: 3, as: Double.self, parallelism: .singleThread)
    for parallelism in testParallelisms {
      let split = try gradient.colors(width: 257, height: 3, as: Double.self, parallelism: parallelism)
      #expect(split.bits == expected.bits, "\(parallelism)")
    }
  }
}
