import CKinetics
import Kinetics

/// The per-call cost of the spring animations and presentation values of the C API (kinetics.h,
/// "Spring animations, vector animations and presentation values"), 1,000 evaluations per pass,
/// one call each, beside the Swift call (baseline `swift-scalar`):
///
/// - `c-api-call-vector-spring`: `kn_vector_animation_value` of a spring animation of a point
///   against `BasicAnimation<SIMD2<Double>>` with a `SpringTimingFunction`.
/// - `c-api-call-presentation-vector`, `-transform`, `-color`: `kn_…_presentation_value` of a
///   property with three animations (a spring replacing the value, a basic animation from the value
///   underneath, an additive one on top) against `AnimatedProperty.presentationValue(at:)`.
/// - `c-api-call-vector-keyframe-animation`: `kn_vector_animation_value` of a
///   `kn_vector_keyframe_animation_create` handle (a 4-key cubic track of points, repeating and
///   autoreversing, additive) against `KeyframeAnimation<SIMD2<Double>>.value(atParentTime:underlying:)`.
///
/// The allocations_per_eval column shows that neither side allocates. maxError: the largest
/// difference between the C and the Swift outputs (0: the same bits).
func presentationCallRows() -> [BenchCase] {
  let count = 1000
  let times = (0..<count).map { 1.4 * Double($0) / Double(count) - 0.2 }
  let output = UnsafeMutableBufferPointer<Double>.allocate(capacity: 16 * count)
  output.initialize(repeating: 0)
  let out = output.baseAddress!
  let spring = try! Spring(response: 0.5, dampingRatio: 0.6)
  let cSpring = kn_spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  let springTiming = try! SpringTimingFunction(spring: spring, duration: 1, initialVelocity: 0.5)
  let timing = try! MediaTiming(duration: 1, fillMode: .both)
  let lateTiming = try! MediaTiming(beginTime: 0.3, duration: 0.5, fillMode: .forwards)
  var cTiming = kn_media_timing()
  precondition(CKinetics.kn_media_timing_init(1, &cTiming) == KN_OK)
  cTiming.fill_mode = KN_FILL_BOTH
  var cLateTiming = cTiming
  (cLateTiming.begin_time, cLateTiming.duration, cLateTiming.fill_mode) = (0.3, 0.5, KN_FILL_FORWARDS)
  typealias Create = (UnsafePointer<kn_basic_animation_desc>, UnsafeMutablePointer<OpaquePointer?>) -> kn_status

  /// Three C animations from the same values as the Swift stack: a spring from `a` to `b`, a basic
  /// animation from the value underneath to `c` (starting at 0.3 s), an additive one by `d`.
  func cStack(_ a: [Double], _ b: [Double], _ c: [Double], _ d: [Double], spring: Create, basic: Create)
    -> UnsafeMutablePointer<OpaquePointer?>
  {
    let handles = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: 3)
    handles[0] = TypedValueBenchFixtures.animation(from: a, to: b, timing: cTiming, spring)
    handles[1] = TypedValueBenchFixtures.animation(to: c, timing: cLateTiming, basic)
    handles[2] = TypedValueBenchFixtures.animation(by: d, timing: cTiming, additive: true, basic)
    return handles
  }
  func pair(_ kernel: String, width: Int, swift: @escaping (Int) -> Void, c: @escaping (Int) -> Void) -> [BenchCase] {
    perCallKernel(kernel, count: count, width: width, output: output, swift: swift, c: c)
  }

  // A point.
  let move = try! BasicAnimation(
    fromValue: SIMD2<Double>(0, 0), toValue: SIMD2(100, 50), timing: timing, timingFunction: springTiming)
  let point = try! AnimatedProperty(
    modelValue: SIMD2<Double>(100, 50),
    animations: [
      move, try! BasicAnimation(toValue: SIMD2<Double>(-20, 10), timing: lateTiming),
      try! BasicAnimation(byValue: SIMD2<Double>(5, 5), timing: timing, isAdditive: true),
    ])
  let vectorStack = cStack(
    [0, 0], [100, 50], [-20, 10], [5, 5],
    spring: { CKinetics.kn_vector_spring_animation_create($0, 2, cSpring, 0.5, $1) },
    basic: { CKinetics.kn_vector_animation_create($0, 2, $1) })
  let pointModel = TypedValueBenchFixtures.buffer([100, 50])
  var visible: Int32 = 0

  // A transform and a color, from the typed-value fixtures' keys.
  let fixtures = TypedValueBenchFixtures()
  let keys = fixtures.transformKeys
  let transform = try! AnimatedProperty(
    modelValue: keys[0],
    animations: [
      try! BasicAnimation(fromValue: keys[1], toValue: keys[2], timing: timing, timingFunction: springTiming),
      try! BasicAnimation(toValue: keys[3], timing: lateTiming),
      try! BasicAnimation(byValue: keys[1], timing: timing, isAdditive: true),
    ])
  let transformStack = cStack(
    cTransform(keys[1]), cTransform(keys[2]), cTransform(keys[3]), cTransform(keys[1]),
    spring: { CKinetics.kn_transform_spring_animation_create($0, cSpring, 0.5, KN_ROTATION_SHORTEST, $1) },
    basic: { CKinetics.kn_transform_animation_create($0, KN_ROTATION_SHORTEST, $1) })
  let transformModel = TypedValueBenchFixtures.buffer(cTransform(keys[0]))
  let colors = fixtures.colorKeys
  let oklab = ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied)
  let color = try! AnimatedProperty(
    modelValue: colors[0],
    animations: [
      try! BasicAnimation(
        fromValue: colors[1], toValue: colors[2], timing: timing, timingFunction: springTiming, interpolation: oklab),
      try! BasicAnimation(toValue: colors[3], timing: lateTiming, interpolation: oklab),
      try! BasicAnimation(
        byValue: try! RGBAColor(red: 0.1, green: 0, blue: 0, alpha: 0), timing: timing, isAdditive: true,
        interpolation: oklab),
    ])
  let colorValues = colors.map { [$0.red, $0.green, $0.blue, $0.alpha] }
  let colorStack = cStack(
    colorValues[1], colorValues[2], colorValues[3], [0.1, 0, 0, 0],
    spring: { CKinetics.kn_color_spring_animation_create($0, cSpring, 0.5, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED, $1) },
    basic: { CKinetics.kn_color_animation_create($0, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED, $1) })
  let colorModel = TypedValueBenchFixtures.buffer(colorValues[0])

  // A keyframe animation of a point: 4 keys, cubic, 0.5 s twice, autoreversing, additive.
  let pointKeys: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(40, -10), SIMD2(25, 60), SIMD2(-5, 20)]
  let keyedPoint = KeyframeAnimation(
    track: try! TypedKeyframeTrack(values: pointKeys, calculationMode: .cubic),
    timing: try! MediaTiming(duration: 0.5, repeatCount: 2, autoreverses: true, fillMode: .both), isAdditive: true)
  let cKeyedPoint: OpaquePointer? = pointKeys.flatMap { [$0.x, $0.y] }.withUnsafeBufferPointer { flat in
    var trackDesc = kn_keyframe_track_desc()
    (trackDesc.values, trackDesc.value_count, trackDesc.dimension) = (flat.baseAddress, 4, 2)
    trackDesc.mode = KN_KEYFRAME_CUBIC
    var track: OpaquePointer?
    precondition(CKinetics.kn_keyframe_track_create(&trackDesc, &track) == KN_OK)
    var keyframeTiming = cTiming
    (keyframeTiming.duration, keyframeTiming.repeat_count, keyframeTiming.autoreverses) = (0.5, 2, 1)
    var desc = kn_keyframe_animation_desc(timing: keyframeTiming, additive: 1, cumulative: 0)
    var handle: OpaquePointer?
    precondition(CKinetics.kn_vector_keyframe_animation_create(track, &desc, &handle) == KN_OK)
    precondition(CKinetics.kn_keyframe_track_destroy(track) == KN_OK)
    return handle
  }

  let groups: [[BenchCase]] = [
    pair(
      "c-api-call-vector-spring", width: 2,
      swift: { i in
        let value = try! move.value(atParentTime: times[i], underlying: SIMD2(100, 50)) ?? SIMD2(100, 50)
        (out[2 * i], out[2 * i + 1]) = (value.x, value.y)
      },
      c: { i in _ = CKinetics.kn_vector_animation_value(vectorStack[0], times[i], pointModel, nil, out + 2 * i, &visible) }),
    pair(
      "c-api-call-vector-keyframe-animation", width: 2,
      swift: { i in
        let value = try! keyedPoint.value(atParentTime: times[i], underlying: SIMD2(100, 50)) ?? SIMD2(100, 50)
        (out[2 * i], out[2 * i + 1]) = (value.x, value.y)
      },
      c: { i in _ = CKinetics.kn_vector_animation_value(cKeyedPoint, times[i], pointModel, nil, out + 2 * i, &visible) }),
    pair(
      "c-api-call-presentation-vector", width: 2,
      swift: { i in
        let value = try! point.presentationValue(at: times[i])
        (out[2 * i], out[2 * i + 1]) = (value.x, value.y)
      },
      c: { i in _ = CKinetics.kn_vector_presentation_value(pointModel, nil, 2, vectorStack, 3, times[i], out + 2 * i) }),
    pair(
      "c-api-call-presentation-transform", width: 16,
      swift: { i in writeTransform(try! transform.presentationValue(at: times[i]), out + 16 * i) },
      c: { i in
        _ = CKinetics.kn_transform_presentation_value(transformModel, nil, transformStack, 3, times[i], out + 16 * i)
      }),
    pair(
      "c-api-call-presentation-color", width: 4,
      swift: { i in writeColor(try! color.presentationValue(at: times[i]), out + 4 * i) },
      c: { i in _ = CKinetics.kn_color_presentation_value(colorModel, nil, colorStack, 3, times[i], out + 4 * i) }),
  ]
  return groups.flatMap { $0 }
}
