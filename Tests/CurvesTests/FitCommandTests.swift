import Foundation
import KineticsTestSupport
import Testing

@Suite struct FitCommandTests {
  /// The fields of the CSV row that starts with `kind`, the quoted css field kept whole.
  private func row(_ csv: String, kind: String) -> [String] {
    let line = csv.split(separator: "\n").first { $0.hasPrefix(kind + ",") }!
    let quote = line.firstIndex(of: "\"")!
    return line[..<quote].split(separator: ",", omittingEmptySubsequences: false).dropLast().map(String.init)
      + [String(line[quote...])]
  }

  /// Exact samples of cubic-bezier(0.3, -0.2, 0.7, 1.3) taken parametrically at 50 values of t.
  private var bezierCSV: String {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    let ts = (0..<50).map { Double($0) / 49 }
    return "x,y\n" + ts.map { "\(b($0, 0.3, 0.7)),\(b($0, -0.2, 1.3))" }.joined(separator: "\n") + "\n"
  }

  /// A spring from 10 to 60 (ζ = 0.7, ω₀ = 8 rad/s) at 100 times over 1.2 s, as `curves spring` prints
  /// it: t,position,velocity, from the closed-form underdamped solution.
  private var springCSV: String {
    let (zeta, omega) = (0.7, 8.0)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    var text = "t,position,velocity\n"
    for k in 0..<100 {
      let t = 1.2 * Double(k) / 99
      let envelope = exp(-zeta * omega * t)
      let position = 10 + 50 * (1 - envelope * (cos(damped * t) + zeta * omega / damped * sin(damped * t)))
      let velocity = 50 * envelope * omega * omega / damped * sin(damped * t)
      text += "\(t),\(position),\(velocity)\n"
    }
    return text
  }

  /// Runs `curves fit --input FILE` plus `arguments`, FILE holding `csv` in a temporary directory
  /// removed afterwards.
  private func fit(_ csv: String, _ arguments: [String] = []) throws -> CurvesProcess.Result {
    try withTemporaryDirectory("fit") { directory in
      let file = try writeFile("samples.csv", containing: csv, in: directory)
      return try CurvesProcess.run(["fit", "--input", file] + arguments)
    }
  }

  @Test func recoversABezierFromAFile() throws {
    let result = try fit(bezierCSV)
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("kind,x1,y1,x2,y2,max_error,rms_error,points,css\n"))
    let fields = row(result.standardOutput, kind: "cubic-bezier")
    // Exact samples: the control points come back to 1e-8.
    for (field, reference) in zip(fields[1...4], [0.3, -0.2, 0.7, 1.3]) {
      #expect(abs(Double(field)! - reference) <= 1e-8)
    }
    let linear = row(result.standardOutput, kind: "linear")
    #expect(Double(linear[5])! <= 0.01)
    #expect(linear[8].hasPrefix("\"linear(0, "))
  }

  @Test func fitsASpringFromStandardInput() throws {
    let result = try CurvesProcess.run(
      ["fit", "--input", "-", "--normalize", "--from", "10", "--to", "60", "--max-error", "0.005"],
      standardInput: springCSV)
    #expect(result.status == 0, "\(result.standardError)")
    let fields = row(result.standardOutput, kind: "cubic-bezier")
    // SciPy's bounded least-squares fit of the same samples (Tests/Fixtures/fit/spring_fits.csv,
    // first row): control points to 1e-6, max error to 1e-7 (see CubicBezierFitFixtureTests).
    let reference = [0.40649085841889837, 1.1613073863165966, 0.04866015370050444, 1.0555627837966248]
    for (field, value) in zip(fields[1...4], reference) { #expect(abs(Double(field)! - value) <= 1e-6) }
    #expect(abs(Double(fields[5])! - 0.05630411951986988) <= 1e-7)
    let linear = row(result.standardOutput, kind: "linear")
    #expect(Double(linear[5])! <= 0.005)
  }

  @Test func jsonCarriesThePointsAndTheCSSText() throws {
    let result = try fit(springCSV, ["--normalize", "--format", "json", "--max-error=0.02"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
    let linear = object["linear"] as! [String: Any]
    let points = linear["points"] as! [[String: Double]]
    #expect(points.first! == ["input": 0, "output": 0])
    #expect(points.last!["input"] == 1)
    #expect((linear["css"] as! String).hasPrefix("linear(0, "))
    #expect((linear["max_error"] as! Double) <= 0.02)
    let bezier = object["cubic_bezier"] as! [String: Any]
    #expect((bezier["css"] as! String).hasPrefix("cubic-bezier("))
  }

  @Test func svgPlotsSamplesBezierAndPolylineToAFile() throws {
    let (result, written) = try withTemporaryDirectory("fit-svg") { directory in
      let output = directory.appendingPathComponent("fit.svg")
      let result = try fit(
        springCSV,
        [
          "--x-column", "t", "--y-column", "position", "--normalize", "--format", "svg", "--output",
          output.path,
        ])
      return (result, try? String(contentsOf: output, encoding: .utf8))
    }
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    let svg = try #require(written)
    #expect(svg.contains("<svg") && svg.hasSuffix("</svg>\n"))
    for name in ["samples", "cubic-bezier fit", "linear()"] { #expect(svg.contains(name)) }
  }

  @Test func negativeNumbersWorkAsOptionValues() throws {
    // A falling curve normalised from −5 to 5: the values must reach the command as negatives.
    let result = try fit("x,y\n0,-5\n0.3,-1\n0.6,2\n1,5\n", ["--normalize", "--from", "-5", "--to", "5"])
    #expect(result.status == 0, "\(result.standardError)")
  }

  /// Outputs of 1e300 and 1e-300 (issue 19): the RMS errors were +∞ (the Bézier's: Σ r² overflowed)
  /// and 0 (the linear() export's: (1e-300)² underflowed) with exit 0; they are scaled now.
  @Test func hugeAndTinyOutputsPrintFiniteRMSErrors() throws {
    let csv = "x,y\n0,0\n0.3,1e300\n0.6,-1e300\n1,1e-300\n"
    let result = try CurvesProcess.run(["fit", "--input", "-"], standardInput: csv)
    #expect(result.status == 0, "\(result.standardError)")
    let bezier = row(result.standardOutput, kind: "cubic-bezier")
    let numbers = bezier[1...6].map { Double($0) }
    #expect(numbers.allSatisfy { $0?.isFinite == true }, "\(bezier)")
    let (maxError, rmsError) = (numbers[4]!, numbers[5]!)
    #expect(rmsError <= maxError && rmsError >= maxError / 2, "\(bezier)")
    // The export meets every sample but the last, which it misses by 1e-300: rms = 1e-300/√4.
    let linear = row(result.standardOutput, kind: "linear")
    #expect(Double(linear[5]) == 1e-300 && Double(linear[6]) == 5e-301, "\(linear)")
    let json = try CurvesProcess.run(["fit", "--input", "-", "--format", "json"], standardInput: csv)
    #expect(json.status == 0 && !json.standardOutput.contains("null"), "\(json.standardOutput)")
  }

  @Test(arguments: [
    ("x,y\n0,0\n0.5,abc\n1,1\n", "line 3, column y: 'abc' is not a finite number"),
    ("x,y\n0,0\n0.5,nan\n1,1\n", "line 3, column y: 'nan' is not a finite number"),
    ("x,y\n0,0\n0.5\n1,1\n", "line 3: expected 2 fields, got 1"),
    ("x,y\n0,0\n0.5,0.2\n0.5,0.3\n1,1\n", "line 4: x must increase strictly"),
    ("x,y\n0,0\n0.5,0.4\n1,1\n", "at least 4 samples are needed, got 3"),
    ("x,y\n0,0\n0.5,0.4\n0.7,0.8\n1.5,1\n", "sample 3 has input 1.5"),
    ("a,b\n", "at least 2 data lines"),
    ("", "no header line"),
  ])
  func badInputExitsTwoWithOneLine(_ input: String, _ message: String) throws {
    let result = try CurvesProcess.run(["fit", "--input", "-"], standardInput: input)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func badOptionsExitTwo() throws {
    for arguments in [
      ["--max-error", "-1"], ["--y-column", "position"], ["--from", "0"], ["--max-error", "0"],
    ] {
      let result = try fit(bezierCSV, arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.split(separator: "\n").count == 1)
    }
    let missing = try CurvesProcess.run(["fit", "--input", "/nonexistent/fit.csv"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("cannot read"))
  }
}
