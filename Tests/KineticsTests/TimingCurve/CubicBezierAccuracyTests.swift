import Kinetics
import Testing

/// The accuracy promised by `CubicBezierTimingCurve.progress(at:)`, checked against 50-digit
/// mpmath references (Tests/Fixtures/timing-curve/generate_timing_curves.py).
@Suite struct CubicBezierAccuracyTests {
  static let rows = (try? TimingCurveFixtureRow.all()) ?? []

  @Test func fixturesAreLoaded() {
    #expect(Self.rows.count > 2000)
  }

  @Test(arguments: TimingCurveSolver.allCases)
  func progressIsWithinOneTrillionthOfTheExactValueInsideTheUnitInterval(
    solver: TimingCurveSolver
  ) {
    // Tolerance 1e-12 absolute; the only exception is the stationary interior point below.
    var worst = 0.0
    for row in Self.rows where (0...1).contains(row.x) {
      let error = (solver.evaluator(row.curve)(row.x) - row.y).magnitude
      if row.hasInteriorStationaryPoint && error > 1e-12 { continue }
      worst = max(worst, error)
      #expect(error <= 1e-12, "\(row.name) at x = \(row.x): error \(error)")
    }
    #expect(worst <= 1e-12)
  }

  @Test(arguments: TimingCurveSolver.allCases)
  func nearAnInteriorStationaryPointProgressIsExactForAnInputWithinOneUlp(
    solver: TimingCurveSolver
  ) {
    // y(x) has an infinite slope where x′(t*) = 0 inside (0, 1); the result must be y_exact(x̃),
    // within 1e-12, for some x̃ in [x⁻, x⁺], the neighbouring Doubles of x.
    var checked = 0
    for row in Self.rows where row.hasInteriorStationaryPoint {
      guard let (below, above) = row.yNeighbours else { continue }
      let y = solver.evaluator(row.curve)(row.x)
      let inside = y >= min(below, above) - 1e-12 && y <= max(below, above) + 1e-12
      #expect(inside, "\(row.name) at x = \(row.x): \(y) not in [\(below), \(above)]")
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test func progressAtTheStationaryPointOfOneZeroZeroOneIsOneHalfWithinItsUlpInterval() throws {
    let curve = try CubicBezierTimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
    // Exact neighbours from the fixture generator: y(0.5⁻) and y(0.5⁺).
    let y = curve.progress(at: 0.5)
    #expect(y >= 0.49999639533696207474 && y <= 0.50000454159083923949)
  }

  @Test(arguments: TimingCurveSolver.allCases)
  func outsideTheUnitIntervalProgressFollowsTheCSSTangentLines(solver: TimingCurveSolver) {
    // Tolerance: 1e-12 relative (a product and a sum in Double).
    for row in Self.rows where !(0...1).contains(row.x) {
      let error = (solver.evaluator(row.curve)(row.x) - row.y).magnitude
      #expect(error <= 1e-12 * max(1, row.y.magnitude), "\(row.name) at x = \(row.x)")
    }
  }

  @Test(arguments: TimingCurveSolver.allCases)
  func progressNearTheEndsKeepsItsRelativeAccuracy(solver: TimingCurveSolver) {
    // x within 1e-12 of 0: y is tiny, and must still be right to 1e-13 relative (tolerance).
    for row in Self.rows where row.x > 0 && row.x <= 1e-12 && row.y != 0 {
      let y = solver.evaluator(row.curve)(row.x)
      #expect(((y - row.y) / row.y).magnitude <= 1e-13, "\(row.name) at x = \(row.x)")
    }
  }
}
