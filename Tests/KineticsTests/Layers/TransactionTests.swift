import Kinetics
import Testing

/// CATransaction: the documented default duration, inheritance through nesting, disableActions,
/// one animation per key, and when completion blocks run.
@Suite struct TransactionTests {
  func change(_ key: String, _ old: [Double], _ new: [Double]) -> Transaction.Item {
    .change(try! PropertyChange(key: key, from: old, to: new))
  }

  @Test func anImplicitAnimationLastsAQuarterSecondByDefault() throws {
    let commit = try Transaction(items: [change("opacity", [1], [0])]).commit(at: 10)
    let implicit = try #require(commit.animations.first)
    #expect(commit.animations.count == 1 && commit.immediateKeys.isEmpty)
    #expect(implicit.key == "opacity" && implicit.transactionPath == [])
    #expect(implicit.animation.timing.beginTime == 10 && implicit.animation.timing.duration == 0.25)
    #expect(implicit.endTime == 10.25)
    #expect(implicit.animation.fromValue == [1] && implicit.animation.toValue == nil)
    #expect(implicit.modelValue == [0])
    // The default timing function is the system default curve (0.25, 0.1, 0.25, 1).
    let curve = try #require(implicit.animation.timingFunction as? CubicBezierTimingCurve)
    #expect(curve == .default)
    // It runs from the old value to the model value underneath.
    #expect(try implicit.animation.value(atParentTime: 10, underlying: [0]) == [1])
    let halfway = try #require(try implicit.animation.value(atParentTime: 10.125, underlying: [0]))
    #expect(abs(halfway[0] - (1 - CubicBezierTimingCurve.default.progress(at: 0.5))) < 1e-15)
  }

  @Test func nestedTransactionsInheritAndOverrideSettings() throws {
    let outer = try Transaction(
      animationDuration: 1, timingFunction: CubicBezierTimingCurve.linear,
      items: [
        change("a", [0], [1]),
        .nested(try Transaction(items: [change("b", [0], [1])])),
        .nested(try Transaction(animationDuration: 0.5, items: [change("c", [0, 0], [2, 3])])),
      ])
    let commit = try outer.commit(at: 0)
    #expect(commit.animations.map(\.key) == ["a", "b", "c"])
    #expect(commit.animations.map(\.animation.timing.duration) == [1, 1, 0.5])
    #expect(commit.animations.map(\.transactionPath) == [[], [0], [1]])
    #expect(commit.animations.allSatisfy { ($0.animation.timingFunction as? CubicBezierTimingCurve) == .linear })
  }

  @Test func disabledActionsChangeValuesAtOnce() throws {
    let outer = try Transaction(
      disableActions: true,
      items: [
        change("bounds", [0, 0], [10, 10]),
        .nested(try Transaction(items: [change("opacity", [1], [0.5])])),
        .nested(try Transaction(disableActions: false, items: [change("position", [0, 0], [5, 5])])),
        .nested(try Transaction(animationDuration: 0, disableActions: false, items: [change("zPosition", [0], [1])])),
      ])
    let commit = try outer.commit(at: 3)
    #expect(commit.immediateKeys == ["bounds", "opacity", "zPosition"])
    #expect(commit.animations.map(\.key) == ["position"])
  }

  @Test func aKeySetTwiceAnimatesOnceFromItsFirstValueToItsLast() throws {
    let outer = try Transaction(
      animationDuration: 1,
      items: [
        change("position", [0, 0], [10, 0]),
        .nested(try Transaction(animationDuration: 0.5, items: [change("position", [10, 0], [20, 5])])),
        .nested(try Transaction(disableActions: true, items: [change("position", [20, 5], [30, 5])])),
      ])
    let commit = try outer.commit(at: 0)
    let implicit = try #require(commit.animations.first)
    #expect(commit.animations.count == 1)
    #expect(implicit.animation.fromValue == [0, 0] && implicit.modelValue == [30, 5])
    #expect(implicit.animation.timing.duration == 0.5 && implicit.transactionPath == [0])
  }

  @Test func completionRunsWhenTheLastAnimationOfItsTransactionEnds() throws {
    let outer = try Transaction(
      animationDuration: 1, hasCompletion: true,
      items: [
        change("opacity", [1], [0]),
        .nested(try Transaction(animationDuration: 2, hasCompletion: true, items: [change("position", [0], [1])])),
        .nested(try Transaction(disableActions: true, hasCompletion: true, items: [change("bounds", [0], [1])])),
        .nested(try Transaction(animationDuration: 3, hasCompletion: true, items: [change("color", [0], [1])])),
        .nested(try Transaction(animationDuration: 0.5, items: [change("color", [1], [2])])),
      ])
    let commit = try outer.commit(at: 5)
    let times = Dictionary(uniqueKeysWithValues: commit.completions.map { ($0.transactionPath, $0.time) })
    // The outer one waits for its nested animations too: the longest ends at 5 + 2.
    #expect(times[[]] == 7)
    #expect(times[[0]] == 7)
    // No animations: immediately, at the commit.
    #expect(times[[1]] == 5)
    // Its animation of "color" was replaced by transaction [3]'s: nothing left to wait for.
    #expect(times[[2]] == 5)
    #expect(commit.completions.map(\.transactionPath) == [[], [0], [1], [2]])
  }

  @Test func rejectsInvalidInput() {
    #expect(throws: TransactionError.parameter(ParameterViolation(name: "animationDuration", value: -1, rule: .nonNegative))) { try Transaction(animationDuration: -1, items: []) }
    #expect(throws: TransactionError.nonFinite(name: "animationDuration", value: .infinity)) { try Transaction(animationDuration: .infinity, items: []) }
    #expect(throws: TransactionError.emptyKey) { try PropertyChange(key: "", from: [0], to: [1]) }
    #expect(throws: TransactionError.self) { try PropertyChange(key: "a", from: [0], to: [.nan]) }
    #expect(throws: TransactionError.self) { try PropertyChange(key: "a", from: [0], to: [1, 2]) }
    #expect(throws: TransactionError.self) { try Transaction(items: []).commit(at: .nan) }
    #expect(throws: TransactionError.nonFinite(name: "commit time", value: .infinity)) { try Transaction(items: []).commit(at: .infinity) }
    #expect(throws: TransactionError.dimensionChanged(key: "a", expected: 1, actual: 2)) {
      try Transaction(items: [
        .change(try PropertyChange(key: "a", from: [0], to: [1])), .change(try PropertyChange(key: "a", from: [1, 1], to: [2, 2])),
      ]).commit(at: 0)
    }
  }
}
