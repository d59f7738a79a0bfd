import Kinetics
import KineticsTestSupport
import Testing

/// progress(at:) outside [0, 1]: the curve's own end tangents, as Chromium, WebKit, Firefox and
/// WPT css-easing take them (docs/timing-curves.md, "Outside [0, 1]"; issue 18), computed without
/// intermediate overflow, with the batches giving the scalar's bits.
@Suite struct CubicBezierExtrapolationTests {
  static let largest = Double.greatestFiniteMagnitude

  @Test func aVerticalEndTangentHoldsTheEndValue() throws {
    // x2 = 1, y2 ≠ 1: the curve arrives at (1, 1) vertically. CSS Easing 1's sentence would take
    // the line through P1 = (0.5, 0) and P3, slope 2, and give 3 at x = 2; the browsers give 1.
    let arrivesVertically = try CubicBezierTimingCurve(x1: 0.5, y1: 0, x2: 1, y2: 0.5)
    #expect(arrivesVertically.progress(at: 2) == 1)
    #expect(arrivesVertically.endTangentSlope == 0)
    #expect(arrivesVertically.slope(at: 2) == 0)
    // The WPT cases: cubic-bezier(0, 1.5, 1, 1.5) stays 1 after 1, (0, −0.5, 1, −0.5) stays 0
    // before 0.
    let overshoots = try CubicBezierTimingCurve(x1: 0, y1: 1.5, x2: 1, y2: 1.5)
    for x in [(1.0).nextUp, 1.2, 2, 1e300] { #expect(overshoots.progress(at: x) == 1) }
    let anticipates = try CubicBezierTimingCurve(x1: 0, y1: -0.5, x2: 1, y2: -0.5)
    for x in [-Double.leastNonzeroMagnitude, -0.3, -2, -1e300] { #expect(anticipates.progress(at: x) == 0) }
  }

  @Test func controlPointsOnTheEndPointsMakeTheLineYEqualsX() throws {
    // (0, 0, 0, 0): x(t) = y(t) = t³, the curve is y = x and so are its tangents.
    let atStart = try CubicBezierTimingCurve(x1: 0, y1: 0, x2: 0, y2: 0)
    #expect(atStart.progress(at: -1) == -1)
    #expect(atStart.progress(at: 2) == 2)
    let atEnd = try CubicBezierTimingCurve(x1: 1, y1: 1, x2: 1, y2: 1)
    #expect(atEnd.progress(at: 2) == 2)
    #expect(atEnd.progress(at: -0.5) == -0.5)
    #expect(atEnd.startTangentSlope == 1 && atEnd.endTangentSlope == 1)
  }

  @Test func aControlPointOnTheEndPointPassesTheTangentToTheOther() throws {
    // P1 = P0: the tangent at P0 points at P2 = (0.5, 0.25), slope 0.5.
    let curve = try CubicBezierTimingCurve(x1: 0, y1: 0, x2: 0.5, y2: 0.25)
    #expect(curve.startTangentSlope == 0.5)
    #expect(curve.progress(at: -2) == -1)
    // P1 = P0 and P2 straight above P0: vertical again, progress stays 0.
    let steep = try CubicBezierTimingCurve(x1: 0, y1: 0, x2: 0, y2: 0.5)
    #expect(steep.progress(at: -2) == 0)
    // P2 = P3: the tangent at P3 comes from P1 = (0.25, −0.5), slope 1.5 / 0.75 = 2.
    let mirrored = try CubicBezierTimingCurve(x1: 0.25, y1: -0.5, x2: 1, y2: 1)
    #expect(mirrored.endTangentSlope == 2)
    #expect(mirrored.progress(at: 1.5) == 2)
  }

  @Test func hugeControlValuesGiveTheFiniteExactLine() throws {
    // The example: slope (1 − y2) / 0.5 is beyond the largest Double, but the line at
    // x − 1 = 2⁻⁵² is −(largest − 1)·2⁻⁵¹ + 1, about −7.98e292.
    let up = try CubicBezierTimingCurve(x1: 0.5, y1: Self.largest, x2: 0.5, y2: Self.largest)
    let after = up.progress(at: (1.0).nextUp)
    #expect(after.isFinite)
    #expect(after == 1 - Self.largest * 0x1p-51)
    let before = up.progress(at: -(0x1p-52))
    #expect(before == -Self.largest * 0x1p-51)
    // The same with −largest, and far enough out that the exact value itself overflows: ±∞.
    let down = try CubicBezierTimingCurve(x1: 0.5, y1: -Self.largest, x2: 0.5, y2: -Self.largest)
    #expect(down.progress(at: -(0x1p-52)) == Self.largest * 0x1p-51)
    #expect(down.progress(at: (1.0).nextUp) == 1 + Self.largest * 0x1p-51)
    #expect(up.progress(at: 2) == -.infinity)
    #expect(up.progress(at: -1) == -.infinity)
    #expect(up.endTangentSlope == -.infinity)
  }

  @Test func aTinyRunDoesNotOverflowTheLine() throws {
    // x1 = 2⁻¹⁰⁷⁴ (the smallest subnormal): the slope 1.5·2¹⁰⁷⁴ overflows, the value at
    // x = −2⁻¹⁰⁴⁰ is −1.5·2³⁴ exactly.
    let curve = try CubicBezierTimingCurve(x1: .leastNonzeroMagnitude, y1: 1.5, x2: 0.5, y2: 0.5)
    #expect(curve.startTangentSlope == .infinity)
    #expect(curve.progress(at: -0x1p-1040) == -1.5 * 0x1p34)
  }

  @Test func extrapolationKeepsTheBitsOfTheSlopeTimesTheDistance() throws {
    // Where the slope is an ordinary number the overflow-free form is the plain product.
    var generator = SplitMix64(seed: 18)
    for _ in 0..<500 {
      let curve = try CubicBezierTimingCurve(
        x1: .random(in: 0.01...1, using: &generator), y1: .random(in: -5...5, using: &generator),
        x2: .random(in: 0...0.99, using: &generator), y2: .random(in: -5...5, using: &generator))
      let x = Double.random(in: -100...100, using: &generator)
      guard x < 0 || x > 1 else { continue }
      let startSlope: Double = curve.y1 / curve.x1
      let endSlope: Double = (1 - curve.y2) / (1 - curve.x2)
      let expected: Double = x < 0 ? startSlope * x + 0 : 1 + endSlope * (x - 1)
      #expect(curve.progress(at: x) == expected, "\(curve) at \(x)")
    }
  }

  @Test func flatLinesStayFlatOutToInfinity() throws {
    let anticipates = try CubicBezierTimingCurve(x1: 0, y1: -0.5, x2: 1, y2: -0.5)
    #expect(anticipates.progress(at: -.infinity) == 0)
    #expect(anticipates.progress(at: .infinity) == 1)
    #expect(CubicBezierTimingCurve.easeIn.progress(at: -.infinity) == 0)
    #expect(CubicBezierTimingCurve.easeIn.progress(at: .infinity) == .infinity)
  }

  /// Both batches send inputs outside (0, 1) to the scalar function: the same bits, the new rule and
  /// the overflow-free line included.
  @Test func batchesGiveTheScalarBitsOutsideTheUnitInterval() throws {
    let curves = [
      try CubicBezierTimingCurve(x1: 0.5, y1: 0, x2: 1, y2: 0.5),
      try CubicBezierTimingCurve(x1: 0, y1: 1.5, x2: 1, y2: 1.5),
      try CubicBezierTimingCurve(x1: 0, y1: -0.5, x2: 1, y2: -0.5),
      try CubicBezierTimingCurve(x1: 0, y1: 0, x2: 0, y2: 0),
      try CubicBezierTimingCurve(x1: 1, y1: 1, x2: 1, y2: 1),
      try CubicBezierTimingCurve(x1: 0.5, y1: Self.largest, x2: 0.5, y2: Self.largest),
      try CubicBezierTimingCurve(x1: 0.5, y1: -Self.largest, x2: 0.25, y2: Self.largest),
      try CubicBezierTimingCurve(x1: .leastNonzeroMagnitude, y1: 1.5, x2: 0.5, y2: 0.5),
      .easeInEaseOut, .default,
    ]
    var inputs: [Double] = [-.infinity, .infinity, -Self.largest, Self.largest, -1e-300, (1.0).nextUp]
    var generator = SplitMix64(seed: 1818)
    while inputs.count < 100 {
      let exponent = Int.random(in: -1074...1023, using: &generator)
      let magnitude = Double(sign: .plus, exponent: exponent, significand: 1.5)
      inputs.append(Bool.random(using: &generator) ? -magnitude : 1 + magnitude)
    }
    for curve in curves {
      let prepared = curve.prepared()
      let (plain, table) = (curve.progress(at: inputs), prepared.progress(at: inputs))
      for (index, x) in inputs.enumerated() {
        let scalar = curve.progress(at: x)
        #expect(plain[index].bitPattern == scalar.bitPattern, "\(curve) at \(x)")
        #expect(table[index].bitPattern == scalar.bitPattern, "prepared \(curve) at \(x)")
        #expect(prepared.progress(at: x).bitPattern == scalar.bitPattern, "prepared \(curve) at \(x)")
      }
    }
  }
}
