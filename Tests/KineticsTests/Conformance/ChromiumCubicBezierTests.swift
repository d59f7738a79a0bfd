// Ported from chromium/chromium, ui/gfx/geometry/cubic_bezier_unittest.cc at commit
// 3e1a26c44c024d97dc9a4c09bbc6a2365398ca2c (the cases and their expected values; the Swift is
// Kinetics' own). Chromium's `Solve` is `progress(at:)`, `Slope` is `slope(at:)`, and
// `range_min`/`range_max` are `progressRange`.
import Kinetics
import Testing

/// gfx::CubicBezier's unit tests. Chromium checks its 1e-7-epsilon solver within 1.5e-4; the same
/// tolerance is kept here for the tabulated values (they are given to 5 digits), and Kinetics'
/// own bound (1e-12) where the expected value is computed.
@Suite struct ChromiumCubicBezierTests {
  static let epsilon = 0.00015

  @Test func basic() throws {
    let function = try CubicBezierTimingCurve(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
    let table: [(Double, Double)] = [
      (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235),
      (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238),
      (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021),
      (0.9, 0.96021), (0.95, 0.98863), (1, 1),
    ]
    for (x, y) in table { #expect(abs(function.progress(at: x) - y) <= Self.epsilon, "at \(x)") }
    // Chromium compares these three exactly: t = ½ solves x(t) = ½ for x1 = x2 = ½, and y(½) is a
    // short binary fraction.
    #expect(try CubicBezierTimingCurve(x1: 0.5, y1: 1, x2: 0.5, y2: 1).progress(at: 0.5) == 0.875)
    #expect(try CubicBezierTimingCurve(x1: 0.5, y1: 2, x2: 0.5, y2: 2).progress(at: 0.5) == 1.625)
    #expect(try CubicBezierTimingCurve(x1: 0.5, y1: -1, x2: 0.5, y2: -1).progress(at: 0.5) == -0.625)
  }

  @Test func unclampedYValues() throws {
    let function = try CubicBezierTimingCurve(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
    let table: [(Double, Double)] = [
      (0, 0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651),
      (0.25, -0.18232), (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349),
      (0.5, 0.5), (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992),
      (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954), (1, 1),
    ]
    for (x, y) in table { #expect(abs(function.progress(at: x) - y) <= Self.epsilon, "at \(x)") }
  }

  /// Chromium: Solve stays finite for control y at ±the largest Double, for x from 0 to 1.01 in
  /// steps of 0.05. Kinetics deliberately differs for `Slope`: Chromium clamps ±∞ to ±the largest
  /// Double (`ToFinite`), Kinetics returns ±∞ where the exact slope is infinite (a vertical
  /// tangent, x1 = 0 with y1 ≠ 0 at x = 0) or beyond the range of Double, so only progress is
  /// required finite here (docs/timing-curves.md, "Comparison with other frameworks").
  @Test func clampInfinityEvaluation() throws {
    let (top, bottom) = (Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude)
    var cases: [(Double, Double, Double, Double)] = []
    for x in [0.5, 0, 1] {
      cases += [(x, top, x, top), (x, bottom, x, top), (x, top, x, bottom), (x, bottom, x, bottom)]
    }
    cases += [(0, 0, 0, top), (0, bottom, 0, 0), (1, 0, 0, bottom), (0, bottom, 1, 1)]
    for (x1, y1, x2, y2) in cases {
      let curve = try CubicBezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
      var x = 0.0
      while x <= 1.01 {
        #expect(curve.progress(at: x).isFinite, "\(curve) at \(x)")
        x += 0.05
      }
    }
  }

  @Test func range() throws {
    func range(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws -> ClosedRange<Double> {
      try CubicBezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2).progressRange
    }
    // Derivative constant, no real roots, one double root, roots outside [0, 1]: [0, 1] exactly.
    let unitRanges: [(Double, Double, Double, Double)] = [
      (0.25, 1.0 / 3, 0.75, 2.0 / 3), (0.25, 0.25, 0.75, 0.5), (0, 1, 1, 0), (0.25, 0.1, 0.75, 0.9),
      (0.25, 0.3, 0.75, 0.633), (0.25, 0.367, 0.75, 0.7),
    ]
    for controls in unitRanges {
      #expect(try range(controls.0, controls.1, controls.2, controls.3) == 0...1, "\(controls)")
    }
    // Derivative linear.
    let linear = try range(0.25, -0.5, 0.75, -1.0 / 6)
    #expect(abs(linear.lowerBound - -0.225) <= Self.epsilon && linear.upperBound == 1)
    // Two roots in [0, 1], one in [0, 1] and one outside.
    let cases: [((Double, Double, Double, Double), ClosedRange<Double>)] = [
      ((0.25, 2.5, 0.75, 0.5), 0...1.28818), ((0.25, 0.5, 0.75, -1.5), -0.28818...1),
      ((0.25, 0.1, 0.75, 1.5), 0...1.10755), ((0.25, -0.5, 0.75, 0.9), -0.10755...1),
    ]
    for (controls, expected) in cases {
      let actual = try range(controls.0, controls.1, controls.2, controls.3)
      #expect(abs(actual.lowerBound - expected.lowerBound) <= Self.epsilon, "\(controls)")
      #expect(abs(actual.upperBound - expected.upperBound) <= Self.epsilon, "\(controls)")
    }
  }

  @Test func slope() throws {
    let function = try CubicBezierTimingCurve(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
    let table: [(Double, Double)] = [
      (-0.1, 0), (0, 0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
      (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628),
      (0.5, 1.33333), (0.55, 1.32628), (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239),
      (0.75, 1.13576), (0.8, 1.03184), (0.85, 0.89121), (0.9, 0.69778), (0.95, 0.42170), (1, 0),
      (1.1, 0),
    ]
    for (x, slope) in table { #expect(abs(function.slope(at: x) - slope) <= Self.epsilon, "at \(x)") }
  }

  /// Chromium's end gradients outside [0, 1], compared exactly as Chromium does. (Chromium's
  /// `SolveWithEpsilon` case repeats the first with a coarser solver, which Kinetics has no knob
  /// for.)
  @Test func inputOutOfRange() throws {
    let cases: [((Double, Double, Double, Double), before: Double, after: Double)] = [
      ((0.5, 1, 0.5, 1), -2, 1),  // simple
      ((0, 0, 1, 1), -1, 2),  // coincident end points
      ((0, 1, 1, 0), 0, 1),  // vertical gradient
      ((0.5, 0, 1, 0.5), 0, 1),  // vertical trailing gradient
      ((0.1, 0.2, 0.8, 0.8), -2, 2),  // distinct end points
      ((0, 0, 0.5, 1), -2, 1),  // coincident leading end point
      ((1, 0.5, 1, 1), -0.5, 1),  // coincident trailing end point
      ((0, 0, 0, 0), -1, 2),  // all zeros: the line y = x
      ((1, 1, 1, 1), -1, 2),  // all ones: the line y = x
    ]
    for (c, before, after) in cases {
      let curve = try CubicBezierTimingCurve(x1: c.0, y1: c.1, x2: c.2, y2: c.3)
      #expect(curve.progress(at: -1) == before, "\(curve) at −1")
      #expect(curve.progress(at: 2) == after, "\(curve) at 2")
      #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1, "\(curve) at the ends")
    }
  }

  /// Chromium's `GetPoints` returns the control points as given; Kinetics keeps them as given too.
  /// Chromium's class also accepts x outside [0, 1] (`cubic_oor`, x1 = −0.5, x2 = 1.5); Kinetics,
  /// like CSS, rejects them (the curve would not be a function of x).
  @Test func getPoints() throws {
    let curve = try CubicBezierTimingCurve(x1: 0.1, y1: 0.2, x2: 0.8, y2: 0.9)
    #expect(curve.x1 == 0.1 && curve.y1 == 0.2 && curve.x2 == 0.8 && curve.y2 == 0.9)
    for value in [0.0, 1] {
      let corner = try CubicBezierTimingCurve(x1: value, y1: value, x2: value, y2: value)
      #expect(corner.x1 == value && corner.y1 == value && corner.x2 == value && corner.y2 == value)
    }
    #expect(throws: TimingCurveError.self) { try CubicBezierTimingCurve(x1: -0.5, y1: -1.5, x2: 1.5, y2: -1.6) }
  }

  /// Chromium's `validateSolver` solves x(t) for t at t = 0, 0.05, …, 1 within 1e-5. Kinetics
  /// exposes progress, not t, so the port checks progress(at: x(t)) against y(t) within the
  /// 1e-12 Kinetics promises (docs/timing-curves.md), for the same curves.
  @Test(arguments: [
    (0.25, 0.1, 0.25, 1.0), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),  // common easings
    (0, 0, 0, 0), (1, 1, 1, 1),  // linear equivalents
    (0.3, 1.5, 0.8, 1.5), (0.4, -0.8, 0.7, 1.7), (0.7, -2, 1, -1.5), (0, 4, 1, -3),  // outside the square
  ])
  func solverFindsEachPointOfTheCurve(controls: (Double, Double, Double, Double)) throws {
    let (x1, y1, x2, y2) = controls
    let curve = try CubicBezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
    for step in 0...20 {
      let point = ConformanceReference.bezierPoint(x1, y1, x2, y2, parameter: Double(step) / 20)
      // x(t) here is itself rounded (by about an ulp of x), and where dy/dx is steep that moves y
      // by the slope times as much: the bound adds 4 ulp of x times the slope.
      let steepness = Swift.max(1, abs(curve.slope(at: point.x)))
      #expect(
        abs(curve.progress(at: point.x) - point.y) <= 1e-12 + 4 * steepness * point.x.ulp,
        "\(curve) at t = \(Double(step) / 20)")
    }
  }
}
