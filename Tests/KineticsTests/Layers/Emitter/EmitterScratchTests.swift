import Foundation
@_spi(Testing) import Kinetics
import Testing

/// `EmitterBatchScratch`: storage a batch reuses from frame to frame changes no bit of the output,
/// whatever was computed with it before (another time, another layer, more or fewer particles).
@Suite struct EmitterScratchTests {
  func fireworks() throws -> EmitterLayer {
    let sparkle = try EmitterCell(birthRate: 30, lifetime: 0.2, velocity: 15, emissionRange: 0.5, scale: 0.7)
    let burst = try EmitterCell(
      birthRate: 50, lifetime: 0.6, lifetimeRange: 0.2, velocity: 60, velocityRange: 20, emissionRange: 3.1,
      acceleration: SIMD3(0, 40, 0), emitterCells: [sparkle])
    let rocket = try EmitterCell(
      birthRate: 4, lifetime: 1.5, velocity: 200, emissionLongitude: -Double.pi / 2, emissionRange: 0.3,
      acceleration: SIMD3(0, 90, 0), emitterCells: [burst])
    let rain = try EmitterCell(birthRate: 900, lifetime: 1, lifetimeRange: 0.5, velocity: 300, emissionRange: 0.1)
    let timing = try MediaTiming(beginTime: 0.5, duration: 3)
    return try EmitterLayer(size: SIMD2(100, 0), shape: .line, seed: 3, timing: timing, cells: [rocket, rain])
  }

  @Test func aReusedScratchGivesTheSameBitsAsAFreshOne() throws {
    let layers = [try fireworks(), try EmitterLayer(cells: [try EmitterCell(birthRate: 5, lifetime: 2, velocity: 9)])]
    var scratch = EmitterBatchScratch()
    // Growing, shrinking, hidden (before 0.5 and after 3.5), another layer in between.
    for (t, l, threads) in [(2.4, 0, 1), (0.9, 0, 2), (0.2, 0, 1), (2.4, 1, 1), (3.2, 0, 3), (9, 0, 1), (2.4, 0, 2)] {
      let layer = layers[l]
      let parallelism: BatchParallelism =
        threads == 1 ? .singleThread : ._testing(threadLimit: 0, minimumWork: 0, assumedProcessors: threads)
      let expected = try layer.particleColumns(atTime: t, as: Double.self, parallelism: .singleThread)
      let n = expected.count / 15
      #expect(try layer.liveCount(atTime: t, parallelism: parallelism, scratch: &scratch) == n)
      var buffer = [Double](repeating: .nan, count: 15 * n)
      let written = try buffer.withUnsafeMutableBufferPointer {
        try layer.particles(atTime: t, into: $0, capacity: n, parallelism: parallelism, scratch: &scratch)
      }
      #expect(written == n, "t = \(t)")
      #expect(buffer.map(\.bitPattern) == expected.map(\.bitPattern), "t = \(t)")
    }
  }
}
