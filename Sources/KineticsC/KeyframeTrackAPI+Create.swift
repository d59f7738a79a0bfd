import CKinetics
import Kinetics

/// The keyframe modes `kn_keyframe_mode` names.
let keyframeModes = CEnumTable<kn_keyframe_mode, KeyframeCalculationMode>(
  "mode",
  [(KN_KEYFRAME_LINEAR, .linear), (KN_KEYFRAME_DISCRETE, .discrete), (KN_KEYFRAME_PACED, .paced),
   (KN_KEYFRAME_CUBIC, .cubic), (KN_KEYFRAME_CUBIC_PACED, .cubicPaced)])

/// Copies `count` numbers from an optional C array: nil for NULL with count 0, an error for NULL
/// with a count or a count that overflows.
private func copyArray(
  _ pointer: UnsafePointer<Double>?, count: Int, name: StaticString
) throws(CAPIFailure) -> [Double]? {
  let buffer = try ArrayArguments.buffer(pointer, count, name).get()
  return pointer == nil ? nil : Array(buffer)
}

/// The parts of a C keyframe description, validated as far as C can get wrong (NULL arrays, sizes,
/// unknown enum values) and copied: the values and the timing of every kind of track (numbers,
/// transforms, colors).
struct KeyframeDescription {
  let values: [Double]
  let dimension: Int
  let mode: KeyframeCalculationMode
  let keyTimes: [Double]?
  let timingFunction: (any TimingFunction)?
  let timingFunctions: [any TimingFunction]?
  let tension: [Double]?
  let continuity: [Double]?
  let bias: [Double]?
  let options: KeyframeTrackOptions

  /// The typed track of `values` (one per key, `values.count` is the description's value count)
  /// with the description's key times, mode, timing functions, shape parameters and options.
  func typedTrack<Value: AnimatableValue>(
    of values: [Value], interpolation: Value.InterpolationOptions = Value.defaultInterpolationOptions
  ) throws(KeyframeTrackError) -> TypedKeyframeTrack<Value> {
    try TypedKeyframeTrack(
      values: values, keyTimes: keyTimes, calculationMode: mode, timingFunction: timingFunction,
      timingFunctions: timingFunctions, tension: tension, continuity: continuity, bias: bias, options: options,
      interpolation: interpolation)
  }

  /// The status of a track the Swift constructor refused: a count mismatch is KN_ERROR_SIZE.
  static func status(of error: KeyframeTrackError) -> kn_status {
    switch error {
    case .keyTimeCount, .timingFunctionCount, .shapeParameterCount, .flatValueCountNotMultiple:
      return KN_ERROR_SIZE
    default: return KN_ERROR_INVALID_ARGUMENT
    }
  }
}

/// The value behind a `kn_keyframe_track` handle: the track, and the description it was built from
/// (the same arrays, shared), from which kn_vector_keyframe_animation_create builds the typed track
/// of the same keys (TypedValueAPI+VectorKeyframes.swift).
struct KeyframeTrackHandleValue: HandleValue {
  let track: KeyframeTrack
  let description: KeyframeDescription
  static var handleKind: HandleKind { .keyframeTrack }
}

/// The Swift track a C description asks for; every array is copied, so the track owns its data.
func makeKeyframeTrack(_ desc: kn_keyframe_track_desc) throws(CAPIFailure) -> KeyframeTrackHandleValue {
  let parts = try makeKeyframeDescription(desc)
  let track = try validated(status: KeyframeDescription.status(of:)) { () throws(KeyframeTrackError) in
    try KeyframeTrack(
      flatValues: parts.values, dimension: parts.dimension, keyTimes: parts.keyTimes,
      calculationMode: parts.mode, timingFunction: parts.timingFunction,
      timingFunctions: parts.timingFunctions, tension: parts.tension, continuity: parts.continuity,
      bias: parts.bias, options: parts.options)
  }.get()
  return KeyframeTrackHandleValue(track: track, description: parts)
}

/// The copied and checked parts of a C description (see ``KeyframeDescription``).
func makeKeyframeDescription(_ desc: kn_keyframe_track_desc) throws(CAPIFailure) -> KeyframeDescription {
  let valueCount = desc.value_count
  let dimension = desc.dimension
  guard ArrayArguments.fits(valueCount, elementSize: 8, multiplier: dimension) else {
    throw CAPIFailure(KN_ERROR_SIZE, "value_count × dimension (\(desc.value_count) × \(desc.dimension)) overflows")
  }
  guard let values = try copyArray(desc.values, count: valueCount * dimension, name: "values") else {
    throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "keyframes: at least one value is required")
  }
  let mode = try keyframeModes.lookUp(desc.mode)
  let options = try makeOptions(desc)
  let keyTimes = try copyArray(desc.key_times, count: desc.key_time_count, name: "key_times")
  let tension = try copyArray(desc.tension, count: desc.tension == nil ? 0 : valueCount, name: "tension")
  let continuity = try copyArray(desc.continuity, count: desc.continuity == nil ? 0 : valueCount, name: "continuity")
  let bias = try copyArray(desc.bias, count: desc.bias == nil ? 0 : valueCount, name: "bias")

  var timingFunction: (any TimingFunction)?
  if let pointer = desc.timing_function {
    timingFunction = try makeTimingFunction(pointer.pointee).mapError { $0.in("timing_function") }.get()
  }
  let functions = try ArrayArguments.buffer(desc.timing_functions, desc.timing_function_count, "timing_functions").get()
  var timingFunctions: [any TimingFunction]?
  if desc.timing_functions != nil {
    timingFunctions = try functions.indices.map { index throws(CAPIFailure) in
      try makeTimingFunction(functions[index]).mapError { CAPIFailure($0.status, "timing_functions[\(index)]: \($0.message)") }
        .get()
    }
  }
  return KeyframeDescription(
    values: values, dimension: dimension, mode: mode, keyTimes: keyTimes,
    timingFunction: timingFunction, timingFunctions: timingFunctions, tension: tension,
    continuity: continuity, bias: bias, options: options)
}

/// The values of the option enums of `kn_keyframe_track_desc`.
private let endTangentValues = CEnumTable<kn_end_tangents, KeyframeTrackOptions.EndTangents>(
  "end_tangents",
  [(KN_END_TANGENTS_EXTRAPOLATED, .extrapolated), (KN_END_TANGENTS_REPEATED_ENDPOINT, .repeatedEndpoint),
   (KN_END_TANGENTS_ZERO, .zero)])
private let continuitySignValues = CEnumTable<kn_continuity_sign, KeyframeTrackOptions.ContinuitySign>(
  "continuity_sign", [(KN_CONTINUITY_APPLE, .appleDocumentation), (KN_CONTINUITY_KOCHANEK_BARTELS, .kochanekBartels)])
private let pacedTimingValues = CEnumTable<kn_paced_timing, KeyframeTrackOptions.PacedTiming>(
  "paced_timing",
  [(KN_PACED_APPLIES_TIMING_FUNCTION, .appliesAnimationTimingFunction),
   (KN_PACED_IGNORES_TIMING_FUNCTION, .ignoresAnimationTimingFunction)])
private let cubicPacingValues = CEnumTable<kn_cubic_pacing, KeyframeTrackOptions.CubicPacing>(
  "cubic_pacing", [(KN_CUBIC_PACING_CHORD_LENGTH, .chordLength), (KN_CUBIC_PACING_ARC_LENGTH, .arcLength)])

private func makeOptions(_ desc: kn_keyframe_track_desc) throws(CAPIFailure) -> KeyframeTrackOptions {
  var options = KeyframeTrackOptions()
  options.endTangents = try endTangentValues.lookUp(desc.end_tangents)
  options.continuitySign = try continuitySignValues.lookUp(desc.continuity_sign)
  options.pacedTiming = try pacedTimingValues.lookUp(desc.paced_timing)
  options.cubicPacing = try cubicPacingValues.lookUp(desc.cubic_pacing)
  return options
}

@_cdecl("kn_keyframe_track_create")
public func kn_keyframe_track_create(
  _ desc: UnsafePointer<kn_keyframe_track_desc>?, _ outTrack: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  Handle.create("kn_keyframe_track_create", from: desc, into: outTrack, "out_track", makeKeyframeTrack)
}

@_cdecl("kn_keyframe_track_destroy")
public func kn_keyframe_track_destroy(_ track: OpaquePointer?) -> kn_status {
  Handle.destroy(track, as: KeyframeTrackHandleValue.self, "kn_keyframe_track_destroy")
}
