import CKinetics
import Kinetics

/// `c-api-keyframes`: one channel of a 16-key, 4-channel cubic track, Swift
/// `values(at:channel:into:)` against `kn_keyframe_track_channel_array`; and
/// `c-api-keyframes-interleaved`: all four channels, four Swift channel calls against one
/// `kn_keyframe_track_value_array` writing them interleaved.
func keyframeRows(count: Int, inputs: [Double]) -> [BenchCase] {
  let keys = 16
  let dimension = 4
  let flat = (0..<(keys * dimension)).map { Double(($0 * 7919) % 200) / 100 - 1 }
  let track = try! KeyframeTrack(flatValues: flat, dimension: dimension, calculationMode: .cubic)
  var handle: OpaquePointer?
  flat.withUnsafeBufferPointer { values in
    var desc = kn_keyframe_track_desc()
    desc.values = values.baseAddress
    desc.value_count = keys
    desc.dimension = dimension
    desc.mode = KN_KEYFRAME_CUBIC
    precondition(CKinetics.kn_keyframe_track_create(&desc, &handle) == KN_OK)
  }
  // Both live as long as the process: the rows run until the bench exits.
  let input = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
  _ = input.initialize(from: inputs)
  let output = UnsafeMutableBufferPointer<Double>.allocate(capacity: count * dimension)
  output.initialize(repeating: 0)
  let channelOutput = UnsafeMutableBufferPointer(rebasing: output[0..<count])
  let source = UnsafeBufferPointer(input)
  let rows = cAPIPair(
    kernel: "c-api-keyframes", suffix: "double", count: count, outputs: channelOutput,
    swift: { try! track.values(at: source, channel: 0, into: channelOutput) },
    c: { _ = CKinetics.kn_keyframe_track_channel_array(handle, 0, source.baseAddress, channelOutput.baseAddress, count) })
  let swiftChannels = {
    for channel in 0..<dimension {
      try! track.values(
        at: source, channel: channel,
        into: UnsafeMutableBufferPointer(rebasing: output[(channel * count)..<((channel + 1) * count)]))
    }
  }
  let cInterleaved = {
    _ = CKinetics.kn_keyframe_track_value_array(handle, source.baseAddress, output.baseAddress, count)
  }
  // The Swift row writes channel-major and the C row sample-major: compare values, not layout.
  let interleavedDifference = { () -> Double? in
    swiftChannels()
    let channelMajor = Array(output)
    cInterleaved()
    var largest = 0.0
    for index in 0..<count {
      for channel in 0..<dimension {
        largest = max(largest, abs(output[index * dimension + channel] - channelMajor[channel * count + index]))
      }
    }
    return largest
  }
  return rows
    + cAPIPair(
      kernel: "c-api-keyframes-interleaved", suffix: "double-4ch", count: count, outputs: output,
      swift: swiftChannels, c: cInterleaved, difference: interleavedDifference)
}

/// `c-api-media-timing`: local time, iteration and progress for parent times in [−2, 8) of a
/// repeating, autoreversing, filled timing: a Swift loop over `state(atParentTime:)` and
/// `localTime(atParentTime:)` (there is no Swift batch call) against `kn_media_timing_evaluate_array`.
func mediaTimingRows(count: Int, times: [Double]) -> [BenchCase] {
  let timing = try! MediaTiming(
    beginTime: 0.5, duration: 1.5, speed: 2, timeOffset: 0.25, repeatCount: 2.5, autoreverses: true, fillMode: .both)
  var cTiming = kn_media_timing()
  precondition(CKinetics.kn_media_timing_init(1.5, &cTiming) == KN_OK)
  cTiming.begin_time = 0.5
  cTiming.speed = 2
  cTiming.time_offset = 0.25
  cTiming.repeat_count = 2.5
  cTiming.autoreverses = 1
  cTiming.fill_mode = KN_FILL_BOTH
  let cTimingValue = cTiming
  let input = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
  _ = input.initialize(from: times)
  let localTime = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
  let progress = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
  let iteration = UnsafeMutableBufferPointer<Int64>.allocate(capacity: count)
  localTime.initialize(repeating: 0)
  progress.initialize(repeating: 0)
  iteration.initialize(repeating: 0)
  return cAPIPair(
    kernel: "c-api-media-timing", suffix: "double", count: count, outputs: progress,
    swift: {
      for index in 0..<count {
        let t = input[index]
        localTime[index] = timing.localTime(atParentTime: t)
        let state = timing.state(atParentTime: t)
        iteration[index] = state.iteration.map(Int64.init) ?? Int64.min
        progress[index] = state.progress ?? .nan
      }
    },
    c: {
      _ = CKinetics.kn_media_timing_evaluate_array(
        cTimingValue, input.baseAddress, localTime.baseAddress, iteration.baseAddress, progress.baseAddress, count)
    })
}
