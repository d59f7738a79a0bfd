@_spi(Testing) import Kinetics
import Testing

/// Keyframe-track batch calls split over threads give the one-thread bits, on the plain path
/// (evenly spaced key times) and the located one (timing functions, arc-length pacing).
@Suite struct ParallelKeyframeTests {
  let inputs = parallelTestInputs(aboveThresholdCount, in: -0.2...1.2, seed: 0x7E1F)
  let values = (0..<18).map { Double(($0 * 37) % 11) - 5 }

  var tracks: [(String, KeyframeTrack)] {
    [
      ("cubic", try! KeyframeTrack(flatValues: values, dimension: 3, calculationMode: .cubic)),
      ("linear", try! KeyframeTrack(flatValues: values, dimension: 2, calculationMode: .linear)),
      (
        "eased",
        try! KeyframeTrack(
          flatValues: values, dimension: 2, calculationMode: .linear,
          timingFunction: CubicBezierTimingCurve.easeInEaseOut)
      ),
      (
        "arc-length paced",
        try! KeyframeTrack(
          flatValues: values, dimension: 3, calculationMode: .cubicPaced,
          options: KeyframeTrackOptions(cubicPacing: .arcLength))
      ),
    ]
  }

  @Test func channelValuesMatchOneThreadBitForBit() {
    let floats = inputs.map(Float.init)
    for (name, track) in tracks {
      expectParallelBitsMatchOneThread("\(name) Double") { count, parallelism in
        batchOutputs(inputs, count: count, zero: 0.0) { input, output in
          try track.values(at: input, channel: 1, into: output, parallelism: parallelism)
        }.bits
      }
      expectParallelBitsMatchOneThread("\(name) Float") { count, parallelism in
        batchOutputs(floats, count: count, zero: Float(0)) { input, output in
          try track.values(at: input, channel: 1, into: output, parallelism: parallelism)
        }.bits
      }
    }
  }

  @Test func arrayFormsMatchOneThreadBitForBit() {
    let track = tracks[2].1
    let input = Array(inputs.prefix(4099))
    #expect(
      track.values(at: input, channel: 0, parallelism: testParallelisms[2]).bits
        == track.values(at: input, channel: 0, parallelism: .singleThread).bits)
  }
}
