import Kinetics
import Testing

@Suite struct PathTrimCAPITests {
  @Test func cProgramGetsTheSwiftTrimAsTextAndTypedFailures() throws {
    let output = try CClient.compileAndRun("trimming.c")
    #expect(output.status == 0, "exit \(output.status): \(output.standardError)")
    let fields = CClient.fields(output.standardOutput)
    let measured = try AnimationPath(
      svgPathData: "M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z"
    ).measured()
    #expect(fields["trim"] == (try measured.trimmed(from: 0.2, to: 0.9, offset: 0.5).svgPathData))
    #expect(fields["error"] == "kn_path_trim_svg: \(PathError.trimStartAfterEnd(start: 0.6, end: 0.4))")
  }
}
