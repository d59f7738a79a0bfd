import Kinetics
import KineticsTestSupport
import Testing

/// Media timing for random finite inputs across the whole range of Double (issue 19): the local
/// time is right (against Float80) or `MediaTimingError.localTimeOverflow`, and every state field
/// is finite. Seeded, so a failure repeats.
@Suite struct FullRangeMediaTimingTests {
  /// A positive finite Double over the whole range (a duration).
  static func positive(_ generator: inout SplitMix64) -> Double {
    let value = abs(generator.fullRangeDouble())
    return value > 0 ? value : 1
  }

  static func timing(_ generator: inout SplitMix64) throws -> MediaTiming {
    try MediaTiming(
      beginTime: generator.fullRangeDouble(), duration: positive(&generator), speed: generator.fullRangeDouble(),
      timeOffset: generator.fullRangeDouble(),
      repeatCount: generator.next() % 3 == 0 ? .infinity : abs(generator.fullRangeDouble()),
      autoreverses: generator.next() & 1 == 0, fillMode: [.removed, .forwards, .backwards, .both][Int(generator.next() % 4)])
  }

  /// t − beginTime overflows while the local time is in range: the value, not ±∞ (the state too).
  @Test func localTimeBetweenOppositeExtremesIsExact() throws {
    let timing = try MediaTiming(beginTime: -1e308, duration: 1.5e308, speed: 0.5, timeOffset: -1e308, fillMode: .both)
    #expect(try timing.localTime(atParentTime: 1e308) == 0)
    #expect(timing.state(atParentTime: 1e308).isActive)
    #expect(timing.activeTime(atParentTime: 1e308) == 1e308)
    let fast = try MediaTiming(duration: 1, speed: 1e300)
    #expect(throws: MediaTimingError.localTimeOverflow(parentTime: 1e10)) { try fast.localTime(atParentTime: 1e10) }
    #expect(try TimeSpace(beginTime: -1e308, speed: 0.5).localTime(atParentTime: 1e308) == 1e308)
  }

  /// A layer's time space: the same rule both ways, and the pause/resume recipe.
  @Test func timeSpaceMapsAreRightOrAnOverflowError() throws {
    let space = try TimeSpace(beginTime: 1e308, speed: 0.5)
    // (−1e308 − 0)/0.5 overflows, the parent time −2e308 + 1e308 = −1e308 does not.
    #expect(try space.parentTime(atLocalTime: -1e308) == -1e308)
    let slow = try TimeSpace(speed: 1e-300)
    #expect(throws: MediaTimingError.parentTimeOverflow(localTime: 1e10)) { try slow.parentTime(atLocalTime: 1e10) }
    let fast = try TimeSpace(speed: 1e300)
    #expect(throws: MediaTimingError.localTimeOverflow(parentTime: 1e10)) { try fast.localTime(atParentTime: 1e10) }
    #expect(throws: MediaTimingError.localTimeOverflow(parentTime: 1e10)) { try fast.paused(atParentTime: 1e10) }
    let paused = try TimeSpace(timeOffset: 1e308).paused(atParentTime: 0)
    #expect(throws: MediaTimingError.nonFinite(name: "beginTime", value: -.infinity)) {
      try paused.resumed(atParentTime: -1e308)
    }
    // Through a hierarchy an overflowing layer time is the limit: long after the animation ends.
    let animation = try MediaTiming(duration: 1, fillMode: .forwards)
    let state = TimingHierarchy(ancestors: [.layer(fast)], animation: animation).state(atRootTime: 1e10)
    #expect(state.phase == .after && state.progress == 1)
  }

  @Test func localTimeIsRightOrAnOverflowError() throws {
    var generator = SplitMix64(seed: 31)
    var overflowed = 0
    for _ in 0..<20_000 {
      let timing = try Self.timing(&generator)
      let t = generator.fullRangeDouble()
      let context = "begin \(timing.beginTime) speed \(timing.speed) offset \(timing.timeOffset) at \(t)"
      let state = timing.state(atParentTime: t)
      #expect(state.simpleTime.map(\.isFinite) ?? true, "\(context): \(state)")
      #expect(state.progress.map(\.isFinite) ?? true, "\(context): \(state)")
      #expect(timing.activeTime(atParentTime: t).map(\.isFinite) ?? true, "\(context)")
      #if arch(x86_64)
        let exact = (Float80(t) - Float80(timing.beginTime)) * Float80(timing.speed) + Float80(timing.timeOffset)
        let largest = Float80(Double.greatestFiniteMagnitude)
        do {
          let local = try timing.localTime(atParentTime: t)
          #expect(local.isFinite, "\(context)")
          #expect(abs(exact) <= largest * (1 + 0x1p-40), "\(context): exact \(exact), got \(local)")
          let scale = max(abs(Float80(t)), abs(Float80(timing.beginTime))) * abs(Float80(timing.speed))
            + abs(Float80(timing.timeOffset))
          #expect(abs(Float80(local) - exact) <= scale * 0x1p-50, "\(context): exact \(exact), got \(local)")
        } catch {
          overflowed += 1
          #expect(error == .localTimeOverflow(parentTime: t))
          #expect(abs(exact) >= largest * (1 - 0x1p-40), "\(context): exact \(exact) is in range")
        }
      #endif
    }
    #if arch(x86_64)
      #expect(overflowed > 100, "overflowed \(overflowed)")
    #endif
  }

}
