import Kinetics
import Testing

@Suite struct UIViewTimingTests {
  @Test func relativeKeyframeRunsWithinItsShareOfTheDuration() throws {
    let keyframe = try RelativeKeyframe(relativeStartTime: 0.25, relativeDuration: 0.5)
    #expect(keyframe.interval(duration: 2, delay: 1) == (1.5, 2.5))
    #expect(keyframe.progress(atOverallFraction: 0.1) == 0)
    #expect(keyframe.progress(atOverallFraction: 0.5) == 0.5)
    #expect(keyframe.progress(atOverallFraction: 0.9) == 1)
    let instant = try RelativeKeyframe(relativeStartTime: 0.5, relativeDuration: 0)
    #expect(instant.progress(atOverallFraction: 0.49) == 0 && instant.progress(atOverallFraction: 0.5) == 1)
  }

  @Test func relativeKeyframesMustEndByOne() throws {
    _ = try RelativeKeyframe(relativeStartTime: 0.7, relativeDuration: 0.3)
    #expect(throws: MediaTimingError.self) { try RelativeKeyframe(relativeStartTime: 0.8, relativeDuration: 0.3) }
    #expect(throws: MediaTimingError.self) { try RelativeKeyframe(relativeStartTime: -0.1, relativeDuration: 0.3) }
    #expect(throws: MediaTimingError.self) { try RelativeKeyframe(relativeStartTime: 0, relativeDuration: .nan) }
  }

  @Test func modifiedRepeatingAnimationJumpsToTheModelValueAfterAWholeAutoreverseCount() throws {
    let animation = try UIViewAnimationTiming(duration: 1, delay: 0.5, repeatCount: 2, autoreverses: true)
    #expect(animation.displayedProgress(at: 0) == 0)  // the delay shows the start (backwards fill)
    #expect(animation.displayedProgress(at: 1.5) == 1)
    #expect(animation.displayedProgress(at: 4.25) == 0.25)  // last backward leg
    #expect(animation.displayedProgress(at: 4.5) == 1)  // removed: the model value shows
  }

  @Test func halfCountAutoreverseEndsOnTheFinalValueWithoutAJump() throws {
    let animation = try UIViewAnimationTiming(duration: 1, repeatCount: 1.5, autoreverses: true)
    #expect(animation.displayedProgress(at: 2.999) > 0.99)
    #expect(animation.displayedProgress(at: 3) == 1)
  }
}
