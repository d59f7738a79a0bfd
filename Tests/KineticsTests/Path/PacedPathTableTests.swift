import Kinetics
import Testing
import KineticsTestSupport

@Suite struct PacedPathTableTests {
  /// The largest distance between the table and the exact (Newton) sampler over seeded random
  /// fractions, relative to L.
  private func worstError(_ measured: MeasuredPath, _ table: PacedPathTable, samples: Int = 400) -> Double {
    var generator = SplitMix64(seed: 0x7AB1E)
    var worst = 0.0
    for _ in 0..<samples {
      let u = generator.uniform(in: 0...1)
      let error = PathFixtures.distance(table.point(atPacedFraction: u), measured.point(atPacedFraction: u))
      worst = max(worst, error / measured.length)
    }
    return worst
  }

  @Test func tableMeetsItsToleranceOnEveryFixturePath() throws {
    for (id, data) in try PathFixtures.paths() {
      let measured = try AnimationPath(svgPathData: data).measured()
      let table = try measured.pacedTable(tolerance: 1e-9)
      // Tolerance: the table enforces 1e-9·L at interval midpoints, where the Hermite error peaks;
      // we allow 2e-9·L at arbitrary points.
      #expect(worstError(measured, table) <= 2e-9, "\(id)")
    }
  }

  /// At bucket boundaries (u = k/n, n = 8 buckets per interval) the lookup takes either
  /// neighbouring bucket; both must give the table's accuracy. Every 7th boundary of three fixture
  /// paths (a smooth cubic, a cusp, the mixed path with an arc and corners).
  @Test func tableMeetsItsToleranceOnBucketBoundaries() throws {
    let fixtures = try PathFixtures.paths()
    for id in ["smooth-cubic", "cusp-cubic", "mixed"] {
      let data = try #require(fixtures.first { $0.0 == id }?.1)
      let measured = try AnimationPath(svgPathData: data).measured()
      let table = try measured.pacedTable(tolerance: 1e-9)
      let buckets = 8 * table.intervalCount
      var worst = 0.0
      for k in stride(from: 0, through: buckets, by: 7) {
        let u = Double(k) / Double(buckets)
        let error = PathFixtures.distance(table.point(atPacedFraction: u), measured.point(atPacedFraction: u))
        worst = max(worst, error / measured.length)
      }
      // Tolerance: as above, 2e-9·L for a table built with 1e-9.
      #expect(worst <= 2e-9, "\(id)")
    }
  }

  @Test func looserTablesAreSmallerAndStillMeetTheirTolerance() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 C 100 100 0.001 100 100 0 A 50 20 0 1 1 0 0").measured()
    let fine = try measured.pacedTable(tolerance: 1e-11)
    let coarse = try measured.pacedTable(tolerance: 1e-6, initialIntervals: 8)
    #expect(coarse.intervalCount < fine.intervalCount)
    #expect(worstError(measured, fine) <= 2e-11)
    #expect(worstError(measured, coarse) <= 2e-6)
  }

  @Test func tableEndsAtThePathEnds() throws {
    let measured = try AnimationPath(svgPathData: "M 1 2 C 30 90 70 -40 100 20").measured()
    let table = try measured.pacedTable()
    #expect(table.point(atPacedFraction: 0) == SIMD2(1, 2))
    // The last interval's Hermite polynomial at σ = 1 rounds to the end point (1e-12 absolute).
    #expect(PathFixtures.distance(table.point(atPacedFraction: 1), SIMD2(100, 20)) <= 1e-12)
    #expect(table.point(atPacedFraction: 7) == table.point(atPacedFraction: 1))
  }

  @Test func doubleBatchEqualsScalar() throws {
    let table = try AnimationPath(svgPathData: "M 0 0 C 20 80 60 80 80 0 Q 100 -60 140 0 A 30 30 0 0 1 200 0 Z")
      .measured().pacedTable()
    var generator = SplitMix64(seed: 99)
    let fractions = (0..<1003).map { _ in generator.uniform(in: -0.1...1.1) }
    let (xs, ys) = table.points(atPacedFractions: fractions)
    for (index, u) in fractions.enumerated() {
      let point = table.point(atPacedFraction: u)
      // Tolerance: 2 ulp (the GUIDE's batch bound); the kernels share the operation order.
      #expect(abs(xs[index] - point.x) <= 2 * point.x.ulp && abs(ys[index] - point.y) <= 2 * point.y.ulp)
    }
  }

  @Test func floatBatchEqualsRoundedScalar() throws {
    let table = try AnimationPath(svgPathData: "M 0 0 C 100 100 0 100 100 0 L 0 0").measured().pacedTable()
    var generator = SplitMix64(seed: 7)
    let fractions = (0..<1001).map { _ in Float(generator.uniform(in: 0...1)) }
    let (xs, ys) = table.points(atPacedFractions: fractions)
    for (index, u) in fractions.enumerated() {
      let point = table.point(atPacedFraction: Double(u))
      // Tolerance: 2 Float ulp of the rounded Double result.
      #expect(abs(xs[index] - Float(point.x)) <= 2 * Float(point.x).ulp)
      #expect(abs(ys[index] - Float(point.y)) <= 2 * Float(point.y).ulp)
    }
  }

  @Test func batchRejectsShortOutputs() throws {
    let table = try AnimationPath(svgPathData: "M 0 0 L 1 0").measured().pacedTable()
    let input: [Double] = [0, 0.5, 1]
    var x = [Double](repeating: 0, count: 3)
    var y = [Double](repeating: 0, count: 2)
    #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
      try input.withUnsafeBufferPointer { fractions in
        try x.withUnsafeMutableBufferPointer { xs in
          try y.withUnsafeMutableBufferPointer { ys in try table.points(atPacedFractions: fractions, x: xs, y: ys) }
        }
      }
    }
  }

  @Test func invalidTableToleranceIsRejected() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 1 0").measured()
    #expect(throws: PathError.parameter(ParameterViolation(name: "tolerance", value: 1, rule: .within(1e-11...1e-3)))) { try measured.pacedTable(tolerance: 1) }
  }
}
