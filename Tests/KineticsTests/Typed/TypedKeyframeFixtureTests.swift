import Kinetics
import KineticsTestSupport
import Testing

/// Typed keyframe tracks against independent references: the CSS Transforms 2 and CSS Color 4
/// fixtures of Tests/Fixtures/interpolation (50-digit mpmath) for transform and color tracks, and
/// the `[Double]` track (itself checked against the mpmath keyframe fixtures) for vector tracks.
@Suite struct TypedKeyframeFixtureTests {
  /// A timing function that shows one fixed progress, so that a two-key track reaches any fraction
  /// of the fixtures (also the extrapolated −0.25 and 1.5) through the animation-level timing.
  struct FixedProgress: TimingFunction {
    let value: Double
    func progress(at x: Double) -> Double { value }
  }

  private func numbers(_ fields: ArraySlice<Substring>) throws -> [Double] {
    try fields.map { try #require(Double(String($0))) }
  }

  @Test func twoKeyTransformTrackEqualsTheCSSTransforms2Reference() throws {
    let rows = try Fixtures.csvRows("interpolation/transform3d.csv")
    #expect(rows.count == 230)
    for row in rows {
      let path: Quaternion.Path = row[1] == "shortest" ? .shortest : .asGiven
      let fraction = try #require(Double(String(row[2])))
      let values = try numbers(row[3...])
      let a = try Transform3D(elements: Array(values[0..<16]))
      let b = try Transform3D(elements: Array(values[16..<32]))
      let track = try TypedKeyframeTrack(
        values: [a, b], timingFunction: FixedProgress(value: fraction), interpolation: path)
      let value = track.value(at: 0.5)
      // The track's segment is the pair's prepared interpolation: the same bits as the pair's own.
      #expect(value == Transform3DInterpolation(from: a, to: b, path: path).transform(at: fraction))
      // Tolerance as the interpolation's own fixture test: 2e-14 of max(1, largest element).
      let error = relativeMatrixError(value.elements, Array(values[32..<48]))
      #expect(error <= 2e-14, "\(row[0]) \(row[1]) at \(fraction): error \(error)")
    }
  }

  @Test func twoKeyColorTrackEqualsTheCSSColor4Reference() throws {
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
      let track = try TypedKeyframeTrack(
        values: [a, b], timingFunction: FixedProgress(value: fraction), interpolation: options)
      let value = track.value(at: 0.5).components
      // Tolerance as the color fixture test: 4 ulp of 1 (64 in Oklab, the conversion's condition).
      let tolerance = (options.space == .oklab ? 64 : 4) * Double.ulpOfOne
      for lane in 0..<4 {
        #expect(abs(value[lane] - values[8 + lane]) <= tolerance, "\(row[0]) \(row[1]) \(fraction) lane \(lane)")
      }
    }
  }

  /// The fixture cases of dimension 2 and 3 (KeyframeFixtureCases) rebuilt as SIMD tracks.
  static func vectorTrack(_ name: String) throws -> (any VectorTrackComponents)? {
    let easeIn = KeyframeFixtureCases.bezier("easeIn")
    func pairs(_ values: [[Double]]) -> [SIMD2<Double>] { values.map { SIMD2($0[0], $0[1]) } }
    switch name {
    case "linear2d":
      return try TypedKeyframeTrack(values: pairs([[0, 0], [100, 0], [100, 100]]), keyTimes: [0, 0.3, 1])
    case "paced2d":
      return try TypedKeyframeTrack(
        values: pairs([[0, 0], [3, 4], [3, 4], [0, 0], [-6, 8]]), calculationMode: .paced,
        timingFunction: KeyframeFixtureCases.bezier("easeOut"))
    case "cubicTCB3d":
      let bezier = KeyframeFixtureCases.bezier
      return try TypedKeyframeTrack(
        values: [[0, 0, 0], [1, 2, -1], [3, -1, 2], [4, 4, 4], [-2, 0.5, 1]].map { SIMD3<Double>($0[0], $0[1], $0[2]) },
        calculationMode: .cubic,
        timingFunctions: [bezier("linear"), bezier("easeInEaseOut"), bezier("linear"), bezier("default")],
        tension: [0.2, -0.5, 0.3, 0, 0.9], continuity: [0, 0.4, -0.6, 0.25, 0], bias: [0.1, -0.3, 0.5, -1, 0])
    case "cubicPaced2d":
      return try TypedKeyframeTrack(
        values: pairs([[0, 0], [100, 0], [100, 100], [0, 100]]), calculationMode: .cubicPaced,
        timingFunction: easeIn, tension: [0, 0.5, 0.5, 0])
    case "cubicPacedArc2d":
      return try TypedKeyframeTrack(
        values: pairs([[0, 0], [100, 0], [100, 100], [0, 100], [-20, 40]]), calculationMode: .cubicPaced,
        bias: [0, 0.3, 0, -0.2, 0], options: KeyframeTrackOptions(cubicPacing: .arcLength))
    default:
      return nil
    }
  }

  @Test func vectorTracksEqualTheDoubleTrackBitForBitOnTheMpmathFixtures() throws {
    let rows = try Fixtures.csvRows("keyframes/keyframes.csv")
    var checked = Set<String>()
    for row in rows {
      let name = String(row[0])
      guard let typed = try Self.vectorTrack(name) else { continue }
      let u = try #require(Double(String(row[1])))
      let channel = try #require(Int(String(row[2])))
      let reference = try KeyframeFixtureCases.track(name).value(at: u, channel: channel)
      let actual = typed.component(at: u, channel: channel)
      #expect(actual.bitPattern == reference.bitPattern, "\(name) u=\(u) channel \(channel)")
      checked.insert(name)
    }
    #expect(checked.count == 5)
  }
}

/// A typed vector track seen through one component, so tracks of SIMD2 and SIMD3 share a test.
protocol VectorTrackComponents {
  func component(at u: Double, channel: Int) -> Double
}

extension TypedKeyframeTrack: VectorTrackComponents {
  func component(at u: Double, channel: Int) -> Double { value(at: u).vectorComponent(channel) }
}
