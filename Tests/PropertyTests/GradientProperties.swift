import Kinetics
import PropertyBased
import Testing

/// A gradient reproduces each stop's color exactly at its location (issue 22; docs/layers.md).
@Suite struct GradientProperties {
  @Test func everyStopsColorIsExactAtItsLocation() throws {
    try reproducibleCheck(
      count: 300, input: Gen.color.array(of: 5), Gen<Double>.double(in: -1...2).array(of: 5), Gen<Int>.int(in: 0...5)
    ) { colors, rawLocations, option in
      let locations = rawLocations.sorted()
      guard zip(locations, locations.dropFirst()).allSatisfy({ $0 < $1 }) else { return }
      let spaces = ColorInterpolationOptions.Space.allCases
      let options = ColorInterpolationOptions(
        space: spaces[option % spaces.count], alphaMode: option < 3 ? .straight : .premultiplied)
      // Axial along x from (0, 0) to (1, 0): the point (l, y) has position l exactly.
      let gradient = try GradientLayer(
        colors: colors, locations: locations, startPoint: SIMD2(0, 0), endPoint: SIMD2(1, 0), interpolation: options)
      for (location, color) in zip(locations, colors) {
        #expect(gradient.color(atPosition: location) == color)
        #expect(gradient.color(at: SIMD2(location, 0.37)) == color)
      }
    }
  }
}
