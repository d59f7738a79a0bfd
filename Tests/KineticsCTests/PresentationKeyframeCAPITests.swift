import Foundation
import Kinetics
import Testing

/// The animations of Tests/CClients/presentation_keyframes.c (and the keyframe and value-function
/// tests of python/tests/test_presentation.py), built with the Swift API: the C results must equal
/// them bit for bit. The C side animates a value function's input with a four-component vector
/// animation; here it is a `Double` or a `SIMD3<Double>`, so the padding is checked to change nothing.
enum PresentationKeyframeCAPIFixtures {
  static let times: [Double] = [-0.5, 0.0, 0.2, 0.45, 0.9, 1.3, 2.5]

  static func keyframes() throws -> KeyframeAnimation<Transform3D> {
    let (c, s) = (cos(1.0), sin(1.0))
    let track = try TypedKeyframeTrack(values: [
      Transform3D.identity,
      try Transform3D(elements: [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 40, -10, 0, 1]),
      try Transform3D(scaleX: 1.5, y: 0.5, z: 1),
    ])
    return KeyframeAnimation(
      track: track, timing: try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards))
  }

  static func spin() throws -> ValueFunctionAnimation<Double> {
    try ValueFunctionAnimation(
      try BasicAnimation(byValue: 4 * Double.pi, timing: try MediaTiming(duration: 1)), function: .rotateZ,
      isAdditive: true)
  }

  static func move() throws -> ValueFunctionAnimation<SIMD3<Double>> {
    let made = try Spring(response: 0.5, dampingRatio: 0.6)
    let spring = try Spring(mass: made.mass, stiffness: made.stiffness, damping: made.damping)
    let slide = try BasicAnimation(
      toValue: SIMD3<Double>(10, 20, 30), timing: try MediaTiming(beginTime: 1, duration: 1),
      timingFunction: try SpringTimingFunction(spring: spring, duration: 1, initialVelocity: 0))
    return try ValueFunctionAnimation(slide, function: .translate)
  }

  static func transform() throws -> AnimatedProperty<Transform3D> {
    try AnimatedProperty(
      modelValue: try Transform3D(translationX: 100, y: 0, z: 0), animations: [try keyframes(), try spin(), try move()])
  }

  static func color() throws -> AnimatedProperty<RGBAColor> {
    let track = try TypedKeyframeTrack(
      values: [
        try RGBAColor(red: 1, green: 0, blue: 0), try RGBAColor(red: 0, green: 1, blue: 0),
        try RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5),
      ], interpolation: ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied))
    let tint = KeyframeAnimation(
      track: track, timing: try MediaTiming(duration: 0.5, repeatCount: 3), isAdditive: true, isCumulative: true)
    return try AnimatedProperty(
      modelValue: try RGBAColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.2), animations: [tint])
  }
}

/// Keyframe and value-function animations in the C stacks, beside the basic and spring ones of
/// PresentationCAPITests (whose bit comparison they share).
extension PresentationCAPITests {
  typealias K = PresentationKeyframeCAPIFixtures

  @Test func cProgramGetsTheSwiftKeyframeAndValueFunctionAnimationsInStacksBitForBit() throws {
    let model = try Transform3D(translationX: 100, y: 0, z: 0)
    let (keyframes, spin) = (try K.keyframes(), try K.spin())
    let (transform, color) = (try K.transform(), try K.color())
    let output = try CClient.compileAndRun("presentation_keyframes.c", extraFlags: ["-lm"])
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    for (index, t) in K.times.enumerated() {
      let keyed = try keyframes.value(atParentTime: t, underlying: model)
      expectBits(values, "transformKeyframes.\(index)", (keyed ?? model).elements)
      #expect(fields["transformKeyframes.\(index).visible"] == (keyed == nil ? "0" : "1"))
      let turned = try spin.value(atParentTime: t, underlying: model)
      expectBits(values, "spin.\(index)", (turned ?? model).elements)
      #expect(fields["spin.\(index).visible"] == (turned == nil ? "0" : "1"))
      expectBits(values, "transformPresentation.\(index)", try transform.presentationValue(at: t).elements)
      let tint = try color.presentationValue(at: t)
      expectBits(values, "colorPresentation.\(index)", [tint.red, tint.green, tint.blue, tint.alpha])
    }
    #expect(
      fields["colorTrackForTransform"]?.hasPrefix(
        "6 kn_transform_keyframe_animation_create: track is not a live kn_transform_track handle: it is a kn_color_track")
        == true)
    #expect(fields["nullDesc"] == "2 kn_color_keyframe_animation_create: desc is NULL")
    #expect(fields["destroyedTrack"]?.hasPrefix("6 kn_transform_keyframe_animation_create: track is not a live") == true)
    #expect(fields["badTiming"]?.hasPrefix("1 kn_color_keyframe_animation_create: timing: ") == true)
    #expect(
      fields["twoInputsForRotate"]
        == "4 kn_value_function_animation_create: input animates 2 doubles; rotateZ takes 1")
    #expect(fields["unknownFunction"]?.hasPrefix("1 kn_value_function_animation_create: ") == true)
    #expect(fields["nullName"] == "2 kn_value_function_animation_create: name is NULL")
    #expect(
      fields["transformForInput"]?.hasPrefix(
        "6 kn_value_function_animation_create: input is not a live kn_vector_animation handle: it is a kn_transform_animation")
        == true)
    #expect(
      fields["transformInColorStack"]?.hasPrefix(
        "6 kn_color_presentation_value: an animation is not a live kn_color_animation handle: it is a kn_transform_animation")
        == true)
    #expect(fields["destroyedTwice"]?.hasPrefix("6 kn_transform_animation_destroy: ") == true)
  }

  @Test func aValueFunctionAnimationTurnsTwiceWhereMatricesCouldNot() throws {
    // The C client's spin is checked against the Swift calls above; this checks what they mean: at
    // a quarter of the animation the angle is π (a half turn), and its end shows the identity.
    let spin = try K.spin()
    let half = try #require(try spin.value(atParentTime: 0.25, underlying: .identity))
    #expect(abs(half.m11 + 1) < 1e-12 && abs(half.m22 + 1) < 1e-12)
    let rotationAtEighth = try #require(try spin.value(atParentTime: 0.125, underlying: .identity))
    #expect(abs(rotationAtEighth.m12 - 1) < 1e-12)
  }
}
