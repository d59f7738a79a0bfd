import Kinetics
import Testing
import KineticsTestSupport

@Suite struct ColorInterpolationTests {
  static let allOptions = ColorInterpolationOptions.Space.allCases.flatMap { space in
    ColorInterpolationOptions.AlphaMode.allCases.map {
      ColorInterpolationOptions(space: space, alphaMode: $0)
    }
  }

  @Test(arguments: allOptions)
  func endpointsAreBitExact(options: ColorInterpolationOptions) throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let a = try RGBAColor(
        red: .random(in: -0.2...1.2, using: &generator), green: .random(in: 0...1, using: &generator),
        blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0...1, using: &generator))
      let b = try RGBAColor(
        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
        blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0...1, using: &generator))
      #expect(a.interpolated(to: b, fraction: 0, options: options) == a)
      #expect(a.interpolated(to: b, fraction: 1, options: options) == b)
    }
  }

  @Test func premultipliedRedToTransparentBlueStaysRed() throws {
    // CSS Color 4 §12.3: a transparent endpoint contributes no hue.
    let red = try RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
    let clearBlue = try RGBAColor(red: 0, green: 0, blue: 1, alpha: 0)
    let middle = red.interpolated(to: clearBlue, fraction: 0.5)
    #expect(middle == (try RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
    let straight = red.interpolated(
      to: clearBlue, fraction: 0.5, options: .init(space: .sRGB, alphaMode: .straight))
    #expect(straight == (try RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.5)))
  }

  @Test func twoTransparentColorsBlendTheirComponentsStraight() throws {
    let a = try RGBAColor(red: 1, green: 0, blue: 0, alpha: 0)
    let b = try RGBAColor(red: 0, green: 1, blue: 0, alpha: 0)
    #expect(
      a.interpolated(to: b, fraction: 0.25) == (try RGBAColor(red: 0.75, green: 0.25, blue: 0, alpha: 0)))
  }

  @Test func linearLightMidpointOfBlackAndWhiteIsTheEncodingOfOneHalf() throws {
    // sRGB encoding of linear 0.5: 1.055·0.5^(1/2.4) − 0.055 = 0.735356983052449… (mpmath, 50 digits).
    let white = try RGBAColor(red: 1, green: 1, blue: 1)
    let black = try RGBAColor(red: 0, green: 0, blue: 0)
    let middle = white.interpolated(
      to: black, fraction: 0.5, options: .init(space: .linearSRGB, alphaMode: .premultiplied))
    #expect(abs(middle.red - 0.7353569830524494) <= 4e-16)  // tolerance: a few ulp through pow
    #expect(middle.red == middle.green && middle.green == middle.blue && middle.alpha == 1)
  }

  @Test func oklabMidpointOfBlackAndWhiteHasHalfTheLightness() throws {
    // Oklab L = 0.5 with a = b = 0 is LMS′ = (0.5, 0.5, 0.5) (up to the published matrices' 1e-8
    // rounding), LMS = 0.125, linear sRGB 0.125, encoded 1.055·0.125^(1/2.4) − 0.055 = 0.3896…
    let white = try RGBAColor(red: 1, green: 1, blue: 1)
    let black = try RGBAColor(red: 0, green: 0, blue: 0)
    let middle = white.interpolated(
      to: black, fraction: 0.5, options: .init(space: .oklab, alphaMode: .premultiplied))
    let expected = 1.055 * Double.pow(0.125, 1 / 2.4) - 0.055
    for component in [middle.red, middle.green, middle.blue] {
      #expect(abs(component - expected) <= 1e-7)  // tolerance: the published matrices' rounding
    }
  }

  @Test func extrapolatedAlphaIsClampedToTheUnitInterval() throws {
    let a = try RGBAColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5)
    let b = try RGBAColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 1)
    #expect(a.interpolated(to: b, fraction: 2).alpha == 1)
    #expect(a.interpolated(to: b, fraction: -2).alpha == 0)
    #expect(a.interpolated(to: b, fraction: -2).red.isFinite)
  }

  @Test func invalidComponentsAreTypedErrors() {
    #expect(throws: ColorError.nonFinite(name: "green", value: .infinity)) {
      try RGBAColor(red: 0, green: .infinity, blue: 0)
    }
    #expect(throws: ColorError.parameter(ParameterViolation(name: "alpha", value: 1.5, rule: .within(0...1)))) { try RGBAColor(red: 0, green: 0, blue: 0, alpha: 1.5) }
    #expect(throws: ColorError.self) { try RGBAColor(red: .nan, green: 0, blue: 0) }
    #expect(ColorError.parameter(ParameterViolation(name: "alpha", value: 2, rule: .within(0...1))).description == "color: alpha must be in [0, 1], got 2.0")
  }
}
