import Kinetics
import PropertyBased
import Testing

/// Interpolation hits its endpoints exactly, and keyframe tracks hit their values exactly at their
/// key times (issue 7; docs/keyframes.md: value i at keyTimes[i]). No tolerance: both are promised exactly.
@Suite struct EndpointProperties {
  @Test func scalarAndVectorInterpolationHitTheirEndpoints() {
    reproducibleCheck(
      count: 300, input: Gen<Double>.double(in: -1e6...1e6).array(of: 8)
    ) { numbers in
      let (a, b) = (numbers[0], numbers[1])
      #expect(a.interpolated(to: b, fraction: 0) == a)
      #expect(a.interpolated(to: b, fraction: 1) == b)
      let (fa, fb) = (Float(numbers[2]), Float(numbers[3]))
      #expect(fa.interpolated(to: fb, fraction: 0) == fa)
      #expect(fa.interpolated(to: fb, fraction: 1) == fb)
      let start = SIMD4(numbers[0], numbers[1], numbers[2], numbers[3])
      let end = SIMD4(numbers[4], numbers[5], numbers[6], numbers[7])
      #expect(start.interpolated(to: end, fraction: 0) == start)
      #expect(start.interpolated(to: end, fraction: 1) == end)
      #expect(start.interpolated(to: end, at: [0, 1]) == [start, end])
    }
  }

  @Test func colorInterpolationHitsItsEndpoints() {
    reproducibleCheck(count: 300, input: Gen.color, Gen.color) { start, end in
      let blend = ColorInterpolation(from: start, to: end)
      #expect(blend.color(at: 0) == start)
      #expect(blend.color(at: 1) == end)
      #expect(blend.colors(at: [0.0, 1.0]) == [start.components, end.components])
    }
  }

  /// Linear, cubic and discrete tracks give value i at keyTimes[i] (discrete: value i is held from
  /// keyTimes[i]); paced modes move their key times but still pass through every value at them.
  @Test func keyframesHitTheirValuesAtTheirKeyTimes() {
    reproducibleCheck(count: 300, input: Gen.keyframeTrack(modes: KeyframeCalculationMode.allCases)) { track in
      for index in 0..<track.count {
        let u = track.keyTimes[index]
        #expect(
          track.value(at: u) == track.value(index: index),
          "\(track.calculationMode) key \(index) at \(u), key times \(track.keyTimes), values \(track.values)")
      }
    }
  }
}
