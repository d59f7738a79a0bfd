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
  @Test func cProgramGetsTheAnimatedTrimAtAnyTime() throws {
    let output = try CClient.compileAndRun("trim_animation.c")
    #expect(output.status == 0, "exit \(output.status): \(output.standardError)")
    let fields = CClient.fields(output.standardOutput)
    let measured = try AnimationPath(
      svgPathData: "M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z"
    ).measured()
    // Halfway through [1 s, 3 s]: start 0.1 → 0.3 is 0.2, end 0.4 → 0.9 is 0.65 (linear).
    let timing = try MediaTiming(beginTime: 1, duration: 2)
    let animation = try StrokeTrimAnimation(
      path: measured, strokeStart: AnimatedTrimFraction(from: 0.1, to: 0.3, timing: timing, modelValue: 0.3),
      strokeEnd: AnimatedTrimFraction(from: 0.4, to: 0.9, timing: timing, modelValue: 0.9), offset: AnimatedTrimFraction(0.25))
    #expect(fields["middle"] == (try animation.trimmed(atParentTime: 2).svgPathData))
    let middle = try AnimationPath(svgPathData: fields["middle"] ?? "").measured().length
    #expect(abs(middle - 0.45 * measured.length) <= 1e-9 * measured.length)
    #expect(fields["error"] == "kn_path_trim_animated_svg: \(PathError.parameter(ParameterViolation(name: "trim to value", value: .nan, rule: .finite)))")
  }
}
