import Kinetics
import Testing
import KineticsTestSupport

@Suite struct PathShapeTests {
  @Test func rectangleIsFourKeyframesRoundTheCorners() throws {
    let path = try AnimationPath(rectangle: SIMD2(10, 20), size: SIMD2(-4, 3))
    #expect(path.elements == [
      .move(to: SIMD2(6, 20)), .line(to: SIMD2(10, 20)), .line(to: SIMD2(10, 23)), .line(to: SIMD2(6, 23)), .closeSubpath,
    ])
    // Exact: 2·(4 + 3); Gauss–Legendre integrates a constant speed to rounding (tolerance 1e-14).
    #expect(abs(try path.measured().length - 14) <= 1e-14 * 14)
  }

  @Test func ovalLengthIsTheCircleCircumferenceForEqualSides() throws {
    let measured = try AnimationPath(ovalIn: SIMD2(0, 0), size: SIMD2(20, 20)).measured()
    // Reference 2π·10; tolerance 1e-13 relative.
    #expect(abs(measured.length - 20 * Double.pi) <= 1e-13 * 20 * Double.pi)
    #expect(measured.point(atPacedFraction: 0) == SIMD2(20, 10))
  }

  @Test func ellipsePerimeterMatchesTheSeriesValue() throws {
    // Ellipse a = 2, b = 1: perimeter 9.688448220547675... (complete elliptic integral
    // 4·a·E(e²=3/4), mpmath ellipe(0.75) = 1.2110560275684595248); tolerance 1e-12 relative.
    let reference = 8 * 1.2110560275684595248
    let measured = try AnimationPath(ovalIn: SIMD2(-2, -1), size: SIMD2(4, 2)).measured()
    #expect(abs(measured.length - reference) <= 1e-12 * reference)
  }

  @Test func roundedRectangleHasStraightSidesAndQuarterCircles() throws {
    let path = try AnimationPath(roundedRectangle: .zero, size: SIMD2(200, 100), cornerRadius: 20)
    let measured = try path.measured()
    let expected = 2 * (200.0 + 100) - 8 * 20 + 2 * Double.pi * 20
    #expect(abs(measured.length - expected) <= 1e-13 * expected)
    #expect(measured.point(atPacedFraction: 0) == SIMD2(20, 0))
    // The radius is clamped to half the shorter side: a stadium.
    let stadium = try AnimationPath(roundedRectangle: .zero, size: SIMD2(200, 100), cornerRadius: 80).measured()
    let stadiumLength = 2 * 100.0 + Double.pi * 100
    #expect(abs(stadium.length - stadiumLength) <= 1e-13 * stadiumLength)
  }

  @Test func arcBuilderSweepsInTheRequestedDirection() throws {
    var clockwise = AnimationPath()
    try clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
    var counter = AnimationPath()
    try counter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
    // Quarter turn one way, three quarters the other; tolerance 1e-13 relative.
    #expect(abs(try clockwise.measured().length - 5 * Double.pi) <= 1e-13 * 5 * Double.pi)
    #expect(abs(try counter.measured().length - 15 * Double.pi) <= 1e-13 * 15 * Double.pi)
    #expect(clockwise.elements.first == .move(to: SIMD2(10, 0)))
  }

  @Test func arcBuilderJoinsTheCurrentPointWithALine() throws {
    var path = AnimationPath()
    try path.move(to: SIMD2(0, 0))
    try path.addArc(center: SIMD2(20, 0), radius: 10, startAngle: Double.pi, endAngle: 0, clockwise: true)
    #expect(path.elements.count == 3)
    // The line ends at the arc's start, 20 + 10·(cos π, sin π): (10, 0) up to rounding of sin π.
    guard case .line(let end) = path.elements[1] else { Issue.record("expected a line"); return }
    #expect(PathFixtures.distance(end, SIMD2(10, 0)) <= 1e-14)
    // A whole turn between the angles draws a full circle rather than nothing.
    var full = AnimationPath()
    try full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
    #expect(abs(try full.measured().length - 2 * Double.pi) <= 1e-13)
  }

  @Test func buildersRejectInvalidInput() {
    var path = AnimationPath()
    #expect(throws: PathError.noCurrentPoint) { try path.addLine(to: SIMD2(1, 1)) }
    #expect(throws: PathError.noCurrentPoint) { try path.closeSubpath() }
    #expect(throws: PathError.parameter(ParameterViolation(name: "move point x", value: .nan, rule: .finite))) {
      try path.move(to: SIMD2(.nan, 0))
    }
    #expect(throws: PathError.parameter(ParameterViolation(name: "arc radius x", value: -1, rule: .nonNegative))) {
      try path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
    }
    #expect(throws: PathError.parameter(ParameterViolation(name: "corner radius", value: .infinity, rule: .finite))) {
      try AnimationPath(roundedRectangle: .zero, size: SIMD2(1, 1), cornerRadius: .infinity)
    }
    #expect(throws: PathError.parameter(ParameterViolation(name: "tolerance", value: 0, rule: .within(1e-15...1e-3)))) {
      try AnimationPath().measured(tolerance: 0)
    }
  }
}
