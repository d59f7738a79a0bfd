import Kinetics
import Testing
import KineticsTestSupport

@Suite struct MediaTimingFixtureTests {
  /// The timings of Tests/Fixtures/keyframes/generate_keyframes.py, by case name.
  static func timing(_ name: String) throws -> MediaTiming {
    switch name {
    case "plain": return try MediaTiming(beginTime: 1, duration: 2)
    case "fastRepeatReverseBoth":
      return try MediaTiming(beginTime: 0.5, duration: 1, speed: 2, repeatCount: 3, autoreverses: true, fillMode: .both)
    case "reverse2point5": return try MediaTiming(duration: 1, repeatCount: 2.5, autoreverses: true, fillMode: .forwards)
    case "repeat2point5": return try MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
    case "offsetWraps": return try MediaTiming(beginTime: 1, duration: 1, timeOffset: 0.5, repeatCount: 2, fillMode: .both)
    case "negativeOffset": return try MediaTiming(duration: 2, timeOffset: -0.75, fillMode: .forwards)
    case "backwardSpeed": return try MediaTiming(beginTime: 4, duration: 1, speed: -1, repeatCount: 2, fillMode: .both)
    case "repeatDurationReverse":
      return try MediaTiming(duration: 1, repeatDuration: 3.25, autoreverses: true, fillMode: .forwards)
    case "slowEarlyBackwards":
      return try MediaTiming(beginTime: -1, duration: 0.75, speed: 0.5, timeOffset: -0.25, fillMode: .backwards)
    case "forever": return try MediaTiming(beginTime: 2, duration: 0.5, repeatCount: .infinity)
    case "frozen": return try MediaTiming(duration: 1, speed: 0, timeOffset: 0.25)
    default: fatalError("unknown fixture case \(name)")
    }
  }

  /// Every row: phase, iteration and progress against exact rational arithmetic. All inputs are
  /// dyadic, so the expected progress is exact; tolerance 2 ulp of 1 for the final division.
  @Test func matchesExactRationalReference() throws {
    let rows = try Fixtures.csvRows("keyframes/timing.csv")
    #expect(rows.count > 1000)
    for row in rows {
      let timing = try Self.timing(String(row[0]))
      let t = Double(row[1])!
      let state = timing.state(atParentTime: t)
      let label = "\(row[0]) t=\(t)"
      #expect(state.phase.rawValue == row[2], "\(label)")
      #expect(state.iteration == Int(row[3]), "\(label)")
      if let expected = Double(row[4]) {
        #expect(state.progress.map { abs($0 - expected) <= 2 * Double.ulpOfOne } == true, "\(label): \(String(describing: state.progress)) vs \(expected)")
      } else {
        #expect(state.progress == nil, "\(label)")
      }
    }
  }
}
