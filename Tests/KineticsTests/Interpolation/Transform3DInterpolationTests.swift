import Kinetics
import Testing
import KineticsTestSupport

@Suite struct Transform3DInterpolationTests {
  @Test func decomposeRecomposeRoundTripsWithPerspective() throws {
    var generator = SplitMix64(seed: 21)
    var worst = 0.0
    for index in 0..<1000 {
      let transform = try Transform3D.random(using: &generator, perspective: index % 2 == 0)
      let parts = try #require(Transform3D.Decomposition(transform))
      // Decomposition divides by m44, so the recomposition is the normalized (m44 = 1) matrix: the
      // same projective transform.
      let normalized = transform.elements.map { $0 / transform.m44 }
      worst = max(worst, relativeMatrixError(try parts.recomposed().elements, normalized))
    }
    // Tolerance: 1e-15 of max(1, largest element) (measured: 8.9e-17 over these 1000 transforms).
    #expect(worst <= 1e-15)
  }

  @Test func endpointsAreBitExactOnBothPaths() throws {
    var generator = SplitMix64(seed: 22)
    for index in 0..<200 {
      let a = try Transform3D.random(using: &generator, perspective: index % 3 == 0)
      let b = try Transform3D.random(using: &generator, perspective: index % 2 == 0)
      for path in Quaternion.Path.allCases {
        let interpolation = Transform3DInterpolation(from: a, to: b, path: path)
        #expect(bitwiseEqual(interpolation.transform(at: 0).elements, a.elements))
        #expect(bitwiseEqual(interpolation.transform(at: 1).elements, b.elements))
      }
    }
  }

  @Test func slerpTakesTheShortestArc() throws {
    let a = try Transform3D(rotationAngle: 170 * .pi / 180, x: 0, y: 1, z: 0)
    let b = try Transform3D(rotationAngle: -170 * .pi / 180, x: 0, y: 1, z: 0)
    let shortest = Transform3DInterpolation(from: a, to: b).transform(at: 0.5)
    // 20° through 180°: m11 = cos 180° = −1. Tolerance: a few ulp of 1.
    #expect(abs(shortest.m11 + 1) <= 1e-15)
    // The spec's pseudocode as printed slerps the decomposed quaternions (w ≥ 0 on both), which here
    // is the long way, 340° through 0°: m11 = +1.
    let literal = Transform3DInterpolation(from: a, to: b, path: .asGiven).transform(at: 0.5)
    #expect(abs(literal.m11 - 1) <= 1e-15)
  }

  @Test func halfOfA180DegreeRotationIsA90DegreeRotation() throws {
    let half = try Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    let full = try Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0)
    let middle = Transform3D.identity.interpolated(to: full, fraction: 0.5)
    #expect(relativeMatrixError(middle.elements, half.elements) <= 1e-15)  // a few ulp of 1
  }

  @Test func rotationsAboutOneAxisInterpolateByTheLerpedAngle() throws {
    // Independent reference: with a common axis, uniform positive scales and translations, the
    // decomposed interpolation equals Scale(lerp) · Rotation(axis, lerp angle) · Translation(lerp)
    // when the two angles differ by less than 180°.
    var generator = SplitMix64(seed: 23)
    var worst = 0.0
    for _ in 0..<300 {
      func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
      let axis = (uniform(-1...1), uniform(-1...1), uniform(0.2...1))
      let (angleA, angleB) = (uniform(-1.4...1.4), uniform(-1.4...1.4))
      let (scaleA, scaleB) = (uniform(0.5...2), uniform(0.5...2))
      let (moveA, moveB) = (
        SIMD3(uniform(-50...50), uniform(-50...50), 0), SIMD3(uniform(-50...50), 0, uniform(-50...50))
      )
      func make(_ s: Double, _ angle: Double, _ t: SIMD3<Double>) throws -> Transform3D {
        try Transform3D(scaleX: s, y: s, z: s)
          .concatenating(Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2))
          .concatenating(Transform3D(translationX: t.x, y: t.y, z: t.z))
      }
      let u = uniform(0...1)
      let value = try make(scaleA, angleA, moveA).interpolated(to: make(scaleB, angleB, moveB), fraction: u)
      let expected = try make(
        scaleA.interpolated(to: scaleB, fraction: u), angleA.interpolated(to: angleB, fraction: u),
        moveA.interpolated(to: moveB, fraction: u))
      worst = max(worst, relativeMatrixError(value.elements, expected.elements))
    }
    // Tolerance: 1e-15 of max(1, largest element) (measured: 8.7e-17).
    #expect(worst <= 1e-15)
  }

  @Test func perspectiveInterpolatesItsVectorLinearly() throws {
    let near = try Transform3D(perspectiveDistance: 500)
    let far = try Transform3D(perspectiveDistance: 1000)
    let middle = Transform3DInterpolation(from: near, to: far)
    #expect(!middle.usesAffineAlgorithm && !middle.isDiscrete)
    // Perspective vectors (0, 0, −1/500, 1) and (0, 0, −1/1000, 1): the midpoint's m34 is −0.0015.
    #expect(abs(middle.transform(at: 0.5).m34 + 0.0015) <= 1e-18)
    #expect(middle.transform(at: 0.5).m11 == 1)
  }

  @Test func twoDimensionalPairsUseTheAffineAlgorithm() throws {
    let a = try AffineTransform(scaleX: -1, y: 1)
    let b = try AffineTransform(scaleX: 1, y: -1)
    let interpolation = Transform3DInterpolation(from: Transform3D(a), to: Transform3D(b))
    #expect(interpolation.usesAffineAlgorithm)
    #expect(interpolation.transform(at: 0.3) == Transform3D(a.interpolated(to: b, fraction: 0.3)))
  }

  @Test func undecomposableTransformsFallBackToDiscrete() throws {
    var elements = Transform3D.identity.elements
    elements[15] = 0  // m44 = 0
    let degenerate = try Transform3D(elements: elements)
    let tilt = try Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)
    let interpolation = Transform3DInterpolation(from: degenerate, to: tilt)
    #expect(interpolation.isDiscrete)
    #expect(interpolation.transform(at: 0.49) == degenerate)
    #expect(interpolation.transform(at: 0.5) == tilt)
    #expect(Transform3D.Decomposition(try Transform3D(scaleX: 1, y: 0, z: 1)) == nil)
  }

  @Test func reflectionNegatesAllThreeScalesAndLeavesAProperRotation() throws {
    // CSS Transforms 2: a left-handed (negative determinant) linear part negates every scale and
    // row; diag(1, 1, −1) becomes scales (−1, −1, −1) and a half turn about z.
    let mirror = try Transform3D(scaleX: 1, y: 1, z: -1)
    let parts = try #require(Transform3D.Decomposition(mirror))
    #expect(parts.scale == SIMD3(-1, -1, -1))
    #expect(parts.rotation == Quaternion(x: 0, y: 0, z: 1, w: 0))
    #expect(try parts.recomposed() == mirror)
    // Towards the identity the scales pass through 0, so the midpoint is singular: what the spec
    // gives for a 3-D reflection (a 2-D one stays in the plane, see the affine tests).
    let tilt = try Transform3D(perspectiveDistance: 800)
    let middle = Transform3DInterpolation(from: try mirror.concatenating(tilt), to: tilt).transform(at: 0.5)
    #expect(abs(middle.determinant) <= 1e-15)
  }

  @Test func quaternionOfAHalfTurnHasZeroRealPart() throws {
    let parts = try #require(Transform3D.Decomposition(try Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)))
    #expect(abs(parts.rotation.w) <= 1e-16 && abs(abs(parts.rotation.z) - 1) <= 1e-16)
    #expect(abs(parts.rotation.rotationAngle - .pi) <= 1e-15)
  }
}
