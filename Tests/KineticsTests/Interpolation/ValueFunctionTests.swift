import Kinetics
import Testing

@Suite struct ValueFunctionTests {
  /// The largest difference between two transforms' elements.
  private func distance(_ a: Transform3D, _ b: Transform3D) -> Double {
    zip(a.elements, b.elements).map { abs($0 - $1) }.max() ?? 0
  }

  @Test(arguments: [(ValueFunction.rotateX, SIMD3(1.0, 0, 0)), (.rotateY, SIMD3(0, 1, 0)), (.rotateZ, SIMD3(0, 0, 1))])
  func rotationsAgreeWithRodriguesAboutTheirAxis(function: ValueFunction, axis: SIMD3<Double>) throws {
    for angle in stride(from: -7.0, through: 7.0, by: 0.37) {
      let made = try function.transform(angle)
      let reference = try Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
      #expect(distance(made, reference) <= 4 * Double.ulpOfOne, "\(function) at \(angle)")
    }
  }

  @Test func rotationsKeepTheFixedAxisExact() throws {
    // Rodrigues' diagonal element cos θ + (1 − cos θ) can round; the value function writes 1.
    for angle in stride(from: 0.05, through: 6.3, by: 0.05) {
      let x = try ValueFunction.rotateX.transform(angle)
      let y = try ValueFunction.rotateY.transform(angle)
      let z = try ValueFunction.rotateZ.transform(angle)
      #expect(x.m11 == 1 && x.m12 == 0 && x.m13 == 0 && x.m21 == 0 && x.m31 == 0)
      #expect(y.m22 == 1 && y.m21 == 0 && y.m23 == 0 && y.m12 == 0 && y.m32 == 0)
      #expect(z.m33 == 1 && z.m31 == 0 && z.m32 == 0 && z.m13 == 0 && z.m23 == 0)
    }
  }

  @Test func rotateZHasTheCoreAnimationLayout() throws {
    let angle = 0.3
    let z = try ValueFunction.rotateZ.transform(angle)
    #expect(z.m11 == Double.cos(angle) && z.m12 == Double.sin(angle))
    #expect(z.m21 == -Double.sin(angle) && z.m22 == Double.cos(angle))
    #expect(z.affineTransform == (try AffineTransform(rotationAngle: angle)))
  }

  @Test func aRotationAnimatedToFourPiTurnsTwice() throws {
    // Unwrap the angle of the image of (1, 0) over 400 samples of 0 → 4π: two full turns.
    // Interpolating the matrices of 0 and 4π (both the identity) never turns at all.
    let samples = 400
    var turned = 0.0
    var previous = 0.0
    for index in 1...samples {
      let transform = try ValueFunction.rotateZ.transform(4 * Double.pi * Double(index) / Double(samples))
      let angle = Double.atan2(y: transform.m12, x: transform.m11)
      var step = angle - previous
      if step > .pi { step -= 2 * .pi }
      if step < -.pi { step += 2 * .pi }
      turned += step
      previous = angle
    }
    #expect(abs(turned - 4 * .pi) < 1e-12)
    let matrices = Transform3DInterpolation(
      from: try ValueFunction.rotateZ.transform(0), to: try ValueFunction.rotateZ.transform(4 * .pi))
    #expect(distance(matrices.transform(at: 0.25), .identity) < 1e-12)
    #expect(distance(try ValueFunction.rotateZ.transform(.pi), try Transform3D(scaleX: -1, y: -1, z: 1)) < 1e-15)
  }

  @Test func aKeyframeTrackOfAnglesDrivesTheRotationAsTheGuideShows() throws {
    let spin = try KeyframeTrack(scalars: [0, 4 * .pi])
    let halfTurn = try ValueFunction.rotateZ.transform(spin.value(at: 0.25, channel: 0))
    #expect(abs(halfTurn.m11 + 1) < 1e-15 && abs(halfTurn.m12) < 1e-15)
    #expect(try distance(ValueFunction.rotateZ.transform(values: spin.value(at: 0.5)), .identity) < 1e-15)
  }

  @Test func scalesAndTranslationsMatchTheConstructors() throws {
    #expect(try ValueFunction.scale.transform(SIMD3(2, 3, 4)) == Transform3D(scaleX: 2, y: 3, z: 4))
    #expect(try ValueFunction.scaleX.transform(2) == Transform3D(scaleX: 2, y: 1, z: 1))
    #expect(try ValueFunction.scaleY.transform(3) == Transform3D(scaleX: 1, y: 3, z: 1))
    #expect(try ValueFunction.scaleZ.transform(4) == Transform3D(scaleX: 1, y: 1, z: 4))
    #expect(try ValueFunction.translate.transform(SIMD3(5, -6, 7)) == Transform3D(translationX: 5, y: -6, z: 7))
    #expect(try ValueFunction.translateX.transform(5) == Transform3D(translationX: 5, y: 0, z: 0))
    #expect(try ValueFunction.translateY.transform(-6) == Transform3D(translationX: 0, y: -6, z: 0))
    #expect(try ValueFunction.translateZ.transform(7) == Transform3D(translationX: 0, y: 0, z: 7))
  }

  @Test(arguments: ValueFunction.allCases)
  func theNeutralInputGivesTheIdentity(_ function: ValueFunction) throws {
    let input = Array(repeating: function.neutralInput, count: function.inputCount)
    #expect(try function.transform(values: input) == .identity)
  }

  @Test func vectorValuesOfTheRightLengthAreAccepted() throws {
    #expect(try ValueFunction.translate.transform(values: [1.0, 2, 3]) == Transform3D(translationX: 1, y: 2, z: 3))
    #expect(try ValueFunction.rotateZ.transform(values: [0.5]) == ValueFunction.rotateZ.transform(0.5))
    #expect(try ValueFunction.scale.transform(values: [1.0, 2, 3][...]) == Transform3D(scaleX: 1, y: 2, z: 3))
  }

  @Test func wrongInputCountsAndNonFiniteInputsThrow() {
    #expect(throws: TransformError.wrongElementCount(expected: 3, actual: 1)) { try ValueFunction.scale.transform(2) }
    #expect(throws: TransformError.wrongElementCount(expected: 1, actual: 3)) {
      try ValueFunction.rotateX.transform(SIMD3(1, 2, 3))
    }
    #expect(throws: TransformError.wrongElementCount(expected: 3, actual: 2)) {
      try ValueFunction.translate.transform(values: [1.0, 2])
    }
    #expect(throws: TransformError.nonFinite(name: "value", value: .infinity)) {
      try ValueFunction.rotateZ.transform(.infinity)
    }
    #expect(throws: TransformError.nonFinite(name: "y", value: -.infinity)) {
      try ValueFunction.translate.transform(SIMD3(0, -.infinity, 0))
    }
    #expect(throws: (any Error).self) { try ValueFunction.scaleX.transform(.nan) }
  }

  @Test func namesRoundTripAndUnknownNamesAreRefusedWithTheList() throws {
    for function in ValueFunction.allCases {
      #expect(try ValueFunction(name: function.name) == function)
    }
    #expect(ValueFunction.allCases.count == 11)
    #expect(ValueFunction.allCases.filter { $0.inputCount == 3 } == [.scale, .translate])
    do {
      _ = try ValueFunction(name: "rotate")
      Issue.record("an unknown name was accepted")
    } catch {
      #expect(error == .unknownValueFunction("rotate"))
      #expect(error.description.contains("rotateX") && error.description.contains("translateZ"))
    }
  }
}
