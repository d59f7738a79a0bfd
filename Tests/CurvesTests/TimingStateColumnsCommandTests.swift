import Foundation
import Kinetics
import Testing

/// `curves timing`'s phase, local, simple and active_time columns (docs/curves.md).
@Suite struct TimingStateColumnsCommandTests {
  @Test func newColumnsComeAfterTheExistingOnes() throws {
    let result = try CurvesProcess.run(["timing", "--duration", "1", "--at", "0.5"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("t,active,iteration,progress,phase,local,simple,active_time\n"))
  }

  @Test func columnsAgreeWithTheLibraryInEveryPhase() throws {
    let timing = try MediaTiming(
      beginTime: 1, duration: 2, speed: 1.5, timeOffset: 0.25, repeatCount: 2, autoreverses: true,
      fillMode: .both)
    let times = [0, 1, 1.5, 3, 4.9, 9]
    let result = try CurvesProcess.run([
      "timing", "--duration", "2", "--begin", "1", "--speed", "1.5", "--offset", "0.25",
      "--repeat-count", "2", "--autoreverses", "--fill", "both",
      "--at", times.map { "\($0)" }.joined(separator: ","),
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = result.standardOutput.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    }
    for (t, row) in zip(times, rows) {
      let state = timing.state(atParentTime: t)
      let phase: Double = state.phase == .before ? 0 : state.phase == .active ? 1 : 2
      #expect(row[4] == phase, "t = \(t)")
      #expect(row[5] == (try timing.localTime(atParentTime: t)), "t = \(t)")
      #expect(row[6] == state.simpleTime, "t = \(t)")
      #expect(row[7] == timing.activeTime(atParentTime: t), "t = \(t)")
    }
    #expect(rows.first![4] == 0 && rows.first![7] == 0, "before, filled backwards: active time 0")
    #expect(rows.last![4] == 2 && rows.last![7] == 2 * 2 * 2, "after: the active duration (2 repeats of 4 s)")
  }

  @Test func nothingShownLeavesSimpleAndActiveTimeEmpty() throws {
    let result = try CurvesProcess.run(["timing", "--duration", "1", "--begin", "1", "--at", "0,3"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines[1] == "0.0,0,,,0,-1.0,,")
    #expect(lines[2] == "3.0,0,,,2,2.0,,")
  }

  /// t − begin overflows while the local time is in range: the right number; a local time beyond
  /// the range of double: status 2 and one line naming the overflow (issue 19).
  @Test func extremeLocalTimesAreRightOrRefused() throws {
    let result = try CurvesProcess.run([
      "timing", "--duration", "1.5e308", "--begin", "-1e308", "--speed", "0.5", "--offset", "-1e308", "--at", "1e308",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.split(separator: "\n").last?.split(separator: ",", omittingEmptySubsequences: false)[5] == "0.0")
    let beyond = try CurvesProcess.run(["timing", "--duration", "1", "--speed", "1e300", "--at", "1e10"])
    #expect(beyond.status == 2 && beyond.standardOutput.isEmpty, "\(beyond.standardOutput)")
    #expect(beyond.standardError.contains("overflow") && beyond.standardError.filter(\.isNewline).count == 1)
  }
}
