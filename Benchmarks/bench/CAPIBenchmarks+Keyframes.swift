import CKinetics
import Kinetics

/// `c-api-keyframes`: one channel of a 16-key, 4-channel cubic track, Swift
/// `values(at:channel:into:)` against `kn_keyframe_track_channel_array` (`c-api-keyframes-float`:
/// the Float forms); and
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
  // The handle and buffers live as long as the process: the rows run until the bench exits.
  let (source, _) = benchBuffers(inputs)
  let output = UnsafeMutableBufferPointer<Double>.allocate(capacity: count * dimension)
  output.initialize(repeating: 0)
  let channelOutput = UnsafeMutableBufferPointer(rebasing: output[0..<count])
  let (floatSource, floatOutput) = benchBuffers(inputs.map(Float.init))
  let rows =
    cAPIPair(
      kernel: "c-api-keyframes", suffix: "double", count: count, outputs: channelOutput,
      swift: { try! track.values(at: source, channel: 0, into: channelOutput) },
      c: {
        _ = CKinetics.kn_keyframe_track_channel_array(
          handle, 0, source.baseAddress, channelOutput.baseAddress, count)
      })
    + cAPIPair(
      kernel: "c-api-keyframes-float", suffix: "float", count: count, outputs: floatOutput,
      swift: { try! track.values(at: floatSource, channel: 0, into: floatOutput) },
      c: {
        _ = CKinetics.kn_keyframe_track_channel_array_f(
          handle, 0, floatSource.baseAddress, floatOutput.baseAddress, count)
      })
  let swiftChannels = {
    for channel in 0..<dimension {
      try! track.values(
        at: source, channel: channel,
        into: UnsafeMutableBufferPointer(
          rebasing: output[(channel * count)..<((channel + 1) * count)]))
    }
  }
  let cInterleaved = {
    _ = CKinetics.kn_keyframe_track_value_array(
      handle, source.baseAddress, output.baseAddress, count)
  }
  // The Swift row writes channel-major and the C row sample-major: compare values, not layout.
  let interleavedDifference = { () -> Double? in
    swiftChannels()
    let channelMajor = Array(output)
    cInterleaved()
    var largest = 0.0
    for index in 0..<count {
      for channel in 0..<dimension {
        largest = max(
          largest, abs(output[index * dimension + channel] - channelMajor[channel * count + index]))
      }
    }
    return largest
  }
  return rows
    + cAPIPair(
      kernel: "c-api-keyframes-interleaved", suffix: "double-4ch", count: count, outputs: output,
      swift: swiftChannels, c: cInterleaved, difference: interleavedDifference)
}
