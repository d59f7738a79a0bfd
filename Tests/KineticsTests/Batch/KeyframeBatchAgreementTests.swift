import Kinetics
import Testing

/// `KeyframeTrack.values(at:channel:into:)` against `value(at:channel:)`, input by input, in every
/// calculation mode, with even and uneven key times, with and without timing functions.
@Suite struct KeyframeBatchAgreementTests {
  /// Tracks of 2…12 random 3-component values in [−1, 1]: every mode, default or random sorted key
  /// times (a repeated one included), and timing functions on some.
  private static func tracks(_ random: inout BatchRandom) throws -> [KeyframeTrack] {
    var tracks: [KeyframeTrack] = []
    let modes: [KeyframeCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
    for (round, mode) in (modes + modes + modes).enumerated() {
      let count = 2 + Int(random.next() % 11)
      let flat = (0..<(3 * count)).map { _ in random.uniform(in: -1...1) }
      var keyTimes: [Double]?
      if round % 3 == 1 {
        let keyCount = mode == .discrete ? count + 1 : count
        var interior = (0..<(keyCount - 2)).map { _ in random.uniform(in: 0...1) }.sorted()
        if interior.count >= 2 { interior[1] = interior[0] }
        keyTimes = [0] + interior + [1]
      }
      let eased = round % 3 == 2 && mode != .paced && mode != .cubicPaced
      tracks.append(
        try KeyframeTrack(
          flatValues: flat, dimension: 3, keyTimes: keyTimes, calculationMode: mode,
          timingFunction: eased ? CubicBezierTimingCurve.easeInEaseOut : nil,
          timingFunctions: eased && mode != .discrete
            ? Array(repeating: CubicBezierTimingCurve.easeIn, count: count - 1) : nil))
    }
    return tracks
  }

  /// Double batch within 2 ulp of max(|value|, 1) of the scalar value, every channel, inputs in
  /// [−0.2, 1.2] plus exact key times, for every count 0…17.
  @Test func doubleBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x4B31)
    for track in try Self.tracks(&random) {
      var inputs = Array(track.keyTimes.prefix(4))
      while inputs.count < 17 { inputs.append(random.uniform(in: -0.2...1.2)) }
      inputs.shuffle(using: &random)
      for channel in 0..<track.dimension {
        for count in batchCounts {
          let (outputs, untouched) = try runBatch(inputs, count: count) { (source, target) throws(BatchError) in
            try track.values(at: source, channel: channel, into: target)
          }
          #expect(untouched, "count \(count)")
          for (u, value) in zip(inputs, outputs) {
            let scalar = track.value(at: u, channel: channel)
            #expect(
              agrees(value, scalar, ulps: 2, of: max(1, abs(scalar))),
              "\(track.calculationMode) keyTimes \(track.keyTimes) u \(u)")
          }
        }
      }
    }
  }

  /// Float batch within 2 Float ulp of max(|value|, 1) of Float(value(at: Double(u))).
  @Test func floatBatchEqualsScalarForEveryCount() throws {
    var random = BatchRandom(seed: 0x4B32)
    for track in try Self.tracks(&random) {
      let inputs = (0..<17).map { _ in Float(random.uniform(in: -0.2...1.2)) }
      for count in batchCounts {
        let (outputs, untouched) = try runBatch(inputs, count: count) { (source, target) throws(BatchError) in
          try track.values(at: source, channel: 1, into: target)
        }
        #expect(untouched, "count \(count)")
        for (u, value) in zip(inputs, outputs) {
          let scalar = Float(track.value(at: Double(u), channel: 1))
          #expect(
            agrees(value, scalar, ulps: 2, of: max(1, abs(scalar))),
            "\(track.calculationMode) keyTimes \(track.keyTimes) u \(u)")
        }
      }
    }
  }
}
