import CKinetics
import Kinetics

/// Why a keyframe description could not become a track: the status and the message to record.
struct KeyframeArgumentError: Error {
  let status: kn_status
  let message: String
}

/// Copies `count` numbers from an optional C array: nil for NULL with count 0, an error for NULL
/// with a count or a count that overflows.
private func copyArray(
  _ pointer: UnsafePointer<Double>?, count: Int, name: String
) throws(KeyframeArgumentError) -> [Double]? {
  guard ArrayArguments.fits(count, elementSize: 8) else {
    throw KeyframeArgumentError(
      status: KN_ERROR_SIZE, message: ArrayArguments.sizeMessage(name, count))
  }
  guard let pointer else {
    if count == 0 { return nil }
    throw KeyframeArgumentError(
      status: KN_ERROR_NULL_POINTER, message: "\(name) is NULL with a count of \(count)")
  }
  return Array(UnsafeBufferPointer(start: pointer, count: count))
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

  /// The status of a track the Swift constructor refused: a count mismatch is KN_ERROR_SIZE.
  static func status(of error: KeyframeTrackError) -> kn_status {
    switch error {
    case .keyTimeCount, .timingFunctionCount, .shapeParameterCount, .flatValueCountNotMultiple:
      return KN_ERROR_SIZE
    default: return KN_ERROR_INVALID_ARGUMENT
    }
  }
}

/// The Swift track a C description asks for; every array is copied, so the track owns its data.
func makeKeyframeTrack(_ desc: kn_keyframe_track_desc) throws(KeyframeArgumentError)
  -> KeyframeTrack
{
  let parts = try makeKeyframeDescription(desc)
  do {
    return try KeyframeTrack(
      flatValues: parts.values, dimension: parts.dimension, keyTimes: parts.keyTimes,
      calculationMode: parts.mode, timingFunction: parts.timingFunction,
      timingFunctions: parts.timingFunctions, tension: parts.tension, continuity: parts.continuity,
      bias: parts.bias, options: parts.options)
  } catch {
    throw KeyframeArgumentError(status: KeyframeDescription.status(of: error), message: "\(error)")
  }
}

/// The copied and checked parts of a C description (see ``KeyframeDescription``).
func makeKeyframeDescription(_ desc: kn_keyframe_track_desc) throws(KeyframeArgumentError)
  -> KeyframeDescription
{
  let valueCount = desc.value_count
  let dimension = desc.dimension
  guard ArrayArguments.fits(valueCount, elementSize: 8, multiplier: dimension) else {
    throw KeyframeArgumentError(
      status: KN_ERROR_SIZE,
      message: "value_count × dimension (\(desc.value_count) × \(desc.dimension)) overflows")
  }
  guard let values = try copyArray(desc.values, count: valueCount * dimension, name: "values")
  else {
    throw KeyframeArgumentError(
      status: KN_ERROR_INVALID_ARGUMENT, message: "keyframes: at least one value is required")
  }
  let mode: KeyframeCalculationMode
  switch desc.mode {
  case KN_KEYFRAME_LINEAR: mode = .linear
  case KN_KEYFRAME_DISCRETE: mode = .discrete
  case KN_KEYFRAME_PACED: mode = .paced
  case KN_KEYFRAME_CUBIC: mode = .cubic
  case KN_KEYFRAME_CUBIC_PACED: mode = .cubicPaced
  default:
    throw KeyframeArgumentError(
      status: KN_ERROR_INVALID_ARGUMENT, message: "unknown mode \(desc.mode.rawValue)")
  }
  let options = try makeOptions(desc)
  let keyTimes = try copyArray(desc.key_times, count: desc.key_time_count, name: "key_times")
  let tension = try copyArray(
    desc.tension, count: desc.tension == nil ? 0 : valueCount, name: "tension")
  let continuity = try copyArray(
    desc.continuity, count: desc.continuity == nil ? 0 : valueCount, name: "continuity")
  let bias = try copyArray(desc.bias, count: desc.bias == nil ? 0 : valueCount, name: "bias")

  var timingFunction: (any TimingFunction)?
  if let pointer = desc.timing_function {
    timingFunction = try makeKeyframeTimingFunction(pointer.pointee, name: "timing_function")
  }
  var timingFunctions: [any TimingFunction]?
  let functionCount = desc.timing_function_count
  guard ArrayArguments.fits(functionCount, elementSize: MemoryLayout<kn_timing_function>.stride)
  else {
    throw KeyframeArgumentError(
      status: KN_ERROR_SIZE, message: ArrayArguments.sizeMessage("timing_functions", functionCount))
  }
  if let pointer = desc.timing_functions {
    var functions: [any TimingFunction] = []
    for index in 0..<functionCount {
      functions.append(
        try makeKeyframeTimingFunction(pointer[index], name: "timing_functions[\(index)]"))
    }
    timingFunctions = functions
  } else if functionCount != 0 {
    throw KeyframeArgumentError(
      status: KN_ERROR_NULL_POINTER,
      message: "timing_functions is NULL with a count of \(functionCount)")
  }
  return KeyframeDescription(
    values: values, dimension: dimension, mode: mode, keyTimes: keyTimes,
    timingFunction: timingFunction, timingFunctions: timingFunctions, tension: tension,
    continuity: continuity, bias: bias, options: options)
}

func makeKeyframeTimingFunction(
  _ function: kn_timing_function, name: String
) throws(KeyframeArgumentError) -> any TimingFunction {
  switch makeTimingFunction(function) {
  case .success(let timing): return timing
  case .failure(let error):
    throw KeyframeArgumentError(
      status: error.status, message: "\(name): \(error.message)")
  }
}

private func makeOptions(_ desc: kn_keyframe_track_desc) throws(KeyframeArgumentError)
  -> KeyframeTrackOptions
{
  var options = KeyframeTrackOptions()
  options.endTangents = try optionValue(
    desc.end_tangents, "end_tangents",
    [(KN_END_TANGENTS_EXTRAPOLATED, .extrapolated), (KN_END_TANGENTS_REPEATED_ENDPOINT, .repeatedEndpoint),
     (KN_END_TANGENTS_ZERO, .zero)])
  options.continuitySign = try optionValue(
    desc.continuity_sign, "continuity_sign",
    [(KN_CONTINUITY_APPLE, .appleDocumentation), (KN_CONTINUITY_KOCHANEK_BARTELS, .kochanekBartels)])
  options.pacedTiming = try optionValue(
    desc.paced_timing, "paced_timing",
    [(KN_PACED_APPLIES_TIMING_FUNCTION, .appliesAnimationTimingFunction),
     (KN_PACED_IGNORES_TIMING_FUNCTION, .ignoresAnimationTimingFunction)])
  options.cubicPacing = try optionValue(
    desc.cubic_pacing, "cubic_pacing",
    [(KN_CUBIC_PACING_CHORD_LENGTH, .chordLength), (KN_CUBIC_PACING_ARC_LENGTH, .arcLength)])
  return options
}

/// The Swift value a C enum field names, from its table; an unknown value (C lets any integer
/// through an enum) is KN_ERROR_INVALID_ARGUMENT naming the field.
private func optionValue<CEnum: RawRepresentable & Equatable, Value>(
  _ value: CEnum, _ field: String, _ table: [(CEnum, Value)]
) throws(KeyframeArgumentError) -> Value {
  guard let match = table.first(where: { $0.0 == value }) else {
    throw KeyframeArgumentError(status: KN_ERROR_INVALID_ARGUMENT, message: "unknown \(field) \(value.rawValue)")
  }
  return match.1
}

@_cdecl("kn_keyframe_track_create")
public func kn_keyframe_track_create(
  _ desc: UnsafePointer<kn_keyframe_track_desc>?, _ outTrack: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  guard let desc, let outTrack else {
    return LastError.fail(
      KN_ERROR_NULL_POINTER, "kn_keyframe_track_create: desc or out_track is NULL")
  }
  do {
    return Handle.create(try makeKeyframeTrack(desc.pointee), into: outTrack, "kn_keyframe_track_create")
  } catch {
    return LastError.fail(error.status, "kn_keyframe_track_create: \(error.message)")
  }
}

@_cdecl("kn_keyframe_track_destroy")
public func kn_keyframe_track_destroy(_ track: OpaquePointer?) -> kn_status {
  Handle.destroy(track, as: KeyframeTrack.self, "kn_keyframe_track_destroy")
}
