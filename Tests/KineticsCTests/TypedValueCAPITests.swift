import Foundation
import Kinetics
import Testing

/// The tracks and animations of Tests/CClients/typed_values.c (and python/typed_values.py), built
/// with the Swift API: the C and Python results must equal them bit for bit.
enum TypedValueCAPIFixtures {
  static let inputs: [Double] = [-1.0, 0.0, 0.3, 0.75, 1.0]
  static let times: [Double] = [-1, 0.5, 1.5, 3]

  static func transforms() throws -> [Transform3D] {
    let (c, s) = (cos(1.0), sin(1.0))
    return [
      .identity,
      try Transform3D(elements: [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
      try Transform3D(elements: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, -20, 5, 1]),
    ]
  }

  static func colors() throws -> [RGBAColor] {
    [try RGBAColor(red: 1, green: 0, blue: 0), try RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5),
     try RGBAColor(red: 0, green: 1, blue: 0)]
  }

  static func transformTrack() throws -> TypedKeyframeTrack<Transform3D> {
    try TypedKeyframeTrack(values: transforms())
  }

  static func colorTrack() throws -> TypedKeyframeTrack<RGBAColor> {
    try TypedKeyframeTrack(
      values: colors(), interpolation: ColorInterpolationOptions(space: .oklab, alphaMode: .premultiplied))
  }

  static func spin() throws -> BasicAnimation<Transform3D> {
    try BasicAnimation(
      byValue: transforms()[1], timing: try MediaTiming(duration: 2, fillMode: .forwards),
      timingFunction: CubicBezierTimingCurve.easeInEaseOut, isAdditive: true)
  }

  static let underlying = try! Transform3D(translationX: 100, y: 0, z: 0)

  static func tint() throws -> BasicAnimation<RGBAColor> {
    try BasicAnimation(toValue: colors()[1], timing: try MediaTiming(duration: 1))
  }

  static func components(_ transform: Transform3D) -> [Double] { transform.elements }
  static func components(_ color: RGBAColor) -> [Double] { [color.red, color.green, color.blue, color.alpha] }
}

@Suite struct TypedValueCAPITests {
  typealias F = TypedValueCAPIFixtures

  /// Checks every "label[i]" of `values` against `expected`.
  func expectBits(_ values: [String: Double], _ label: String, _ expected: [Double]) {
    for (index, value) in expected.enumerated() {
      #expect(values["\(label)[\(index)]"]?.bitPattern == value.bitPattern, "\(label)[\(index)]")
    }
  }

  func checkOutput(_ output: String) throws {
    let values = CClient.bitPatterns(output)
    let fields = CClient.fields(output)
    let transformTrack = try F.transformTrack()
    let colorTrack = try F.colorTrack()
    for (index, u) in F.inputs.enumerated() {
      expectBits(values, "transformTrack.\(index)", F.components(transformTrack.value(at: u)))
      expectBits(values, "colorTrack.\(index)", F.components(colorTrack.value(at: u)))
    }
    let spin = try F.spin()
    let tint = try F.tint()
    let underlyingColor = try F.colors()[0]
    for (index, t) in F.times.enumerated() {
      let shown = try spin.value(atParentTime: t, underlying: F.underlying)
      expectBits(values, "transformAnimation.\(index)", F.components(shown ?? F.underlying))
      #expect(fields["transformAnimation.\(index).visible"] == (shown == nil ? "0" : "1"))
      let color = try tint.value(atParentTime: t / 2, underlying: underlyingColor)
      expectBits(values, "colorAnimation.\(index)", F.components(color ?? underlyingColor))
      #expect(fields["colorAnimation.\(index).visible"] == (color == nil ? "0" : "1"))
    }
    expectBits(values, "rotateZ", try ValueFunction.rotateZ.transform(4 * Double.pi * 0.125).elements)
    expectBits(values, "translate", try ValueFunction.translate.transform(SIMD3(1, -2, 3)).elements)
  }

  @Test func cProgramGetsTheSwiftTransformsAndColorsBitForBit() throws {
    let output = try CClient.compileAndRun("typed_values.c", extraFlags: ["-lm"])
    #expect(output.status == 0, "\(output.standardError)")
    try checkOutput(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    #expect(
      fields["cubicTransform"]
        == "1 kn_transform_track_create: keyframes: calculation mode cubic needs numbers or vectors; use linear or discrete")
    #expect(fields["dimension"] == "4 kn_transform_track_create: dimension is 4, a transform has 16")
    #expect(fields["badAlpha"]?.hasPrefix("1 kn_color_track_create: value 0: ") == true)
    #expect(fields["wrongKind"]?.hasPrefix("6 kn_color_track_value: track is not a live kn_color_track handle: it is a kn_transform_track") == true)
    #expect(fields["fromToBy"] == "1 kn_color_animation_create: basic animation: fromValue, toValue and byValue cannot all be set")
    #expect(fields["unknownFunction"]?.hasPrefix("1 kn_value_function_transform: ") == true)
    #expect(fields["wrongCount"]?.hasPrefix("4 kn_value_function_transform: ") == true)
    #expect(fields["destroyedTwice"]?.hasPrefix("6 kn_transform_track_destroy: ") == true)
  }

  @Test(.disabled(if: CClient.sanitizer != nil, "python3 cannot load a sanitizer-built library"))
  func pythonThroughCtypesGetsTheSwiftTransformsAndColorsBitForBit() throws {
    let script = CClient.clients.appendingPathComponent("python/typed_values.py").path
    let output = try CClient.run("python3", [script, CClient.library.path])
    #expect(output.status == 0, "\(output.standardError)")
    try checkOutput(output.standardOutput)
    #expect(CClient.fields(output.standardOutput)["nullTrack"]?.hasPrefix("2 ") == true)
  }
}
