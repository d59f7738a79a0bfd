import Kinetics
import Testing

@Suite struct KeyframeTrackValidationTests {
  @Test func rejectsEmptyAndRaggedValues() {
    #expect(throws: KeyframeTrackError.noValues) {
      try KeyframeTrack(values: [])
    }
    #expect(throws: KeyframeTrackError.zeroDimension) {
      try KeyframeTrack(values: [[]])
    }
    #expect(throws: KeyframeTrackError.inconsistentDimension(index: 1, expected: 2, actual: 1)) {
      try KeyframeTrack(values: [[1, 2], [3]])
    }
    #expect(throws: KeyframeTrackError.flatValueCountNotMultiple(count: 3, dimension: 2)) {
      try KeyframeTrack(flatValues: [1, 2, 3], dimension: 2)
    }
    #expect(throws: KeyframeTrackError.nonFiniteValue(index: 1, component: 0)) {
      try KeyframeTrack(scalars: [0, .nan])
    }
  }

  @Test func enforcesTheDocumentedKeyTimeRules() {
    #expect(throws: KeyframeTrackError.keyTimeCount(expected: 3, actual: 2)) {
      try KeyframeTrack(scalars: [0, 1, 2], keyTimes: [0, 1])
    }
    #expect(throws: KeyframeTrackError.keyTimeCount(expected: 3, actual: 2)) {
      try KeyframeTrack(scalars: [0, 1], keyTimes: [0, 1], calculationMode: .discrete)
    }
    #expect(throws: KeyframeTrackError.decreasingKeyTime(index: 2)) {
      try KeyframeTrack(scalars: [0, 1, 2], keyTimes: [0, 0.6, 0.5])
    }
    #expect(throws: KeyframeTrackError.firstKeyTimeNotZero(0.1)) {
      try KeyframeTrack(scalars: [0, 1, 2], keyTimes: [0.1, 0.5, 1])
    }
    #expect(throws: KeyframeTrackError.lastKeyTimeNotOne(0.9)) {
      try KeyframeTrack(scalars: [0, 1, 2], keyTimes: [0, 0.5, 0.9])
    }
    #expect(throws: KeyframeTrackError.nonFiniteKeyTime(index: 1)) {
      try KeyframeTrack(scalars: [0, 1, 2], keyTimes: [0, .infinity, 1])
    }
  }

  @Test func requiresOneTimingFunctionPerSegmentAndOneShapeValuePerKey() {
    #expect(throws: KeyframeTrackError.timingFunctionCount(expected: 2, actual: 1)) {
      try KeyframeTrack(scalars: [0, 1, 2], timingFunctions: [CubicBezierTimingCurve.easeIn])
    }
    #expect(throws: KeyframeTrackError.shapeParameterCount(name: "tension", expected: 3, actual: 2)) {
      try KeyframeTrack(scalars: [0, 1, 2], calculationMode: .cubic, tension: [0, 0])
    }
    #expect(throws: KeyframeTrackError.nonFiniteShapeParameter(name: "bias", index: 1)) {
      try KeyframeTrack(scalars: [0, 1, 2], calculationMode: .cubic, bias: [0, .nan, 0])
    }
  }

  @Test func pacedModesIgnoreKeyTimesAndTimingFunctions() throws {
    let track = try KeyframeTrack(
      scalars: [0, 1, 3], keyTimes: [0.5], calculationMode: .paced, timingFunctions: [])
    #expect(track.keyTimes == [0, 1.0 / 3, 1])
  }

  @Test func errorsDescribeThemselvesInOneLine() {
    let all: [KeyframeTrackError] = [
      .noValues, .zeroDimension, .keyTimeCount(expected: 3, actual: 2), .lastKeyTimeNotOne(0.9),
      .timingFunctionCount(expected: 2, actual: 1), .nonFiniteShapeParameter(name: "bias", index: 1),
    ]
    for error in all {
      #expect(error.description.hasPrefix("keyframes: ") && !error.description.contains("\n"))
    }
  }
}

@Suite struct KeyframeTrackOverflowTests {
  /// Tangents are stored halved, so values near ±1.7e308 whose chords overflow interpolate
  /// (KeyframeFullRangeAccuracyTests); a tension of −1000 makes even the half tangent (1000 times
  /// the half chord) overflow, and the curve itself leaves the range (0.148·m₀ at s = 1/3).
  @Test func cubicModeRejectsValuesWhoseTangentsOverflow() {
    #expect(throws: KeyframeTrackError.cubicTangentOverflow) {
      try KeyframeTrack(scalars: [0, 1.7e308], calculationMode: .cubic, tension: [-1000, -1000])
    }
  }

  @Test func linearModeInterpolatesValuesWhoseDifferenceOverflows() throws {
    let track = try KeyframeTrack(scalars: [-1.7e308, 1.7e308])
    // Reference: the midpoint is exactly 0; tolerance 1 ulp of 1.7e308 (the weighted sum's rounding).
    #expect(abs(track.value(at: 0.5, channel: 0)) <= (1.7e308).ulp)
    #expect(track.values(at: [0.25, 0.5, 0.75, 1], channel: 0).allSatisfy { $0.isFinite })
  }
}
