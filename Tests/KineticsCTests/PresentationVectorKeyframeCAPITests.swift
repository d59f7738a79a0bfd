import Foundation
import Kinetics
import Testing

/// The animations of Tests/CClients/presentation_vector_keyframes.c (and of the vector keyframe
/// test of python/tests/test_presentation.py), built with the Swift API on the vector type of each
/// track's dimension: the C results, which hold vectors in four components, must equal them bit for
/// bit.
enum PresentationVectorKeyframeCAPIFixtures {
  static let times: [Double] = [-0.5, 0.0, 0.2, 0.45, 0.9, 1.3, 1.75, 2.5]

  static func opacity() throws -> KeyframeAnimation<Double> {
    KeyframeAnimation(
      track: try TypedKeyframeTrack(values: [0, 0.8, 0.2], calculationMode: .paced),
      timing: try MediaTiming(duration: 1, repeatCount: 1, fillMode: .forwards), isAdditive: true)
  }

  static func pointTrack() throws -> TypedKeyframeTrack<SIMD2<Double>> {
    try TypedKeyframeTrack(values: [SIMD2(0, 0), SIMD2(40, -10), SIMD2(25, 60), SIMD2(-5, 20)], calculationMode: .cubic)
  }

  static func point() throws -> KeyframeAnimation<SIMD2<Double>> {
    KeyframeAnimation(
      track: try pointTrack(), timing: try MediaTiming(duration: 0.5, repeatCount: 3, fillMode: .forwards),
      isCumulative: true)
  }

  static func rect() throws -> KeyframeAnimation<SIMD4<Double>> {
    KeyframeAnimation(
      track: try TypedKeyframeTrack(
        values: [SIMD4(0, 0, 100, 50), SIMD4(10, 20, 80, 40), SIMD4(30, -10, 120, 90)], calculationMode: .cubicPaced),
      timing: try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards))
  }

  static func move() throws -> ValueFunctionAnimation<SIMD3<Double>> {
    let offsets = KeyframeAnimation(
      track: try TypedKeyframeTrack(values: [SIMD3<Double>(0, 0, 0), SIMD3(10, 20, 30), SIMD3(-10, 5, 0)]),
      timing: try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards))
    return try ValueFunctionAnimation(offsets, function: .translate)
  }

  static func stack() throws -> AnimatedProperty<SIMD2<Double>> {
    try AnimatedProperty(
      modelValue: SIMD2<Double>(10, 20),
      animations: [
        try BasicAnimation(toValue: SIMD2<Double>(100, 50), timing: try MediaTiming(duration: 1)),
        KeyframeAnimation(
          track: try pointTrack(), timing: try MediaTiming(beginTime: 0.3, duration: 0.5, repeatCount: 2),
          isCumulative: true),
        try BasicAnimation(byValue: SIMD2<Double>(5, 5), timing: try MediaTiming(duration: 1), isAdditive: true),
      ])
  }
}

/// Vector keyframe animations in the C vector stacks, beside the transform and color ones of
/// PresentationKeyframeCAPITests.
extension PresentationCAPITests {
  typealias V = PresentationVectorKeyframeCAPIFixtures

  @Test func cProgramGetsTheSwiftVectorKeyframeAnimationsOfEveryDimensionBitForBit() throws {
    let (opacity, point, rect, move, stack) = (try V.opacity(), try V.point(), try V.rect(), try V.move(), try V.stack())
    let output = try CClient.compileAndRun("presentation_vector_keyframes.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    for (index, t) in V.times.enumerated() {
      let faded = try opacity.value(atParentTime: t, underlying: 0.5)
      expectBits(values, "opacity.\(index)", [faded ?? 0.5])
      #expect(fields["opacity.\(index).visible"] == (faded == nil ? "0" : "1"))
      let moved = try point.value(atParentTime: t, underlying: SIMD2(10, 20)) ?? SIMD2(10, 20)
      expectBits(values, "point.\(index)", [moved.x, moved.y])
      let framed = try rect.value(atParentTime: t, underlying: SIMD4(1, 2, 3, 4)) ?? SIMD4(1, 2, 3, 4)
      expectBits(values, "rect.\(index)", [framed.x, framed.y, framed.z, framed.w])
      expectBits(values, "move.\(index)", (try move.value(atParentTime: t, underlying: .identity) ?? .identity).elements)
      let shown = try stack.presentationValue(at: t)
      expectBits(values, "stack.\(index)", [shown.x, shown.y])
    }
    #expect(
      fields["fiveDoubles"]
        == "4 kn_vector_keyframe_animation_create: track has 5 doubles per value; a vector animation has 1 to 4")
    #expect(fields["nullDesc"] == "2 kn_vector_keyframe_animation_create: desc is NULL")
    #expect(fields["nullOut"]?.hasPrefix("2 kn_vector_keyframe_animation_create: ") == true)
    #expect(
      fields["transformForTrack"]?.hasPrefix(
        "6 kn_vector_keyframe_animation_create: track is not a live kn_keyframe_track handle: it is a kn_transform_animation")
        == true)
    #expect(fields["badTiming"]?.hasPrefix("1 kn_vector_keyframe_animation_create: timing: ") == true)
    #expect(
      fields["opacityInPointStack"]
        == "4 kn_vector_presentation_value: animations[1] animates 1 doubles, the property 2")
    #expect(
      fields["pointForRotate"] == "4 kn_value_function_animation_create: input animates 2 doubles; rotateZ takes 1")
    #expect(fields["destroyedTrack"]?.hasPrefix("6 kn_vector_keyframe_animation_create: track is not a live") == true)
  }

  @Test func aVectorKeyframeAnimationShowsItsKeysAtTheirKeyTimes() throws {
    // What the bits above mean: the cumulative point animation starts each iteration where the
    // previous one ended (moved on by last key minus first per iteration) and, filled forwards,
    // holds the end of its third.
    let point = try V.point()
    let keys: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(40, -10), SIMD2(25, 60), SIMD2(-5, 20)]
    #expect(try point.value(atParentTime: 0, underlying: .zero) == keys[0])
    let change = keys[3] - keys[0]
    #expect(try point.value(atParentTime: 0.5, underlying: .zero) == keys[0] + change)
    #expect(try point.value(atParentTime: 2, underlying: .zero) == keys[3] + 2 * change)
  }
}
