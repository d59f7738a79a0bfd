import Kinetics
import PropertyBased
import Testing

/// `CubicBezierTimingCurve.inverse` (control points mirrored in y = x) undoes the curve where the
/// inverse exists: y1, y2 in [0, 1], so the curve is monotone on [0, 1].
@Suite struct TimingCurveInverseProperties {
  /// inverse(curve(x)) = x wherever the curve is not flat. An error δy in the forward value moves
  /// the inverse by δy / slope, so the tolerance is 1e-12 / slope(x) plus 1e-12, and points where
  /// the slope is below 1e-3 (flat stretches, where x is not determined by y) are skipped.
  @Test func inverseUndoesTheCurve() {
    reproducibleCheck(count: 300, input: Gen.cubicBezier(y: 0...1), UnitInterval.points) { curve, x in
      guard let inverse = curve.inverse else {
        Issue.record("no inverse for \(curve) with y1, y2 in [0, 1]")
        return
      }
      let slope = curve.slope(at: x)
      guard slope >= 1e-3 else { return }
      let back = inverse.progress(at: curve.progress(at: x))
      #expect(abs(back - x) <= 1e-12 + 1e-12 / slope, "\(curve) at \(x): inverse gives \(back), slope \(slope)")
    }
  }

  /// The inverse of the inverse is the curve itself, exactly (mirroring swaps coordinates).
  @Test func inverseOfTheInverseIsTheCurve() {
    reproducibleCheck(count: 100, input: Gen.cubicBezier(y: 0...1)) { curve in
      #expect(curve.inverse?.inverse == curve)
    }
  }
}
