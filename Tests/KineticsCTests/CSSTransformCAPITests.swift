import Foundation
import Kinetics
import Testing

@Suite struct CSSTransformCAPITests {
  /// The texts of Tests/CClients/css_transforms.c, in its order.
  static let texts = [
    "none", "translate(10px, -20px) rotate(30deg)",
    "perspective(800px) translateZ(-40px) rotateY(35deg) scale(0.9)",
    "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 30, 1) skew(5deg, -0.1rad)",
  ]

  @Test func cProgramGetsTheSwiftParseBitForBitAndTheParseErrors() throws {
    let output = try CClient.compileAndRun("css_transforms.c")
    #expect(output.status == 0, "\(output.standardError)")
    let values = CClient.bitPatterns(output.standardOutput)
    let fields = CClient.fields(output.standardOutput)
    for (index, text) in Self.texts.enumerated() {
      for (element, value) in try Transform3D(css: text).elements.enumerated() {
        #expect(values["css.\(index)[\(element)]"]?.bitPattern == value.bitPattern, "\(text) [\(element)]")
      }
    }
    #expect(
      fields["missingUnit"]
        == "3 kn_transform3d_parse_css: CSS transform: at character 10: expected a unit (deg, rad, grad or turn) after a non-zero angle, found ')'"
    )
    #expect(fields["untouched"] == "42")
    #expect(fields["nullText"] == "2 kn_transform3d_parse_css: css or out_matrix is NULL")
    #expect(fields["invalidUTF8"] == "3")
  }
}
