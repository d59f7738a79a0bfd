import Kinetics
import Testing

@Suite struct TransformConstructionTests {
  @Test func rotationHasCoreGraphicsLayout() throws {
    let angle = 0.3
    let affine = try AffineTransform(rotationAngle: angle)
    #expect(
      affine.elements == [Double.cos(angle), Double.sin(angle), -Double.sin(angle), Double.cos(angle), 0, 0])
    let spatial = try Transform3D(rotationAngle: angle, x: 0, y: 0, z: 2)
    // Rodrigues' formula about z reduces exactly to the planar rotation.
    #expect(spatial == Transform3D(affine))
    let point = affine.applied(to: SIMD2(1, 0))
    #expect(point == SIMD2(Double.cos(angle), Double.sin(angle)))
  }

  @Test func concatenationAppliesTheReceiverFirst() throws {
    let move = try AffineTransform(translationX: 10, y: 0)
    let grow = try AffineTransform(scaleX: 2, y: 3)
    // Translate then scale: (1, 1) → (11, 1) → (22, 3).
    #expect(try move.concatenating(grow).applied(to: SIMD2(1, 1)) == SIMD2(22, 3))
    let move3 = try Transform3D(translationX: 10, y: 0, z: 0)
    let grow3 = try Transform3D(scaleX: 2, y: 3, z: 4)
    #expect(try move3.concatenating(grow3).elements[12] == 20)
    #expect(try move3.concatenating(.identity) == move3)
  }

  @Test func perspectiveSetsM34ToMinusOneOverDistance() throws {
    let perspective = try Transform3D(perspectiveDistance: 500)
    #expect(perspective.m34 == -1.0 / 500)
    #expect(!perspective.isAffine)
    #expect(perspective.affineTransform == nil)
    #expect(Transform3D(try AffineTransform(scaleX: 2, y: 3)).isAffine)
  }

  @Test func determinantsMatchHandComputedValues() throws {
    #expect(try AffineTransform(scaleX: -2, y: 3).determinant == -6)
    #expect(try Transform3D(scaleX: 2, y: 3, z: 4).determinant == 24)
    #expect(try Transform3D(rotationAngle: 1, x: 1, y: 1, z: 1).determinant.isApproximatelyOne)
  }

  @Test func invalidInputsAreTypedErrors() throws {
    #expect(throws: TransformError.nonFinite(name: "ty", value: .infinity)) {
      try AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: .infinity)
    }
    #expect(throws: TransformError.nonFinite(name: "angle", value: -.infinity)) {
      try AffineTransform(rotationAngle: -.infinity)
    }
    #expect(throws: TransformError.zeroRotationAxis) { try Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) }
    #expect(throws: TransformError.parameter(ParameterViolation(name: "perspective distance", value: 0, rule: .positive))) {
      try Transform3D(perspectiveDistance: 0)
    }
    #expect(throws: TransformError.parameter(ParameterViolation(name: "perspective distance", value: -5, rule: .positive))) {
      try Transform3D(perspectiveDistance: -5)
    }
    #expect(throws: TransformError.wrongElementCount(expected: 16, actual: 6)) {
      try Transform3D(elements: [1, 0, 0, 1, 0, 0])
    }
    #expect(throws: TransformError.self) { try Transform3D(translationX: .nan, y: 0, z: 0) }
    let huge = try AffineTransform(scaleX: 1e200, y: 1e200)
    #expect(throws: TransformError.nonFinite(name: "concatenation", value: .infinity)) {
      try huge.concatenating(huge)
    }
  }
}

extension Double {
  fileprivate var isApproximatelyOne: Bool { abs(self - 1) <= 1e-15 }  // a few ulp of 1
}
