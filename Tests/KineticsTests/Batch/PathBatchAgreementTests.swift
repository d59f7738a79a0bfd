import Kinetics
import Testing
import KineticsTestSupport

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
    var random = SplitMix64(seed: 0x9A71)
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
    var random = SplitMix64(seed: 0x9A72)
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

  /// Both precisions, both output shapes, on the inputs where the lookup branches: fractions on
  /// every bucket boundary (v = u·n an integer, where the bucket rule breaks ties) and fractions
  /// packed around the cusp of `C 100 100 0 100 100 0` at u = ½, where bisection leaves intervals
  /// shorter than a bucket, so buckets hold two or more interval starts and are searched instead.
  /// Every coordinate within 2 ulp of max(1, |coordinate|) of the scalar point (Float: of
  /// Float(scalar)).
  @Test func batchEqualsScalarOnBucketBoundariesAndAroundACusp() throws {
    let table = try AnimationPath(svgPathData: "M 0 0 C 100 100 0 100 100 0").measured().pacedTable()
    let buckets = 8 * table.intervalCount
    let fractions = (0...buckets).map { Double($0) / Double(buckets) }
      + (-3000...3000).map { 0.5 + Double($0) * 1e-7 }
    let (xs, ys) = table.points(atPacedFractions: fractions)
    var vectors = [SIMD2<Double>](repeating: .zero, count: fractions.count)
    try fractions.withUnsafeBufferPointer { input in
      try vectors.withUnsafeMutableBufferPointer { output throws(BatchError) in
        try table.points(atPacedFractions: input, into: output)
      }
    }
    let floats = fractions.map { Float($0) }
    let (floatXs, floatYs) = table.points(atPacedFractions: floats)
    for (index, u) in fractions.enumerated() {
      let scalar = table.point(atPacedFraction: u)
      let floatScalar = table.point(atPacedFraction: Double(floats[index]))
      for (lane, split, floatSplit) in [(0, xs[index], floatXs[index]), (1, ys[index], floatYs[index])] {
        let scale = max(1, abs(scalar[lane]))
        #expect(agrees(split, scalar[lane], ulps: 2, of: scale), "u = \(u)")
        #expect(agrees(vectors[index][lane], scalar[lane], ulps: 2, of: scale), "u = \(u)")
        let expected = Float(floatScalar[lane])
        #expect(agrees(floatSplit, expected, ulps: 2, of: max(1, abs(expected))), "u = \(u)")
      }
    }
  }
}
