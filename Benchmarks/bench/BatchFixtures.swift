import CKinetics
import Kinetics

/// The inputs of the batch rows at n = 1,024 (`…-n1024`, through each default entry point) and of
/// the every-core rows at n = 10⁶ (`…-1e6` on one thread, `…-1e6-parallel`): one spring, path,
/// track, color pair, `steps()` and `linear()` for all of them, and the C handles of the same.
/// Everything lives as long as the process: the rows run until `bench` exits.
enum BatchFixtures {
  /// ζ = 0.5, response 0.5 s, from 10 to −5 with velocity 40 (as the c-api-spring rows).
  static let spring = try! Spring(response: 0.5, dampingRatio: 0.5)
  /// CSS `ease`, plain, prepared and as the C struct.
  static let curve = CubicBezierTimingCurve.default
  static let preparedCurve = curve.prepared()
  static let cCurve = kn_cubic_bezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  static let cSpring = kn_spring(
    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  static let motion = kn_spring_motion(from: 10, to: -5, initial_velocity: 40)

  /// The paced table of the path rows' mixed path (cubic, quadratic, arc, line).
  static let table = try! AnimationPath(
    svgPathData:
      "M 0 0 C 20 80 60 80 80 0 Q 100 -60 140 0 A 30 30 0 0 1 200 0 L 200 40 C 300 140 200 140 300 40 Z"
  ).measured().pacedTable()

  /// A 16-key, 4-channel cubic track (as the c-api-keyframes rows) and its C handle.
  static let trackValues = (0..<64).map { Double(($0 * 7919) % 200) / 100 - 1 }
  static let track = try! KeyframeTrack(
    flatValues: trackValues, dimension: 4, calculationMode: .cubic)
  nonisolated(unsafe) static let trackHandle: OpaquePointer = trackValues.withUnsafeBufferPointer { values in
    var desc = kn_keyframe_track_desc()
    desc.values = values.baseAddress
    desc.value_count = 16
    desc.dimension = 4
    desc.mode = KN_KEYFRAME_CUBIC
    var handle: OpaquePointer?
    precondition(CKinetics.kn_keyframe_track_create(&desc, &handle) == KN_OK)
    return handle!
  }

  /// sRGB, premultiplied: the interpolation rows' first color pair.
  static let colors = ColorInterpolation(
    from: try! RGBAColor(red: 0.9, green: 0.35, blue: 0.05, alpha: 0.8),
    to: try! RGBAColor(red: 0.1, green: 0.55, blue: 0.95, alpha: 0.3),
    options: ColorInterpolationOptions(space: .sRGB, alphaMode: .premultiplied))
  static let vectorStart = SIMD4<Double>(-1, 2, 0.5, 3)
  static let vectorEnd = SIMD4<Double>(4, -2, 1.5, 0)

  /// CSS `steps(12, jump-end)` and a 9-point `linear()` as C timing functions.
  nonisolated(unsafe) static let steps = kn_timing_function(
    kind: KN_TIMING_STEPS, bezier: kn_cubic_bezier(),
    steps: kn_steps(count: 12, position: KN_STEP_JUMP_END), linear: nil)
  static let linearStops = [0, 0.3, 0.7, 1.1, 0.9, 1.02, 0.98, 1.005, 1].map {
    kn_linear_stop(output: $0, inputs: (0, 0), input_count: 0)
  }
  nonisolated(unsafe) static let linearHandle: OpaquePointer = linearStops.withUnsafeBufferPointer { stops in
    var handle: OpaquePointer?
    precondition(CKinetics.kn_linear_easing_create(stops.baseAddress, stops.count, &handle) == KN_OK)
    return handle!
  }
  nonisolated(unsafe) static let linear = kn_timing_function(
    kind: KN_TIMING_LINEAR, bezier: kn_cubic_bezier(), steps: kn_steps(), linear: linearHandle)

  /// `count` seeded uniform numbers in [0, 1), unsorted.
  static func unitInputs(_ count: Int) -> [Double] {
    var state: UInt64 = 0x5EED_1E55
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  /// An input buffer holding `values` and an output buffer of `outputCount` zeros (default: as
  /// many), both allocated for the life of the process.
  static func buffers<Input, Output>(
    _ values: [Input], outputs outputCount: Int? = nil, zero: Output
  ) -> (UnsafeBufferPointer<Input>, UnsafeMutableBufferPointer<Output>) {
    let input = UnsafeMutableBufferPointer<Input>.allocate(capacity: values.count)
    _ = input.initialize(from: values)
    let output = UnsafeMutableBufferPointer<Output>.allocate(capacity: outputCount ?? values.count)
    output.initialize(repeating: zero)
    return (UnsafeBufferPointer(input), output)
  }
}
