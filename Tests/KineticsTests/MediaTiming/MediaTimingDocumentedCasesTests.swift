import Kinetics
import Testing

/// Cases worked out by hand from Apple's CAMediaTiming documentation and Technical Q&A QA1673.
@Suite struct MediaTimingDocumentedCasesTests {
  @Test func autoreverseWithRepeatCountTwoAndAHalfEndsOnTheForwardEnd() throws {
    // 2.5 iterations of forwards+backwards, 1 s each way: F B F B F, active for 5 s.
    let timing = try MediaTiming(duration: 1, repeatCount: 2.5, autoreverses: true, fillMode: .forwards)
    #expect(timing.activeDuration == 5)
    #expect(timing.state(atParentTime: 1.5).progress == 0.5)
    #expect(timing.state(atParentTime: 1.5).isReversing)
    #expect(timing.state(atParentTime: 4.5).iteration == 2)
    let end = timing.state(atParentTime: 5)
    #expect(end.phase == .after && end.progress == 1 && end.iteration == 2 && !end.isReversing)
  }

  @Test func wholeRepeatCountWithAutoreverseEndsAtTheStart() throws {
    let timing = try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    let end = timing.state(atParentTime: 10)
    #expect(end.progress == 0 && end.iteration == 1 && end.isReversing)
  }

  @Test func fillModesDecideWhatShowsBeforeAndAfterTheActiveInterval() throws {
    for fill in FillMode.allCases {
      let timing = try MediaTiming(beginTime: 2, duration: 1, fillMode: fill)
      let before = timing.state(atParentTime: 1)
      let after = timing.state(atParentTime: 3.5)
      #expect(before.phase == .before && after.phase == .after)
      #expect((before.progress == 0) == fill.fillsBackwards && (before.progress == nil) == !fill.fillsBackwards)
      #expect((after.progress == 1) == fill.fillsForwards && (after.progress == nil) == !fill.fillsForwards)
    }
  }

  @Test func activeIntervalIsHalfOpenInParentTime() throws {
    let timing = try MediaTiming(beginTime: 1, duration: 2, speed: 4)
    #expect(timing.activeParentInterval! == (1, 1.5))
    #expect(timing.state(atParentTime: 1).isActive)
    #expect(timing.state(atParentTime: 1.25).progress == 0.5)
    #expect(!timing.state(atParentTime: 1.5).isActive)
  }

  @Test func timeOffsetStartsMidwayAndWrapsAroundForTheFullDuration() throws {
    let timing = try MediaTiming(duration: 1, timeOffset: 0.5)
    #expect(timing.state(atParentTime: 0).progress == 0.5)
    #expect(timing.state(atParentTime: 0.75).progress == 0.25)
    #expect(timing.state(atParentTime: 0.999).isActive)
    #expect(!timing.state(atParentTime: 1).isActive)
  }

  @Test func pauseAndResumeFollowTheLayerRecipe() throws {
    // QA1673: an animation of 10 s on a layer; pause at t = 3, resume at t = 8.
    let animation = try MediaTiming(duration: 10)
    let paused = try TimeSpace.identity.paused(atParentTime: 3)
    #expect(paused.speed == 0 && paused.timeOffset == 3)
    for t in [3.0, 5, 7.9] {
      #expect(TimingHierarchy(ancestors: [.layer(paused)], animation: animation).state(atRootTime: t).progress == 0.3)
    }
    let resumed = try paused.resumed(atParentTime: 8)
    #expect(resumed.speed == 1 && resumed.timeOffset == 0 && resumed.beginTime == 5)
    let running = TimingHierarchy(ancestors: [.layer(resumed)], animation: animation)
    #expect(running.state(atRootTime: 8).progress == 0.3)
    #expect(running.state(atRootTime: 9).progress == 0.4)
    #expect(try resumed.parentTime(atLocalTime: 10) == 15)
    #expect(try paused.parentTime(atLocalTime: 3) == nil)
  }

  @Test func groupsNestToAnyDepthAndClipTheirChildren() throws {
    // Outer group: begins at 1, 4 s, autoreverses once. Inner group: begins 1 s into it, 2 s.
    // Animation: 4 s long, so the inner group cuts it at its half.
    let outer = try MediaTiming(beginTime: 1, duration: 4, autoreverses: true)
    let inner = try MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards)
    let animation = try MediaTiming(duration: 4, fillMode: .both)
    let chain = TimingHierarchy(ancestors: [.group(outer), .group(inner)], animation: animation)
    #expect(chain.state(atRootTime: 0.5).progress == nil)  // before the outer group, removed
    #expect(chain.state(atRootTime: 2.5).progress == 0.125)  // outer 1.5 → inner 0.5 → 0.5 / 4
    #expect(chain.state(atRootTime: 4).progress == 0.5)  // inner filled at its end: 2 / 4
    #expect(chain.state(atRootTime: 4).phase == .after)
    #expect(chain.state(atRootTime: 7.5).progress == 0.125)  // outer reversing: 8 − 6.5 = 1.5 → 0.5
    #expect(chain.state(atRootTime: 8.5).progress == nil)  // outer at 0.5: before the inner group
    #expect(chain.state(atRootTime: 9).progress == nil)  // outer removed after 8 s
    let deep = TimingHierarchy(
      ancestors: Array(repeating: .layer(try TimeSpace(speed: 2)), count: 10), animation: animation)
    #expect(deep.state(atRootTime: 1.0 / 512).progress == 0.5)  // 2¹⁰ × 1/512 = 2 s of 4
  }

  @Test func speedZeroFreezesTheAnimationAtItsOffset() throws {
    let timing = try MediaTiming(beginTime: 100, duration: 2, speed: 0, timeOffset: 0.5)
    for t in [-1e9, 0, 100, 1e9] {
      #expect(timing.state(atParentTime: t).progress == 0.25)
    }
    #expect(timing.activeParentInterval == nil)
  }

  @Test func infiniteRepeatCountsIterationsWithoutEnd() throws {
    let timing = try MediaTiming(duration: 0.5, repeatCount: .infinity)
    #expect(timing.state(atParentTime: 1e6 + 0.25).iteration == 2_000_000)
    #expect(timing.state(atParentTime: 1e300).iteration == Int.max)
  }

  @Test func rejectsInvalidParameters() {
    #expect(throws: MediaTimingError.nonPositiveDuration(0)) { try MediaTiming(duration: 0) }
    #expect(throws: MediaTimingError.nonFinite(name: "speed", value: .infinity)) {
      try MediaTiming(duration: 1, speed: .infinity)
    }
    #expect(throws: MediaTimingError.parameter(ParameterViolation(name: "repeatCount", value: -1, rule: .nonNegative))) {
      try MediaTiming(duration: 1, repeatCount: -1)
    }
    #expect(throws: MediaTimingError.repeatCountAndRepeatDuration) {
      try MediaTiming(duration: 1, repeatCount: 2, repeatDuration: 3)
    }
    #expect(throws: MediaTimingError.self) { try MediaTiming(duration: 1, repeatDuration: .nan) }
    #expect(throws: MediaTimingError.self) { try TimeSpace(timeOffset: .nan) }
  }
}

@Suite struct MediaTimingExtremeTimeTests {
  @Test func extremeTimesNeverProduceNaN() throws {
    let timings = [
      try MediaTiming(beginTime: -1.7e308, duration: 1, speed: 10, timeOffset: 1e308, repeatCount: .infinity),
      try MediaTiming(beginTime: -1.7e308, duration: 1, speed: 0, fillMode: .both),
      try MediaTiming(beginTime: 1.7e308, duration: 1e-300, speed: -3, repeatDuration: 1e300, autoreverses: true, fillMode: .both),
    ]
    for timing in timings {
      for t in [-Double.greatestFiniteMagnitude, -1, 0, 1e300, .greatestFiniteMagnitude] {
        let state = timing.state(atParentTime: t)
        if let progress = state.progress { #expect(progress.isFinite && (0...1).contains(progress)) }
      }
    }
  }
}
