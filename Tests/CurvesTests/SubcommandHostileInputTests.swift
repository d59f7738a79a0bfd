import Testing

/// Bad parameters for each subcommand of docs/curves.md, the ones docs/reliability.md and issue 7 call
/// invalid: non-finite numbers, control points outside [0, 1], zero or negative masses, malformed
/// path data, mismatched or non-monotone key times, negative durations. Each must be refused with
/// exit status 2 and one line on standard error. A test runs once its part adds the subcommand.
@Suite struct SubcommandHostileInputTests {
  /// Runs every case and checks the contract for each.
  static func expectAllRefused(_ cases: [[String]], sourceLocation: SourceLocation = #_sourceLocation) throws {
    for arguments in cases {
      expectRefused(try CurvesProcess.run(arguments), "\(arguments)", sourceLocation: sourceLocation)
    }
  }

  @Test(.disabled(if: !CurvesFeatures.hasBezier, "needs `curves bezier` (timing-curve part)"))
  func badBezierControlPointsAreRefused() throws {
    try Self.expectAllRefused([
      ["bezier", "1.5", "0", "0.5", "1"], ["bezier", "-0.5", "0", "0.5", "1"],
      ["bezier", "0.5", "0", "1.0000001", "1"], ["bezier", "nan", "0", "0.5", "1"],
      ["bezier", "0.5", "inf", "0.5", "1"], ["bezier", "0.5", "0", "0.5", "-1e999"],
      ["bezier", "0.5", "0", "0.5"], ["bezier", "0.5", "0", "0.5", "1", "2"], ["bezier", "a", "b", "c", "d"],
      ["bezier", "--named", "noSuchCurve"], ["bezier"],
    ])
  }

  @Test(.disabled(if: !CurvesFeatures.hasSubcommand("spring"), "needs `curves spring` (springs part)"))
  func badSpringParametersAreRefused() throws {
    let rest = ["--stiffness", "100", "--damping", "10"]
    try Self.expectAllRefused([
      ["spring", "--mass", "0"] + rest, ["spring", "--mass=-1"] + rest, ["spring", "--mass", "nan"] + rest,
      ["spring", "--mass", "1", "--stiffness", "inf", "--damping", "10"],
      ["spring", "--mass", "1", "--stiffness", "100", "--damping", "nan"],
      ["spring", "--damping-ratio", "0.5", "--response", "0"],
      ["spring", "--damping-ratio", "nan", "--response", "0.3"],
      ["spring", "--mass", "1"] + rest + ["--method", "no-such-method"],
      ["spring", "--mass", "1"] + rest + ["--method", "euler", "--step", "0"],
      ["spring", "--mass", "1"] + rest + ["--duration", "nan"],
    ])
  }

  @Test(.disabled(if: !CurvesFeatures.hasSubcommand("path"), "needs `curves path` (paths part)"))
  func malformedPathDataIsRefused() throws {
    let data = [
      "", "L 1 1", "M 0 0 L", "M 0 0 L 1", "M 0 0 L nan 1", "M 0 0 L 1e999 0", "M 0 0 Q 1 1",
      "M 0 0 X 1 1", "M 0 0 C 1 2 3 4 5", "M 0 0 A 10 10 0 2 1 5 5", "M 0,0,,L 1 1", "M 0 0 L 1 1 garbage",
    ]
    try Self.expectAllRefused(data.map { ["path", "--d", $0] })
  }

  @Test(.disabled(if: !CurvesFeatures.hasSubcommand("path"), "needs `curves path` (paths part)"))
  func badTrimWindowsAreRefused() throws {
    let line = ["path", "--d", "M 0 0 L 10 0"]
    try Self.expectAllRefused([
      line + ["--trim", "0.6,0.4"], line + ["--trim", "nan,0.5"], line + ["--trim", "0,1.5"], line + ["--trim", "-0.1,0.5"],
      line + ["--trim", "0.5"], line + ["--trim", "0.1,0.2,0.3"], line + ["--trim", "a,b"], line + ["--trim", ","],
      line + ["--trim", "0,1", "--trim-offset", "inf"], line + ["--trim", "0,1", "--trim-offset", "nan"],
      line + ["--trim-offset", "0.5"], line + ["--trim", "0,1", "--trim-mode", "sideways"],
      ["path", "--d", "M 5 5", "--trim", "0,1"], ["path", "--d", "M 5 5 M 6 6", "--trim", "0,1", "--length"],
    ])
  }

  @Test(.disabled(if: !CurvesFeatures.hasSubcommand("keyframes"), "needs `curves keyframes` (keyframes part)"))
  func badKeyTimesAndValuesAreRefused() throws {
    let values = ["--values", "0; 1; 2"]
    try Self.expectAllRefused([
      ["keyframes"] + values + ["--key-times", "0,1"],
      ["keyframes", "--values", "0; 1; 2; 3", "--key-times", "0,0.7,0.3,1"],
      ["keyframes"] + values + ["--key-times", "0,1.5,1"],
      ["keyframes"] + values + ["--key-times", "0.1,0.5,1"],
      ["keyframes"] + values + ["--key-times", "0,0.5,0.9"],
      ["keyframes"] + values + ["--key-times", "0,nan,1"],
      ["keyframes", "--values", "0; nan; 2"], ["keyframes", "--values", ""],
      ["keyframes", "--values", "0 0; 1"],
      ["keyframes"] + values + ["--mode", "no-such-mode"],
    ])
  }

  @Test(.disabled(if: !CurvesFeatures.hasSubcommand("timing"), "needs `curves timing` (media-timing part)"))
  func badMediaTimingIsRefused() throws {
    try Self.expectAllRefused([
      ["timing", "--duration=-1"], ["timing", "--duration", "nan"], ["timing", "--duration", "inf"],
      ["timing", "--duration", "1", "--speed", "inf"], ["timing", "--duration", "1", "--repeat-count=-1"],
      ["timing", "--duration", "1", "--repeat-count", "2", "--repeat-duration", "2"],
      ["timing", "--duration", "1", "--fill", "sideways"], ["timing", "--duration", "1", "--begin", "nan"],
    ])
  }
}
