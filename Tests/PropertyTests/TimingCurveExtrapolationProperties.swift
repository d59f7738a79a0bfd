import Kinetics
import PropertyBased
import Testing

/// Properties of `CubicBezierTimingCurve.progress(at:)` outside [0, 1] over the whole range of
/// Double (issue 18): the line along the end tangent is computed without intermediate overflow, so
/// the result is ±∞ only when the exact value is beyond the largest Double, and otherwise within a
/// few ulp of it.
@Suite struct TimingCurveExtrapolationProperties {
  /// Finite doubles of every magnitude: a random exponent in [−1074, 1023] (so subnormals and
  /// values near the largest Double are drawn as often as ordinary ones), significand and sign.
  static var anyMagnitude: Generator<Double, some Sequence & SendableMetatype> {
    zip(Gen<Int>.int(in: -1074...1023), Gen<Double>.double(in: -1...1)).map { exponent, fraction in
      let significand = Swift.min(1 + fraction.magnitude, 2.0.nextDown)
      return Double(sign: fraction < 0 ? .minus : .plus, exponent: exponent, significand: significand)
    }
  }

  /// Curves whose y1, y2 have any magnitude and whose x1, x2 are 0, 1, tiny, or anything in [0, 1].
  static var anyCurve: Generator<CubicBezierTimingCurve, some Sequence & SendableMetatype> {
    let xs = zip(Gen<Int>.int(in: 0...3), Gen<Double>.double(in: 0...1), anyMagnitude).map { kind, x, tiny in
      [0, 1, Swift.min(tiny.magnitude, 1), x][kind]
    }
    return zip(xs, anyMagnitude, xs, anyMagnitude).compactMap { x1, y1, x2, y2 in
      try? CubicBezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
    }
  }

  #if arch(x86_64) || arch(i386)
  /// The exact line in Float80 (15-bit exponent: nothing overflows), rounded once to Double.
  static func wideLine(_ curve: CubicBezierTimingCurve, at x: Double) -> Float80 {
    let (x1, y1, x2, y2) = (Float80(curve.x1), Float80(curve.y1), Float80(curve.x2), Float80(curve.y2))
    if x < 0 {
      let slope: Float80 = x1 > 0 ? y1 / x1 : y1 != 0 ? 0 : x2 > 0 ? y2 / x2 : y2 != 0 ? 0 : 1
      return slope * Float80(x)
    }
    let slope: Float80 =
      x2 < 1 ? (1 - y2) / (1 - x2) : y2 != 1 ? 0 : x1 < 1 ? (1 - y1) / (1 - x1) : y1 != 1 ? 0 : 1
    return 1 + slope * (Float80(x) - 1)
  }

  @Test func outsideTheUnitIntervalTheResultIsTheExactLineRoundedAndInfiniteOnlyWhenItIs() {
    reproducibleCheck(count: 2_000, input: Self.anyCurve, Self.anyMagnitude) { curve, distance in
      let x = distance < 0 ? distance : 1 + distance
      guard x < 0 || x > 1 else { return }
      let progress = curve.progress(at: x)
      let exact = Self.wideLine(curve, at: x)
      let limit = Float80(Double.greatestFiniteMagnitude)
      // Within a part in 1e15 of the largest Double the last rounding may go either way.
      if exact.magnitude < limit * (1 - 1e-15) {
        #expect(progress.isFinite, "\(curve) at \(x): \(progress), exact \(exact)")
        let expected = Double(exact)
        // 4 ulp of the larger of the result and the line it adds to 1 (1 + line may cancel).
        let scale = Swift.max(expected.magnitude, Double(x > 1 ? exact - 1 : exact).magnitude)
        let tolerance = 4 * Swift.max(scale.ulp, Double.leastNonzeroMagnitude)
        #expect((progress - expected).magnitude <= tolerance, "\(curve) at \(x): \(progress) vs \(expected)")
      } else if exact.magnitude > limit * (1 + 1e-15) {
        #expect(progress == (exact > 0 ? .infinity : -.infinity), "\(curve) at \(x): \(progress)")
      }
    }
  }
  #endif

  /// The line is the slope times the distance: its sign follows the tangent's, and it never is NaN.
  @Test func outsideTheUnitIntervalTheResultIsNeverNaN() {
    reproducibleCheck(count: 1_000, input: Self.anyCurve, Self.anyMagnitude) { curve, distance in
      let x = distance < 0 ? distance : 1 + distance
      #expect(!curve.progress(at: x).isNaN, "\(curve) at \(x)")
    }
  }
}
