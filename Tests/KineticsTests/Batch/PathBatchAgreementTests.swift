import Kinetics
import Testing

/// `PacedPathTable.points(atPacedFractions:…)` (both output shapes) against `point(atPacedFraction:)`,
/// fraction by fraction.
@Suite struct PathBatchAgreementTests {
  /// Lines, cubics, quadratics, arcs and a close, in coordinates up to a few hundred.
  private static let pathData = [
    "M 0 0 C 100 100 0.001 100 100 0 A 50 20 0 1 1 0 0",
    "M -40 10 Q 60 -80 120 30 L 200 200 Z",
    "M 5 5 L 6 5",
  ]

  /// Double: every coordinate within 2 ulp of max(1, |coordinate|) of the scalar point, fractions
  /// in [−0.1, 1.1] (clamped ends included), every count 0…17, in both output shapes.
  @Test func doubleBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x9A71)
    for data in Self.pathData {
      let table = try AnimationPath(svgPathData: data).measured().pacedTable()
      let fractions = (0..<17).map { _ in random.uniform(in: -0.1...1.1) }
      for count in batchCounts {
        var vectors = [SIMD2<Double>](repeating: SIMD2(repeating: batchSentinel), count: count + 3)
        try fractions.withUnsafeBufferPointer { all in
          try vectors.withUnsafeMutableBufferPointer { target throws(BatchError) in
            try table.points(atPacedFractions: UnsafeBufferPointer(rebasing: all[0..<count]), into: target)
          }
        }
        #expect(vectors[count...].allSatisfy { $0 == SIMD2(repeating: batchSentinel) })
        let (xs, ys) = table.points(atPacedFractions: Array(fractions.prefix(count)))
        #expect(xs.count == count && ys.count == count)
        for index in 0..<count {
          let scalar = table.point(atPacedFraction: fractions[index])
          for (lane, split) in [(0, xs[index]), (1, ys[index])] {
            let scale = max(1, abs(scalar[lane]))
            #expect(agrees(vectors[index][lane], scalar[lane], ulps: 2, of: scale), "\(data)")
            #expect(agrees(split, scalar[lane], ulps: 2, of: scale), "\(data)")
          }
        }
      }
    }
  }

  /// Float: every coordinate within 2 Float ulp of max(1, |coordinate|) of Float(scalar).
  @Test func floatBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x9A72)
    for data in Self.pathData {
      let table = try AnimationPath(svgPathData: data).measured().pacedTable()
      let fractions = (0..<17).map { _ in Float(random.uniform(in: -0.1...1.1)) }
      for count in batchCounts {
        var vectors = [SIMD2<Float>](repeating: .zero, count: count)
        try fractions.withUnsafeBufferPointer { all in
          try vectors.withUnsafeMutableBufferPointer { target throws(BatchError) in
            try table.points(atPacedFractions: UnsafeBufferPointer(rebasing: all[0..<count]), into: target)
          }
        }
        let (xs, ys) = table.points(atPacedFractions: Array(fractions.prefix(count)))
        for index in 0..<count {
          let scalar = table.point(atPacedFraction: Double(fractions[index]))
          for (lane, split) in [(0, xs[index]), (1, ys[index])] {
            let expected = Float(scalar[lane])
            let scale = max(1, abs(expected))
            #expect(agrees(vectors[index][lane], expected, ulps: 2, of: scale), "\(data)")
            #expect(agrees(split, expected, ulps: 2, of: scale), "\(data)")
          }
        }
      }
    }
  }
}
