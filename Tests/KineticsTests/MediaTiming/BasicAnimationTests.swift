import Kinetics
import Testing

/// The seven from/to/by cases of CABasicAnimation's documentation, additive and cumulative.
@Suite struct BasicAnimationTests {
  let timing = try! MediaTiming(duration: 1)

  @Test func resolvesTheSevenDocumentedCases() throws {
    let current: [Double] = [10, 20]
    let previous: [Double] = [1, 2]
    let cases: [([Double]?, [Double]?, [Double]?, [Double], [Double])] = [
      ([0, 0], [4, 8], nil, [0, 0], [4, 8]),  // 1 from, to
      ([0, 0], nil, [3, 3], [0, 0], [3, 3]),  // 2 from, by
      (nil, [4, 8], [1, 2], [3, 6], [4, 8]),  // 3 by, to
      ([0, 0], nil, nil, [0, 0], [10, 20]),  // 4 from: to the current value
      (nil, [4, 8], nil, [10, 20], [4, 8]),  // 5 to: from the current value
      (nil, nil, [1, 1], [10, 20], [11, 21]),  // 6 by: current → current + by
      (nil, nil, nil, [1, 2], [10, 20]),  // 7 none: previous → current
    ]
    for (from, to, by, expectedFrom, expectedTo) in cases {
      let animation = try BasicAnimation(fromValue: from, toValue: to, byValue: by, timing: timing)
      let endpoints = animation.endpoints(underlying: current, previous: previous)
      #expect(endpoints.from == expectedFrom && endpoints.to == expectedTo)
    }
  }

  @Test func rejectsAllThreeValuesAndMismatchedDimensions() {
    #expect(throws: BasicAnimationError.fromToAndBySet) {
      try BasicAnimation(fromValue: [0], toValue: [1], byValue: [1], timing: timing)
    }
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "toValue", expected: 2, actual: 1)) {
      try BasicAnimation(fromValue: [0, 0], toValue: [1], timing: timing)
    }
    #expect(throws: BasicAnimationError.nonFiniteValue(name: "byValue", index: 0)) {
      try BasicAnimation(byValue: [.nan], timing: timing)
    }
    let animation = try! BasicAnimation(toValue: [1, 2, 3], timing: timing)
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "animation value", expected: 2, actual: 3)) {
      try AnimatedProperty(modelValue: [0, 0], animations: [animation])
    }
  }

  @Test func everyAnimationOfAPropertyIsCheckedAgainstTheModelValue() throws {
    let matching = try BasicAnimation(toValue: [1, 2], timing: timing)
    let mismatched = try BasicAnimation(fromValue: [1, 2, 3], timing: timing)
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "animation value", expected: 2, actual: 3)) {
      try AnimatedProperty(modelValue: [0, 0], animations: [matching, matching, mismatched, matching])
    }
    let property = try AnimatedProperty(modelValue: [0, 0], animations: [matching, matching])
    #expect(property.animations.count == 2)
  }

  @Test func anAnimationIsOneReferenceSoAnExistentialHoldsItWithoutABox() {
    // An existential's inline buffer holds three words; an animation of one reference is stored
    // in it, and a copy is one retain (bench row media-timing/animated-property-construct).
    #expect(MemoryLayout<BasicAnimation<[Double]>>.size == MemoryLayout<AnyObject>.size)
    #expect(MemoryLayout<BasicAnimation<Transform3D>>.size == MemoryLayout<AnyObject>.size)
  }

  @Test func interpolatesWithTheTimingFunctionAndHitsEndpointsExactly() throws {
    let animation = try BasicAnimation(
      fromValue: [0.1], toValue: [0.7], timing: try MediaTiming(duration: 2, fillMode: .forwards),
      timingFunction: CubicBezierTimingCurve.easeIn)
    #expect(try animation.value(atParentTime: 0, underlying: [5]) == [0.1])
    #expect(try animation.value(atParentTime: 2, underlying: [5]) == [0.7])
    #expect(try animation.value(atParentTime: -1, underlying: [5]) == nil)
    // easeIn at 0.5 is below linear: the value is below the midpoint 0.4.
    #expect(try animation.value(atParentTime: 1, underlying: [5])![0] < 0.4)
  }

  @Test func additiveAnimationAddsToTheModelValue() throws {
    let shake = try BasicAnimation(
      fromValue: [-10], toValue: [10], timing: try MediaTiming(duration: 1), isAdditive: true)
    let property = try AnimatedProperty(modelValue: [100], animations: [shake])
    #expect(try property.presentationValue(at: 0.25) == [95])
    #expect(try property.presentationValue(at: 2) == [100])
  }

  @Test func cumulativeRepetitionsBuildOnThePreviousEndValue() throws {
    let step = try BasicAnimation(
      fromValue: [0], toValue: [90], timing: try MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards),
      isCumulative: true)
    #expect(try step.value(atParentTime: 0.5, underlying: [0]) == [45])
    #expect(try step.value(atParentTime: 1.5, underlying: [0]) == [135])
    #expect(try step.value(atParentTime: 2.5, underlying: [0]) == [225])
    #expect(try step.value(atParentTime: 3, underlying: [0]) == [270])
  }

  @Test func laterAnimationsReplaceAndAdditiveOnesAdd() throws {
    let first = try BasicAnimation(fromValue: [0], toValue: [10], timing: try MediaTiming(duration: 1))
    let second = try BasicAnimation(toValue: [50], timing: try MediaTiming(beginTime: 0.5, duration: 1))
    let nudge = try BasicAnimation(byValue: [4], timing: try MediaTiming(duration: 2), isAdditive: true)
    let property = try AnimatedProperty(modelValue: [100], animations: [first, second, nudge])
    // t = 0.25: first shows 2.5; second not begun; nudge adds 4·0.125.
    #expect(try property.presentationValue(at: 0.25) == [3])
    // t = 1: first done; second from the value under it (100) halfway to 50; nudge adds 2.
    #expect(try property.presentationValue(at: 1) == [77])
    // t = 3: everything removed.
    #expect(try property.presentationValue(at: 3) == [100])
  }
}
