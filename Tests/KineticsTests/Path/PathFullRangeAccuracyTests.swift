import Kinetics
import KineticsTestSupport
import Testing

/// Arc lengths, paced points and tangents of paths at the ends of the Double range (issue 19,
/// item 3: finite input gives the right answer or `PathError.arcLengthOverflow` when the length
/// itself is beyond Double, never a wrong finite one). Reference: the mpmath fixture paths
/// (Tests/Fixtures/path, 50 digits) with every coordinate and radius multiplied by 2ᵏ — lengths
/// scale by exactly 2ᵏ, tangent angles not at all — so each scaled path is held to the fixture
/// value times 2ᵏ within the fixtures' own bound, 1e-12 relative. Seeded.
@Suite struct PathFullRangeAccuracyTests {
  /// `path` with every point, center and radius multiplied by `scale` (a power of two: exact).
  static func scaled(_ path: AnimationPath, by scale: Double) throws -> AnimationPath {
    var result = AnimationPath()
    for element in path.elements {
      switch element {
      case .move(let point): try result.move(to: point * scale)
      case .line(let point): try result.addLine(to: point * scale)
      case .quadCurve(let point, let control): try result.addQuadCurve(to: point * scale, control: control * scale)
      case .curve(let point, let first, let second):
        try result.addCurve(to: point * scale, control1: first * scale, control2: second * scale)
      case .arc(let arc):
        result.addArc(
          try EllipticalArc(
            center: arc.center * scale, radii: arc.radii * scale, rotation: arc.rotation,
            startAngle: arc.startAngle, sweepAngle: arc.sweepAngle))
      case .closeSubpath: try result.closeSubpath()
      }
    }
    return result
  }

  /// The failures found: lengths near the largest Double were refused (the 8-point rule's sum of
  /// weights times speeds, and a quadratic's 2·(c − p₀), overflowed), and segments of size 1e-300
  /// measured 0 (the speed's squares underflowed).
  @Test func hugeAndTinySegmentsHaveTheirExactLengths() throws {
    for (data, expected) in [
      ("M 0 0 L 1e308 0", 1e308), ("M -0.8e308 0 L 0.8e308 0", 1.6e308), ("M 0 0 Q 1e308 0 0 0", 1e308),
      ("M 0 0 C 1e308 0 1e308 0 0 0", 1.5e308), ("M 1e300 0 L 1e300 1e-300 L 1e300 3e-300", 3e-300),
      ("M 0 0 L 3e-300 4e-300", 5e-300),
    ] {
      let measured = try AnimationPath(svgPathData: data).measured()
      #expect(abs(measured.length - expected) <= 1e-13 * expected, "\(data): \(measured.length)")
      let middle = measured.point(atPacedFraction: 0.5)
      #expect(middle.x.isFinite && middle.y.isFinite, "\(data): \(middle)")
    }
    let tiny = try AnimationPath(svgPathData: "M 1e300 0 L 1e300 1e-300 L 1e300 3e-300").measured()
    #expect(abs(tiny.point(atPacedFraction: 0.5).y - 1.5e-300) <= 1e-12 * 3e-300)
  }

  @Test func fixturePathsScaledByPowersOfTwoKeepTheirMpmathLengths() throws {
    let lengths = try PathFixtures.lengths()
    var generator = SplitMix64(seed: 1923)
    var checked = 0
    for (id, data) in try PathFixtures.paths() {
      let path = try AnimationPath(svgPathData: data)
      let expected = try #require(lengths[id]?[-1])
      guard expected > 0 else { continue }
      let unit = try path.measured()
      for _ in 0..<6 {
        // Exponents that keep the length within the Double range and above the normal numbers
        // by the fixtures' span of sizes (their coordinates run from 1e-3 to 1e3).
        let room = 1023 - Int(expected.exponent)
        let exponent = Int(generator.next() % UInt64(room + 980)) - 980
        let scale = Double(sign: .plus, exponent: exponent, significand: 1)
        let measured = try Self.scaled(path, by: scale).measured()
        let target = expected * scale
        guard target.isFinite else { continue }
        #expect(abs(measured.length - target) <= 1e-12 * target, "\(id) × 2^\(exponent): \(measured.length) vs \(target)")
        for u in [0.25, 0.5, 0.75] {
          let point = measured.point(atPacedFraction: u)
          let reference = unit.point(atPacedFraction: u) * scale
          let miss = max(abs(point.x - reference.x), abs(point.y - reference.y))
          #expect(miss <= 1e-11 * target, "\(id) × 2^\(exponent) at \(u): \(point) vs \(reference)")
          let angle = measured.tangentAngle(at: measured.location(atPacedFraction: u))
          let unitAngle = unit.tangentAngle(at: unit.location(atPacedFraction: u))
          #expect(abs(angle - unitAngle) <= 1e-9, "\(id) × 2^\(exponent) at \(u): angle \(angle) vs \(unitAngle)")
        }
        checked += 1
      }
    }
    #expect(checked > 50)
  }
}
