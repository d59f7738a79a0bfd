import Kinetics

/// `KeyframeTrack`, `TypedKeyframeTrack`, `MediaTiming` and `BasicAnimation` built from arbitrary
/// bytes and doubles.
///
/// Input layout: bytes mode, dimension (1…3), value count (1…8), flags (bit 0: key times given,
/// bit 1: per-segment timing functions, bit 2: tension/continuity/bias, bit 3: an animation-level
/// timing function, bit 4: key-time count one off, bit 5: autoreverses), option byte; then the
/// Double bit patterns of the values, key times, tension, continuity, bias, the timing function's
/// control points, the media timing (begin, duration, speed, offset, repeat count) and any number
/// of evaluation points. Properties (docs/keyframes.md, issue 7):
/// - no constructor traps; non-finite values or key times are always a typed error;
/// - an accepted track gives finite values at every finite u, hits value i exactly at key time i
///   in linear and cubic modes when key times are strictly increasing and no timing function is
///   set, and its Double batch equals its scalar values within 2 ulp of the largest |value|;
/// - an accepted `MediaTiming` gives a state whose progress, when there is one, is finite and in
///   [0, 1] at every finite parent time; a `BasicAnimation` over it gives finite values.
/// Finiteness of track values is required for values up to 1e250 with timing functions whose y1, y2
/// stay within ±1e3; beyond that an overflow to ±∞ is the arithmetic's answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let modeByte = input.nextByte(), let dimensionByte = input.nextByte(),
    let countByte = input.nextByte(), let flags = input.nextByte(), let optionByte = input.nextByte()
  else { return 0 }
  let modes = KeyframeCalculationMode.allCases
  let mode = modes[Int(modeByte) % modes.count]
  let dimension = Int(dimensionByte % 3) + 1
  let count = Int(countByte % 8) + 1
  guard let values = input.nextDoubles(count * dimension) else { return 0 }
  var keyTimes: [Double]?
  if flags & 1 != 0 {
    let keyTimeCount = (mode == .discrete ? count + 1 : count) + (flags & 16 != 0 ? 1 : 0)
    guard let times = input.nextDoubles(keyTimeCount) else { return 0 }
    keyTimes = times
  }
  var shape: [[Double]]?
  if flags & 4 != 0 {
    guard let tension = input.nextDoubles(count), let continuity = input.nextDoubles(count),
      let bias = input.nextDoubles(count)
    else { return 0 }
    shape = [tension, continuity, bias]
  }
  var curve: CubicBezierTimingCurve?
  if flags & 10 != 0 {
    guard let p = input.nextDoubles(4) else { return 0 }
    curve = try? CubicBezierTimingCurve(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
  }
  let timingParameters = input.nextDoubles(5)
  let points = [0, 0.5, 1] + input.remainingDoubles().filter(\.isFinite)
  if let timingParameters {
    checkTiming(timingParameters, flags: flags, curve: curve, at: points)
  }
  let options = KeyframeTrackOptions(
    endTangents: KeyframeTrackOptions.EndTangents.allCases[Int(optionByte) % 3],
    continuitySign: optionByte & 4 != 0 ? .kochanekBartels : .appleDocumentation,
    pacedTiming: optionByte & 8 != 0 ? .ignoresAnimationTimingFunction : .appliesAnimationTimingFunction,
    cubicPacing: optionByte & 16 != 0 ? .arcLength : .chordLength)
  let segmentFunctions: [any TimingFunction]? =
    flags & 2 != 0 ? Array(repeating: curve ?? .easeIn, count: max(count - 1, 0)) : nil

  let track: KeyframeTrack
  do {
    track = try KeyframeTrack(
      flatValues: values, dimension: dimension, keyTimes: keyTimes, calculationMode: mode,
      timingFunction: flags & 8 != 0 ? curve : nil, timingFunctions: segmentFunctions,
      tension: shape?[0], continuity: shape?[1], bias: shape?[2], options: options)
  } catch {
    if error.description.isEmpty { fuzzFailure("an empty error message") }
    return 0
  }
  if !values.allSatisfy(\.isFinite) { fuzzFailure("non-finite values \(values) were accepted") }
  if let keyTimes, !keyTimes.allSatisfy(\.isFinite), mode != .paced, mode != .cubicPaced {
    fuzzFailure("non-finite key times \(keyTimes) were accepted")
  }

  let largest = values.map(abs).max() ?? 0
  let isExactAtKeys = (mode == .linear || mode == .cubic) && flags & 10 == 0
    && zip(track.keyTimes, track.keyTimes.dropFirst()).allSatisfy { $0 < $1 }
  if isExactAtKeys {
    for (index, u) in track.keyTimes.enumerated() {
      let expected = track.value(index: index)
      if track.value(at: u) != expected {
        fuzzFailure("value(at: \(u)) = \(track.value(at: u)) ≠ value \(index) = \(expected) (\(mode))")
      }
    }
  }
  // Overshooting timing functions scale the values; beyond these sizes an overflow to ±∞ is the
  // arithmetic's answer, not a defect.
  let curveIsModerate = curve.map { abs($0.y1) <= 1e3 && abs($0.y2) <= 1e3 } ?? true
  let checksFiniteness = largest <= 1e250 && curveIsModerate
  for channel in 0..<dimension {
    let batch = track.values(at: points, channel: channel)
    for (u, fromBatch) in zip(points, batch) {
      let scalar = track.value(at: u, channel: channel)
      if checksFiniteness, !scalar.isFinite { fuzzFailure("value(at: \(u)) = \(scalar) for \(values), \(mode)") }
      if abs(fromBatch - scalar) > 2 * max(largest, abs(scalar)).ulp {
        fuzzFailure("batch \(fromBatch) ≠ scalar \(scalar) at u = \(u), channel \(channel), \(mode)")
      }
    }
  }
  checkTypedTracks(
    track, values: values, dimension: dimension, keyTimes: keyTimes, mode: mode,
    timingFunction: flags & 8 != 0 ? curve : nil, timingFunctions: segmentFunctions, shape: shape,
    options: options, points: points, exactAtKeys: isExactAtKeys)
  return 0
}

/// Typed tracks of the same keys (issue 21): a track of SIMD3 equals the `[Double]` track bit for
/// bit; a track of colors (each value's components clamped into a color) and one of transforms
/// (rotations about z by the first component, through `ValueFunction.rotateZ`) never trap, refuse
/// paced and cubic modes with a typed error, give finite values and hit their keys exactly where the
/// `[Double]` track does.
private func checkTypedTracks(
  _ track: KeyframeTrack, values: [Double], dimension: Int, keyTimes: [Double]?,
  mode: KeyframeCalculationMode, timingFunction: (any TimingFunction)?,
  timingFunctions: [any TimingFunction]?, shape: [[Double]]?, options: KeyframeTrackOptions,
  points: [Double], exactAtKeys: Bool
) {
  let count = values.count / dimension
  if dimension == 3 {
    let vectors = (0..<count).map { SIMD3(values[3 * $0], values[3 * $0 + 1], values[3 * $0 + 2]) }
    guard let typed = try? TypedKeyframeTrack(
      values: vectors, keyTimes: keyTimes, calculationMode: mode, timingFunction: timingFunction,
      timingFunctions: timingFunctions, tension: shape?[0], continuity: shape?[1], bias: shape?[2], options: options)
    else { fuzzFailure("a SIMD3 track was refused where the [Double] track was accepted"); return }
    for u in points {
      let value = typed.value(at: u)
      for channel in 0..<3 where value[channel].bitPattern != track.value(at: u, channel: channel).bitPattern {
        fuzzFailure("SIMD3 track \(value) ≠ [Double] track at u = \(u), \(mode)")
      }
    }
  }
  let colors = (0..<count).compactMap { index in
    try? RGBAColor(
      red: min(max(values[index * dimension], -1e6), 1e6), green: 0.5, blue: 0.25,
      alpha: dimension > 1 ? min(max(abs(values[index * dimension + 1]), 0), 1) : 1)
  }
  let rotations = (0..<count).compactMap { try? ValueFunction.rotateZ.transform(values[$0 * dimension]) }
  guard colors.count == count, rotations.count == count else { return }
  func check<Value: AnimatableValue & Equatable>(_ keys: [Value], _ isFinite: (Value) -> Bool) {
    do {
      let typed = try TypedKeyframeTrack(
        values: keys, keyTimes: keyTimes, calculationMode: mode, timingFunction: timingFunction,
        timingFunctions: timingFunctions, tension: shape?[0], continuity: shape?[1], bias: shape?[2], options: options)
      if mode != .linear && mode != .discrete { fuzzFailure("\(Value.self) track accepted in mode \(mode)") }
      for u in points where !isFinite(typed.value(at: u)) { fuzzFailure("non-finite \(Value.self) at u = \(u)") }
      if exactAtKeys {
        for (index, u) in typed.keyTimes.enumerated() where typed.value(at: u) != keys[index] {
          fuzzFailure("\(Value.self) track misses key \(index) at u = \(u)")
        }
      }
    } catch {
      if mode == .linear || mode == .discrete { fuzzFailure("\(Value.self) track refused: \(error)") }
      if error.description.isEmpty { fuzzFailure("an empty error message") }
    }
  }
  check(colors) { $0.components * 0 == .zero }
  check(rotations) { $0.elements.allSatisfy(\.isFinite) }
}

/// Media timing (begin, duration, speed, offset, |repeat count|) and a basic animation over it,
/// evaluated at the given parent times.
private func checkTiming(_ p: [Double], flags: UInt8, curve: CubicBezierTimingCurve?, at times: [Double]) {
  let timing: MediaTiming
  do {
    timing = try MediaTiming(
      beginTime: p[0], duration: p[1], speed: p[2], timeOffset: p[3], repeatCount: abs(p[4]),
      autoreverses: flags & 32 != 0, fillMode: FillMode.allCases[Int(flags >> 6) % FillMode.allCases.count])
  } catch {
    if error.description.isEmpty { fuzzFailure("an empty error message") }
    return
  }
  if !p[0...3].allSatisfy(\.isFinite) { fuzzFailure("non-finite media timing \(p) was accepted") }
  let curveIsModerate = curve.map { abs($0.y1) <= 1e3 && abs($0.y2) <= 1e3 } ?? true
  let animation = try? BasicAnimation(
    fromValue: [0, -1], toValue: [1, 1e6], timing: timing, timingFunction: curveIsModerate ? curve : nil)
  for t in times {
    let state = timing.state(atParentTime: t)
    if let progress = state.progress, !(progress.isFinite && (0...1).contains(progress)) {
      fuzzFailure("progress \(progress) at t = \(t) for \(timing)")
    }
    // A value beyond the range of Double throws BasicAnimationError.valueOverflow (a typed error,
    // allowed); a value returned must be finite.
    if let values = (try? animation?.value(atParentTime: t, underlying: [0, 0])) ?? nil,
      !values.allSatisfy(\.isFinite)
    {
      fuzzFailure("animation value \(values) at t = \(t) for \(timing)")
    }
  }
}
