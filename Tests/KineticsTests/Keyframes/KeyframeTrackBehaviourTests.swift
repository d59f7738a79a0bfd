import Kinetics
import Testing

@Suite struct KeyframeTrackBehaviourTests {
  @Test(arguments: KeyframeCalculationMode.allCases)
  func everyKeyValueIsReproducedExactlyAtItsKeyTime(mode: KeyframeCalculationMode) throws {
    let values: [[Double]] = [[0.1, -3], [7.3, 2], [-1.7, 0.3], [4.9, 4.9]]
    let track = try KeyframeTrack(values: values, keyTimes: mode == .discrete ? nil : [0, 0.2, 0.65, 1], calculationMode: mode)
    for index in values.indices {
      #expect(track.value(at: track.keyTimes[index]) == values[index], "\(mode) key \(index)")
    }
  }

  @Test func twoValueCubicTrackWithExtrapolatedEndsIsLinear() throws {
    let cubic = try KeyframeTrack(scalars: [2, 10], calculationMode: .cubic)
    for u in stride(from: 0.0, through: 1.0, by: 0.125) {
      // Reference 2 + 8u is exact for these dyadic u; tolerance 2 ulp of 10.
      #expect(abs(cubic.value(at: u, channel: 0) - (2 + 8 * u)) <= 2 * (10.0).ulp)
    }
  }

  @Test func discreteModeHoldsEachValueUntilTheNextKeyTimeAndEndsOnTheLast() throws {
    let track = try KeyframeTrack(scalars: [1, 5, -3], calculationMode: .discrete)
    #expect(track.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    #expect(track.value(at: 0.3332, channel: 0) == 1)
    #expect(track.value(at: 1.0 / 3, channel: 0) == 5)
    #expect(track.value(at: 0.99, channel: 0) == -3)
    #expect(track.value(at: 1, channel: 0) == -3)
  }

  @Test func pacedKeyTimesFollowDistanceAndAreUniformWhenNothingMoves() throws {
    // Distances 5 and 15 (3-4-5 triangles): key times 0, 1/4, 1.
    let paced = try KeyframeTrack(values: [[0, 0], [3, 4], [-6, 16]], calculationMode: .paced)
    #expect(paced.keyTimes == [0, 0.25, 1])
    let still = try KeyframeTrack(values: [[1, 1], [1, 1], [1, 1], [1, 1]], calculationMode: .cubicPaced)
    #expect(still.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    #expect(still.value(at: 0.4) == [1, 1])
  }

  @Test func pacedKeyTimesSurviveValuesNearTheOverflowThreshold() throws {
    let huge = try KeyframeTrack(scalars: [-1.7e308, 1.7e308, 1.7e308 - 1e300], calculationMode: .paced)
    #expect(huge.keyTimes.allSatisfy { $0.isFinite })
    #expect(huge.value(at: 0.5, channel: 0).isFinite)
  }

  @Test func sharedKeyTimeJumpsToTheLaterValue() throws {
    let track = try KeyframeTrack(scalars: [0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1])
    #expect(track.value(at: 0.5, channel: 0) == 5)
    #expect(track.value(at: 0.25, channel: 0) == 0.5)
  }

  @Test func inputsOutsideTheUnitIntervalClampAndNaNEvaluatesAtZero() throws {
    let track = try KeyframeTrack(scalars: [3, -4, 9], calculationMode: .cubic)
    #expect(track.value(at: -2, channel: 0) == 3)
    #expect(track.value(at: 7, channel: 0) == 9)
    #expect(track.value(at: .nan, channel: 0) == 3)
    #expect(track.value(at: .infinity, channel: 0) == 9)
  }

  @Test func overshootingAnimationCurveExtrapolatesTheEndSegments() throws {
    let backOut = try CubicBezierTimingCurve(x1: 0.2, y1: 0.8, x2: 0.4, y2: 1.6)
    let track = try KeyframeTrack(scalars: [0, 10, 20], timingFunction: backOut)
    // The curve rises above 1 before the end, so the value passes the last key, then returns to it.
    let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { track.value(at: $0, channel: 0) }.max()!
    #expect(peak > 20)
    #expect(track.value(at: 1, channel: 0) == 20)
  }

  @Test func continuitySignOptionsMirrorEachOther() throws {
    let values: [Double] = [0, 4, 1, 5]
    let apple = try KeyframeTrack(scalars: values, calculationMode: .cubic, continuity: [0, 0.7, -0.3, 0])
    let paper = try KeyframeTrack(
      scalars: values, calculationMode: .cubic, continuity: [0, -0.7, 0.3, 0],
      options: KeyframeTrackOptions(continuitySign: .kochanekBartels))
    for u in stride(from: 0.0, through: 1.0, by: 0.05) {
      #expect(apple.value(at: u, channel: 0) == paper.value(at: u, channel: 0))
    }
  }

  @Test func positiveContinuitySharpensCornersAsAppleDocuments() throws {
    // At a corner key, a sharper curve stays closer to the straight chords just after the key.
    let values: [[Double]] = [[0, 0], [10, 0], [10, 10]]
    let sharp = try KeyframeTrack(values: values, calculationMode: .cubic, continuity: [0, 0.9, 0])
    let round = try KeyframeTrack(values: values, calculationMode: .cubic, continuity: [0, -0.9, 0])
    let u = 0.6
    // On the chord from (10,0) to (10,10), x stays 10: measure the distance from it.
    #expect(abs(sharp.value(at: u, channel: 0) - 10) < abs(round.value(at: u, channel: 0) - 10))
  }

  @Test func singleValueTrackHoldsItsValueInEveryMode() throws {
    for mode in KeyframeCalculationMode.allCases {
      let track = try KeyframeTrack(values: [[4, -2]], calculationMode: mode)
      #expect(track.value(at: 0.37) == [4, -2])
    }
  }
}

@Suite struct KeyframeTrackExtrapolationTests {
  @Test func anticipationOverATinyFirstSegmentStaysFinite() throws {
    // The curve dips below 0 first; over a first segment 1e-300 long the unclamped fraction would be
    // about −1e299 and the cubic would overflow.
    let anticipate = try CubicBezierTimingCurve(x1: 0.6, y1: -0.6, x2: 0.8, y2: 1)
    let track = try KeyframeTrack(
      scalars: [0, 1, 2], keyTimes: [0, 1e-300, 1], calculationMode: .cubic, timingFunction: anticipate)
    let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { track.value(at: $0, channel: 0) }
    #expect(samples.allSatisfy { $0.isFinite })
  }
}

@Suite struct KeyframeTrackArcLengthPacingTests {
  @Test func arcLengthPacingMovesAtEvenSpeedAlongTheCurve() throws {
    let values: [[Double]] = [[0, 0], [100, 0], [100, 100], [0, 100]]
    let arc = try KeyframeTrack(
      values: values, calculationMode: .cubicPaced, options: KeyframeTrackOptions(cubicPacing: .arcLength))
    let chord = try KeyframeTrack(values: values, calculationMode: .cubicPaced)
    func stepLengths(_ track: KeyframeTrack) -> [Double] {
      let points = (0...400).map { track.value(at: Double($0) / 400) }
      return zip(points, points.dropFirst()).map { p, q in ((q[0] - p[0]) * (q[0] - p[0]) + (q[1] - p[1]) * (q[1] - p[1])).squareRoot() }
    }
    // Chords of 1/400 of the curve: equal to within the chord-versus-arc difference (~1e-5 relative
    // at this curvature); chord-length pacing varies by several percent.
    let even = stepLengths(arc)
    #expect((even.max()! - even.min()!) / even.max()! < 1e-4)
    let uneven = stepLengths(chord)
    #expect((uneven.max()! - uneven.min()!) / uneven.max()! > 1e-2)
    #expect(arc.value(at: 0) == [0, 0] && arc.value(at: 1) == [0, 100])
  }
}
