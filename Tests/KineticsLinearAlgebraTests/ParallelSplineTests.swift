@_spi(Testing) import Kinetics
import KineticsLinearAlgebra
import Testing

/// `CubicSpline.values(at:into:parallelism:)` split over threads gives the one-thread bits.
@Suite struct ParallelSplineTests {
  @Test func splitBatchesMatchOneThreadBitForBit() throws {
    let keyTimes = (0..<12).map { Double($0) * 0.25 }
    let values = keyTimes.map { [($0 * 7).truncatingRemainder(dividingBy: 3), $0 * $0, -$0] }
    let spline = try CubicSpline(keyTimes: keyTimes, values: values, boundary: .natural)
    let times = (0..<60_013).map { Double(($0 * 7919) % 60_013) / 60_013 * 3.2 - 0.1 }
    // Limits 2 and 3 with the threshold at 0 and 3 processors assumed; automatic above the
    // threshold (26 ns per time × 60,013 ≈ 1.6 ms).
    let splits: [(count: Int, BatchParallelism)] =
      [0, 1, 63, 64, 65, 129, 193, 1000].flatMap { count in
        [2, 3].map { (count, ._testing(threadLimit: $0, assumedProcessors: 3)) }
      } + [(times.count, .automatic)]
    for (count, parallelism) in splits {
      let input = Array(times.prefix(count))
      let oneThread = spline.values(at: input, parallelism: .singleThread)
      let split = spline.values(at: input, parallelism: parallelism)
      #expect(split.map { $0.map(\.bitPattern) } == oneThread.map { $0.map(\.bitPattern) }, "n = \(count)")
      let floats = input.map(Float.init)
      #expect(
        spline.values(at: floats, parallelism: parallelism).map { $0.map(\.bitPattern) }
          == spline.values(at: floats, parallelism: .singleThread).map { $0.map(\.bitPattern) },
        "Float n = \(count)")
    }
  }
}
