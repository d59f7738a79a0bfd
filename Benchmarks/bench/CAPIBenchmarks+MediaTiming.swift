import CKinetics
import Kinetics

/// `c-api-media-timing`: local time, iteration and progress for parent times in [−2, 8) of a
/// repeating, autoreversing, filled timing: a Swift loop over `state(atParentTime:)` and
/// `localTime(atParentTime:)` (there is no Swift batch call) against `kn_media_timing_evaluate_array`.
func mediaTimingRows(count: Int, times: [Double]) -> [BenchCase] {
  let timing = try! MediaTiming(
    beginTime: 0.5, duration: 1.5, speed: 2, timeOffset: 0.25, repeatCount: 2.5, autoreverses: true,
    fillMode: .both)
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
        localTime[index] = (try? timing.localTime(atParentTime: t)) ?? .infinity
        let state = timing.state(atParentTime: t)
        iteration[index] = state.iteration.map(Int64.init) ?? Int64.min
        progress[index] = state.progress ?? .nan
      }
    },
    c: {
      _ = CKinetics.kn_media_timing_evaluate_array(
        cTimingValue, input.baseAddress, localTime.baseAddress, iteration.baseAddress,
        progress.baseAddress, count)
    })
}
