import Foundation
import Kinetics
import KineticsTestSupport
import Testing

/// `Transform3D(css:)` against Tests/Fixtures/interpolation/css_transforms.tsv, written by
/// generate_css_transforms.py from the CSS Transforms 1 and 2 matrix definitions (column vectors,
/// post-multiplied, transposed at the end) at 50 digits, and its errors.
@Suite struct CSSTransformParsingTests {
  /// The fixture's rows: name, CSS text and the 16 expected elements.
  func fixtureRows() throws -> [(name: String, css: String, expected: [Double])] {
    let url = Fixtures.directory.appendingPathComponent("interpolation/css_transforms.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return (fields[0], fields[1], try fields[2...].map { try #require(Double($0)) })
    }
  }

  @Test func everyFunctionAndListMatchesTheCSSMatrixDefinitions() throws {
    let rows = try fixtureRows()
    #expect(rows.count == 34)
    for row in rows {
      let parsed = try Transform3D(css: row.css)
      let error = relativeMatrixError(parsed.elements, row.expected)
      // Tolerance: 1e-14 relative to max(1, largest element) (measured: 2.3e-16); the rotation is
      // computed by Rodrigues' formula rather than the spec's sc/sq form, and the product rounds.
      #expect(error <= 1e-14, "\(row.name) '\(row.css)': error \(error)")
    }
  }

  @Test func theLastFunctionOfTheListIsAppliedToAPointFirst() throws {
    // translate(100px) rotate(90deg): the point (1, 0) turns to (0, 1), then moves to (100, 1).
    let m = try Transform3D(css: "translate(100px) rotate(90deg)")
    let (x, y) = (1 * m.m11 + 0 * m.m21 + m.m41, 1 * m.m12 + 0 * m.m22 + m.m42)
    #expect(abs(x - 100) < 1e-12 && abs(y - 1) < 1e-12)
  }

  /// The error's position and what it says was expected.
  func failure(_ css: String) -> CSSParseError? {
    do {
      _ = try Transform3D(css: css)
      return nil
    } catch {
      return error
    }
  }

  @Test func errorsNameTheCharacterWhereParsingStopped() {
    let cases: [(String, Int, String)] = [
      ("", 1, "a transform function or none"),
      ("translate(10px", 15, "')'"),
      ("translate(10px 5px)", 16, "')'"),
      ("rotate(30)", 10, "a unit (deg, rad, grad or turn) after a non-zero angle"),
      ("translate(10%)", 13, "a length in px (a percentage needs the element's reference box)"),
      ("translate(1em)", 12, "a length in px, not the unit 'em'"),
      ("spin(1deg)", 1, "a transform function (matrix, matrix3d, translate, translateX/Y/Z, translate3d, scale, scaleX/Y/Z, scale3d, rotate, rotateX/Y/Z, rotate3d, skew, skewX/Y, perspective)"),
      ("rotate (1deg)", 7, "'(' directly after the function name"),
      ("none rotate(1deg)", 6, "the end of the text after none"),
      ("matrix(1, 2, 3)", 15, "','"),
      ("perspective(-5px)", 13, "a length of at least 0 or none"),
      ("scale(1e999)", 7, "a finite number"),
      ("rotate(1e308turn)", 8, "an angle (deg, rad, grad or turn) within the range of Double"),
      ("scale(1e200) scale(1e200)", 14, "a transform list whose product stays within the range of Double"),
      ("translate(,)", 11, "a length in px"),
    ]
    for (css, position, expected) in cases {
      let error = failure(css)
      #expect(error?.position == position, "'\(css)': \(String(describing: error))")
      #expect(error?.expected == expected, "'\(css)': \(String(describing: error))")
    }
    #expect(
      failure("rotate(30)")?.description
        == "CSS transform: at character 10: expected a unit (deg, rad, grad or turn) after a non-zero angle, found ')'")
    #expect(failure("translate(10px")?.found == "")
  }

  @Test func controlCharactersInTheFoundTextAreEscaped() {
    #expect(failure("rotate(\u{7}1deg)")?.found == "\\u{7}1deg)")
  }

  @Test func bothCSSReadersThrowTheOneParseErrorNamingTheirGrammar() {
    let transform = failure("rotate(30)")
    #expect(transform?.grammar == .transform)
    #expect(transform?.description.hasPrefix("CSS transform: at character 10: expected") == true)
    var easing: CSSParseError?
    do { _ = try EasingFunction(css: "steps(0)") } catch { easing = error }
    #expect(easing?.grammar == .easingFunction)
    #expect(easing?.description.hasPrefix("easing function: at character 7: expected") == true)
  }
}
