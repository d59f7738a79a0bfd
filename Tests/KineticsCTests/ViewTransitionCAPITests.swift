import Kinetics
import Testing

@Suite struct ViewTransitionCAPITests {
  @Test func cProgramGetsTheSwiftFramesAndBatchAndTypedFailures() throws {
    let output = try CClient.compileAndRun("view_transition.c")
    #expect(output.status == 0, "exit \(output.status): \(output.standardError)")
    let fields = CClient.fields(output.standardOutput)
    let transition = try ViewTransition(
      kind: .flipFromLeft, timing: UIViewAnimationTiming(duration: 2, delay: 0.5), curve: .linear, eyeDistance: 800)
    let frame = transition.frame(at: 1)
    let m = try #require(frame.transform)
    let expected: [Double] =
      [frame.progress, 1, 0, frame.fromOpacity, frame.toOpacity, try #require(frame.angle)]
      + [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
    let printed = try #require(fields["quarter"]).split(separator: ",").map { Double($0)! }
    #expect(printed.map(\.bitPattern) == expected.map(\.bitPattern))
    #expect(frame.progress == 0.25)
    #expect(fields["error"] == "kn_view_transition_frame_at: \(TransitionError.parameter(ParameterViolation(name: "eyeDistance", value: 0, rule: .positive)))")
    #expect(fields["batch-error"] == "kn_view_transition_flip_transforms: \(TransitionError.parameter(ParameterViolation(name: "progress[1]", value: .nan, rule: .within(0...1))))")
  }
}
