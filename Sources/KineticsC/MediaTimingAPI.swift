import CKinetics
import Kinetics

/// The fill modes `kn_fill_mode` names.
let fillModes = CEnumTable<kn_fill_mode, FillMode>(
  "fill_mode", [(KN_FILL_REMOVED, .removed), (KN_FILL_FORWARDS, .forwards), (KN_FILL_BACKWARDS, .backwards), (KN_FILL_BOTH, .both)])

/// The C values of the timing phases.
let timingPhases = CEnumTable<kn_timing_phase, MediaTimingState.Phase>(
  "phase", [(KN_PHASE_BEFORE, .before), (KN_PHASE_ACTIVE, .active), (KN_PHASE_AFTER, .after)])

/// The Swift timing a C struct describes, or why it is invalid (KN_ERROR_INVALID_ARGUMENT).
func makeMediaTiming(_ timing: kn_media_timing) -> Result<MediaTiming, CAPIFailure> {
  fillModes.value(timing.fill_mode).flatMap { fillMode in
    validated { () throws(MediaTimingError) in
      try MediaTiming(
        beginTime: timing.begin_time, duration: timing.duration, speed: timing.speed, timeOffset: timing.time_offset,
        repeatCount: timing.repeat_count, repeatDuration: timing.repeat_duration, autoreverses: timing.autoreverses != 0,
        fillMode: fillMode)
    }
  }
}

/// A Swift state as the C struct: NaN and KN_NO_ITERATION where nothing shows.
func cState(_ state: MediaTimingState, localTime: Double) -> kn_media_timing_state {
  kn_media_timing_state(
    phase: timingPhases.cValue(state.phase), visible: state.isVisible ? 1 : 0, reversing: state.isReversing ? 1 : 0,
    iteration: state.iteration.map(Int64.init) ?? Int64.min, local_time: localTime,
    simple_time: state.simpleTime ?? .nan, progress: state.progress ?? .nan)
}

@_cdecl("kn_media_timing_init")
public func kn_media_timing_init(
  _ duration: Double, _ outTiming: UnsafeMutablePointer<kn_media_timing>?
) -> kn_status {
  let timing = kn_media_timing(
    begin_time: 0, duration: duration, speed: 1, time_offset: 0, repeat_count: 0, repeat_duration: 0,
    autoreverses: 0, fill_mode: KN_FILL_REMOVED)
  return writeOutput("kn_media_timing_init", outTiming, "out_timing") {
    makeMediaTiming(timing).map { _ in timing }.mapError { $0.in("kn_media_timing_init") }
  }
}

@_cdecl("kn_media_timing_state_at")
public func kn_media_timing_state_at(
  _ timing: kn_media_timing, _ t: Double, _ outState: UnsafeMutablePointer<kn_media_timing_state>?
) -> kn_status {
  let name: StaticString = "kn_media_timing_state_at"
  return writeOutput(name, outState, "out_state") {
    makeMediaTiming(timing).mapError { $0.in(name) }.flatMap { timing in
      let state = timing.state(atParentTime: t)
      // Swift throws for a finite t whose local time is beyond double: reported below as overflow.
      let localTime = (try? timing.localTime(atParentTime: t)) ?? .infinity
      if t.isFinite, let field = overflowingField(state, localTime: localTime) {
        return .failure(CAPIFailure(KN_ERROR_OVERFLOW, "\(name): \(field) at t = \(t) is beyond the range of double"))
      }
      return .success(cState(state, localTime: localTime))
    }
  }
}

/// The C name of the first field of a state that is defined but not finite, or nil. Simple time
/// and progress are NaN by design where nothing shows (nil in Swift); the local time
/// (t − begin_time)·speed + time_offset is always defined and overflows for extreme finite inputs.
func overflowingField(_ state: MediaTimingState, localTime: Double) -> String? {
  if !localTime.isFinite { return "local_time" }
  if let simpleTime = state.simpleTime, !simpleTime.isFinite { return "simple_time" }
  if let progress = state.progress, !progress.isFinite { return "progress" }
  return nil
}

@_cdecl("kn_media_timing_evaluate_array")
public func kn_media_timing_evaluate_array(
  _ timing: kn_media_timing, _ t: UnsafePointer<Double>?,
  _ outLocalTime: UnsafeMutablePointer<Double>?,
  _ outIteration: UnsafeMutablePointer<Int64>?, _ outProgress: UnsafeMutablePointer<Double>?,
  _ count: Int
) -> kn_status {
  let name: StaticString = "kn_media_timing_evaluate_array"
  guard ArrayArguments.fits(count, elementSize: 8) else {
    return LastError.fail(KN_ERROR_SIZE, ArrayArguments.sizeMessage(name, count))
  }
  switch makeMediaTiming(timing) {
  case .failure(let failure): return failure.in(name).report()
  case .success(let timing):
    guard count > 0 else { return KN_OK }
    guard let t else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): t is NULL") }
    // The first index of a finite time whose requested output is defined but not finite.
    var overflow: (index: Int, field: String)?
    if let outLocalTime {
      for index in 0..<count {
        let localTime = (try? timing.localTime(atParentTime: t[index])) ?? .infinity
        outLocalTime[index] = localTime
        if overflow == nil, !localTime.isFinite, t[index].isFinite { overflow = (index, "local_time") }
      }
    }
    if outIteration != nil || outProgress != nil {
      for index in 0..<count {
        let state = timing.state(atParentTime: t[index])
        outIteration?[index] = state.iteration.map(Int64.init) ?? Int64.min
        outProgress?[index] = state.progress ?? .nan
        if outProgress != nil, overflow == nil, let progress = state.progress, !progress.isFinite, t[index].isFinite {
          overflow = (index, "progress")
        }
      }
    }
    if let overflow {
      return LastError.fail(
        KN_ERROR_OVERFLOW,
        "\(name): the \(overflow.field) at index \(overflow.index) (t = \(t[overflow.index])) is beyond the range of double")
    }
    return KN_OK
  }
}
