import Kinetics
import Testing

@Suite struct MediaTimingCAPITests {
  static let parentTimes: [Double] = [-3, -0.5, 0, 0.25, 1, 1.5, 2.75, 3, 4.5, 7, 1e300, .nan]

  @Test func cProgramGetsTheSwiftMediaTimingBitForBit() throws {
    let output = try CClient.compileAndRun("media_timing.c")
    #expect(output.status == 0, "\(output.standardError)")
    let bits = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    let timings: [(String, MediaTiming)] = [
      ("plain", try MediaTiming(duration: 1.5)),
      (
        "repeating",
        try MediaTiming(
          beginTime: 0.5, duration: 1.5, speed: 2, timeOffset: 0.25, repeatCount: 2.5,
          autoreverses: true, fillMode: .both)
      ),
      (
        "backwards",
        try MediaTiming(duration: 1.5, speed: -0.5, repeatDuration: .infinity, fillMode: .forwards)
      ),
    ]
    var visibleCount = 0
    for (name, timing) in timings {
      for (index, t) in Self.parentTimes.enumerated() {
        let state = timing.state(atParentTime: t)
        let local = try timing.localTime(atParentTime: t)
        #expect(bits["\(name).local[\(index)]"]?.bitPattern == local.bitPattern, "\(name) t=\(t)")
        #expect(
          bits["\(name).progress[\(index)]"]?.bitPattern == (state.progress ?? .nan).bitPattern,
          "\(name) t=\(t)")
        #expect(
          bits["\(name).simple[\(index)]"]?.bitPattern == (state.simpleTime ?? .nan).bitPattern,
          "\(name) t=\(t)")
        let iteration = fields["\(name).iteration[\(index)]"].flatMap { UInt64($0, radix: 16) }.map
        { Int64(bitPattern: $0) }
        #expect(iteration == Int64(state.iteration ?? Int.min), "\(name) t=\(t)")
        let phase = ["before": "0", "active": "1", "after": "2"][state.phase.rawValue]
        #expect(fields["\(name).phase[\(index)]"] == phase)
        #expect(fields["\(name).reversing[\(index)]"] == (state.isReversing ? "1" : "0"))
        if state.isVisible { visibleCount += 1 }
      }
    }
    // The grid covers both shown and hidden states.
    #expect(visibleCount > 10 && visibleCount < 36)
    #expect(
      output.standardOutput.contains(
        "error,kn_media_timing_state_at: timing: duration must be positive, got 0.0"))
  }
}
