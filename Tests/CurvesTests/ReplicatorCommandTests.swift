import Foundation
import KineticsTestSupport
import Testing

/// `curves replicator` (docs/layers.md): one row per instance with local time, color and transform;
/// hostile input refused with status 2, one line, nothing written.
@Suite struct ReplicatorCommandTests {
  @Test func listsEveryInstanceWithTimeColorAndTransform() throws {
    let result = try CurvesProcess.run([
      "replicator", "--count", "3", "--delay", "0.25", "--time", "1", "--translate", "10,0,0", "--color", "1 0.5 0 1",
      "--color-offsets", "-0.25,0,0,0",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let table = csvRows(result.standardOutput)
    #expect(table.count == 4)
    #expect(Array(table[0].prefix(7)) == ["instance", "local_time", "red", "green", "blue", "alpha", "m11"])
    #expect(table[0].last == "m44")
    // Instance 2: local time 1 − 2·0.25, red 1 − 2·0.25, origin at x = 2·10.
    #expect(Array(table[3].prefix(6)) == ["2", "0.5", "0.5", "0.5", "0.0", "1.0"])
    #expect(table[3][6 + 12] == "20.0" && table[3][6 + 13] == "0.0")
    // Instance 0 is the source: the identity.
    #expect(Array(table[1].dropFirst(6)) == ["1.0", "0.0", "0.0", "0.0", "0.0", "1.0", "0.0", "0.0", "0.0", "0.0", "1.0", "0.0", "0.0", "0.0", "0.0", "1.0"])
  }

  @Test func rotationsComposeAboutTheOrigin() throws {
    // A quarter turn about z after moving by (10, 0): instance 1's origin at (10, 0), instance 2's
    // at (10, 0)·R + (10, 0) = (0, 10) + (10, 0) = (10, 10) (row vectors, y-down).
    let result = try CurvesProcess.run([
      "replicator", "--count", "3", "--rotate", "\(Double.pi / 2)", "--translate", "10,0", "--format", "json",
    ])
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Double]])
    #expect(abs(records[2]["m41"]! - 10) < 1e-14 && abs(records[2]["m42"]! - 10) < 1e-14)
  }

  @Test func svgDrawsTheInstanceOrigins() throws {
    let result = try CurvesProcess.run([
      "replicator", "--count", "12", "--rotate", "0.5235987755982988", "--translate", "20,0", "--format", "svg",
    ])
    #expect(result.status == 0 && result.standardOutput.contains("instance origins"))
  }

  @Test func svgDrawsEachInstancesRotationAndScale() throws {
    let result = try CurvesProcess.run([
      "replicator", "--count", "6", "--scale", "0.5", "--rotate", "1.5707963267948966", "--format", "svg",
    ])
    // The origins coincide (no translation): the "up" segments alone show the quarter turns and
    // halvings.
    #expect(result.status == 0 && result.standardOutput.contains("instance up (rotation, scale)"))
  }

  @Test func hostileInputIsRefused() throws {
    try SubcommandHostileInputTests.expectAllRefused([
      ["replicator", "--count", "-1"], ["replicator", "--count", "2000000"], ["replicator", "--delay", "nan"],
      ["replicator", "--time", "inf"], ["replicator", "--transform", "1 0 0"],
      ["replicator", "--transform", "1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 nan"],
      ["replicator", "--transform", "1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1", "--translate", "1,2"],
      ["replicator", "--translate", "1"], ["replicator", "--rotate", "1,0,0,0"], ["replicator", "--scale", "1,2"],
      ["replicator", "--color", "#12345"], ["replicator", "--color", "0 0 0 2"], ["replicator", "--color-offsets", "0,0"],
      ["replicator", "--color-offsets", "0,0,0,inf"], ["replicator", "--count", "2000", "--scale", "2"],
    ])
  }

  @Test func refusedInputWritesNoFile() throws {
    try withTemporaryDirectory("curves-replicator") { scratch in
      let target = scratch.appendingPathComponent("out.csv")
      expectRefused(try CurvesProcess.run(["replicator", "--count", "2000", "--scale", "2", "--output", target.path]))
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
  }
}
