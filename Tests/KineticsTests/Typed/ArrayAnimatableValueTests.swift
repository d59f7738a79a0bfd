import Kinetics
import KineticsTestSupport
import Testing

/// `[Double]` as an `AnimatableValue` (issue 21): the animations of a run-time dimension give the
/// values of the same animations of a fixed-size vector bit for bit, run the `[Double]` keyframe
/// kernels, and refuse values of different dimensions at construction with typed errors.
@Suite struct ArrayAnimatableValueTests {
  /// The presentation fixture's stack (cumulative from/to, additive by with autoreverse, to-only at
  /// speed 2, the no-value case) and an additive cubic keyframe animation, of `[Double]` and of
  /// `SIMD3<Double>`.
  @Test func arrayAnimationsGiveTheFixedSizeVectorAnimationsBitsForBits() throws {
    let model = [0.5, -2.0, 3.25]
    let previous = [1.0, 0.0, -1.0]
    func vector(_ array: [Double]) -> SIMD3<Double> { SIMD3(array[0], array[1], array[2]) }
    let track = try KeyframeTrack(values: [[0, 1, 2], [3, -1, 0.5], [-2, 4, 1]], calculationMode: .cubic)
    let timing = try MediaTiming(duration: 0.7, repeatCount: 2.5, autoreverses: true, fillMode: .both)
    let curve = CubicBezierTimingCurve.easeInEaseOut
    let arrays = try AnimatedProperty(
      modelValue: model, previousModelValue: previous,
      animations: [
        try BasicAnimation(fromValue: [1, 2, 3], toValue: [-1, 0, 5], timing: timing, isCumulative: true),
        try BasicAnimation(byValue: [0.25, -0.5, -0.0], timing: timing, timingFunction: curve, isAdditive: true),
        try BasicAnimation(toValue: [9, 8, 7], timing: try MediaTiming(duration: 1, speed: 2, fillMode: .forwards)),
        try BasicAnimation(timing: try MediaTiming(beginTime: 0.2, duration: 0.5)),
        KeyframeAnimation(track: track, timing: timing, isAdditive: true, isCumulative: true),
      ])
    let vectors = try AnimatedProperty<SIMD3<Double>>(
      modelValue: vector(model), previousModelValue: vector(previous),
      animations: [
        try BasicAnimation(fromValue: [1, 2, 3], toValue: [-1, 0, 5], timing: timing, isCumulative: true),
        try BasicAnimation(byValue: [0.25, -0.5, -0.0], timing: timing, timingFunction: curve, isAdditive: true),
        try BasicAnimation(toValue: [9, 8, 7], timing: try MediaTiming(duration: 1, speed: 2, fillMode: .forwards)),
        try BasicAnimation(timing: try MediaTiming(beginTime: 0.2, duration: 0.5)),
        KeyframeAnimation(
          track: try TypedKeyframeTrack(values: [[0, 1, 2], [3, -1, 0.5], [-2, 4, 1]], calculationMode: .cubic),
          timing: timing, isAdditive: true, isCumulative: true),
      ])
    for step in -5...60 {
      let t = Double(step) / 20
      let expected = try vectors.presentationValue(at: t)
      let actual = try arrays.presentationValue(at: t)
      #expect(
        actual.map(\.bitPattern) == (0..<3).map { expected[$0].bitPattern }, "t = \(t): \(actual) vs \(expected)")
    }
  }

  @Test func typedArrayTrackRunsTheArrayKernelsInEveryMode() throws {
    let values: [[Double]] = [[0, 1], [3, -1], [-2, 4], [1, 1]]
    for mode in [KeyframeCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
      let reference = try KeyframeTrack(values: values, calculationMode: mode)
      let typed = try TypedKeyframeTrack(values: values, calculationMode: mode)
      #expect(typed.keyTimes == reference.keyTimes)
      for step in 0...40 {
        let u = Double(step) / 40
        #expect(typed.value(at: u).map(\.bitPattern) == reference.value(at: u).map(\.bitPattern), "\(mode) at \(u)")
      }
    }
  }

  @Test func valuesOfDifferentDimensionsAreTypedErrorsAtConstruction() throws {
    let timing = try MediaTiming(duration: 1)
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "toValue", expected: 2, actual: 3)) {
      try BasicAnimation(fromValue: [1, 2], toValue: [1, 2, 3], timing: timing)
    }
    #expect(throws: BasicAnimationError.emptyValue(name: "byValue")) {
      try BasicAnimation<[Double]>(byValue: [], timing: timing)
    }
    #expect(throws: BasicAnimationError.nonFiniteValue(name: "fromValue", index: 1)) {
      try BasicAnimation(fromValue: [1, .nan], timing: timing)
    }
    let animation = try BasicAnimation(fromValue: [1.0, 2.0], timing: timing)
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "animation value", expected: 3, actual: 2)) {
      try AnimatedProperty(modelValue: [0, 0, 0], animations: [animation])
    }
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "previousModelValue", expected: 2, actual: 1)) {
      try AnimatedProperty(modelValue: [0, 0], previousModelValue: [1], animations: [animation])
    }
    let keyframes = KeyframeAnimation(
      track: try TypedKeyframeTrack(values: [[0.0], [1.0]]), timing: timing)
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "animation value", expected: 2, actual: 1)) {
      try AnimatedProperty(modelValue: [0, 0], animations: [keyframes])
    }
    #expect(throws: KeyframeTrackError.inconsistentDimension(index: 1, expected: 2, actual: 1)) {
      try TypedKeyframeTrack(values: [[0.0, 1.0], [2.0]])
    }
    #expect(throws: KeyframeTrackError.zeroDimension) { try TypedKeyframeTrack<[Double]>(values: [[]]) }
  }
}
