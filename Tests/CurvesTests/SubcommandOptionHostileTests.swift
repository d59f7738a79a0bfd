import Foundation
import KineticsTestSupport
import Testing

/// Hostile values for the options of every subcommand merged after the first reliability pass
/// (interpolate, spline, coupled-springs, fit, and the sizes and tolerances of spring, keyframes and
/// timing): each is refused with exit status 2 and one line on standard error (`expectRefused`),
/// and absurd sizes are refused before anything is allocated (checked under a 4 GiB address-space
/// limit, where an attempt to allocate would crash instead of exiting 2). The exact messages are
/// quoted in docs/reliability.md.
@Suite struct SubcommandOptionHostileTests {
  /// 4 GiB, or no limit under a sanitizer (ASan and TSan reserve terabytes of address space).
  static let addressSpaceLimit: Int? =
    ProcessInfo.processInfo.environment["KINETICS_SANITIZER"] == nil ? 4 << 30 : nil

  static func expectAllRefused(_ cases: [[String]], sourceLocation: SourceLocation = #_sourceLocation) throws {
    for arguments in cases {
      let result = try CurvesProcess.run(arguments, addressSpaceLimit: Self.addressSpaceLimit)
      expectRefused(result, "\(arguments)", sourceLocation: sourceLocation)
    }
  }

  @Test func badInterpolationEndpointsAreRefused() throws {
    try Self.expectAllRefused([
      ["interpolate", "--kind", "scalar", "--from", "0", "--to", "1"],
      ["interpolate", "--kind", "vector", "--from", "0,nan", "--to", "1,1"],
      ["interpolate", "--kind", "vector", "--from", "0,1", "--to", "1,1,1"],
      ["interpolate", "--kind", "color", "--from", "1 0 0 2", "--to", "0 0 1 1"],
      ["interpolate", "--kind", "color", "--from", "1 0", "--to", "0 0 1 1"],
      ["interpolate", "--kind", "color", "--from", "1 0 0", "--to", "0 0 1", "--space", "cmyk"],
      ["interpolate", "--kind", "affine", "--from", "1,0,0,1,0", "--to", "1,0,0,1,0,0"],
      ["interpolate", "--kind", "vector", "--from", "0", "--to", "1", "--samples", "0"],
      ["interpolate", "--kind", "vector", "--from", "0", "--to", "1", "--no-such-option"],
    ])
  }

  @Test func badSplineKeysAreRefused() throws {
    try Self.expectAllRefused([
      ["spline", "--key-times", "0,1,1,2", "--values", "0;1;2;3"],
      ["spline", "--key-times", "0,2,1", "--values", "0;1;2"],
      ["spline", "--key-times", "0,1,2", "--values", "0;nan;2"],
      ["spline", "--key-times", "0,inf,2", "--values", "0;1;2"],
      ["spline", "--key-times", "0,1,2", "--values", "0;1"],
      ["spline", "--key-times", "0,1,2", "--values", "0;1;2", "--derivative", "5"],
      ["spline", "--key-times", "0,1,2", "--values", "0;1;2", "--derivative=-1"],
      ["spline", "--key-times", "0,1,2", "--values", "0;1;3", "--boundary", "periodic"],
      ["spline", "--key-times", "0,1,2", "--values", "0;1;2", "--samples", "100000000000"],
    ])
  }

  @Test func badCoupledSpringsAreRefused() throws {
    let one = ["--stiffnesses", "1,1", "--position", "1"]
    try Self.expectAllRefused([
      ["coupled-springs", "--masses", "0"] + one,
      ["coupled-springs", "--masses=-1"] + one,
      ["coupled-springs", "--masses", "nan"] + one,
      ["coupled-springs", "--masses", "1", "--stiffnesses", "1,1", "--position", "1,2"],
      ["coupled-springs", "--masses", "1", "--stiffnesses", "1", "--position", "1"],
      ["coupled-springs", "--masses", "1"] + one + ["--duration=-1"],
      ["coupled-springs", "--masses", "1"] + one + ["--duration", "nan"],
      ["coupled-springs", "--masses", "1"] + one + ["--method", "no-such-method"],
      ["coupled-springs", "--masses", "1"] + one + ["--samples", "9223372036854775807"],
    ])
  }

  @Test func badFitInputIsRefused() throws {
    try withTemporaryDirectory("fit-hostile") { directory in
      let nan = try writeFile("nan.csv", containing: "x,y\n0,0\n0.5,nan\n1,1\n", in: directory)
      let two = try writeFile("two.csv", containing: "x,y\n0,0\n1,1\n", in: directory)
      let decreasing = try writeFile(
        "decreasing.csv", containing: "x,y\n0,0\n0.5,0.2\n0.4,0.3\n1,1\n", in: directory)
      try Self.expectAllRefused([
        ["fit", "--input", directory.appendingPathComponent("missing.csv").path],
        ["fit", "--input", directory.path],
        ["fit", "--input", nan],
        ["fit", "--input", decreasing],
        ["fit", "--input", two, "--max-error", "0"],
        ["fit", "--input", two, "--max-error=-1"],
        ["fit", "--input", two, "--max-error", "nan"],
        ["fit", "--input", two, "--y-column", "no-such-column"],
      ])
    }
  }

  /// Integrators and settling tolerances that would run for hours or never end are refused.
  @Test func absurdSpringWorkIsRefused() throws {
    let spring = ["spring", "--mass", "1", "--stiffness", "100", "--damping", "10"]
    try Self.expectAllRefused([
      spring + ["--duration", "1e12", "--step", "1e-9", "--method", "euler"],
      spring + ["--duration", "1e12", "--method", "rk45", "--samples", "3"],
      // rk45 ignores --step, so a large one no longer lets 10⁷ adaptive steps per sample through
      // (found by fuzz curves-arguments: 32 s for three samples).
      [
        "spring", "--mass", "1", "--stiffness", "100", "--damping", "0", "--method", "rk45",
        "--step", "1e5", "--duration", "1e12", "--samples", "3",
      ],
      spring + ["--samples", "100000000"],
      // 1.4e8 integrator steps (over 100 s under AddressSanitizer) before the sweep counted them.
      spring + ["--error-sweep", "--duration", "1e9"],
      ["spring", "--mass", "1", "--stiffness", "1", "--damping", "1e-9", "--error-sweep"],
      spring + ["--settling", "--epsilon", "0"],
      spring + ["--settling", "--epsilon", "nan"],
      spring + ["--settling", "--model", "no-such-model"],
      ["spring", "--mass", "1", "--stiffness", "100", "--damping", "0", "--settling"],
      ["spring", "--mass", "1", "--stiffness", "100", "--damping", "0"],
    ])
  }

  /// A subnormal settling tolerance has a finite answer (it overflowed to inf before the fix).
  @Test func aSubnormalSettlingToleranceGivesAFiniteTime() throws {
    let result = try CurvesProcess.run(
      ["spring", "--mass", "1", "--stiffness", "100", "--damping", "10", "--settling", "--epsilon", "1e-310"])
    #expect(result.status == 0, "\(result.standardError)")
    let time = Double(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(time.map { $0 > 140 && $0 < 146 } == true, "\(result.standardOutput)")
  }

  @Test func badKeyframeAndTimingOptionsAreRefused() throws {
    try Self.expectAllRefused([
      ["keyframes", "--values", "0; 1; 2", "--tension", "1,2"],
      ["keyframes", "--values", "0; 1; 2", "--bias", "0,nan,0", "--mode", "cubic"],
      // Values near ±1e308 interpolate (tangents are stored halved); a tension of −1000 takes the
      // curve itself beyond the range.
      ["keyframes", "--values", "0; 1e308", "--mode", "cubic", "--tension=-1000,-1000"],
      ["keyframes", "--values", "0; 1", "--timing-functions", "noSuch"],
      ["keyframes", "--values", "0; 1", "--timing-functions", "0.1 0.2 0.3"],
      ["keyframes", "--values", "0; 1", "--timing-functions", "easeIn; easeOut"],
      ["keyframes", "--values", "0; 1", "--samples", "10000001"],
      ["timing", "--duration", "1", "--no-such-option"],
      ["timing", "--duration", "1", "--repeat-duration", "nan"],
      ["timing", "--duration", "1", "--offset", "inf"],
      ["timing", "--duration", "1", "--samples", "-5"],
    ])
  }
}
