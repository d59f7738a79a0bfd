import Foundation
import KineticsTestSupport
import Testing

/// `curves particles` (docs/particles.md): particles at --at times from options or a JSON file,
/// the SVG snapshot, and hostile input refused with status 2, one line, nothing written.
@Suite struct ParticlesCommandTests {
  @Test func listsTheLiveParticlesInClosedForm() throws {
    // Births at 0 and 0.5 (2 per second); at t = 0.75 they are 0.75 and 0.25 s old, 100 units/s along x.
    let result = try CurvesProcess.run([
      "particles", "--position", "10,20", "--birth-rate", "2", "--lifetime", "1", "--velocity", "100",
      "--acceleration", "0,40", "--at", "0.75",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = csvRows(result.standardOutput)
    #expect(rows[0].prefix(8) == ["time", "cell", "index", "position_x", "position_y", "position_z", "velocity_x", "velocity_y"])
    #expect(rows.count == 3)
    #expect(rows[1].prefix(8) == ["0.75", "0", "0", "85.0", "31.25", "0.0", "100.0", "30.0"])
    #expect(rows[2].prefix(5) == ["0.75", "0", "1", "35.0", "21.25"])
    #expect(rows[1].last == "0.75" && rows[2].last == "0.25")
  }

  @Test func readsANestedEmitterFromAJSONFile() throws {
    let description = """
      {"emitterPosition": [0, 0], "seed": 5, "emitterShape": "circle", "emitterSize": [10, 0],
       "emitterMode": "outline",
       "emitterCells": [{"name": "rocket", "birthRate": 1, "lifetime": 2, "velocity": 50,
         "emitterCells": [{"name": "spark", "birthRate": 10, "lifetime": 0.5, "color": [1, 0.5, 0]}]}]}
      """
    try withTemporaryDirectory("particles-json") { directory in
      let path = try writeFile("emitter.json", containing: description, in: directory)
      let result = try CurvesProcess.run(["particles", "--emitter", path, "--at", "0.3,1.25", "--format", "json"])
      #expect(result.status == 0, "\(result.standardError)")
      let records = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Double]])
      // t = 0.3: rocket 0 and sparks born at 0, 0.1, 0.2, 0.3; t = 1.25: rockets 0 and 1, the sparks
      // of rocket 0 born in (0.75, 1.25] (5) and of rocket 1 born at 1.0, 1.1, 1.2 (3).
      let at03 = records.filter { $0["time"] == 0.3 }
      #expect(at03.filter { $0["cell"] == 0 }.count == 1 && at03.filter { $0["cell"] == 1 }.count == 4)
      let at125 = records.filter { $0["time"] == 1.25 }
      #expect(at125.filter { $0["cell"] == 0 }.count == 2 && at125.filter { $0["cell"] == 1 }.count == 8)
      // Rockets start on the circle of radius 10.
      let rocket = try #require(at03.first { $0["cell"] == 0 })
      let (x0, y0) = (rocket["position_x"]! - 0.3 * rocket["velocity_x"]!, rocket["position_y"]! - 0.3 * rocket["velocity_y"]!)
      #expect(abs((x0 * x0 + y0 * y0).squareRoot() - 10) <= 1e-9)
      #expect(records.filter { $0["cell"] == 1 }.allSatisfy { $0["red"] == 1 && $0["green"] == 0.5 })
    }
  }

  @Test func svgDrawsOneDotPerVisibleParticle() throws {
    let result = try CurvesProcess.run([
      "particles", "--birth-rate", "20", "--lifetime", "2", "--velocity", "50", "--emission-range", "3.14",
      "--space", "plane", "--color", "#ff8800", "--at", "1.5", "--format", "svg",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.components(separatedBy: "<circle ").count - 1 == 31)
    #expect(result.standardOutput.contains("fill=\"#ff8800\""))
    #expect(result.standardOutput.contains("31 particles at t = 1.5 s"))
  }

  @Test func particlesBeyondTheDoubleRangeAreRefusedWithTheLibrarysError() throws {
    // x = 1e308 · 50 at t = 50: the library's typed overflow, in every format (the SVG drew the
    // finite particles and exited 0 before).
    for format in ["csv", "json", "svg"] {
      let result = try CurvesProcess.run(
        ["particles", "--birth-rate", "1", "--lifetime", "100", "--velocity", "1e308", "--at", "50", "--format", format])
      expectRefused(result)
      #expect(result.standardError.contains("at time 50.0 a particle of cell 0 has a position_x beyond the range"))
    }
  }

  @Test func hostileInputIsRefusedAndNothingWritten() throws {
    try withTemporaryDirectory("particles-hostile") { directory in
      let bad = [
        "{", "[]", "{\"emitterCells\": [{\"birthRate\": -1}]}", "{\"emitterShape\": \"star\"}",
        "{\"emitterCells\": [{\"lifetime\": 1, \"colour\": [1, 0, 0]}]}", "{\"seed\": -3}",
        "{\"emitterPosition\": [1]}", "{\"timing\": {\"speed\": 2}}",
        "{\"emitterCells\": [{\"emitterCells\": [{\"emitterCells\": [{\"emitterCells\": [{\"emitterCells\": [{}]}]}]}]}]}",
        "{\"emitterCells\": [{\"color\": [1, 0, 0, 2]}]}",
      ]
      var cases: [[String]] = bad.enumerated().map { index, text in
        ["particles", "--emitter", (try? writeFile("bad\(index).json", containing: text, in: directory)) ?? ""]
      }
      cases += [
        ["particles", "--emitter", directory.appendingPathComponent("missing.json").path],
        ["particles", "--emitter", directory.path],
        ["particles", "--birth-rate", "-1"], ["particles", "--lifetime", "nan"], ["particles", "--velocity", "inf"],
        ["particles", "--emission-range", "-0.5"], ["particles", "--shape", "star"], ["particles", "--mode", "edges"],
        ["particles", "--position", "1"], ["particles", "--acceleration", "1,2,3,4"], ["particles", "--color", "#ff"],
        ["particles", "--color-range", "1,1"], ["particles", "--size", "-1,2"], ["particles", "--at", "nan"],
        ["particles", "--at", "1,,2"], ["particles", "--at", "1,2", "--format", "svg"], ["particles", "--dot-radius", "0"],
        ["particles", "--seed", "-1"], ["particles", "--birth-rate", "1e12", "--lifetime", "1e3", "--at", "1e4"],
        ["particles", "--emitter", "x.json", "--position", "1,2"],
      ]
      try SubcommandHostileInputTests.expectAllRefused(cases)
      // With --output, a refused run leaves no file.
      let output = directory.appendingPathComponent("out.csv").path
      let refused = try CurvesProcess.run(["particles", "--birth-rate", "-1", "--output", output])
      expectRefused(refused)
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }
}
