import Kinetics
import KineticsTestSupport
import RealModule
import Testing

/// Transform interpolation with huge and tiny linear parts (issue 19, item 3: finite input gives
/// the right answer, not merely a finite one). Reference: the same pair at unit scale (checked
/// against the mpmath fixtures in InterpolationFixtureTests). Multiplying the linear part (a, b,
/// c, d, or the upper-left 3×3 block) of both ends by one power of two 2ᵏ multiplies the
/// decomposed scales by 2ᵏ and leaves rotation and skew alone, so the interpolated linear part is
/// the unit-scale one times 2ᵏ and the translation is unchanged. Bound: 8 ulp of the largest
/// element (the fixtures' bound is 2e-15 of it). Seeded.
@Suite struct TransformFullRangeAccuracyTests {
  static func affine(_ generator: inout SplitMix64, scale: Double) throws -> AffineTransform {
    let angle = generator.uniform(in: -3...3)
    let (sx, sy) = (generator.uniform(in: 0.5...2), generator.uniform(in: -2 ... -0.5))
    let shear = generator.uniform(in: -1...1)
    return try AffineTransform(
      a: sx * Double.cos(angle) * scale, b: sx * Double.sin(angle) * scale, c: (shear * Double.cos(angle) - sy * Double.sin(angle)) * scale,
      d: (shear * Double.sin(angle) + sy * Double.cos(angle)) * scale, tx: generator.uniform(in: -1e300...1e300),
      ty: generator.uniform(in: -3...3))
  }

  /// The pairs found: scales 1e200 → 2e200 and 1e-200 → 2e-200 were called singular (their
  /// determinants overflow or underflow) and jumped at u = 0.5 instead of giving 1.5e200.
  @Test func hugeAndTinyScalesInterpolateAsUnitScalesDo() throws {
    for size in [1e200, 1e-200, subnormal("1e-310")] {
      let start = try AffineTransform(scaleX: size, y: size)
      let end = try AffineTransform(scaleX: 2 * size, y: 2 * size)
      #expect(!AffineTransformInterpolation(from: start, to: end).isDiscrete, "\(size)")
      let middle = start.interpolated(to: end, fraction: 0.5)
      #expect(abs(middle.a - 1.5 * size) <= 2 * (1.5 * size).ulp && abs(middle.d - 1.5 * size) <= 2 * (1.5 * size).ulp, "\(size): \(middle)")
      let start3D = try Transform3D(scaleX: size, y: size, z: size)
      let end3D = try Transform3D(scaleX: 2 * size, y: 2 * size, z: 2 * size)
      let middle3D = start3D.interpolated(to: end3D, fraction: 0.5)
      #expect(!Transform3DInterpolation(from: start3D, to: end3D).isDiscrete, "\(size)")
      #expect(abs(middle3D.m33 - 1.5 * size) <= 2 * (1.5 * size).ulp, "\(size): \(middle3D)")
    }
  }

  @Test func scaledPairsInterpolateAsTheirUnitScalePairsTimesTheScale() throws {
    var generator = SplitMix64(seed: 1931)
    for round in 0..<600 {
      let exponent = Int(generator.next() % 1900) - 1000
      let scale = Double(sign: .plus, exponent: exponent, significand: 1)
      var unitGenerator = generator
      let unitStart = try Self.affine(&unitGenerator, scale: 1)
      let unitEnd = try Self.affine(&unitGenerator, scale: 1)
      let start = try Self.affine(&generator, scale: scale)
      let end = try Self.affine(&generator, scale: scale)
      let u = generator.uniform(in: -0.5...1.5)
      let unit = unitStart.interpolated(to: unitEnd, fraction: u)
      let value = start.interpolated(to: end, fraction: u)
      let largest = [unit.a, unit.b, unit.c, unit.d].map(abs).max()! * scale
      guard largest.isNormal else { continue }
      for (got, expected) in zip([value.a, value.b, value.c, value.d], [unit.a, unit.b, unit.c, unit.d]) {
        #expect(abs(got - expected * scale) <= 8 * largest.ulp, "round \(round), 2^\(exponent) at \(u): \(value) vs \(unit)")
      }
      #expect(value.tx == unit.tx && value.ty == unit.ty)
      // The same pair as 3-D transforms (no perspective): the 3×3 block scales the same way.
      let unit3D = Transform3D(unitStart).interpolated(to: Transform3D(unitEnd), fraction: u)
      let value3D = Transform3D(start).interpolated(to: Transform3D(end), fraction: u)
      let unitBlock = [unit3D.m11, unit3D.m12, unit3D.m21, unit3D.m22, unit3D.m33]
      let block = [value3D.m11, value3D.m12, value3D.m21, value3D.m22, value3D.m33]
      let largest3D = unitBlock.map(abs).max()! * scale
      guard largest3D.isNormal, exponent > -1000 + 60 || scale >= 1 else { continue }
      for (got, expected) in zip(block.dropLast(), unitBlock.dropLast()) {
        #expect(abs(got - expected * scale) <= 8 * largest3D.ulp, "3-D round \(round), 2^\(exponent) at \(u): \(value3D) vs \(unit3D)")
      }
    }
  }
}
