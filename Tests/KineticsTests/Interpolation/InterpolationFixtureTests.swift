import Kinetics
import Testing
import KineticsTestSupport

/// Checks against Tests/Fixtures/interpolation, written by generate_interpolation.py: an independent
/// 50-digit (mpmath) implementation of the CSS pseudocode, rounded to doubles.
@Suite struct InterpolationFixtureTests {
  private func numbers(_ fields: ArraySlice<Substring>) throws -> [Double] {
    try fields.map { try #require(Double(String($0))) }
  }

  @Test func affineInterpolationMatchesTheCSSTransforms1Reference() throws {
    let rows = try Fixtures.csvRows("interpolation/affine.csv")
    #expect(rows.count == 95)
    for row in rows {
      let fraction = try #require(Double(String(row[1])))
      let values = try numbers(row[2...])
      let a = try AffineTransform(elements: Array(values[0..<6]))
      let b = try AffineTransform(elements: Array(values[6..<12]))
      let expected = Array(values[12..<18])
      let error = relativeMatrixError(a.interpolated(to: b, fraction: fraction).elements, expected)
      // Tolerance: 2e-15 relative to max(1, largest element) (measured: 2.2e-16); the generator
      // works in degrees and the code in radians, so the conversions alone account for an ulp.
      #expect(error <= 2e-15, "\(row[0]) at \(fraction): error \(error)")
    }
  }

  @Test func transform3DInterpolationMatchesTheCSSTransforms2Reference() throws {
    let rows = try Fixtures.csvRows("interpolation/transform3d.csv")
    #expect(rows.count == 230)
    for row in rows {
      let path: Quaternion.Path = row[1] == "shortest" ? .shortest : .asGiven
      let fraction = try #require(Double(String(row[2])))
      let values = try numbers(row[3...])
      let a = try Transform3D(elements: Array(values[0..<16]))
      let b = try Transform3D(elements: Array(values[16..<32]))
      let expected = Array(values[32..<48])
      let value = Transform3DInterpolation(from: a, to: b, path: path).transform(at: fraction)
      let error = relativeMatrixError(value.elements, expected)
      // Tolerance: 2e-14 relative to max(1, largest element) (measured: 3.9e-15; elements reach a
      // few hundred, and the slerp and four matrix products each round).
      #expect(error <= 2e-14, "\(row[0]) \(row[1]) at \(fraction): error \(error)")
    }
  }

  @Test func colorInterpolationMatchesTheCSSColor4Reference() throws {
    let rows = try Fixtures.csvRows("interpolation/colors.csv")
    #expect(rows.count == 180)
    for row in rows {
      let options = ColorInterpolationOptions(
        space: row[0] == "srgb" ? .sRGB : row[0] == "oklab" ? .oklab : .linearSRGB,
        alphaMode: row[1] == "premultiplied" ? .premultiplied : .straight)
      let fraction = try #require(Double(String(row[2])))
      let values = try numbers(row[3...])
      let a = try RGBAColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
      let b = try RGBAColor(red: values[4], green: values[5], blue: values[6], alpha: values[7])
      let value = a.interpolated(to: b, fraction: fraction, options: options).components
      // Tolerance, absolute (components are in [0, 1]): 4 ulp of 1 for sRGB and linear sRGB (measured:
      // 0.5 ulp); 64 ulp of 1 for Oklab (measured: 37 ulp), whose way back multiplies by matrix
      // coefficients up to 4 with cancellation and then by the steep sRGB encoding of dark values,
      // so the rounding of the blend itself is magnified: the conversion's condition, not the method.
      let tolerance = (options.space == .oklab ? 64 : 4) * Double.ulpOfOne
      for lane in 0..<4 {
        #expect(
          abs(value[lane] - values[8 + lane]) <= tolerance,
          "\(row[0]) \(row[1]) \(fraction) lane \(lane)")
      }
    }
  }
}
