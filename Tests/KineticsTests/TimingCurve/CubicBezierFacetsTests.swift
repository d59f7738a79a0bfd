import Kinetics
import Testing

@Suite struct CubicBezierFacetsTests {
  @Test func namedCurvesReachZeroAndOneExactly() {
    for curve in [CubicBezierTimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
    }
  }

  @Test func curvesWithControlPointsOnTheDiagonalReturnTheInput() throws {
    let curve = try CubicBezierTimingCurve(x1: 0.3, y1: 0.3, x2: 0.8, y2: 0.8)
    for x in [1e-300, 0.1, 0.5, 0.7, 1.nextDown] { #expect(curve.progress(at: x) == x) }
  }

  @Test func slopeMatchesTheReferenceDerivative() throws {
    // Tolerance: 1e-9 relative (dy/dx at the solved t*; steep rows are checked for being steep).
    for row in try TimingCurveFixtureRow.all() where !row.hasInteriorStationaryPoint {
      let slope = row.curve.slope(at: row.x)
      if row.slope.isInfinite || row.slope.magnitude > 1e12 {
        #expect(slope.magnitude > 1e6, "\(row.name) at \(row.x)")
      } else {
        #expect(
          (slope - row.slope).magnitude <= 1e-9 * max(1, row.slope.magnitude),
          "\(row.name) at \(row.x): \(slope) vs \(row.slope)")
      }
    }
  }

  @Test func slopeUsesLHopitalWhereBothDerivativesVanish() throws {
    // easeOut at 0: x′ = y′ = 0, so dy/dx = y″/x″ = (2·3·1)/(2·3·0.58).
    #expect((CubicBezierTimingCurve.easeOut.slope(at: 0) - 1 / 0.58).magnitude < 1e-15)
    let vertical = try CubicBezierTimingCurve(x1: 0, y1: 1, x2: 0.5, y2: 1)
    #expect(vertical.slope(at: 0) == .infinity)
    let stationary = try CubicBezierTimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
    #expect(stationary.slope(at: 0.5) == .infinity)
  }

  @Test func progressRangeFindsOvershootAndAnticipation() throws {
    #expect(CubicBezierTimingCurve.easeInEaseOut.progressRange == 0...1)
    // (0.5, −0.5, 0.5, 1.5): y(t) = −1.5t + 7.5t² − 5t³, y′(t) = −15(t² − t + 0.1), so the
    // extremes are at t = (1 ∓ √0.6)/2 (worked by hand; tolerance 1e-15 for rounding).
    let curve = try CubicBezierTimingCurve(x1: 0.5, y1: -0.5, x2: 0.5, y2: 1.5)
    let range = curve.progressRange
    let tLow = (1 - 0.6.squareRoot()) / 2
    let s = 1 - tLow
    let yLow = 3 * s * s * tLow * -0.5 + 3 * s * tLow * tLow * 1.5 + tLow * tLow * tLow
    #expect((range.lowerBound - yLow).magnitude < 1e-15)
    #expect((range.upperBound - (1 - yLow)).magnitude < 1e-15)
    #expect(range.lowerBound < 0 && range.upperBound > 1)
  }

  @Test func inverseUndoesTheCurveWhereItExists() throws {
    // Tolerance 1e-12: two solves on curves with dy/dx and dx/dy below about 5 on these inputs.
    let curve = CubicBezierTimingCurve.easeInEaseOut
    let inverse = try #require(curve.inverse)
    #expect(inverse == (try CubicBezierTimingCurve(x1: 0, y1: 0.42, x2: 1, y2: 0.58)))
    for x in stride(from: 0.05, through: 0.95, by: 0.05) {
      #expect((inverse.progress(at: curve.progress(at: x)) - x).magnitude < 1e-12)
    }
    #expect((try CubicBezierTimingCurve(x1: 0.3, y1: 1.4, x2: 0.6, y2: 1)).inverse == nil)
  }

  @Test func extrapolationFollowsTheCurvesOwnEndTangents() throws {
    // x1 > 0: the line through P0 and P1.
    #expect(CubicBezierTimingCurve.default.progress(at: -0.5) == -0.5 * (0.1 / 0.25))
    // x1 = 0, y1 ≠ 0: the curve leaves P0 vertically, so progress stays 0 before the start (the
    // browsers' rule; CSS Easing 1's text would take the line through P2, slope 0.5).
    let vertical = try CubicBezierTimingCurve(x1: 0, y1: 2, x2: 0.5, y2: 0.25)
    #expect(vertical.startTangentSlope == 0)
    #expect(vertical.progress(at: -1) == 0)
    // x2 = 1 and x1 = 1: the curve arrives at P3 vertically, progress holds at 1.
    let flat = try CubicBezierTimingCurve(x1: 1, y1: 0.2, x2: 1, y2: 0.8)
    #expect(flat.progress(at: 3) == 1)
    // easeOut ends along the line through P2 = (0.58, 1) and P3 = (1, 1): flat.
    #expect(CubicBezierTimingCurve.easeOut.progress(at: 2) == 1)
  }

  @Test func nonFiniteInputGivesNaNAndNeverTraps() {
    #expect(CubicBezierTimingCurve.easeIn.progress(at: .nan).isNaN)
    #expect(CubicBezierTimingCurve.easeIn.progress(at: -.greatestFiniteMagnitude) == 0)
    // The end tangent line overflows to +∞ there, which is the line's value, not a NaN.
    #expect(CubicBezierTimingCurve.easeIn.progress(at: .greatestFiniteMagnitude) == .infinity)
    #expect(CubicBezierTimingCurve.easeIn.progress(at: 1e300).isFinite)
  }
}
