import Kinetics
import Testing

/// CAGradientLayer: documented defaults, validation, the three shapes at points worked out by hand,
/// the interpolation choice, the batch, and animated locations and colors.
@Suite struct GradientLayerTests {
  let red = try! RGBAColor(red: 1, green: 0, blue: 0)
  let green = try! RGBAColor(red: 0, green: 1, blue: 0)
  let blue = try! RGBAColor(red: 0, green: 0, blue: 1)
  let clear = try! RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  @Test func defaultsAreCoreAnimations() throws {
    let gradient = try GradientLayer(colors: [red, green, blue])
    #expect(gradient.startPoint == SIMD2(0.5, 0) && gradient.endPoint == SIMD2(0.5, 1))
    #expect(gradient.type == .axial)
    #expect(gradient.locations == [0, 0.5, 1])
    #expect(gradient.interpolation == ColorInterpolationOptions(space: .sRGB, alphaMode: .straight))
    // Axial from top to bottom: a point a quarter of the way down is halfway from red to green.
    #expect(gradient.color(at: SIMD2(0.9, 0.25)) == (try RGBAColor(red: 0.5, green: 0.5, blue: 0)))
  }

  @Test func rejectsInvalidStops() {
    #expect(throws: GradientError.noColors) { try GradientLayer(colors: []) }
    #expect(throws: GradientError.locationCountMismatch(expected: 2, actual: 3)) {
      try GradientLayer(colors: [red, blue], locations: [0, 0.5, 1])
    }
    #expect(throws: GradientError.locationsNotIncreasing(index: 2)) {
      try GradientLayer(colors: [red, green, blue], locations: [0, 0.6, 0.4])
    }
    #expect(throws: GradientError.locationsNotIncreasing(index: 1)) {
      try GradientLayer(colors: [red, blue], locations: [0.5, 0.5])
    }
    #expect(throws: GradientError.nonFinite(name: "location 1", value: .infinity)) {
      try GradientLayer(colors: [red, blue], locations: [0, .infinity])
    }
    #expect(throws: GradientError.nonFinitePoint(name: "endPoint")) {
      try GradientLayer(colors: [red, blue], endPoint: SIMD2(.nan, 1))
    }
  }

  @Test func straightAlphaGivesTheDarkBandPremultipliedDoesNot() throws {
    let straight = try GradientLayer(colors: [red, clear])
    #expect(straight.color(atPosition: 0.5) == (try RGBAColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)))
    let premultiplied = try GradientLayer(colors: [red, clear], interpolation: .standard)
    #expect(premultiplied.color(atPosition: 0.5) == (try RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
  }

  @Test func positionsOutsideTheStopsTakeTheEndColors() throws {
    let gradient = try GradientLayer(colors: [red, blue], locations: [0.25, 0.75])
    #expect(gradient.color(atPosition: 0.1) == red && gradient.color(atPosition: -3) == red)
    #expect(gradient.color(atPosition: 0.9) == blue && gradient.color(atPosition: 7) == blue)
    #expect(gradient.color(atPosition: 0.5) == (try RGBAColor(red: 0.5, green: 0, blue: 0.5)))
    #expect(gradient.color(atPosition: .nan) == red)
  }

  @Test func axialProjectsOntoTheLine() throws {
    // From (0, 0) to (1, 1): the point (1, 0) projects to the middle, (1, 1) to the end.
    let gradient = try GradientLayer(colors: [red, blue], startPoint: SIMD2(0, 0), endPoint: SIMD2(1, 1))
    #expect(gradient.position(at: SIMD2(1, 0)) == 0.5)
    #expect(gradient.position(at: SIMD2(1, 1)) == 1)
    #expect(gradient.position(at: SIMD2(-1, -1)) == -1)
    // A zero-length line shows the last color everywhere.
    let degenerate = try GradientLayer(colors: [red, blue], startPoint: SIMD2(0.5, 0.5), endPoint: SIMD2(0.5, 0.5))
    #expect(degenerate.color(at: SIMD2(0.1, 0.9)) == blue)
  }

  @Test func radialUsesTheEllipseThroughTheEndPoint() throws {
    // Center (0.5, 0.5), radii (0.5, 0.25).
    let gradient = try GradientLayer(
      colors: [red, blue], startPoint: SIMD2(0.5, 0.5), endPoint: SIMD2(1, 0.75), type: .radial)
    #expect(gradient.position(at: SIMD2(0.5, 0.5)) == 0)
    #expect(gradient.position(at: SIMD2(0.75, 0.5)) == 0.5)
    #expect(gradient.position(at: SIMD2(0.5, 0.625)) == 0.5)
    #expect(gradient.position(at: SIMD2(1, 0.5)) == 1)
    // (0.25/0.5, 0.125/0.25) = (0.5, 0.5): s = √0.5.
    #expect(abs(gradient.position(at: SIMD2(0.75, 0.625)) - 0.5.squareRoot()) < 1e-16)
    // A zero radius takes the other one: a circle of radius 0.5.
    let circle = try GradientLayer(colors: [red, blue], startPoint: SIMD2(0.5, 0.5), endPoint: SIMD2(0.5, 1), type: .radial)
    #expect(circle.position(at: SIMD2(0.75, 0.5)) == 0.5)
  }

  @Test func conicTurnsClockwiseFromTheEndPoint() throws {
    let gradient = try GradientLayer(
      colors: [red, green, blue, red], locations: [0, 0.25, 0.5, 1], startPoint: SIMD2(0.5, 0.5),
      endPoint: SIMD2(1, 0.5), type: .conic)
    #expect(gradient.position(at: SIMD2(1, 0.5)) == 0)
    #expect(gradient.position(at: SIMD2(0.5, 1)) == 0.25)  // below the center, y down
    #expect(gradient.position(at: SIMD2(0, 0.5)) == 0.5)
    #expect(gradient.position(at: SIMD2(0.5, 0)) == 0.75)
    #expect(gradient.position(at: SIMD2(0.5, 0.5)) == 0)
    #expect(gradient.color(at: SIMD2(0.5, 1)) == green && gradient.color(at: SIMD2(0, 0.5)) == blue)
  }

  @Test func gridBatchEqualsTheScalarColorsBitForBit() throws {
    let gradient = try GradientLayer(
      colors: [red, clear, blue, green], locations: [0, 0.3, 0.31, 0.9], startPoint: SIMD2(0.2, 0.1),
      endPoint: SIMD2(0.7, 0.6), type: .radial, interpolation: .init(space: .oklab, alphaMode: .premultiplied))
    let (width, height) = (7, 5)
    let doubles = try gradient.colors(width: width, height: height, as: Double.self)
    let floats = try gradient.colors(width: width, height: height, as: Float.self)
    let threaded = try gradient.colors(width: width, height: height, as: Double.self, parallelism: .threads(atMost: 2))
    #expect(threaded == doubles)
    for y in 0..<height {
      for x in 0..<width {
        let color = gradient.color(at: SIMD2((Double(x) + 0.5) / 7, (Double(y) + 0.5) / 5))
        let expected = [color.red, color.green, color.blue, color.alpha]
        let pixel = 4 * (y * width + x)
        #expect(Array(doubles[pixel..<pixel + 4]) == expected)
        #expect(Array(floats[pixel..<pixel + 4]) == expected.map(Float.init))
      }
    }
    #expect(throws: GradientError.self) { try gradient.colors(width: 0, height: 3, as: Double.self) }
    #expect(throws: GradientError.self) {
      var buffer = [Double](repeating: 0, count: 10)
      try buffer.withUnsafeMutableBufferPointer { try gradient.colors(width: 2, height: 2, into: $0) }
    }
  }

  @Test func animatesLocationsAndColorsWithBasicAnimations() throws {
    let gradient = try GradientLayer(colors: [red, green, blue])
    let timing = try MediaTiming(duration: 1)
    let moveMiddle = try BasicAnimation(fromValue: [0, 0.5, 1], toValue: [0, 0.25, 1], timing: timing)
    let presented = try gradient.presentation(atParentTime: 0.5, locations: moveMiddle)
    #expect(presented.locations == [0, 0.375, 1])
    // Outside the animation the model value shows.
    #expect(try gradient.presentation(atParentTime: 2, locations: moveMiddle).locations == [0, 0.5, 1])
    let fadeFirst = try BasicAnimation(toValue: [1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1], timing: timing)
    let faded = try gradient.presentation(atParentTime: 0.25, colors: fadeFirst)
    #expect(faded.colors[0] == (try RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.75)))
    #expect(faded.colors[1] == green && faded.colors[2] == blue)
    #expect(throws: GradientError.self) {
      try gradient.presentation(atParentTime: 0.5, locations: try BasicAnimation(toValue: [0, 1], timing: timing))
    }
    let crossing = try BasicAnimation(fromValue: [0, 0.5, 1], toValue: [0, 1.5, 1], timing: timing)
    #expect(throws: GradientError.locationsNotIncreasing(index: 2)) {
      try gradient.presentation(atParentTime: 0.9, locations: crossing)
    }
  }
  /// Points near the largest Double, where E − S overflows, and a gradient line below the normal
  /// range, where d·d underflows: the position is scale-invariant, so the exact values are the
  /// ones of the same picture at unit size (worked out by hand).
  @Test func positionsAtTheEdgesOfTheDoubleRangeAreTheScaledPictures() throws {
    let huge = 1e308
    let axial = try GradientLayer(
      colors: [red, blue], startPoint: SIMD2(huge, 0), endPoint: SIMD2(-huge, 0), type: .axial)
    #expect(axial.position(at: SIMD2(huge, 0)) == 0)
    #expect(axial.position(at: SIMD2(0, 0)) == 0.5)
    #expect(axial.position(at: SIMD2(-huge, 5)) == 1)
    #expect(axial.color(at: SIMD2(-huge, 0)) == blue)
    let tiny = try GradientLayer(
      colors: [red, blue], startPoint: SIMD2(0, 0), endPoint: SIMD2(1e-200, 0), type: .axial)
    #expect(tiny.position(at: SIMD2(5e-201, 0.25)) == 0.5)
    let far = tiny.position(at: SIMD2(0.5, 0))  // 0.5/1e-200 = 5e199
    #expect(abs(far / 5e199 - 1) < 1e-15)
    let radial = try GradientLayer(
      colors: [red, blue], startPoint: SIMD2(huge, 0), endPoint: SIMD2(-huge, 0), type: .radial)
    #expect(radial.position(at: SIMD2(-huge, 0)) == 1)
    #expect(radial.position(at: SIMD2(0, 0)) == 0.5)
    let conic = try GradientLayer(
      colors: [red, blue], startPoint: SIMD2(huge, huge), endPoint: SIMD2(-huge, -huge), type: .conic)
    // P − S = (−2e308, 0): angle π; d at −3π/4; (π + 3π/4)/2π = 7/8.
    #expect(abs(conic.position(at: SIMD2(-huge, huge)) - 0.875) < 1e-15)
  }
}
