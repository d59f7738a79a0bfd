import Kinetics
import Testing

/// kn_transition_frame_at and kn_gradient_* (Tests/CClients/layers.c) give the Swift models'
/// results bit for bit, and refuse invalid input with a status and a message.
@Suite struct LayerCAPITests {
  @Test func cProgramGetsTheSwiftTransitionAndGradientBitForBit() throws {
    let output = try CClient.compileAndRun("layers.c")
    #expect(output.status == 0, "\(output.standardError)")
    let bits = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)

    let push = try Transition(
      type: .push, subtype: .fromRight, startProgress: 0.1, endProgress: 0.9,
      timing: try MediaTiming(beginTime: 1, duration: 0.5, fillMode: .forwards),
      timingFunction: try CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))
    for (index, t) in [0, 1, 1.2, 1.5, 3.0].enumerated() {
      let frame = try push.frame(atParentTime: t, width: 320, height: 480)
      #expect(fields["visible[\(index)]"] == (frame == nil ? "0" : "1"))
      #expect(bits["progress[\(index)]"]?.bitPattern == (frame?.progress ?? .nan).bitPattern, "t=\(t)")
      #expect(bits["old_x[\(index)]"]?.bitPattern == (frame?.old.x ?? .nan).bitPattern, "t=\(t)")
      #expect(bits["new_x[\(index)]"]?.bitPattern == (frame?.new.x ?? .nan).bitPattern, "t=\(t)")
    }

    let gradient = try GradientLayer(
      colors: [
        try RGBAColor(red: 1, green: 0, blue: 0), try RGBAColor(red: 0, green: 1, blue: 0, alpha: 0.5),
        try RGBAColor(red: 0, green: 0, blue: 1),
      ], locations: [0, 0.3, 1], startPoint: SIMD2(0.5, 0.5), endPoint: SIMD2(1, 0.8), type: .radial)
    let grid = try gradient.colors(width: 5, height: 3, as: Double.self)
    for (index, value) in grid.enumerated() {
      #expect(bits["grid[\(index)]"]?.bitPattern == value.bitPattern, "grid \(index)")
    }
    let color = gradient.color(at: SIMD2(0.7, 0.2))
    for (index, value) in [color.red, color.green, color.blue, color.alpha].enumerated() {
      #expect(bits["point[\(index)]"]?.bitPattern == value.bitPattern)
    }

    let errors = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("error,") }
    #expect(errors == [
      "error,kn_transition_frame_at: transition: endProgress (0.05) must be greater than or equal to startProgress (0.1)",
      "error,kn_transition_frame_at: transition: width must be zero or positive, got -1.0",
      "error,kn_gradient_color_at: gradient: location 2 must be greater than location 1 (locations increase)",
      "error,kn_gradient_colors_grid: a grid of 0 x 3 pixels is empty or too large",
    ])
  }
}
