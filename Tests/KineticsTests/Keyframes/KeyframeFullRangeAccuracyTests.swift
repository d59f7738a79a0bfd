import Kinetics
import KineticsTestSupport
import Testing

/// Keyframe tracks whose values sit at the ends of the Double range (issue 19, item 3: finite
/// input gives the right answer, or a typed error only where the exact value is beyond Double).
/// Reference: the same track at the scale of ±4 (checked against the mpmath keyframe fixtures in
/// KeyframeTrackFixtureTests). Every mode is homogeneous in the values — chords, Kochanek–Bartels
/// tangents and the Hermite blend scale with them, paced key times and arc-length pacing do not
/// change — so a track with every value multiplied by 2ᵏ gives the unit track's values times 2ᵏ.
/// Bound: 4 ulp of the largest value times 2ᵏ. Seeded.
@Suite struct KeyframeFullRangeAccuracyTests {
  /// The case found: a cubic track between −1.7e308 and 1.7e308 was refused with
  /// `cubicTangentOverflow` (its chord, 3.4e308, overflowed) although every value of the curve lies
  /// between the two ends.
  @Test func cubicTracksBetweenOppositeEndsOfTheRangeInterpolate() throws {
    let track = try KeyframeTrack(scalars: [-1.7e308, 1.7e308], calculationMode: .cubic)
    let unit = try KeyframeTrack(scalars: [-1.7, 1.7], calculationMode: .cubic)
    for u in stride(from: 0.0, through: 1.0, by: 0.125) {
      let value = track.value(at: u, channel: 0)
      #expect(abs(value - unit.value(at: u, channel: 0) * 1e308) <= 4 * (1.7e308).ulp, "at \(u): \(value)")
    }
    let three = try KeyframeTrack(scalars: [-1.7e308, 1.7e308, -1.7e308], calculationMode: .cubic)
    let fractions: [Double] = [0.1, 0.5, 0.9]
    let values = three.values(at: fractions, channel: 0)
    let allFinite = values.allSatisfy { $0.isFinite }
    #expect(allFinite, "\(values)")
  }

  @Test func tracksScaledByPowersOfTwoGiveTheUnitTrackTimesTheScale() throws {
    var generator = SplitMix64(seed: 1937)
    let modes: [KeyframeCalculationMode] = [.linear, .paced, .cubic, .cubicPaced]
    var checked = 0
    for round in 0..<400 {
      let mode = modes[round % modes.count]
      let count = 2 + Int(generator.next() % 4)
      let dimension = 1 + Int(generator.next() % 2)
      let values = (0..<count).map { _ in (0..<dimension).map { _ in generator.uniform(in: -4...4) } }
      let shape = (0..<count).map { _ in generator.uniform(in: -0.9...0.9) }
      let exponent = Int(generator.next() % 2010) - 990
      let scale = Double(sign: .plus, exponent: exponent, significand: 1)
      let unit = try KeyframeTrack(values: values, calculationMode: mode, tension: shape, bias: shape.reversed())
      let track = try KeyframeTrack(
        values: values.map { $0.map { $0 * scale } }, calculationMode: mode, tension: shape, bias: shape.reversed())
      let largest = values.joined().map(abs).max()! * scale
      let fractions = (0..<16).map { _ in generator.nextUnit() }
      for channel in 0..<dimension {
        let batch = track.values(at: fractions, channel: channel)
        for (u, batchValue) in zip(fractions, batch) {
          let value = track.value(at: u, channel: channel)
          let expected = unit.value(at: u, channel: channel) * scale
          #expect(abs(value - expected) <= 4 * largest.ulp, "\(mode) \(values) × 2^\(exponent) at \(u): \(value) vs \(expected)")
          #expect(batchValue.bitPattern == value.bitPattern)
        }
      }
      checked += 1
    }
    #expect(checked == 400)
  }
}
