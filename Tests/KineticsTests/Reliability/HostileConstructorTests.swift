import Kinetics
import Testing

/// Every public constructor of springs, timing functions, keyframes, media timing and interpolation
/// fed the hostile inputs of issue 7: each answers with its typed error, and the message is the one
/// docs/reliability.md quotes (one line, naming the parameter and the value).
@Suite struct HostileConstructorTests {
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  @Test func everySpringParameterizationRefusesNonFiniteInput() {
    for bad in Self.nonFinite {
      #expect(throws: SpringError.self) {
        try Spring(response: bad, dampingRatio: 0.5)
      }
      #expect(throws: SpringError.self) { try Spring(response: 0.5, dampingRatio: bad) }
      #expect(throws: SpringError.self) { try Spring(response: 0.5, dampingRatio: 0.5, mass: bad) }
      #expect(throws: SpringError.self) { try Spring(duration: bad, bounce: 0) }
      #expect(throws: SpringError.self) { try Spring(duration: 0.5, bounce: bad) }
      #expect(throws: SpringError.self) { try Spring(perceptualDuration: bad, bounce: 0) }
      #expect(throws: SpringError.self) { try Spring(uikitDuration: bad, dampingRatio: 0.5) }
      #expect(throws: SpringError.self) { try Spring(uikitDuration: 0.5, dampingRatio: 0.5, initialSpringVelocity: bad) }
    }
  }

  @Test func springParameterizationsRefuseOutOfRangeValuesWithTheirOwnNames() {
    #expect(throws: SpringError.nonFinite(name: "response", value: .infinity)) {
      try Spring(response: .infinity, dampingRatio: 0.5)
    }
    #expect(throws: SpringError.nonFinite(name: "perceptualDuration", value: -.infinity)) {
      try Spring(perceptualDuration: -.infinity, bounce: 0)
    }
    #expect(throws: SpringError.nonPositiveMass(0)) { try Spring(response: 0.5, dampingRatio: 0.5, mass: 0) }
    #expect(throws: SpringError.nonPositiveMass(-1)) { try Spring(response: 0.5, dampingRatio: 0.5, mass: -1) }
    #expect(throws: SpringError.outOfRange(name: "response", value: 0, requirement: "response > 0")) {
      try Spring(response: 0, dampingRatio: 0.5)
    }
    #expect(throws: SpringError.outOfRange(name: "bounce", value: -1, requirement: "-1 < bounce <= 1")) {
      try Spring(duration: 0.5, bounce: -1)
    }
    #expect(throws: SpringError.outOfRange(name: "perceptualDuration", value: -2, requirement: "perceptualDuration > 0")) {
      try Spring(perceptualDuration: -2, bounce: 0)
    }
    #expect(throws: SpringError.outOfRange(name: "dampingRatio", value: 1.5, requirement: "0 <= dampingRatio <= 1")) {
      try Spring(uikitDuration: 0.5, dampingRatio: 1.5)
    }
    #expect(
      SpringError.outOfRange(name: "bounce", value: -1, requirement: "-1 < bounce <= 1").description
        == "spring: bounce must satisfy -1 < bounce <= 1, got -1.0")
  }

  @Test func stepsAndLinearRefuseImpossibleShapes() {
    for count in [0, -1, Int.min] {
      #expect(throws: TimingCurveError.invalidStepCount(count: count, position: .jumpEnd)) {
        try StepsTimingFunction(count: count)
      }
    }
    #expect(throws: TimingCurveError.invalidStepCount(count: 1, position: .jumpNone)) {
      try StepsTimingFunction(count: 1, position: .jumpNone)
    }
    #expect(
      TimingCurveError.invalidStepCount(count: 1, position: .jumpNone).description
        == "steps: the step count must be at least 2 with jump-none, got 1")
    #expect(throws: TimingCurveError.tooFewLinearStops(count: 0)) { try LinearTimingFunction([]) }
    #expect(throws: TimingCurveError.tooFewLinearStops(count: 1)) { try LinearTimingFunction([.init(0)]) }
    #expect(throws: TimingCurveError.nonFinite(name: "stop 2 output", value: .infinity)) {
      try LinearTimingFunction([.init(0), .init(.infinity)])
    }
    #expect(throws: TimingCurveError.self) { try LinearTimingFunction([.init(0, input: .nan), .init(1)]) }
    #expect(throws: TimingCurveError.self) {
      try LinearTimingFunction([.init(0), .init(0.5, input: 0.2, secondInput: -.infinity), .init(1)])
    }
  }

  /// Huge step counts are accepted (nothing is allocated per step) and evaluate without trapping,
  /// except `Int.max` with jump-both, whose count + 1 jumps trapped on overflow in `progress(at:)`
  /// (found by this test): it is now refused.
  @Test func hugeStepCountsEvaluateWithoutTrappingOrAreRefused() throws {
    #expect(throws: TimingCurveError.invalidStepCount(count: Int.max, position: .jumpBoth)) {
      try StepsTimingFunction(count: Int.max, position: .jumpBoth)
    }
    #expect(
      TimingCurveError.invalidStepCount(count: Int.max, position: .jumpBoth).description
        == "steps: the step count must be below 9223372036854775807 with jump-both, got 9223372036854775807")
    for position in StepPosition.allCases {
      let steps = try StepsTimingFunction(count: position == .jumpBoth ? Int.max - 1 : Int.max, position: position)
      for x in [-1e300, -1, 0, 0.5, 1 - 0x1p-53, 1, 1e300] {
        let y = steps.progress(at: x)
        #expect(y.isFinite, "\(position) at \(x)")
        if (0...1).contains(x) { #expect((0...1).contains(y), "\(position) at \(x)") }
      }
    }
  }

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
    for bad in Self.nonFinite {
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
    #expect(throws: MediaTimingError.negativeRepeat(name: "repeatCount", value: -1)) {
      try MediaTiming(duration: 1, repeatCount: -1)
    }
    #expect(throws: MediaTimingError.self) { try MediaTiming(duration: 1, repeatDuration: .nan) }
    #expect(throws: MediaTimingError.repeatCountAndRepeatDuration) {
      try MediaTiming(duration: 1, repeatCount: 2, repeatDuration: 2)
    }
    #expect(throws: MediaTimingError.relativeTimeOutOfRange(name: "relativeStartTime + relativeDuration", value: 1.5)) {
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
    for bad in Self.nonFinite {
      #expect(throws: ColorError.self) {
        try RGBAColor(red: 0, green: bad, blue: 0)
      }
      #expect(throws: TransformError.self) { try AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: bad, ty: 0) }
      #expect(throws: TransformError.self) { try AffineTransform(rotationAngle: bad) }
      #expect(throws: TransformError.self) { try Transform3D(scaleX: 1, y: bad, z: 1) }
      #expect(throws: TransformError.self) { try Transform3D(perspectiveDistance: bad) }
    }
    #expect(throws: ColorError.alphaOutOfRange(1.5)) { try RGBAColor(red: 0, green: 0, blue: 0, alpha: 1.5) }
    #expect(throws: TransformError.zeroRotationAxis) { try Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) }
    #expect(throws: TransformError.nonPositivePerspectiveDistance(0)) { try Transform3D(perspectiveDistance: 0) }
    #expect(throws: TransformError.wrongElementCount(expected: 6, actual: 5)) {
      try AffineTransform(elements: [1, 0, 0, 1, 0])
    }
    #expect(throws: TransformError.wrongElementCount(expected: 16, actual: 0)) { try Transform3D(elements: []) }
  }
}
