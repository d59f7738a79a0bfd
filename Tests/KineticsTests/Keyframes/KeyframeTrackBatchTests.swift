import Kinetics
import Testing
import KineticsTestSupport

/// A seeded generator (SplitMix64, Steele, Lea & Flood 2014) so the random inputs are reproducible.
private struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct KeyframeTrackBatchTests {
  static let tracks: [KeyframeTrack] = [
    try! KeyframeTrack(values: [[0, 1], [3, -2], [7, 7], [-1, 4], [2, 2]], keyTimes: [0, 0.1, 0.5, 0.5, 1]),
    try! KeyframeTrack(
      values: [[0, 1], [3, -2], [7, 7], [-1, 4], [2, 2]], calculationMode: .cubic,
      timingFunction: CubicBezierTimingCurve.easeInEaseOut, tension: [0, 0.3, -0.2, 0.5, 0]),
    try! KeyframeTrack(values: [[0, 1], [3, -2], [7, 7]], calculationMode: .discrete),
    try! KeyframeTrack(values: [[0, 1], [3, -2], [7, 7], [0, 0]], calculationMode: .cubicPaced),
    try! KeyframeTrack(
      values: [[0, 1], [3, -2], [7, 7], [0, 0]], calculationMode: .cubicPaced,
      timingFunction: CubicBezierTimingCurve.easeOut, options: KeyframeTrackOptions(cubicPacing: .arcLength)),
  ]

  /// |a − b| in units of b's ulp (exact equality counts 0).
  private func ulps(_ a: Double, _ b: Double) -> Double { a == b ? 0 : abs(a - b) / b.ulp }
  private func ulps(_ a: Float, _ b: Float) -> Float { a == b ? 0 : abs(a - b) / b.ulp }

  @Test(arguments: 0..<5)
  func doubleBatchMatchesScalarWithinTwoUlp(trackIndex: Int) {
    let track = Self.tracks[trackIndex]
    var random = SeededRandom(state: 7 + UInt64(trackIndex))
    let sorted = (0..<401).map { Double($0) / 400 }
    let shuffled = (0..<403).map { _ in Double.random(in: -0.1...1.1, using: &random) }
    for inputs in [sorted, shuffled] {
      for channel in 0..<track.dimension {
        let batch = track.values(at: inputs, channel: channel)
        for (u, value) in zip(inputs, batch) {
          #expect(ulps(value, track.value(at: u, channel: channel)) <= 2, "u=\(u)")
        }
      }
    }
  }

  @Test(arguments: 0..<5)
  func floatBatchMatchesScalarWithinTwoUlp(trackIndex: Int) {
    let track = Self.tracks[trackIndex]
    var random = SeededRandom(state: 99 + UInt64(trackIndex))
    let inputs = (0..<301).map { _ in Float.random(in: 0...1, using: &random) }
    for channel in 0..<track.dimension {
      let batch = track.values(at: inputs, channel: channel)
      for (u, value) in zip(inputs, batch) {
        #expect(ulps(value, Float(track.value(at: Double(u), channel: channel))) <= 2, "u=\(u)")
      }
    }
  }

  @Test func bufferOverloadsRejectShortOutputs() {
    let inputs: [Double] = [0, 0.5, 1]
    var outputs = [Double](repeating: 0, count: 2)
    #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
      try inputs.withUnsafeBufferPointer { source in
        try outputs.withUnsafeMutableBufferPointer { try Self.tracks[0].values(at: source, channel: 0, into: $0) }
      }
    }
    let floats: [Float] = [0, 1]
    var floatOutputs = [Float]()
    #expect(throws: BatchError.outputTooShort(required: 2, actual: 0)) {
      try floats.withUnsafeBufferPointer { source in
        try floatOutputs.withUnsafeMutableBufferPointer { try Self.tracks[0].values(at: source, channel: 1, into: $0) }
      }
    }
  }
}
