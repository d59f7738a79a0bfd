import Foundation
import Kinetics
import PropertyBased
import Testing

/// Properties of `CubicBezierTimingCurve.progress(at:)` that hold for every valid curve, whatever
/// solver computes it (docs/timing-curves.md, issue 7). Inputs are random but reproducible
/// (`reproducibleCheck`, `KINETICS_PROPERTY_SEED`); a failure prints the input it fails on.
@Suite struct TimingCurveProperties {
  /// With y1, y2 in [0, 1], y′(t) ≥ 0 on [0, 1]: its Bernstein form 3[y1, y2 − y1, 1 − y2] is
  /// non-negative because (y1 − y2)² ≤ y1(1 − y2) there, and x(t) is non-decreasing, so progress
  /// never decreases. Checked exactly, no tolerance: the contract is monotone, rounding included.
  /// The second point lies 10^e after the first, e uniform in [−12, 0], so neighbours as close as
  /// 1e-12 are compared as often as distant ones.
  @Test func unitIntervalCurvesNeverDecrease() {
    reproducibleCheck(
      count: 300, input: Gen.cubicBezier(y: 0...1), UnitInterval.points, Gen<Double>.double(in: -12...0)
    ) { curve, low, exponent in
      let high = min(1, low + pow(10, exponent))
      #expect(curve.progress(at: low) <= curve.progress(at: high), "x = \(low) … \(high)")
    }
  }

  /// With y1, y2 in [0, 1] every control point lies in the unit square, and a Bézier curve lies in
  /// the convex hull of its control points, so progress at x in [0, 1] is in [0, 1], exactly.
  @Test func unitIntervalCurvesStayInTheUnitInterval() {
    reproducibleCheck(count: 300, input: Gen.cubicBezier(y: 0...1), UnitInterval.points) { curve, x in
      let progress = curve.progress(at: x)
      #expect((0...1).contains(progress), "progress(at: \(x)) = \(progress)")
    }
  }

  /// P0 = (0, 0) and P3 = (1, 1) are on every curve: the ends are exact for any y1, y2.
  @Test func everyCurveStartsAtZeroAndEndsAtOne() {
    reproducibleCheck(count: 200, input: Gen.cubicBezier(y: -10...10)) { curve in
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
    }
  }

  /// A validated value never gives NaN or ±∞ for finite input (docs/reliability.md), also far
  /// outside [0, 1] where the curve continues along its end tangents, and with overshooting y.
  @Test func everyCurveIsFiniteForFiniteInput() {
    reproducibleCheck(
      count: 300, input: Gen.cubicBezier(y: -1e6...1e6), Gen.double(in: -1e6...1e6)
    ) { curve, x in
      #expect(curve.progress(at: x).isFinite, "progress(at: \(x))")
    }
  }
}
