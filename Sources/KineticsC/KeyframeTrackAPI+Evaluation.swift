import CKinetics
import Kinetics

@_cdecl("kn_keyframe_track_dimension")
public func kn_keyframe_track_dimension(
  _ track: OpaquePointer?, _ outDimension: UnsafeMutablePointer<Int>?
) -> kn_status {
  Handle.read(
    track, as: KeyframeTrackHandleValue.self, "kn_keyframe_track_dimension", "track", into: outDimension,
    "out_dimension"
  ) { $0.track.dimension }
}

@_cdecl("kn_keyframe_track_key_times")
public func kn_keyframe_track_key_times(
  _ track: OpaquePointer?, _ outKeyTimes: UnsafeMutablePointer<Double>?, _ capacity: Int,
  _ outCount: UnsafeMutablePointer<Int>?
) -> kn_status {
  let name: StaticString = "kn_keyframe_track_key_times"
  guard let outCount else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_count is NULL") }
  // The same checks as an input array: a capacity that fits, and storage unless it is 0.
  if case .failure(let failure) = ArrayArguments.buffer(UnsafePointer(outKeyTimes), capacity, "out_key_times") {
    return failure.in(name).report()
  }
  return Handle.withValue(track, as: KeyframeTrackHandleValue.self, name, "track") { held in
    let track = held.track
    for (index, time) in track.keyTimes.prefix(capacity).enumerated() { outKeyTimes![index] = time }
    outCount.pointee = track.keyTimes.count
    return KN_OK
  }
}

@_cdecl("kn_keyframe_track_value")
public func kn_keyframe_track_value(
  _ track: OpaquePointer?, _ u: Double, _ outValue: UnsafeMutablePointer<Double>?
) -> kn_status {
  guard let outValue else {
    return LastError.fail(KN_ERROR_NULL_POINTER, "kn_keyframe_track_value: out_value is NULL")
  }
  return Handle.withValue(track, as: KeyframeTrackHandleValue.self, "kn_keyframe_track_value", "track") { held in
    let track = held.track
    // out_value holds dimension elements (the header's contract): the call cannot throw.
    try? track.value(at: u, into: UnsafeMutableBufferPointer(start: outValue, count: track.dimension))
    return KN_OK
  }
}

/// The shared body of the channel batch entry points, for Double and Float: the checks of
/// `evaluateArray`, the track handle and the channel, then `KeyframeTrack.values(at:channel:into:)`
/// (which cannot throw: the outputs have count elements and the channel was checked).
@inline(__always)
private func channelArray<Element: BatchFloatingPoint>(
  _ name: StaticString, _ track: OpaquePointer?, _ channel: Int, _ u: UnsafePointer<Element>?,
  _ out: UnsafeMutablePointer<Element>?, _ count: Int
) -> kn_status {
  evaluateArray(name, u, out, count) {
    Handle.box(track, as: KeyframeTrackHandleValue.self, name, "track").flatMap {
      box -> Result<Unmanaged<HandleBox<KeyframeTrackHandleValue>>, CAPIFailure> in
      let dimension = box._withUnsafeGuaranteedRef { $0.value.track.dimension }
      guard channel >= 0 && channel < dimension else {
        return .failure(
          CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "\(name): channel \(UInt(bitPattern: channel)) outside 0..<\(dimension)"))
      }
      return .success(box)
    }
  } evaluate: { box, inputs, outputs in
    box._withUnsafeGuaranteedRef { try? $0.value.track.values(at: inputs, channel: channel, into: outputs) }
  }
}

@_cdecl("kn_keyframe_track_channel_array")
public func kn_keyframe_track_channel_array(
  _ track: OpaquePointer?, _ channel: Int, _ u: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>?, _ count: Int
) -> kn_status {
  channelArray("kn_keyframe_track_channel_array", track, channel, u, out, count)
}

@_cdecl("kn_keyframe_track_channel_array_f")
public func kn_keyframe_track_channel_array_f(
  _ track: OpaquePointer?, _ channel: Int, _ u: UnsafePointer<Float>?, _ out: UnsafeMutablePointer<Float>?, _ count: Int
) -> kn_status {
  channelArray("kn_keyframe_track_channel_array_f", track, channel, u, out, count)
}

/// Samples per block of the interleaved evaluation: the channel results of one block stay in a
/// stack buffer (2 KB) before they are scattered.
private let interleavedBlock = 256

@_cdecl("kn_keyframe_track_value_array")
public func kn_keyframe_track_value_array(
  _ track: OpaquePointer?, _ u: UnsafePointer<Double>?, _ out: UnsafeMutablePointer<Double>?,
  _ count: Int
) -> kn_status {
  let name: StaticString = "kn_keyframe_track_value_array"
  return Handle.withValue(track, as: KeyframeTrackHandleValue.self, name, "track") { held in
    let track = held.track
    let dimension = track.dimension
    guard ArrayArguments.fits(count, elementSize: 8, multiplier: dimension) else {
      return LastError.fail(
        KN_ERROR_SIZE,
        "\(name): count \(UInt(bitPattern: count)) × dimension \(dimension) overflows")
    }
    guard count > 0 else { return KN_OK }
    guard let u, let out else {
      return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): an array is NULL")
    }
    // Estimated one-core cost per sample and channel, from the bench's c-api-keyframes-interleaved
    // rows (docs/benchmarks.md); it only decides when to split across threads. Each chunk runs its blocks on one thread, with a block buffer of its own.
    let cost = 10 * dimension
    BatchParallelism.automatic._forEachChunk(count: count, nanosecondsPerElement: cost) { range in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: interleavedBlock) { block in
        var start = range.lowerBound
        while start < range.upperBound {
          let length = min(interleavedBlock, range.upperBound - start)
          let inputs = UnsafeBufferPointer(start: u + start, count: length)
          let outputs = UnsafeMutableBufferPointer(rebasing: block[0..<length])
          for channel in 0..<dimension {
            try? track.values(
              at: inputs, channel: channel, into: outputs, parallelism: .singleThread)
            for index in 0..<length { out[(start + index) * dimension + channel] = outputs[index] }
          }
          start += length
        }
      }
    }
    return overflowCheck(
      name, UnsafeBufferPointer(start: u, count: count),
      UnsafeMutableBufferPointer(start: out, count: count * dimension), outputsPerInput: dimension)
  }
}
