import Kinetics
import PropertyBased
import Testing

/// A transition is continuous in time and lands exactly on its end state at endProgress
/// (issue 22; docs/transitions.md).
@Suite struct TransitionProperties {
  static let types = TransitionType.allCases
  static let subtypes = TransitionSubtype.allCases

  @Test func reachesExactlyTheEndStateAtEndProgress() throws {
    try reproducibleCheck(
      count: 300, input: Gen<Double>.double(in: 0...1).array(of: 2), Gen<Double>.double(in: 0...4096).array(of: 2),
      Gen<Int>.int(in: 0...15)
    ) { progresses, size, kind in
      let (start, end) = (progresses.min()!, progresses.max()!)
      let (type, subtype) = (Self.types[kind % 4], Self.subtypes[kind / 4])
      let transition = try Transition(
        type: type, subtype: subtype, startProgress: start, endProgress: end,
        timing: try MediaTiming(duration: 0.7, fillMode: .forwards))
      // Filled forwards past the end: the state at f = 1, which must be the frame at endProgress.
      let last = try #require(try transition.frame(atParentTime: 0.7, width: size[0], height: size[1]))
      #expect(last.progress == end)
      #expect(last == (try TransitionFrame(type: type, subtype: subtype, progress: end, width: size[0], height: size[1])))
      let first = try #require(try transition.frame(atParentTime: 0, width: size[0], height: size[1]))
      #expect(first.progress == start)
      if end == 1 {
        // The new content at rest and fully visible.
        #expect(last.new == TransitionContent(x: 0, y: 0, opacity: 1))
      }
    }
  }

  @Test func isContinuousInTime() throws {
    // Lipschitz: |Δoffset| ≤ max(W, H)·|Δp| and |Δp| ≤ |end − start|·L·|Δt|/duration, with L = 1
    // for linear timing; so a step of 1e-9 s moves nothing by more than size·1e-9/duration (+ rounding).
    try reproducibleCheck(
      count: 300, input: Gen<Double>.double(in: 0...1).array(of: 3), Gen<Double>.double(in: 1...2000),
      Gen<Int>.int(in: 0...15)
    ) { numbers, size, kind in
      let (start, end) = (min(numbers[0], numbers[1]), max(numbers[0], numbers[1]))
      let transition = try Transition(
        type: Self.types[kind % 4], subtype: Self.subtypes[kind / 4], startProgress: start, endProgress: end,
        timing: try MediaTiming(duration: 1.5))
      let t = numbers[2] * 1.4
      let step = 1e-9
      let a = try #require(try transition.frame(atParentTime: t, width: size, height: size / 2))
      let b = try #require(try transition.frame(atParentTime: t + step, width: size, height: size / 2))
      let bound = size * step / 1.5 + size * 1e-15
      for (u, v) in [(a.old.x, b.old.x), (a.old.y, b.old.y), (a.new.x, b.new.x), (a.new.y, b.new.y)] {
        #expect(abs(u - v) <= bound)
      }
      #expect(abs(a.old.opacity - b.old.opacity) <= step + 1e-15)
      #expect(abs(a.new.opacity - b.new.opacity) <= step + 1e-15)
    }
  }
}
