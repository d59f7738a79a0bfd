import Kinetics
import Testing

@Suite struct TypedAnimationTests {
  let timing = try! MediaTiming(duration: 1, fillMode: .forwards)

  @Test func resolvesTheSevenDocumentedCasesForVectors() throws {
    let current = SIMD2<Double>(10, 20)
    let previous = SIMD2<Double>(1, 2)
    typealias V = SIMD2<Double>
    let cases: [(V?, V?, V?, V, V)] = [
      (V(0, 0), V(4, 8), nil, V(0, 0), V(4, 8)),
      (V(0, 0), nil, V(3, 3), V(0, 0), V(3, 3)),
      (nil, V(4, 8), V(1, 2), V(3, 6), V(4, 8)),
      (V(0, 0), nil, nil, V(0, 0), V(10, 20)),
      (nil, V(4, 8), nil, V(10, 20), V(4, 8)),
      (nil, nil, V(1, 1), V(10, 20), V(11, 21)),
      (nil, nil, nil, V(1, 2), V(10, 20)),
    ]
    for (from, to, by, expectedFrom, expectedTo) in cases {
      let animation = try BasicAnimation(fromValue: from, toValue: to, byValue: by, timing: timing)
      let endpoints = animation.endpoints(underlying: current, previous: previous)
      #expect(endpoints.from == expectedFrom && endpoints.to == expectedTo)
    }
  }

  @Test func typedValuesAreValidated() {
    #expect(throws: BasicAnimationError.fromToAndBySet) {
      try BasicAnimation(fromValue: 0.0, toValue: 1, byValue: 1, timing: timing)
    }
    #expect(throws: BasicAnimationError.nonFiniteValue(name: "toValue", index: 2)) {
      try BasicAnimation(toValue: SIMD4<Double>(0, 0, .nan, 0), timing: timing)
    }
    let singular = try! Transform3D(scaleX: 0, y: 1, z: 1)
    #expect(throws: BasicAnimationError.byValueNotInvertible) {
      try BasicAnimation(toValue: Transform3D.identity, byValue: singular, timing: timing)
    }
    #expect(throws: BasicAnimationError.nonFiniteValue(name: "modelValue", index: 0)) {
      try AnimatedProperty<Double>(modelValue: .infinity, animations: [])
    }
  }

  /// The three-animation stack of the bench rows, as `[Double]` and as typed values.
  func stack(dimension: Int) throws -> (AnimatedProperty<[Double]>, [Double]) {
    let ramp = { (scale: Double) in (0..<dimension).map { scale * Double($0 + 1) } }
    let base = try BasicAnimation(
      fromValue: ramp(0), toValue: ramp(10), timing: timing, timingFunction: CubicBezierTimingCurve.easeInEaseOut)
    let offset = try BasicAnimation(byValue: ramp(0.5), timing: timing, isAdditive: true)
    let wobble = KeyframeAnimation(
      track: try KeyframeTrack(values: [ramp(1), ramp(3), ramp(2), ramp(4)]),
      timing: try MediaTiming(duration: 0.25, repeatCount: 4, autoreverses: true), isAdditive: true)
    return (try AnimatedProperty(modelValue: ramp(1), animations: [base, offset, wobble]), ramp(1))
  }

  func typedStack<Value: AnimatableValue>(_ make: @escaping ([Double]) -> Value, dimension: Int) throws -> AnimatedProperty<Value> {
    let ramp = { (scale: Double) in make((0..<dimension).map { scale * Double($0 + 1) }) }
    let base = try BasicAnimation(
      fromValue: ramp(0), toValue: ramp(10), timing: timing, timingFunction: CubicBezierTimingCurve.easeInEaseOut)
    let offset = try BasicAnimation(byValue: ramp(0.5), timing: timing, isAdditive: true)
    let wobble = KeyframeAnimation(
      track: try TypedKeyframeTrack(values: [ramp(1), ramp(3), ramp(2), ramp(4)]),
      timing: try MediaTiming(duration: 0.25, repeatCount: 4, autoreverses: true), isAdditive: true)
    return try AnimatedProperty(modelValue: ramp(1), animations: [base, offset, wobble])
  }

  @Test func typedPresentationValuesEqualTheDoubleArrayPathBitForBit() throws {
    let (scalar, _) = try stack(dimension: 1)
    let (vector, _) = try stack(dimension: 4)
    let typedScalar = try typedStack({ $0[0] }, dimension: 1)
    let typedVector = try typedStack({ SIMD4<Double>($0[0], $0[1], $0[2], $0[3]) }, dimension: 4)
    for step in 0..<240 {
      let t = 1.2 * Double(step) / 240
      let expectedScalar = try scalar.presentationValue(at: t)[0]
      #expect(try typedScalar.presentationValue(at: t).bitPattern == expectedScalar.bitPattern)
      let expected = try vector.presentationValue(at: t)
      let actual = try typedVector.presentationValue(at: t)
      #expect((0..<4).allSatisfy { actual[$0].bitPattern == expected[$0].bitPattern }, "t = \(t)")
    }
  }

  @Test func additiveTransformAnimationIsConcatenatedBeforeTheModelValue() throws {
    let model = try Transform3D(translationX: 100, y: 0, z: 0)
    let spin = try BasicAnimation(
      fromValue: Transform3D.identity, toValue: try Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1), timing: timing,
      isAdditive: true)
    let property = try AnimatedProperty(modelValue: model, animations: [spin])
    let shown = try property.presentationValue(at: 2)
    let expected = try Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1).concatenating(model)
    #expect(relativeMatrixError(shown.elements, expected.elements) <= 1e-15)
    // The rotation happens in place: the translation stays (100, 0).
    #expect(abs(shown.m41 - 100) <= 1e-13 && abs(shown.m42) <= 1e-13)
  }

  @Test func transformByValueConcatenatesAndToMinusByInverts() throws {
    let by = try Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
    let to = try Transform3D(translationX: 3, y: 4, z: 0)
    let animation = try BasicAnimation(toValue: to, byValue: by, timing: timing)
    let (from, end) = animation.endpoints(underlying: .identity)
    #expect(end == to)
    let rebuilt = try by.concatenating(from)
    #expect(relativeMatrixError(rebuilt.elements, to.elements) <= 1e-15)
    let inverse = try #require(to.inverted)
    #expect(relativeMatrixError(try to.concatenating(inverse).elements, Transform3D.identity.elements) <= 1e-15)
  }

  @Test func cumulativeRotationTurnsFurtherEachIteration() throws {
    let quarter = try Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let turn = try BasicAnimation(
      fromValue: Transform3D.identity, toValue: quarter,
      timing: try MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards), isCumulative: true)
    // Iteration 2, halfway: 2 quarter turns plus an eighth = 5π/4.
    let shown = try #require(try turn.value(atParentTime: 2.5, underlying: .identity))
    let expected = try Transform3D(rotationAngle: 5 * .pi / 4, x: 0, y: 0, z: 1)
    #expect(relativeMatrixError(shown.elements, expected.elements) <= 1e-14)
  }

  @Test func cumulativeAndAdditiveColorsAddComponentsWithAlphaClamped() throws {
    let dim = try RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)
    let flash = try BasicAnimation(
      fromValue: RGBAColor.additiveIdentity, toValue: try RGBAColor(red: 0.2, green: 0, blue: 0, alpha: 1),
      timing: timing, isAdditive: true)
    let shown = try AnimatedProperty(modelValue: dim, animations: [flash]).presentationValue(at: 1)
    #expect(shown.red == 0.1 + 0.2 && shown.green == 0.2 && shown.alpha == 1)
  }

  @Test func rotationAnimatedThroughAValueFunctionTurnsTwice() throws {
    let angle = try BasicAnimation(fromValue: 0.0, toValue: 4 * .pi, timing: timing)
    let rotation = try ValueFunctionAnimation(angle, function: .rotateZ)
    let property = try AnimatedProperty(modelValue: Transform3D.identity, animations: [rotation])
    for step in 0...16 {
      let t = Double(step) / 16
      let expected = try ValueFunction.rotateZ.transform(4 * .pi * t)
      #expect(try property.presentationValue(at: t) == expected)
    }
    // Halfway the layer has turned once (the identity again), which a matrix animation from the
    // identity to the identity would show throughout.
    #expect(relativeMatrixError(try property.presentationValue(at: 0.5).elements, Transform3D.identity.elements) <= 1e-15)
    #expect(relativeMatrixError(
      try property.presentationValue(at: 0.125).elements, try ValueFunction.rotateZ.transform(.pi / 2).elements) <= 1e-15)
  }

  @Test func valueFunctionsCheckTheirInputCountAndScaleFromOne() throws {
    let scalar = try BasicAnimation(toValue: 2.0, timing: timing)
    #expect(throws: TransformError.wrongElementCount(expected: 3, actual: 1)) {
      try ValueFunctionAnimation(scalar, function: .translate)
    }
    // A to-only scale animation starts from the neutral scale 1.
    let grow = try ValueFunctionAnimation(scalar, function: .scaleX)
    let shown = try #require(try grow.value(atParentTime: 0.5, underlying: .identity))
    #expect(shown == (try ValueFunction.scaleX.transform(1.5)))
    let move = try ValueFunctionAnimation(
      BasicAnimation(toValue: SIMD3<Double>(10, 0, 0), timing: timing), function: .translate, isAdditive: true)
    let over = try Transform3D(scaleX: 2, y: 2, z: 2)
    let moved = try #require(try move.value(atParentTime: 1, underlying: over))
    #expect(moved.m41 == 20 && moved.m11 == 2)
  }

  @Test func springAnimationFollowsTheSpringsPosition() throws {
    let spring = try Spring(stiffness: 200, damping: 10)
    let curve = try SpringTimingFunction(spring: spring)
    #expect(curve.duration == spring.coreAnimationSettlingDuration())
    let bounce = try BasicAnimation(
      fromValue: SIMD2<Double>(0, 0), toValue: SIMD2(100, 50),
      timing: try MediaTiming(duration: curve.duration, fillMode: .forwards), timingFunction: curve)
    for t in [0.05, 0.1, 0.3, 0.6] {
      let position = spring.position(at: t, from: 0, to: 1)
      let shown = try #require(try bounce.value(atParentTime: t, underlying: .zero))
      #expect(abs(shown.x - 100 * position) <= 1e-12 && abs(shown.y - 50 * position) <= 1e-12)
    }
    // Underdamped: it overshoots the target somewhere.
    let overshoots = stride(from: 0.0, through: curve.duration, by: 0.01).contains {
      ((try? bounce.value(atParentTime: $0, underlying: .zero))??.x ?? 0) > 100
    }
    #expect(overshoots)
    #expect(throws: MediaTimingError.nonFinite(name: "duration", value: .infinity)) {
      try SpringTimingFunction(spring: try Spring(stiffness: 1, damping: 0))
    }
  }

  @Test func keyframeAnimationOfColorsIsCumulativeAndAdditive() throws {
    let track = try TypedKeyframeTrack(values: [
      RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), RGBAColor(red: 0.25, green: 0, blue: 0, alpha: 0),
    ])
    let animation = KeyframeAnimation(
      track: track, timing: try MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards),
      isAdditive: true, isCumulative: true)
    let base = try RGBAColor(red: 0.1, green: 0.5, blue: 0.5, alpha: 1)
    let shown = try #require(try animation.value(atParentTime: 2, underlying: base))
    #expect(shown.red == 0.1 + 0.5 && shown.alpha == 1 && shown.green == 0.5)
  }
}

@Suite struct TypedAffineAnimationTests {
  @Test func affineAnimationsConcatenateAndInterpolateByCSSTransforms1() throws {
    let timing = try MediaTiming(duration: 1, fillMode: .forwards)
    let turn = try AffineTransform(rotationAngle: 1)
    let model = try AffineTransform(translationX: 50, y: 0)
    let animation = try BasicAnimation(fromValue: AffineTransform.identity, toValue: turn, timing: timing, isAdditive: true)
    let property = try AnimatedProperty(modelValue: model, animations: [animation])
    let halfway = try #require(try animation.value(atParentTime: 0.5, underlying: model))
    let expected = try AffineTransformInterpolation(from: .identity, to: turn).transform(at: 0.5).concatenating(model)
    #expect(halfway == expected)
    #expect(try property.presentationValue(at: 1) == (try turn.concatenating(model)))
    // to − by of an affine transform stays affine: by⁻¹·to.
    let undo = try BasicAnimation(toValue: model, byValue: turn, timing: timing)
    let start = undo.endpoints(underlying: .identity).from
    #expect(relativeMatrixError(try turn.concatenating(start).elements, model.elements) <= 1e-15)
  }
}
