import CKinetics
import Kinetics

/// The per-call cost of the transform and color entry points of the C API (kinetics.h,
/// "Transforms and colors"), 1,000 evaluations per pass, one call per evaluation, each next to the
/// Swift call it wraps (the baseline, `swift-scalar`), so `ratio_to_baseline` of the `c-api-scalar`
/// row is what crossing the boundary adds (the handle lookup, the argument checks, writing the
/// doubles out):
///
/// - `c-api-call-transform-track`, `c-api-call-color-track`: `kn_transform_track_value` and
///   `kn_color_track_value` on a 4-key linear track (transforms with rotations and a perspective;
///   colors in Oklab, premultiplied) against `TypedKeyframeTrack.value(at:)`;
///   `c-api-array` is one `kn_…_track_value_array` call over the 1,000 inputs.
/// - `c-api-call-transform-animation`, `c-api-call-color-animation`: `kn_…_animation_value` of a
///   basic animation from a fixed value to a fixed value (`fixed`), and of an additive by-only
///   animation over an underlying value (`by-additive`, which prepares the pair on every call),
///   against `BasicAnimation.value(atParentTime:underlying:)`.
/// - `c-api-call-value-function`: `kn_value_function_transform("rotateZ", …)` against
///   `ValueFunction.transform(_:)`, and the three-input `translate`.
/// - `c-api-call-transform-keyframe-animation`: `kn_transform_animation_value` of a
///   `kn_transform_keyframe_animation_create` handle (the 4-key track above, repeating and
///   autoreversing, additive) against `KeyframeAnimation.value(atParentTime:underlying:)`.
/// - `c-api-call-value-function-animation`: `kn_transform_animation_value` of a
///   `kn_value_function_animation_create` handle (rotateZ of an angle animated by 4π, additive)
///   against `ValueFunctionAnimation.value(atParentTime:underlying:)`.
/// - `floor-…` rows of the transform and color animation kernels
///   (`floor-swift-scalar-fixed-reading-c`, …): the Swift call over the underlying value read from
///   the C row's buffer each time by `Transform3D(rowMajor:)` or `RGBAColor(components:)` (the
///   loads and the finiteness test the C call also pays), so that the C row over this one is what
///   the handle lookup, the status and the call through the handle add beyond reading the value.
/// - `c-api-call-transform-css`: `kn_transform3d_parse_css` against `Transform3D(css:)` over four
///   texts from `none` to a list of four 3-D functions (one parse per evaluation).
///
/// maxError: the largest difference between the C and the Swift outputs over the same inputs
/// (0: the same bits).
func typedValueCallRows() -> [BenchCase] {
  let count = 1000
  var state: UInt64 = 0x5EED_21
  func nextUnit() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }
  let progress = (0..<count).map { _ in nextUnit() }
  let times = progress.map { 1.4 * $0 - 0.2 }
  let fixtures = TypedValueBenchFixtures()
  // Buffers live as long as the process: the rows run until the bench exits.
  let output = UnsafeMutableBufferPointer<Double>.allocate(capacity: 16 * count)
  output.initialize(repeating: 0)
  let out = output.baseAddress!
  let (progressBuffer, _) = benchBuffers(progress)

  func kernel(
    _ name: String, width: Int, swiftVariant: String = "swift-scalar", cVariant: String = "c-api-scalar",
    swift: @escaping (Int) -> Void, c: @escaping (Int) -> Void, cArray: (() -> Void)? = nil,
    floor: (variant: String, run: (Int) -> Void)? = nil
  ) -> [BenchCase] {
    perCallKernel(
      name, count: count, width: width, output: output, swiftVariant: swiftVariant, cVariant: cVariant, swift: swift,
      c: c, cArray: cArray, floor: floor)
  }

  var visible: Int32 = 0
  /// The rows of an animation handle evaluated over an underlying value: the Swift call against
  /// `evaluate` (`kn_transform_animation_value` or `kn_color_animation_value`), both written in the
  /// C layout by `write`; with `read`, also the `floor-` row: the Swift call over the underlying
  /// value `read` from the C row's buffer on every call.
  func animationKernel<Value: AnimatableValue, Animation: PropertyAnimation<Value>>(
    _ name: String, _ animation: TypedValueBenchFixtures.Pair<Animation, OpaquePointer?>,
    _ underlying: TypedValueBenchFixtures.Pair<Value, UnsafePointer<Double>>, width: Int,
    write: @escaping (Value, UnsafeMutablePointer<Double>) -> Void,
    evaluate: @escaping (
      OpaquePointer?, Double, UnsafePointer<Double>?, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?,
      UnsafeMutablePointer<Int32>?
    ) -> kn_status,
    swiftVariant: String = "swift-scalar", cVariant: String = "c-api-scalar",
    read: ((UnsafePointer<Double>) -> Value)? = nil
  ) -> [BenchCase] {
    kernel(
      name, width: width, swiftVariant: swiftVariant, cVariant: cVariant,
      swift: { i in
        let value = try! animation.swift.value(atParentTime: times[i], underlying: underlying.swift, previous: nil)
        write(value ?? underlying.swift, out + width * i)
      },
      c: { i in _ = evaluate(animation.c, times[i], underlying.c, nil, out + width * i, &visible) },
      floor: read.map { read in
        (
          "floor-\(swiftVariant)-reading-c",
          { i in
            let below = read(underlying.c)
            let value = try! animation.swift.value(atParentTime: times[i], underlying: below, previous: nil)
            write(value ?? below, out + width * i)
          }
        )
      })
  }
  func transformKernel<Animation: PropertyAnimation<Transform3D>>(
    _ name: String, _ animation: TypedValueBenchFixtures.Pair<Animation, OpaquePointer?>,
    swiftVariant: String = "swift-scalar", cVariant: String = "c-api-scalar"
  ) -> [BenchCase] {
    animationKernel(
      name, animation, fixtures.underlyingTransform, width: 16, write: writeTransform,
      evaluate: CKinetics.kn_transform_animation_value, swiftVariant: swiftVariant, cVariant: cVariant,
      read: { try! Transform3D(rowMajor: $0) })
  }
  func colorKernel(
    _ name: String, _ animation: TypedValueBenchFixtures.Pair<BasicAnimation<RGBAColor>, OpaquePointer?>,
    swiftVariant: String, cVariant: String
  ) -> [BenchCase] {
    animationKernel(
      name, animation, fixtures.underlyingColor, width: 4, write: writeColor,
      evaluate: CKinetics.kn_color_animation_value, swiftVariant: swiftVariant, cVariant: cVariant,
      read: { try! RGBAColor(components: $0) })
  }

  let transformTrack = fixtures.transformTrack
  let colorTrack = fixtures.colorTrack
  let fixedTransform = fixtures.fixedTransformAnimation
  let byTransform = fixtures.byTransformAnimation
  let fixedColor = fixtures.fixedColorAnimation
  let byColor = fixtures.byColorAnimation
  let keyframeTransform = fixtures.keyframeTransformAnimation
  let spin = fixtures.spinAnimation
  let rotateZ = ValueFunction.rotateZ
  let translate = ValueFunction.translate
  let angles = progress.map { 8 * Double.pi * $0 - 4 * Double.pi }
  let cssTexts = [
    "none", "translate(10px, -20px) rotate(30deg)", "perspective(800px) translateZ(-40px) rotateY(35deg) scale(0.9)",
    "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 30, 1) skew(5deg, -0.1rad)",
  ]

  let groups: [[BenchCase]] = [
    kernel(
    "c-api-call-transform-track", width: 16,
    swift: { i in writeTransform(transformTrack.swift.value(at: progress[i]), out + 16 * i) },
    c: { i in _ = CKinetics.kn_transform_track_value(transformTrack.c, progress[i], out + 16 * i) },
    cArray: { _ = CKinetics.kn_transform_track_value_array(transformTrack.c, progressBuffer.baseAddress, out, count) }),
    kernel(
      "c-api-call-color-track", width: 4,
      swift: { i in writeColor(colorTrack.swift.value(at: progress[i]), out + 4 * i) },
      c: { i in _ = CKinetics.kn_color_track_value(colorTrack.c, progress[i], out + 4 * i) },
      cArray: { _ = CKinetics.kn_color_track_value_array(colorTrack.c, progressBuffer.baseAddress, out, count) }),
    transformKernel(
      "c-api-call-transform-animation", fixedTransform, swiftVariant: "swift-scalar-fixed", cVariant: "c-api-scalar-fixed"),
    transformKernel(
      "c-api-call-transform-animation-by", byTransform, swiftVariant: "swift-scalar-by-additive",
      cVariant: "c-api-scalar-by-additive"),
    colorKernel(
      "c-api-call-color-animation", fixedColor, swiftVariant: "swift-scalar-fixed", cVariant: "c-api-scalar-fixed"),
    colorKernel(
      "c-api-call-color-animation-by", byColor, swiftVariant: "swift-scalar-by-additive",
      cVariant: "c-api-scalar-by-additive"),
    kernel(
      "c-api-call-value-function", width: 16, swiftVariant: "swift-scalar-rotateZ", cVariant: "c-api-scalar-rotateZ",
      swift: { i in writeTransform(try! rotateZ.transform(angles[i]), out + 16 * i) },
      c: { i in
        var angle = angles[i]
        _ = CKinetics.kn_value_function_transform("rotateZ", &angle, 1, out + 16 * i)
      }),
    kernel(
      "c-api-call-value-function-translate", width: 16, swiftVariant: "swift-scalar-translate",
      cVariant: "c-api-scalar-translate",
      swift: { i in
        writeTransform(try! translate.transform(SIMD3(angles[i], -angles[i], 0.5 * angles[i])), out + 16 * i)
      },
      c: { i in
        var inputs = (angles[i], -angles[i], 0.5 * angles[i])
        _ = withUnsafePointer(to: &inputs) { tuple in
          tuple.withMemoryRebound(to: Double.self, capacity: 3) {
            CKinetics.kn_value_function_transform("translate", $0, 3, out + 16 * i)
          }
        }
      }),
    transformKernel("c-api-call-transform-keyframe-animation", keyframeTransform),
    transformKernel("c-api-call-value-function-animation", spin),
    kernel(
      "c-api-call-transform-css", width: 16, swiftVariant: "swift-parse", cVariant: "c-api-parse",
      swift: { i in writeTransform(try! Transform3D(css: cssTexts[i % cssTexts.count]), out + 16 * i) },
      c: { i in _ = CKinetics.kn_transform3d_parse_css(cssTexts[i % cssTexts.count], out + 16 * i) }),
  ]
  return groups.flatMap { $0 }
}

/// The rows of one per-call kernel: `swift(i)` (the baseline) and `c(i)` each write evaluation i of
/// `count` as `width` doubles at `output + width·i`, one call per evaluation; `cArray`, when given,
/// writes all of them in one C call (`c-api-array`); `floor`, when given, is one more Swift row
/// (`floor.variant`), the Swift call with what the C call cannot avoid. maxError of a C or floor
/// row: the largest difference from the Swift row's output.
func perCallKernel(
  _ name: String, count: Int, width: Int, output: UnsafeMutableBufferPointer<Double>,
  swiftVariant: String = "swift-scalar", cVariant: String = "c-api-scalar", swift: @escaping (Int) -> Void,
  c: @escaping (Int) -> Void, cArray: (() -> Void)? = nil, floor: (variant: String, run: (Int) -> Void)? = nil
) -> [BenchCase] {
  let written = UnsafeMutableBufferPointer(rebasing: output[0..<(width * count)])
  let middle = width * (count / 2)
  func swiftOutput() -> [Double] {
    for index in 0..<count { swift(index) }
    return Array(written)
  }
  func row(_ variant: String, isBaseline: Bool = false, _ runAll: @escaping () -> Void) -> BenchCase {
    BenchCase(
      kernel: name, variant: variant, count: count, isBaseline: isBaseline,
      maxError: {
        guard !isBaseline else { return 0 }
        let expected = swiftOutput()
        runAll()
        return largestDifference(expected, Array(written))
      },
      run: {
        runAll()
        return output[middle]
      })
  }
  var rows = [
    row(swiftVariant, isBaseline: true) { for index in 0..<count { swift(index) } },
    row(cVariant) { for index in 0..<count { c(index) } },
  ]
  if let cArray { rows.append(row("c-api-array", cArray)) }
  if let floor { rows.append(row(floor.variant) { for index in 0..<count { floor.run(index) } }) }
  return rows
}

/// Writes a transform as the C API lays it out: 16 doubles, row-major m11…m44.
func writeTransform(_ m: Transform3D, _ out: UnsafeMutablePointer<Double>) {
  (out[0], out[1], out[2], out[3]) = (m.m11, m.m12, m.m13, m.m14)
  (out[4], out[5], out[6], out[7]) = (m.m21, m.m22, m.m23, m.m24)
  (out[8], out[9], out[10], out[11]) = (m.m31, m.m32, m.m33, m.m34)
  (out[12], out[13], out[14], out[15]) = (m.m41, m.m42, m.m43, m.m44)
}

/// Writes a color as the C API lays it out: red, green, blue, alpha.
func writeColor(_ color: RGBAColor, _ out: UnsafeMutablePointer<Double>) {
  (out[0], out[1], out[2], out[3]) = (color.red, color.green, color.blue, color.alpha)
}

/// The 16 doubles of a transform in the C layout.
func cTransform(_ m: Transform3D) -> [Double] {
  var values = [Double](repeating: 0, count: 16)
  values.withUnsafeMutableBufferPointer { writeTransform(m, $0.baseAddress!) }
  return values
}

/// The transform and color tracks and animations of the typed-value C rows, each made once in Swift
/// and once through the C API from the same values. The handles live as long as the process.
struct TypedValueBenchFixtures {
  /// A Swift value and the C handle (or C buffer) made from the same description.
  struct Pair<Swift, C> {
    let swift: Swift
    let c: C
  }

  let transformKeys: [Transform3D]
  let colorKeys: [RGBAColor]
  let transformTrack: Pair<TypedKeyframeTrack<Transform3D>, OpaquePointer?>
  let colorTrack: Pair<TypedKeyframeTrack<RGBAColor>, OpaquePointer?>
  let fixedTransformAnimation: Pair<BasicAnimation<Transform3D>, OpaquePointer?>
  let byTransformAnimation: Pair<BasicAnimation<Transform3D>, OpaquePointer?>
  let fixedColorAnimation: Pair<BasicAnimation<RGBAColor>, OpaquePointer?>
  let byColorAnimation: Pair<BasicAnimation<RGBAColor>, OpaquePointer?>
  let keyframeTransformAnimation: Pair<KeyframeAnimation<Transform3D>, OpaquePointer?>
  let spinAnimation: Pair<ValueFunctionAnimation<Double>, OpaquePointer?>
  let underlyingTransform: Pair<Transform3D, UnsafePointer<Double>>
  let underlyingColor: Pair<RGBAColor, UnsafePointer<Double>>

  init() {
    let rotateZ = try! Transform3D(rotationAngle: 0.8, x: 0, y: 0, z: 1)
    let rotateXY = try! Transform3D(rotationAngle: 1.9, x: 1, y: 1, z: 0)
    let rotateY = try! Transform3D(rotationAngle: -0.6, x: 0, y: 1, z: 0)
    transformKeys = [
      Transform3D.identity,
      try! rotateZ.concatenating(try! Transform3D(translationX: 40, y: -10, z: 0)),
      try! rotateXY.concatenating(try! Transform3D(scaleX: 1.5, y: 0.5, z: 1)),
      try! rotateY.concatenating(try! Transform3D(perspectiveDistance: 500)),
    ]
    colorKeys = [
      try! RGBAColor(red: 1, green: 0, blue: 0, alpha: 1),
      try! RGBAColor(red: 0.2, green: 0.8, blue: 0.1, alpha: 0.5),
      try! RGBAColor(red: 0, green: 0.3, blue: 1, alpha: 0.9),
      try! RGBAColor(red: 1, green: 1, blue: 1, alpha: 0),
    ]
    let oklab = ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied)
    transformTrack = Pair(
      swift: try! TypedKeyframeTrack(values: transformKeys),
      c: Self.track(transformKeys.flatMap(cTransform), dimension: 16) { desc, out in
        CKinetics.kn_transform_track_create(desc, KN_ROTATION_SHORTEST, out)
      })
    colorTrack = Pair(
      swift: try! TypedKeyframeTrack(values: colorKeys, interpolation: oklab),
      c: Self.track(colorKeys.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }, dimension: 4) { desc, out in
        CKinetics.kn_color_track_create(desc, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED, out)
      })
    let timing = try! MediaTiming(duration: 1, fillMode: .both)
    var cTiming = kn_media_timing()
    precondition(CKinetics.kn_media_timing_init(1, &cTiming) == KN_OK)
    cTiming.fill_mode = KN_FILL_BOTH
    fixedTransformAnimation = Pair(
      swift: try! BasicAnimation(fromValue: transformKeys[1], toValue: transformKeys[2], timing: timing),
      c: Self.animation(from: cTransform(transformKeys[1]), to: cTransform(transformKeys[2]), timing: cTiming) {
        CKinetics.kn_transform_animation_create($0, KN_ROTATION_SHORTEST, $1)
      })
    byTransformAnimation = Pair(
      swift: try! BasicAnimation(byValue: transformKeys[2], timing: timing, isAdditive: true),
      c: Self.animation(by: cTransform(transformKeys[2]), timing: cTiming, additive: true) {
        CKinetics.kn_transform_animation_create($0, KN_ROTATION_SHORTEST, $1)
      })
    let colorValues = colorKeys.map { [$0.red, $0.green, $0.blue, $0.alpha] }
    fixedColorAnimation = Pair(
      swift: try! BasicAnimation(
        fromValue: colorKeys[0], toValue: colorKeys[2], timing: timing, interpolation: oklab),
      c: Self.animation(from: colorValues[0], to: colorValues[2], timing: cTiming) {
        CKinetics.kn_color_animation_create($0, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED, $1)
      })
    let dimmer = try! RGBAColor(red: -0.2, green: -0.2, blue: 0.1, alpha: 0)
    byColorAnimation = Pair(
      swift: try! BasicAnimation(byValue: dimmer, timing: timing, isAdditive: true, interpolation: oklab),
      c: Self.animation(by: [-0.2, -0.2, 0.1, 0], timing: cTiming, additive: true) {
        CKinetics.kn_color_animation_create($0, KN_COLOR_SPACE_OKLAB, KN_ALPHA_PREMULTIPLIED, $1)
      })
    var keyframeTiming = cTiming
    keyframeTiming.duration = 0.5
    keyframeTiming.repeat_count = 2
    keyframeTiming.autoreverses = 1
    var keyframeDesc = kn_keyframe_animation_desc(timing: keyframeTiming, additive: 1, cumulative: 0)
    var keyframeHandle: OpaquePointer?
    precondition(CKinetics.kn_transform_keyframe_animation_create(transformTrack.c, &keyframeDesc, &keyframeHandle) == KN_OK)
    keyframeTransformAnimation = Pair(
      swift: KeyframeAnimation(
        track: transformTrack.swift,
        timing: try! MediaTiming(duration: 0.5, repeatCount: 2, autoreverses: true, fillMode: .both), isAdditive: true),
      c: keyframeHandle)
    let angle = Self.animation(by: [4 * Double.pi], timing: cTiming) { CKinetics.kn_vector_animation_create($0, 1, $1) }
    var spinHandle: OpaquePointer?
    precondition(CKinetics.kn_value_function_animation_create("rotateZ", angle, 1, &spinHandle) == KN_OK)
    spinAnimation = Pair(
      swift: try! ValueFunctionAnimation(
        try! BasicAnimation(byValue: 4 * Double.pi, timing: timing), function: .rotateZ, isAdditive: true),
      c: spinHandle)
    underlyingTransform = Pair(swift: transformKeys[3], c: Self.buffer(cTransform(transformKeys[3])))
    underlyingColor = Pair(swift: colorKeys[1], c: Self.buffer(colorValues[1]))
  }

  /// A buffer holding `values` for as long as the process runs.
  static func buffer(_ values: [Double]) -> UnsafePointer<Double> {
    let pointer = UnsafeMutablePointer<Double>.allocate(capacity: values.count)
    pointer.initialize(from: values, count: values.count)
    return UnsafePointer(pointer)
  }

  /// A C track of `flat` values (`dimension` each), linear mode, made by `create`.
  static func track(
    _ flat: [Double], dimension: Int,
    _ create: (UnsafePointer<kn_keyframe_track_desc>, UnsafeMutablePointer<OpaquePointer?>) -> kn_status
  ) -> OpaquePointer? {
    var handle: OpaquePointer?
    flat.withUnsafeBufferPointer { values in
      var desc = kn_keyframe_track_desc()
      desc.values = values.baseAddress
      desc.value_count = flat.count / dimension
      desc.dimension = dimension
      desc.mode = KN_KEYFRAME_LINEAR
      precondition(create(&desc, &handle) == KN_OK)
    }
    return handle
  }

  /// A C basic animation with the given values (nil: unset), made by `create`.
  static func animation(
    from: [Double]? = nil, to: [Double]? = nil, by: [Double]? = nil, timing: kn_media_timing,
    additive: Bool = false,
    _ create: (UnsafePointer<kn_basic_animation_desc>, UnsafeMutablePointer<OpaquePointer?>) -> kn_status
  ) -> OpaquePointer? {
    var desc = kn_basic_animation_desc()
    desc.from_value = from.map(buffer)
    desc.to_value = to.map(buffer)
    desc.by_value = by.map(buffer)
    desc.timing = timing
    desc.additive = additive ? 1 : 0
    var handle: OpaquePointer?
    precondition(create(&desc, &handle) == KN_OK)
    return handle
  }
}
