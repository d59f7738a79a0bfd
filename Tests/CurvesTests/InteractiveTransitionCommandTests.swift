import Foundation
import KineticsTestSupport
import Testing

/// `curves interactive-transition` (docs/interactive-transitions.md): progress over time from
/// --event or --events-file, the SVG with events and hand-overs, hostile input refused with
/// status 2, one line, nothing written.
@Suite struct InteractiveTransitionCommandTests {
  @Test func samplesTheDragTheReleaseAndTheCompletion() throws {
    let result = try CurvesProcess.run([
      "interactive-transition", "--duration", "0.5", "--completion-curve", "linear",
      "--event", "0.1:update:0.2", "--event", "0.3:update:0.6", "--event", "0.4:finish",
      "--at", "0,0.2,0.4,0.45,0.5,1",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = csvRows(result.standardOutput)
    #expect(rows.first == ["t", "progress", "velocity", "phase"])
    let values = rows.dropFirst().map { $0.compactMap(Double.init) }
    // Interactive: the last percent. Then linear from 0.6 to 1 over (1 − 0.6)·0.5 = 0.2 s:
    // 0.7 at 0.45 s, 0.8 at 0.5 s, velocity 0.4/0.2 = 2, and exactly 1 (finished) from 0.6 s.
    let expected: [[Double]] = [
      [0, 0, 0, 0], [0.2, 0.2, 0, 0], [0.4, 0.6, 2, 1], [0.45, 0.7, 2, 1], [0.5, 0.8, 2, 1],
      [1, 1, 0, 3],
    ]
    #expect(values.count == expected.count)
    for (row, want) in zip(values, expected) {
      #expect(row.count == 4 && zip(row, want).allSatisfy { abs($0 - $1) < 1e-12 }, "\(row)")
    }
  }

  @Test func readsTheEventsFromAJSONFileAndDrawsTheHandOver() throws {
    try withTemporaryDirectory("curves-interactive") { scratch in
      let file = scratch.appendingPathComponent("events.json")
      try Data(
        #"[{"time": 0.1, "action": "update", "percent": 0.3}, {"time": 0.2, "action": "cancel"}]"#
          .utf8
      ).write(to: file)
      let csv = try CurvesProcess.run([
        "interactive-transition", "--duration", "1", "--events-file", file.path, "--at", "0.15,0.5",
      ])
      #expect(result(csv) == [["0.15", "0.3"], ["0.5", "0.0"]])
      let svg = try CurvesProcess.run([
        "interactive-transition", "--duration", "1", "--events-file", file.path, "--format", "svg",
      ])
      #expect(svg.status == 0)
      #expect(svg.standardOutput.contains("hand-over") && svg.standardOutput.contains("events"))
    }
  }

  private func result(_ run: CurvesProcess.Result) -> [[String]] {
    csvRows(run.standardOutput).dropFirst().map { [$0[0], $0[1]] }
  }

  @Test func hostileEventsAreRefused() throws {
    let base = ["interactive-transition", "--duration", "1"]
    try SubcommandHostileInputTests.expectAllRefused([
      base, base + ["--event", "0.2:update:0.5", "--event", "0.1:finish"],
      base + ["--event", "0.1:update:nan"], base + ["--event", "0.1:jump"],
      base + ["--event", "0.1:finish:0.3"], base + ["--event", "0.1:update"],
      base + ["--event", "x:pause"], base + ["--event", "0.1:finish", "--event", "0.2:finish"],
      base + ["--event", "0.1:finish", "--event", "0.3:update:0.2"],
      base + ["--event", "0.1:finish", "--event", "5:pause"],
      base + ["--event", "0.1:pause", "--completion-curve", "bouncy"],
      base + ["--event", "0.1:pause", "--completion-speed", "0"],
      base + ["--event", "0.1:pause", "--events-file", "/dev/null"],
      base + ["--events-file", "/nonexistent/events.json"], base + ["--events-file", "/dev/zero"],
      ["interactive-transition", "--duration", "-1", "--event", "0:pause"],
      ["interactive-transition", "--duration", "inf", "--event", "0:pause"],
    ])
  }

  @Test func hostileFilesAreRefusedAndNothingIsWritten() throws {
    try withTemporaryDirectory("curves-interactive") { scratch in
      let cases = [
        "{}", "[1]", #"[{"time": "0", "action": "pause"}]"#, #"[{"time": 0, "action": 3}]"#,
        #"[{"time": 0, "action": "update"}]"#, #"[{"time": 0, "action": "update", "percent": true}]"#,
        #"[{"time": 1e999, "action": "pause"}]"#, "not json",
      ]
      for (index, text) in cases.enumerated() {
        let file = scratch.appendingPathComponent("events\(index).json")
        try Data(text.utf8).write(to: file)
        let target = scratch.appendingPathComponent("out.csv")
        expectRefused(
          try CurvesProcess.run([
            "interactive-transition", "--duration", "1", "--events-file", file.path, "--output",
            target.path,
          ]))
        #expect(!FileManager.default.fileExists(atPath: target.path), "\(text)")
      }
    }
  }
}
