import Kinetics
import Testing

@Suite struct KeyframeTrackValueIntoTests {
  /// A 3-D track with uneven key times and shape parameters, so every mode's tangents and pacing
  /// are exercised.
  static func track(_ mode: KeyframeCalculationMode, pacing: KeyframeTrackOptions.CubicPacing = .chordLength)
    throws -> KeyframeTrack
  {
    var options = KeyframeTrackOptions()
    options.cubicPacing = pacing
    return try KeyframeTrack(
      values: [[0.1, -3, 5], [7.3, 2, 5], [-1.7, 0.3, -2], [4.9, 4.9, 0]],
      keyTimes: mode == .discrete ? [0, 0.1, 0.5, 0.7, 1] : [0, 0.2, 0.65, 1], calculationMode: mode,
      timingFunction: try StepsTimingFunction(count: 40),
      tension: [0.2, -0.3, 0.5, 0], continuity: [0, 0.4, -0.2, 0.1], bias: [0.3, 0, 0, -0.5],
      options: options)
  }

  @Test(arguments: KeyframeCalculationMode.allCases)
  func valueIntoABufferHasTheBitsOfTheAllocatingValue(mode: KeyframeCalculationMode) throws {
    let tracks = [try Self.track(mode)] + (mode == .cubicPaced ? [try Self.track(mode, pacing: .arcLength)] : [])
    var buffer = [Double](repeating: .nan, count: 4)
    for track in tracks {
      for u in [-0.5, 0, 0.013, 0.2, 0.37, 0.65, 0.9, 1, 1.5, .nan] {
        try buffer.withUnsafeMutableBufferPointer { try track.value(at: u, into: $0) }
        let expected = track.value(at: u)
        #expect(buffer[0..<3].map(\.bitPattern) == expected.map(\.bitPattern), "\(mode) u=\(u)")
        #expect(buffer[3].isNaN, "elements past the dimension are left alone")
      }
    }
  }

  @Test func valueIntoAShortBufferThrowsAndWritesNothing() throws {
    let track = try Self.track(.linear)
    var buffer = [Double](repeating: -1, count: 2)
    #expect(throws: BatchError.outputTooShort(required: 3, actual: 2)) {
      try buffer.withUnsafeMutableBufferPointer { try track.value(at: 0.5, into: $0) }
    }
    #expect(buffer == [-1, -1])
  }
}
