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

  /// A `[Double]` animation keeps its values in its own storage class and a fixed-size one in the
  /// generic class: both read back what was set, and give the same endpoints, in the seven cases.
  @Test func arrayAnimationReadsBackItsFieldsLikeAFixedSizeOneInEveryCase() throws {
    let timing = try MediaTiming(duration: 2, repeatCount: 3, fillMode: .both)
    let curve = CubicBezierTimingCurve.easeInEaseOut
    let (a, b) = ([1.0, -2.0, 0.5], [4.0, 8.0, -16.0])
    // The empty array is `[Double]`'s additive identity, the zero vector.
    func vector(_ array: [Double]?) -> SIMD3<Double>? { array.map { $0.isEmpty ? .zero : SIMD3($0[0], $0[1], $0[2]) } }
    let cases: [([Double]?, [Double]?, [Double]?)] = [
      (a, b, nil), (a, nil, b), (nil, a, b), (a, nil, nil), (nil, a, nil), (nil, nil, b), (nil, nil, nil),
    ]
    let (underlying, previous) = ([0.25, 0.5, 0.75], [-1.0, -1.0, 2.0])
    for (index, (from, to, by)) in cases.enumerated() {
      let additive = index % 2 == 0
      let array = try BasicAnimation(
        fromValue: from, toValue: to, byValue: by, timing: timing, timingFunction: curve, isAdditive: additive,
        isCumulative: !additive)
      let fixed = try BasicAnimation(
        fromValue: vector(from), toValue: vector(to), byValue: vector(by), timing: timing, timingFunction: curve,
        isAdditive: additive, isCumulative: !additive)
      #expect(array.fromValue == from && array.toValue == to && array.byValue == by, "case \(index + 1)")
      #expect(array.isAdditive == additive && array.isCumulative == !additive)
      #expect(array.timing.duration == 2 && array.timing.repeatCount == 3)
      #expect(array.timingFunction?.progress(at: 0.3) == curve.progress(at: 0.3))
      #expect(array.dimension == (from ?? to ?? by)?.count)
      let arrayEnds = array.endpoints(underlying: underlying, previous: previous)
      let fixedEnds = fixed.endpoints(underlying: vector(underlying)!, previous: vector(previous))
      #expect(vector(arrayEnds.from) == fixedEnds.from && vector(arrayEnds.to) == fixedEnds.to, "case \(index + 1)")
      for t in stride(from: -0.5, through: 7, by: 0.25) {
        let arrayValue = try array.value(atParentTime: t, underlying: underlying, previous: previous)
        let fixedValue = try fixed.value(atParentTime: t, underlying: vector(underlying)!, previous: vector(previous))
        #expect(vector(arrayValue).map { $0 == fixedValue! } ?? (fixedValue == nil), "case \(index + 1), t = \(t)")
      }
    }
  }

  /// `[Double]` model values are checked for finiteness once (by their shape check), with the
  /// error that names the value and its first non-finite component.
  @Test func nonFiniteArrayModelValuesAreNamedTypedErrors() throws {
    #expect(throws: BasicAnimationError.nonFiniteValue(name: "modelValue", index: 2)) {
      try AnimatedProperty(modelValue: [0, 1, .infinity], animations: [])
    }
    #expect(throws: BasicAnimationError.nonFiniteValue(name: "previousModelValue", index: 0)) {
      try AnimatedProperty(modelValue: [0, 1], previousModelValue: [.nan, 1], animations: [])
    }
    #expect(throws: BasicAnimationError.nonFiniteValue(name: "toValue", index: 1)) {
      try BasicAnimation(fromValue: [0, 1], toValue: [2, -.infinity], timing: try MediaTiming(duration: 1))
    }
  }

  /// A `[Double]` keyframe animation evaluates its ``KeyframeTrack`` directly: the values of the
  /// track itself, bit for bit, in every mode, and cumulative iterations build on them.
  @Test func arrayKeyframeAnimationShowsItsTracksValuesBitForBit() throws {
    let values: [[Double]] = [[0, 1], [3, -1], [-2, 4], [1, 1]]
    let timing = try MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
    for mode in [KeyframeCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
      let track = try KeyframeTrack(values: values, calculationMode: mode)
      let animation = KeyframeAnimation(track: track, timing: timing, isCumulative: true)
      // Dyadic progresses, so that 1 + u and its progress in the second iteration are exact.
      for step in 0..<16 {
        let u = Double(step) / 16
        let shown = try #require(try animation.value(atParentTime: u, underlying: [0, 0]))
        #expect(shown.map(\.bitPattern) == track.value(at: u).map(\.bitPattern), "\(mode) at \(u)")
        let second = try #require(try animation.value(atParentTime: 1 + u, underlying: [0, 0]))
        let change = zip(track.value(at: 1), track.value(at: 0)).map { $0 - $1 }
        #expect(second == zip(track.value(at: u), change).map { $0 + 1 * $1 }, "\(mode) at 1 + \(u)")
      }
    }
  }
}
