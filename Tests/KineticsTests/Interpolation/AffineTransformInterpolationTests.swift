import Kinetics
import Testing
import KineticsTestSupport

@Suite struct AffineTransformInterpolationTests {
  static func randomAffine(_ generator: inout SplitMix64) throws -> AffineTransform {
    func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
    return try AffineTransform(
      a: uniform(-3...3), b: uniform(-3...3), c: uniform(-3...3), d: uniform(-3...3),
      tx: uniform(-500...500), ty: uniform(-500...500))
  }

  @Test func decomposeRecomposeRoundTripsWithinFourUlpOfTheLargestElement() throws {
    var generator = SplitMix64(seed: 11)
    var worst = 0.0
    for _ in 0..<2000 {
      let transform = try Self.randomAffine(&generator)
      guard abs(transform.determinant) > 1e-3 else { continue }
      let parts = try #require(AffineTransform.Decomposition(transform))
      let back = try parts.recomposed()
      // Relative to the largest linear element, so translations (copied exactly) do not hide errors.
      let scale = max(abs(transform.a), abs(transform.b), abs(transform.c), abs(transform.d))
      let error = zip(back.elements, transform.elements).map { abs($0 - $1) }.max()! / scale
      worst = max(worst, error)
    }
    // Tolerance: 4 ulp of 1 (8.9e-16) relative to the largest linear element.
    #expect(worst <= 4 * Double.ulpOfOne)
  }

  @Test func endpointsAreBitExact() throws {
    var generator = SplitMix64(seed: 12)
    for _ in 0..<300 {
      let a = try Self.randomAffine(&generator)
      let b = try Self.randomAffine(&generator)
      #expect(bitwiseEqual(a.interpolated(to: b, fraction: 0).elements, a.elements))
      #expect(bitwiseEqual(a.interpolated(to: b, fraction: 1).elements, b.elements))
    }
  }

  @Test func rotationTakesTheShortWayAcross180Degrees() throws {
    let a = try AffineTransform(rotationAngle: 170 * .pi / 180)
    let b = try AffineTransform(rotationAngle: -170 * .pi / 180)
    let middle = a.interpolated(to: b, fraction: 0.5)
    // Through 180° (a = −1), not through 0° (a = +1). Tolerance: a few ulp of 1.
    #expect(abs(middle.a + 1) <= 1e-15 && abs(middle.b) <= 1e-15)
  }

  @Test func reflectionInXToReflectionInYTurnsWithoutCollapsing() throws {
    // CSS Transforms 1: one flipped x, the other y → reinterpreted as an unflipped rotation, so the
    // determinant stays −1 instead of passing through 0.
    let flipX = try AffineTransform(scaleX: -1, y: 1)
    let flipY = try AffineTransform(scaleX: 1, y: -1)
    for step in 1..<10 {
      let value = flipX.interpolated(to: flipY, fraction: Double(step) / 10)
      #expect(abs(value.determinant + 1) <= 1e-15)  // tolerance: a few ulp of 1
    }
  }

  @Test func singularTransformsFallBackToDiscreteAtOneHalf() throws {
    let singular = try AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
    let interpolation = AffineTransformInterpolation(from: singular, to: .identity)
    #expect(interpolation.isDiscrete)
    #expect(interpolation.transform(at: 0.4999) == singular)
    #expect(interpolation.transform(at: 0.5) == .identity)
    #expect(interpolation.transform(at: -3) == singular)
  }

  @Test func pureTranslationAndScaleInterpolateLinearly() throws {
    let a = try AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: -10)
    let b = try AffineTransform(a: 4, b: 0, c: 0, d: 8, tx: 30, ty: 10)
    // Angle 0 counts as 360° on both sides: equal, so no rotation appears. Exact in binary.
    #expect(a.interpolated(to: b, fraction: 0.5).elements == [3, 0, 0, 6, 20, 0])
  }
}
