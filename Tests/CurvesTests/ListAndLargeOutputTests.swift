import Foundation
import Testing

/// One list parser for every subcommand (an empty field is a usage error naming the option and
/// field), finite results or a typed error for finite input, and outputs bounded in size whatever
/// the sample count (docs/curves.md, "Lists" and "Large outputs"; issue 19).
@Suite struct ListAndLargeOutputTests {
  /// For each subcommand with a list option: the arguments with `LIST` standing for the list.
  static let listCases: [(option: String, arguments: [String], good: String)] = [
    ("--at", ["bezier", "--named", "ease", "--at", "LIST"], "0.1,0.2"),
    ("--key-times", ["spline", "--key-times", "LIST", "--values", "0;1"], "0,1"),
    ("--masses", ["coupled-springs", "--masses", "LIST", "--stiffnesses", "1,1,1", "--position", "1,0"], "1,1"),
    ("--from", ["interpolate", "--kind", "vector", "--from", "LIST", "--to", "1,1"], "0,0"),
    ("--duration-bounce", ["spring", "--duration-bounce", "LIST"], "0.5,0.2"),
    ("--control-points", ["animator", "--duration", "1", "--control-points", "LIST"], "0.4,0,0.6,1"),
    ("--key-times", ["keyframes", "--values", "0;1", "--key-times", "LIST"], "0,1"),
  ]

  @Test func emptyListFieldsAreRefusedInEverySubcommandNamingTheOptionAndField() throws {
    for (option, arguments, good) in Self.listCases {
      let accepted = try CurvesProcess.run(arguments.map { $0 == "LIST" ? good : $0 })
      #expect(accepted.status == 0, "\(arguments): \(accepted.standardError)")
      let first = good.split(separator: ",")[0]
      for bad in ["\(first),,\(good.split(separator: ",")[1...].joined(separator: ","))", ",\(good)", "\(good),"] {
        let result = try CurvesProcess.run(arguments.map { $0 == "LIST" ? bad : $0 })
        expectRefused(result, "\(option) \(bad)")
        #expect(result.standardError.contains(option) && result.standardError.contains("is empty"), "\(result.standardError)")
      }
    }
  }

  /// Finite input never prints NaN or inf: the exact value, or status 2 naming the overflow. A slow
  /// spring from −1e308 to 1e308 stays in range (position and velocity): every row is finite.
  @Test func finiteInputNearTheEndsOfTheDoubleRangeGivesFiniteRowsOrARefusal() throws {
    let spring = try CurvesProcess.run([
      "spring", "--response", "20", "--damping-ratio", "0.5", "--from", "-1e308", "--to", "1e308", "--samples", "50",
    ])
    #expect(spring.status == 0, "\(spring.standardError)")
    let rows = spring.standardOutput.split(separator: "\n").dropFirst()
    #expect(rows.count == 50)
    #expect(rows.first == "0.0,-1e+308,0.0")
    for row in rows {
      #expect(row.split(separator: ",").allSatisfy { Double($0)?.isFinite == true }, "\(row)")
    }
    for arguments in [
      // Its velocity reaches about 12·1e308: beyond the Double range, so refused.
      ["spring", "--response", "0.5", "--damping-ratio", "0.5", "--from", "-1e308", "--to", "1e308"],
      ["timing", "--duration", "1e308", "--begin", "1e308"],
      ["interpolate", "--kind", "color", "--space", "oklab", "--from", "1e300,0,0", "--to", "0,0,0"],
      ["spring", "--stiffness", "1e300", "--damping", "0", "--from", "-1e308", "--to", "1e308", "--duration", "1"],
    ] {
      let result = try CurvesProcess.run(arguments)
      #expect(!result.standardOutput.lowercased().contains("nan"), "\(arguments)")
      #expect(result.standardError.filter(\.isNewline).count <= 1, "\(arguments)")
      #expect(!result.standardOutput.contains("inf"), "\(arguments)")
      if result.status != 0 { #expect(result.status == 2 && result.standardError.contains("overflow"), "\(arguments): \(result.standardError)") }
    }
  }

  /// Outputs whose size is a product of inputs are refused before anything is computed.
  @Test func outputsWhoseSizeIsAProductOfInputsAreBounded() throws {
    let values = (0..<2).map { _ in (0..<1000).map { _ in "1" }.joined(separator: " ") }.joined(separator: ";")
    let result = try CurvesProcess.run(["keyframes", "--values", values, "--samples", "10000000"])
    expectRefused(result)
    #expect(result.standardError.contains("values"), "\(result.standardError)")
    // 3,000 masses: refused before the 3,000 × 3,000 system is solved (which takes seconds).
    let masses = Array(repeating: "1", count: 3000).joined(separator: ",")
    let springs = Array(repeating: "1", count: 3001).joined(separator: ",")
    let chain = try CurvesProcess.run([
      "coupled-springs", "--masses", masses, "--stiffnesses", springs, "--position", masses, "--samples", "10000000",
    ])
    expectRefused(chain)
    #expect(chain.standardError.contains("6001 columns"), "\(chain.standardError)")
  }

  /// An SVG of many samples is reduced to what its pixels show: small, and the same picture (the
  /// same first and last polyline points) as a plot of few samples of the same curve.
  @Test func svgPlotsOfManySamplesStaySmall() throws {
    let many = try CurvesProcess.run(["bezier", "--named", "ease", "--samples", "200000", "--format", "svg"])
    #expect(many.status == 0, "\(many.standardError)")
    #expect(many.standardOutput.utf8.count < 200_000, "\(many.standardOutput.utf8.count) bytes")
    let few = try CurvesProcess.run(["bezier", "--named", "ease", "--samples", "101", "--format", "svg"])
    func polylineEnds(_ svg: String) -> (Substring, Substring)? {
      guard let start = svg.range(of: "points=\""), let end = svg[start.upperBound...].firstIndex(of: "\"") else { return nil }
      let points = svg[start.upperBound..<end].split(separator: " ")
      return (points.first!, points.last!)
    }
    let manyEnds = try #require(polylineEnds(many.standardOutput))
    let fewEnds = try #require(polylineEnds(few.standardOutput))
    #expect(manyEnds == fewEnds)
  }

  /// Path data from a file or standard input, capped at 128 KiB.
  @Test func pathDataComesFromAFileOrStandardInputWithinTheCap() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("curves-path-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("path.txt")
    try Data("M 0 0 L 3 4".utf8).write(to: file)
    let fromFile = try CurvesProcess.run(["path", "--d", "@" + file.path, "--length"])
    #expect(fromFile.status == 0 && fromFile.standardOutput == "5.0\n", "\(fromFile.standardError)")
    let big = scratch.appendingPathComponent("big.txt")
    try Data(("M 0 0" + String(repeating: " L 1 1", count: 30_000)).utf8).write(to: big)
    expectRefused(try CurvesProcess.run(["path", "--d", "@" + big.path, "--length"]))
    expectRefused(try CurvesProcess.run(["path", "--d", "@" + scratch.appendingPathComponent("missing").path]))
    expectRefused(try CurvesProcess.run(["path", "--d", "@/dev/zero", "--length"]))
  }
}
