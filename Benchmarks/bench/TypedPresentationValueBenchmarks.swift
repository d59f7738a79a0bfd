import Kinetics

/// `media-timing` rows `presentation-value-3-animations-double|simd4|transform3d`: the stack of the
/// `array` rows (PresentationValueBenchmarks.swift: a basic animation with ease-in-ease-out, an
/// additive by-animation, an additive keyframe animation of four keys repeating and
/// autoreversing) on a typed property (`AnimatedProperty`). `double` and `simd4` have the
/// `array1` and `array4` rows' values; `transform3d` animates a rotation and translation, adds a
/// rotation by 0.5 rad, and wobbles through four rotated and scaled keys (each step a CSS
/// decomposition, slerp and recomposition). Target of the `allocations_per_eval` column: 0.
func typedPresentationValueBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let count = configuration.size(10_000)
  let times = (0..<count).map { 1.2 * Double($0) / Double(count) }
  let scalar = typedThreeAnimationProperty(ramp: { $0 })
  let vector = typedThreeAnimationProperty(ramp: { SIMD4<Double>(1, 2, 3, 4) * $0 })
  let transform = typedThreeAnimationProperty(ramp: { scale in
    try! Transform3D(rotationAngle: 0.3 * scale, x: 0, y: 0, z: 1).concatenating(
      try! Transform3D(translationX: 10 * scale, y: 5 * scale, z: 0))
  })
  return [
    BenchCase(
      kernel: "media-timing", variant: "presentation-value-3-animations-double", count: count,
      run: {
        var sum = 0.0
        for t in times { sum += try! scalar.presentationValue(at: t) }
        return sum
      }),
    BenchCase(
      kernel: "media-timing", variant: "presentation-value-3-animations-simd4", count: count,
      run: {
        var sum = 0.0
        for t in times { sum += try! vector.presentationValue(at: t).w }
        return sum
      }),
    BenchCase(
      kernel: "media-timing", variant: "presentation-value-3-animations-transform3d", count: count,
      run: {
        var sum = 0.0
        for t in times { sum += try! transform.presentationValue(at: t).m41 }
        return sum
      }),
  ]
}

/// The three-animation stack over values `ramp(scale)`.
private func typedThreeAnimationProperty<Value: AnimatableValue>(ramp: (Double) -> Value) -> AnimatedProperty<Value> {
  let timing = try! MediaTiming(duration: 1, fillMode: .forwards)
  let base = try! BasicAnimation(
    fromValue: ramp(0), toValue: ramp(10), timing: timing, timingFunction: CubicBezierTimingCurve.easeInEaseOut)
  let offset = try! BasicAnimation(byValue: ramp(0.5), timing: timing, isAdditive: true)
  let keys = try! TypedKeyframeTrack(values: [ramp(1), ramp(3), ramp(2), ramp(4)])
  let wobble = KeyframeAnimation(
    track: keys, timing: try! MediaTiming(duration: 0.25, repeatCount: 4, autoreverses: true), isAdditive: true)
  return try! AnimatedProperty(modelValue: ramp(1), animations: [base, offset, wobble])
}

/// `keyframes` rows `transform3d-4key-scalar` and `rgba-4key-scalar`: 1,000 evaluations of a
/// four-key linear track of 3-D transforms (rotations about tilted axes, a translation, a scale:
/// each segment's decomposition prepared at construction, each evaluation a slerp and a
/// recomposition) and of RGBA colors (Oklab, premultiplied), at random progress values.
func typedKeyframeBenchmarks(_ configuration: BenchConfiguration) -> [BenchCase] {
  let count = configuration.size(1_000)
  var state: UInt64 = 0x7E1F
  let inputs = (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }
  let transforms = try! TypedKeyframeTrack(values: [
    Transform3D.identity,
    try! Transform3D(rotationAngle: 1.2, x: 1, y: 1, z: 0),
    try! Transform3D(translationX: 40, y: -10, z: 5).concatenating(try! Transform3D(rotationAngle: -0.7, x: 0, y: 1, z: 1)),
    try! Transform3D(scaleX: 2, y: 0.5, z: 1).concatenating(try! Transform3D(perspectiveDistance: 500)),
  ])
  let colors = try! TypedKeyframeTrack(
    values: [
      try! RGBAColor(red: 1, green: 0, blue: 0), try! RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 0.5),
      try! RGBAColor(red: 0.2, green: 0.9, blue: 0.1), try! RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
    ], interpolation: ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied))
  return [
    BenchCase(
      kernel: "keyframes", variant: "transform3d-4key-scalar", count: count,
      run: {
        var sum = 0.0
        for u in inputs { sum += transforms.value(at: u).m41 }
        return sum
      }),
    BenchCase(
      kernel: "keyframes", variant: "rgba-4key-scalar", count: count,
      run: {
        var sum = 0.0
        for u in inputs { sum += colors.value(at: u).green }
        return sum
      }),
  ]
}
