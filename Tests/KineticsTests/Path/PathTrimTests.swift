import Foundation
import Kinetics
import Testing

@Suite struct PathTrimTests {
  /// Every element kind: line, quadratic, cubic, arc (SVG A), close; then a second, open subpath.
  private let mixed = "M 0 0 L 40 0 Q 80 0 80 40 C 80 90 20 60 10 30 A 25 15 30 0 1 -20 10 Z M 100 100 L 130 140"

  private func close(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ tolerance: Double = 1e-9) -> Bool {
    max(abs(a.x - b.x), abs(a.y - b.y)) <= tolerance
  }

  private func endPoints(_ path: AnimationPath) -> [SIMD2<Double>] {
    path.elements.compactMap {
      switch $0 {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
      case .arc(let arc): return arc.endPoint
      case .closeSubpath: return nil
      }
    }
  }

  @Test func trimmedLengthIsTheFractionOfTheWholeLength() throws {
    let measured = try AnimationPath(svgPathData: mixed).measured()
    let windows: [(Double, Double, Double)] = [
      (0, 1, 0), (0.1, 0.9, 0), (0.333, 0.334, 0), (0.2, 0.7, 0.45), (0, 0.5, 0.75), (0.05, 0.95, -0.3), (0.4, 0.4, 0),
    ]
    for (a, b, o) in windows {
      let trimmed = try measured.trimmed(from: a, to: b, offset: o)
      let length = trimmed.elements.isEmpty ? 0 : try trimmed.measured().length
      #expect(abs(length - (b - a) * measured.length) <= 1e-11 * measured.length, "window \(a) \(b) \(o)")
    }
  }

  @Test func splitCubicIsTheOriginalPolynomialOverTheSubrange() throws {
    let (p0, p1, p2, p3) = (SIMD2<Double>(0, 0), SIMD2<Double>(30, 90), SIMD2<Double>(70, -40), SIMD2<Double>(100, 20))
    let measured = try AnimationPath(svgPathData: "M 0 0 C 30 90 70 -40 100 20").measured()
    let trimmed = try measured.trimmed(from: 0.3, to: 0.7)
    let t0 = measured.location(atArcLength: 0.3 * measured.length).parameter
    let t1 = measured.location(atArcLength: 0.7 * measured.length).parameter
    // The cubic in power form, a + b t + c t² + d t³, evaluated by Horner's rule.
    func original(_ t: Double) -> SIMD2<Double> {
      let c1 = 3 * (p1 - p0)
      let c2 = 3 * (p2 - 2 * p1 + p0)
      let c3 = p3 - 3 * p2 + 3 * p1 - p0
      return p0 + t * (c1 + t * (c2 + t * c3))
    }
    guard case .move(let q0) = trimmed.elements.first, trimmed.elements.count == 2,
      case .curve(let q3, let q1, let q2) = trimmed.elements[1]
    else {
      Issue.record("expected a move and one cubic, got \(trimmed.elements)")
      return
    }
    for u in stride(from: 0.0, through: 1.0, by: 0.125) {
      let s = 1 - u
      let piece = s * s * s * q0 + 3 * s * s * u * q1 + 3 * s * u * u * q2 + u * u * u * q3
      #expect(close(piece, original(t0 + u * (t1 - t0)), 1e-11), "u = \(u)")
    }
  }

  @Test func splitQuadraticAndLineLieOnTheOriginal() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 Q 50 100 100 0 L 100 50").measured()
    let trimmed = try measured.trimmed(from: 0.25, to: 0.95)
    let points = endPoints(trimmed)
    // The start lies on the parabola x = 100t, y = 200t(1 − t); the end on the line x = 100.
    let t = points[0].x / 100
    #expect(abs(points[0].y - 200 * t * (1 - t)) <= 1e-10)
    #expect(points.last!.x == 100)
    #expect(points.last!.y > 0 && points.last!.y < 50)
    guard case .quadCurve = trimmed.elements[1] else {
      Issue.record("the quadratic stays a quadratic: \(trimmed.elements)")
      return
    }
  }

  @Test func trimmedCircleIsAnArcOfTheRightAngle() throws {
    let circle = try AnimationPath(svgPathData: "M 10 0 A 10 10 0 1 1 -10 0 A 10 10 0 1 1 10 0 Z").measured()
    let trimmed = try circle.trimmed(from: 0.125, to: 0.5)
    let sweep = trimmed.elements.reduce(0.0) { total, element in
      if case .arc(let arc) = element { return total + arc.sweepAngle }
      return total
    }
    #expect(abs(sweep - 0.375 * 2 * Double.pi) <= 1e-11)
    let start = endPoints(trimmed)[0]
    #expect(close(start, SIMD2(10 * cos(Double.pi / 4), 10 * sin(Double.pi / 4)), 1e-10))
  }

  @Test func fullWindowGivesThePathBack() throws {
    let path = try AnimationPath(svgPathData: mixed)
    #expect(try path.measured().trimmed(from: 0, to: 1).elements == path.elements)
    #expect(try path.measured().trimmed(from: 0, to: 1, mode: .eachSubpath).elements == path.elements)
  }

  @Test func windowPastTheEndOfAClosedPathWrapsIntoOneSubpath() throws {
    let square = try AnimationPath(svgPathData: "M 0 0 L 10 0 L 10 10 L 0 10 Z").measured()
    // [0.5, 0.75] moved by 0.375 is [0.875, 1.125]: from (0, 5) on the close, through (0, 0), to (5, 0).
    let trimmed = try square.trimmed(from: 0.5, to: 0.75, offset: 0.375)
    #expect(trimmed.elements.count == 3)
    let points = endPoints(trimmed)
    #expect(close(points[0], SIMD2(0, 5)) && points[1] == SIMD2(0, 0) && close(points[2], SIMD2(5, 0)))
    if case .move = trimmed.elements[0] {} else { Issue.record("starts with a move") }
    #expect(try abs(trimmed.measured().length - 10) <= 1e-10)
  }

  @Test func windowPastTheEndOfAnOpenPathIsTwoSubpaths() throws {
    let line = try AnimationPath(svgPathData: "M 0 0 L 10 0").measured()
    let trimmed = try line.trimmed(from: 0, to: 0.4, offset: 0.8)
    #expect(trimmed.elements.count == 4)
    let points = endPoints(trimmed)
    #expect(close(points[0], SIMD2(8, 0)) && points[1] == SIMD2(10, 0))
    #expect(points[2] == SIMD2(0, 0) && close(points[3], SIMD2(2, 0)))
    if case .move = trimmed.elements[2] {} else { Issue.record("the wrapped part starts with a move") }
  }

  @Test func eachSubpathModeTrimsEverySubpathByItsOwnLength() throws {
    let two = try AnimationPath(svgPathData: "M 0 0 L 10 0 M 0 10 L 30 10").measured()
    let each = endPoints(try two.trimmed(from: 0, to: 0.5, mode: .eachSubpath))
    #expect(each.count == 4 && close(each[1], SIMD2(5, 0)) && close(each[3], SIMD2(15, 10)))
    // Over the whole length (40) half is the first subpath and 10 of the second.
    let whole = endPoints(try two.trimmed(from: 0, to: 0.5, mode: .wholeLength))
    #expect(whole.count == 4 && whole[1] == SIMD2(10, 0) && close(whole[3], SIMD2(10, 10)))
  }

  @Test func hostileWindowsAreTypedErrors() throws {
    let measured = try AnimationPath(svgPathData: "M 0 0 L 10 0").measured()
    #expect(throws: PathError.trimStartAfterEnd(start: 0.6, end: 0.4)) { try measured.trimmed(from: 0.6, to: 0.4) }
    #expect(throws: PathError.self) { try measured.trimmed(from: .nan, to: 0.4) }
    #expect(throws: PathError.self) { try measured.trimmed(from: 0, to: 1.5) }
    #expect(throws: PathError.self) { try measured.trimmed(from: -0.1, to: 0.5) }
    #expect(throws: PathError.self) { try measured.trimmed(from: 0, to: 0.5, offset: .infinity) }
    #expect(throws: PathError.nothingToTrim) { try AnimationPath().measured().trimmed(from: 0, to: 1) }
    #expect(throws: PathError.nothingToTrim) { try AnimationPath(svgPathData: "M 3 4").measured().trimmed(from: 0, to: 1) }
  }

  @Test func svgPathDataOutputReadsBackToTheSamePath() throws {
    let measured = try AnimationPath(svgPathData: mixed).measured()
    for (a, b, o) in [(0.0, 1.0, 0.0), (0.15, 0.85, 0.3)] {
      let trimmed = try measured.trimmed(from: a, to: b, offset: o)
      let data = trimmed.svgPathData
      #expect(data.allSatisfy { !$0.isLowercase || $0 == "e" }, "absolute commands only: \(data)")
      let reread = try AnimationPath(svgPathData: data)
      #expect(reread.elements.count == trimmed.elements.count)
      for (x, y) in zip(reread.elements, trimmed.elements) {
        if case .arc(let p) = x, case .arc(let q) = y {
          #expect(close(p.endPoint, q.endPoint, 1e-12) && abs(p.sweepAngle - q.sweepAngle) <= 1e-12)
        } else {
          #expect(x == y)
        }
      }
    }
  }

  @Test func fullCircleArcIsWrittenAsSeveralArcCommands() throws {
    var path = AnimationPath()
    path.addArc(try EllipticalArc(center: .zero, radii: SIMD2(5, 5), startAngle: 0, sweepAngle: 2 * Double.pi))
    let reread = try AnimationPath(svgPathData: path.svgPathData)
    #expect(abs(try reread.measured().length - 10 * Double.pi) <= 1e-12)
  }

  @Test func aSegmentAfterACloseStartsItsOwnSubpath() throws {
    // Z then L: two subpaths, the closed square (40) and the line (10) from its start.
    let path = try AnimationPath(svgPathData: "M 0 0 H 10 V 10 H 0 Z L 0 -10").measured()
    let each = try path.trimmed(from: 0, to: 0.5, mode: .eachSubpath)
    let points = endPoints(each)
    #expect(points.count == 5 && points[2] == SIMD2(10, 10) && points[3] == SIMD2(0, 0) && close(points[4], SIMD2(0, -5)))
    #expect(try abs(each.measured().length - 25) <= 1e-10)
    // The closed square wraps into one subpath; the line after it is open.
    let wrapped = try path.trimmed(from: 0.8, to: 1, offset: 0.1, mode: .eachSubpath)
    #expect(wrapped.elements.filter { if case .move = $0 { return true } else { return false } }.count == 3)
  }

  @Test func arcStartingAtAHugeAngleTrimsToTheRightLength() throws {
    var path = AnimationPath()
    path.addArc(try EllipticalArc(center: .zero, radii: SIMD2(3, 2), startAngle: 1.7e308, sweepAngle: 2 * Double.pi))
    let measured = try path.measured()
    let trimmed = try measured.trimmed(from: 0.25, to: 0.75)
    #expect(trimmed.elements.count == 2)
    #expect(try abs(trimmed.measured().length - 0.5 * measured.length) <= 1e-11 * measured.length)
  }
  /// A short arc (Δθ ≈ 1.2e-4) of an ellipse with radii 1e6 and 5e12 around its sharp end: a hairpin
  /// about 8,600 long each way. Reference: 17223.293136900375, the arc length of the SVG data's exact
  /// ellipse (SVG 1.1 F.6.5 center form) integrated with mpmath at 60 digits, split at the tip. The
  /// measured length was 9.5e-6 short (the quadrature's rounding floor was sized by the ellipse, not
  /// by the arc's speed), so the trimmed length missed 0.8·L by 1.4e-6 relative.
  @Test func shortArcOfAnEccentricEllipseMeasuresAndTrimsWithinTheBar() throws {
    let measured = try AnimationPath(svgPathData: "M0 0a1000000 5000000000000 12 0 1120 0").measured()
    #expect(abs(measured.length - 17223.293136900375) <= 1e-11 * 17223.293136900375)
    for (a, b) in [(0.1, 0.9), (0, 0.5), (0.4999, 0.5001), (0.5, 1)] {
      let trimmed = try measured.trimmed(from: a, to: b).measured().length
      #expect(abs(trimmed - (b - a) * measured.length) <= 1e-9 * measured.length, "window \(a) \(b)")
    }
  }
}
