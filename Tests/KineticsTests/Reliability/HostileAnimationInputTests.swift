import Kinetics
import Testing

/// Keyframe tracks, media timing, basic animations, colors and transforms fed the hostile inputs of
/// issue 7: each answers with its typed error and the message docs/reliability.md quotes.
@Suite struct HostileAnimationInputTests {
  @Test func keyframeTracksRefuseBadKeyTimesAndValues() {
    let values: [Double] = [0, 1, 2]
    let cases: [([Double], KeyframeCalculationMode, KeyframeTrackError)] = [
      ([0, 1], .linear, .keyTimeCount(expected: 3, actual: 2)),
      ([0, 0.5, 1], .discrete, .keyTimeCount(expected: 4, actual: 3)),
      ([0, 0.7, 0.3], .linear, .decreasingKeyTime(index: 2)),
      ([0.1, 0.5, 1], .cubic, .firstKeyTimeNotZero(0.1)),
      ([0, 0.5, 0.9], .linear, .lastKeyTimeNotOne(0.9)),
      ([0, .nan, 1], .linear, .nonFiniteKeyTime(index: 1)),
      ([0, -.infinity, 1], .linear, .nonFiniteKeyTime(index: 1)),
    ]
    for (keyTimes, mode, error) in cases {
      #expect(throws: error, "\(keyTimes) \(mode)") {
        try KeyframeTrack(scalars: values, keyTimes: keyTimes, calculationMode: mode)
      }
    }
    #expect(throws: KeyframeTrackError.noValues) { try KeyframeTrack(scalars: []) }
    #expect(throws: KeyframeTrackError.nonFiniteValue(index: 1, component: 0)) {
      try KeyframeTrack(scalars: [0, .nan])
    }
    #expect(throws: KeyframeTrackError.zeroDimension) { try KeyframeTrack(flatValues: [1], dimension: 0) }
    #expect(throws: KeyframeTrackError.zeroDimension) { try KeyframeTrack(flatValues: [1], dimension: Int.min) }
    #expect(throws: KeyframeTrackError.flatValueCountNotMultiple(count: 3, dimension: 2)) {
      try KeyframeTrack(flatValues: [1, 2, 3], dimension: 2)
    }
    #expect(throws: KeyframeTrackError.inconsistentDimension(index: 1, expected: 2, actual: 1)) {
      try KeyframeTrack(values: [[0, 0], [1]])
    }
    #expect(throws: KeyframeTrackError.nonFiniteShapeParameter(name: "tension", index: 0)) {
      try KeyframeTrack(scalars: values, calculationMode: .cubic, tension: [.infinity, 0, 0])
    }
    #expect(throws: KeyframeTrackError.shapeParameterCount(name: "bias", expected: 3, actual: 1)) {
      try KeyframeTrack(scalars: values, calculationMode: .cubic, bias: [0])
    }
    #expect(throws: KeyframeTrackError.timingFunctionCount(expected: 2, actual: 1)) {
      try KeyframeTrack(scalars: values, timingFunctions: [CubicBezierTimingCurve.easeIn])
    }
    #expect(
      KeyframeTrackError.decreasingKeyTime(index: 2).description
        == "keyframes: key time 2 is smaller than the one before it")
  }

  @Test func mediaTimingAndAnimationsRefuseBadTiming() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: MediaTimingError.self) {
        try MediaTiming(beginTime: bad, duration: 1)
      }
      #expect(throws: MediaTimingError.self) { try MediaTiming(duration: 1, speed: bad) }
      #expect(throws: MediaTimingError.self) { try MediaTiming(duration: 1, timeOffset: bad) }
      #expect(throws: MediaTimingError.self) { try TimeSpace(beginTime: bad) }
      #expect(throws: MediaTimingError.self) { try RelativeKeyframe(relativeStartTime: bad, relativeDuration: 0.5) }
    }
    #expect(throws: MediaTimingError.nonFinite(name: "duration", value: .infinity)) {
      try MediaTiming(duration: .infinity)
    }
    for duration in [0.0, -1, -0.0] {
      #expect(throws: MediaTimingError.nonPositiveDuration(duration)) { try MediaTiming(duration: duration) }
    }
    #expect(throws: MediaTimingError.parameter(ParameterViolation(name: "repeatCount", value: -1, rule: .nonNegative))) {
      try MediaTiming(duration: 1, repeatCount: -1)
    }
    #expect(throws: MediaTimingError.self) { try MediaTiming(duration: 1, repeatDuration: .nan) }
    #expect(throws: MediaTimingError.repeatCountAndRepeatDuration) {
      try MediaTiming(duration: 1, repeatCount: 2, repeatDuration: 2)
    }
    #expect(throws: MediaTimingError.parameter(
      ParameterViolation(name: "relativeStartTime + relativeDuration", value: 1.5, rule: .within(0...1)))) {
      try RelativeKeyframe(relativeStartTime: 0.75, relativeDuration: 0.75)
    }
    #expect(
      MediaTimingError.nonPositiveDuration(-1).description == "timing: duration must be positive, got -1.0")
  }

  @Test func basicAnimationsRefuseBadValues() throws {
    let timing = try MediaTiming(duration: 1)
    #expect(throws: BasicAnimationError.fromToAndBySet) {
      try BasicAnimation(fromValue: [0], toValue: [1], byValue: [1], timing: timing)
    }
    #expect(throws: BasicAnimationError.emptyValue(name: "fromValue")) {
      try BasicAnimation(fromValue: [], timing: timing)
    }
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "toValue", expected: 2, actual: 1)) {
      try BasicAnimation(fromValue: [0, 0], toValue: [1], timing: timing)
    }
    #expect(throws: BasicAnimationError.nonFiniteValue(name: "byValue", index: 1)) {
      try BasicAnimation(byValue: [0, .nan], timing: timing)
    }
  }

  @Test func colorsAndTransformsRefuseNonFiniteComponents() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: ColorError.self) {
        try RGBAColor(red: 0, green: bad, blue: 0)
      }
      #expect(throws: TransformError.self) { try AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: bad, ty: 0) }
      #expect(throws: TransformError.self) { try AffineTransform(rotationAngle: bad) }
      #expect(throws: TransformError.self) { try Transform3D(scaleX: 1, y: bad, z: 1) }
      #expect(throws: TransformError.self) { try Transform3D(perspectiveDistance: bad) }
    }
    #expect(throws: ColorError.parameter(ParameterViolation(name: "alpha", value: 1.5, rule: .within(0...1)))) { try RGBAColor(red: 0, green: 0, blue: 0, alpha: 1.5) }
    #expect(throws: TransformError.zeroRotationAxis) { try Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) }
    #expect(throws: TransformError.parameter(ParameterViolation(name: "perspective distance", value: 0, rule: .positive))) { try Transform3D(perspectiveDistance: 0) }
    #expect(throws: TransformError.wrongElementCount(expected: 6, actual: 5)) {
      try AffineTransform(elements: [1, 0, 0, 1, 0])
    }
    #expect(throws: TransformError.wrongElementCount(expected: 16, actual: 0)) { try Transform3D(elements: []) }
  }
}
