import Foundation
import Kinetics
import Testing

/// The animations and properties of Tests/CClients/presentation.c (and python/tests/test_presentation.py),
/// built with the Swift API: the C results must equal them bit for bit. The C side holds a point in
/// a four-component vector; here it is a `SIMD2<Double>`, so the padding is checked to change nothing.
enum PresentationCAPIFixtures {
  static let times: [Double] = [-0.5, 0.0, 0.2, 0.45, 0.9, 2.0]

  /// SwiftUI's response 0.5 s, damping ratio 0.6, as the C side rebuilds it from its coefficients.
  static func spring() throws -> Spring {
    let made = try Spring(response: 0.5, dampingRatio: 0.6)
    return try Spring(mass: made.mass, stiffness: made.stiffness, damping: made.damping)
  }

  static func springTiming(initialVelocity: Double) throws -> SpringTimingFunction {
    try SpringTimingFunction(spring: spring(), duration: 1, initialVelocity: initialVelocity)
  }

  static func move() throws -> BasicAnimation<SIMD2<Double>> {
    try BasicAnimation(
      fromValue: SIMD2(0, 0), toValue: SIMD2(100, 50), timing: try MediaTiming(duration: 1, fillMode: .forwards),
      timingFunction: try springTiming(initialVelocity: 2))
  }

  static func point() throws -> AnimatedProperty<SIMD2<Double>> {
    let push = try BasicAnimation(
      byValue: SIMD2<Double>(10, -10), timing: try MediaTiming(beginTime: 0.2, duration: 0.5), isAdditive: true)
    return try AnimatedProperty(
      modelValue: SIMD2(100, 50), previousModelValue: SIMD2(0, 0), animations: [try move(), push])
  }

  static func transform() throws -> AnimatedProperty<Transform3D> {
    let (c, s, cx, sx) = (cos(1.0), sin(1.0), cos(0.5), sin(0.5))
    let turn = try BasicAnimation(
      toValue: try Transform3D(elements: [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
      timing: try MediaTiming(duration: 1, fillMode: .both), timingFunction: try springTiming(initialVelocity: 0))
    let lean = try BasicAnimation(
      byValue: try Transform3D(elements: [1, 0, 0, 0, 0, cx, sx, 0, 0, -sx, cx, 0, 0, 0, 0, 1]),
      timing: try MediaTiming(duration: 1), isAdditive: true)
    return try AnimatedProperty(
      modelValue: try Transform3D(translationX: 100, y: 0, z: 0), animations: [turn, lean])
  }

  static func color() throws -> AnimatedProperty<RGBAColor> {
    let fade = try BasicAnimation(
      fromValue: try RGBAColor(red: 1, green: 0, blue: 0), toValue: try RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5),
      timing: try MediaTiming(duration: 1), timingFunction: try springTiming(initialVelocity: -1),
      interpolation: ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied))
    return try AnimatedProperty(modelValue: try RGBAColor(red: 0, green: 1, blue: 0), animations: [fade])
  }
}

@Suite struct PresentationCAPITests {
  typealias F = PresentationCAPIFixtures

  func expectBits(_ values: [String: Double], _ label: String, _ expected: [Double]) {
    for (index, value) in expected.enumerated() {
      #expect(values["\(label)[\(index)]"]?.bitPattern == value.bitPattern, "\(label)[\(index)]")
    }
  }

  @Test func cProgramGetsTheSwiftSpringAnimationsAndPresentationValuesBitForBit() throws {
    let output = try CClient.compileAndRun("presentation.c", extraFlags: ["-lm"])
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    let move = try F.move()
    let point = try F.point()
    let transform = try F.transform()
    let color = try F.color()
    let model = SIMD2<Double>(100, 50)
    for (index, t) in F.times.enumerated() {
      let moved = try move.value(atParentTime: t, underlying: model)
      let shown = moved ?? model
      expectBits(values, "vectorSpring.\(index)", [shown.x, shown.y])
      #expect(fields["vectorSpring.\(index).visible"] == (moved == nil ? "0" : "1"))
      let presented = try point.presentationValue(at: t)
      expectBits(values, "vectorPresentation.\(index)", [presented.x, presented.y])
      expectBits(values, "transformPresentation.\(index)", try transform.presentationValue(at: t).elements)
      let tint = try color.presentationValue(at: t)
      expectBits(values, "colorPresentation.\(index)", [tint.red, tint.green, tint.blue, tint.alpha])
    }
    expectBits(values, "colorModel", [0, 1, 0, 1])
    #expect(
      fields["springWithTimingFunction"]
        == "1 kn_vector_spring_animation_create: timing_function must be NULL: the spring is the animation's timing function")
    #expect(fields["dimensionFive"] == "4 kn_vector_spring_animation_create: dimension is 5; a vector has 1 to 4 doubles")
    // The spring's own message names the argument once ("spring: spring: " before).
    for (field, function) in [
      ("badSpring", "kn_vector_spring_animation_create"), ("badSpringTransform", "kn_transform_spring_animation_create"),
      ("badSpringColor", "kn_color_spring_animation_create"),
    ] {
      #expect(fields[field] == "1 \(function): spring: mass must be positive, got 0.0", "\(field)")
    }
    #expect(
      fields["nanVelocity"] == "1 kn_vector_spring_animation_create: spring: timing: initialVelocity must be finite, got nan")
    #expect(fields["infiniteModel"] == "1 kn_vector_presentation_value: model_value: component 0 must be finite, got inf")
    #expect(
      fields["nullInStack"] == "2 kn_vector_presentation_value: an animation is NULL (animations[1])")
    #expect(
      fields["wrongKindInStack"]?.hasPrefix(
        "6 kn_color_presentation_value: an animation is not a live kn_color_animation handle: it is a kn_transform_animation")
        == true)
    #expect(fields["wrongKindInStack"]?.hasSuffix("(animations[0])") == true)
    #expect(
      fields["dimensionMismatch"] == "4 kn_vector_presentation_value: animations[0] animates 2 doubles, the property 3")
    #expect(fields["nullStack"] == "2 kn_vector_presentation_value: animations is NULL with animation_count 2")
    #expect(
      fields["overflow"]
        == "7 kn_vector_presentation_value: animations[0] at t = 2.0: basic animation: component 0 of the animated "
        + "value is beyond the range of Double (overflow)")
    #expect(fields["overflowUntouched"] == "-1")
    #expect(
      fields["valueOverflow"]
        == "7 kn_vector_animation_value: at t = 2.0: basic animation: component 0 of the animated "
        + "value is beyond the range of Double (overflow)")
    #expect(fields["valueOverflowUntouched"] == "-1,-1")
    #expect(fields["destroyedTwice"]?.hasPrefix("6 kn_vector_animation_destroy: ") == true)
  }

  @Test func aSpringAnimationOvershootsItsTargetAndSettlesThere() throws {
    // Damping ratio 0.6 overshoots by exp(−πζ/√(1−ζ²)) ≈ 9.5 % of the change; the C client's point
    // animation is checked against the Swift calls above, this checks what those calls mean.
    let move = try F.move()
    let samples = try stride(from: 0.0, through: 1.0, by: 0.01).compactMap { (t: Double) throws -> Double? in
      try move.value(atParentTime: t, underlying: .zero)?.x
    }
    #expect(samples.max()! > 105)
    #expect(abs(samples.last! - 100) < 1)
  }
}
