// Ported from linebender/kurbo: kurbo/src/cubicbez.rs at commit
// 149cd9182df0b637b4b59bdcd621bb0c20ffc681 (tests cubicbez_arclen, cubicbez_inv_arclen,
// cubicbez_inv_arclen_accuracy) and kurbo/src/svg.rs at commit
// 224eb0cd7403ba5ef42e83e6ef65c00eb80c29fa (test_parse_svg_arc_pie). The cases and their expected
// values; the Swift is Kinetics' own. kurbo's `arclen(accuracy)` is an absolute accuracy; Kinetics'
// `measured(tolerance:)` a relative one in [1e-15, 1e-3], so each accuracy is passed as
// accuracy / (2·length), clamped to that range.
import Foundation
import Kinetics
import Testing

@Suite struct KurboArcLengthTests {
  /// The cubic with x(t) = t and y = x² (times `scale`): (0, 0), (1/3, 0), (2/3, 1/3), (1, 1).
  static func parabola(scale: Double) throws -> AnimationPath {
    var path = AnimationPath()
    try path.move(to: .zero)
    try path.addCurve(
      to: SIMD2(scale, scale), control1: SIMD2(scale / 3, 0), control2: SIMD2(2 * scale / 3, scale / 3))
    return path
  }

  /// The exact length of y = x² from 0 to 1: √5/2 + ln(2 + √5)/4.
  static let parabolaLength = 0.5 * 5.0.squareRoot() + 0.25 * log(2 + 5.0.squareRoot())

  static func tolerance(forAccuracy accuracy: Double, length: Double) -> Double {
    min(max(accuracy / (2 * length), 1e-15), 1e-3)
  }

  @Test func cubicArcLengthMeetsEachAccuracy() throws {
    let path = try Self.parabola(scale: 1)
    for i in 0..<12 {
      let accuracy = pow(0.1, Double(i))
      let measured = try path.measured(tolerance: Self.tolerance(forAccuracy: accuracy, length: Self.parabolaLength))
      #expect(abs(measured.length - Self.parabolaLength) < accuracy, "accuracy \(accuracy)")
    }
  }

  /// kurbo measures the subsegment [0, t] found by the inverse; here it is cut from the cubic by de
  /// Casteljau's construction and measured at the same tolerance.
  @Test func inverseArcLengthFindsThePlaceOfEachLength() throws {
    let scale = 100.0
    let trueLength = scale * Self.parabolaLength
    let controls: [SIMD2<Double>] = [.zero, SIMD2(scale / 3, 0), SIMD2(2 * scale / 3, scale / 3), SIMD2(scale, scale)]
    for i in 0..<12 {
      let accuracy = pow(0.1, Double(i))
      let tolerance = Self.tolerance(forAccuracy: accuracy, length: trueLength)
      let measured = try Self.parabola(scale: scale).measured(tolerance: tolerance)
      for j in 0...10 {
        let arc = Double(j) * (trueLength / 10)
        let t = measured.location(atArcLength: arc).parameter
        let actual = try Self.lengthOfStart(of: controls, upTo: t, tolerance: tolerance)
        #expect(abs(arc - actual) < accuracy, "accuracy \(accuracy): wanted \(arc), got \(actual)")
      }
    }
  }

  @Test func inverseArcLengthConvergesAsTheToleranceTightens() throws {
    var path = AnimationPath()
    try path.move(to: SIMD2(0.2, 0.73))
    try path.addCurve(to: SIMD2(1, 0.73), control1: SIMD2(0.35, 1.08), control2: SIMD2(0.85, 1.08))
    let trueT = try path.measured(tolerance: 1e-15).location(atArcLength: 0.5).parameter
    for i in 1..<12 {
      let accuracy = pow(0.1, Double(i))
      let measured = try path.measured(tolerance: Self.tolerance(forAccuracy: accuracy, length: 1))
      #expect(abs(measured.location(atArcLength: 0.5).parameter - trueT) <= accuracy, "accuracy \(accuracy)")
    }
  }

  @Test func svgArcPieMeasuresItsPerimeter() throws {
    // h 25, three quarters of a circle of radius 25, and the close back: 50 + 37.5π. kurbo checks
    // that it rounds to 168; here the 1e-10 relative bar of arc lengths.
    let path = try AnimationPath(svgPathData: "M 100 100 h 25 a 25 25 0 1 0 -25 25 z")
    let exact = 50 + 37.5 * Double.pi
    let length = try path.measured().length
    #expect(length.rounded() == 168)
    #expect(abs(length - exact) <= 1e-10 * exact)
  }

  /// The arc length of the cubic `controls` from its start to parameter t, cut by de Casteljau.
  static func lengthOfStart(of controls: [SIMD2<Double>], upTo t: Double, tolerance: Double) throws -> Double {
    guard t > 0 else { return 0 }
    let p01 = controls[0] + t * (controls[1] - controls[0])
    let p12 = controls[1] + t * (controls[2] - controls[1])
    let p23 = controls[2] + t * (controls[3] - controls[2])
    let p012 = p01 + t * (p12 - p01)
    let p123 = p12 + t * (p23 - p12)
    let end = p012 + t * (p123 - p012)
    var path = AnimationPath()
    try path.move(to: controls[0])
    try path.addCurve(to: end, control1: p01, control2: p012)
    return try path.measured(tolerance: tolerance).length
  }
}
