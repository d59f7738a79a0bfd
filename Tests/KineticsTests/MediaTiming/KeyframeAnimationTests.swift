import Kinetics
import Testing

@Suite struct KeyframeAnimationTests {
  @Test func cumulativeKeyframeAnimationBuildsOnEachIterationsEnd() throws {
    let track = try KeyframeTrack(scalars: [0, 10, 30])
    let timing = try MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
    let animation = KeyframeAnimation(track: track, timing: timing, isCumulative: true)
    #expect(try animation.value(atParentTime: 0.25, underlying: [7]) == [5])
    #expect(try animation.value(atParentTime: 1.5, underlying: [7]) == [40])  // 10 + 1·30
    #expect(try animation.value(atParentTime: 9, underlying: [7]) == [90])  // filled end: 30 + 2·30
  }

  @Test func keyframeAndBasicAnimationsStackInOrder() throws {
    let wobble = KeyframeAnimation(
      track: try KeyframeTrack(scalars: [0, 4, 0]), timing: try MediaTiming(duration: 2), isAdditive: true)
    let move = try BasicAnimation(fromValue: [0], toValue: [100], timing: try MediaTiming(duration: 4))
    let property = try AnimatedProperty(modelValue: [100], animations: [move, wobble])
    // t = 1: move shows 25, the additive wobble adds its peak 4.
    #expect(try property.presentationValue(at: 1) == [29])
    // t = 3: wobble removed; move shows 75.
    #expect(try property.presentationValue(at: 3) == [75])
  }

  @Test func propertyRejectsAKeyframeAnimationOfAnotherDimension() throws {
    let animation = KeyframeAnimation(track: try KeyframeTrack(values: [[0, 0], [1, 1]]), timing: try MediaTiming(duration: 1))
    #expect(throws: BasicAnimationError.dimensionMismatch(name: "animation value", expected: 1, actual: 2)) {
      try AnimatedProperty(modelValue: [0], animations: [animation])
    }
  }
}
