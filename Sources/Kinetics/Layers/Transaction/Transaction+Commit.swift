/// An implicit animation that a committed transaction adds: a `BasicAnimation` of one key.
public struct ImplicitAnimation: Sendable {
  /// The property animated.
  public let key: String
  /// The animation: fromValue the key's value before the transaction's first change of it, no
  /// toValue (it runs to the model value underneath, the last new value, as Core Animation's
  /// default action does), beginning at the commit time, with the duration and timing function of
  /// the transaction in which the key was last set with actions enabled.
  public let animation: BasicAnimation<[Double]>
  /// The last value set: the model value the animation runs to.
  public let modelValue: [Double]
  /// The transaction that added it, as the index path of nested transactions from the outermost
  /// ([] is the outermost; [1, 0] the first transaction nested in the second nested one).
  public let transactionPath: [Int]

  /// When it ends, in parent time: beginTime + duration.
  public var endTime: Double { animation.timing.beginTime + animation.timing.duration }
}

/// What committing a transaction produces.
public struct TransactionCommit: Sendable {
  /// The implicit animations, one per animated key, in the order of each key's first change.
  public let animations: [ImplicitAnimation]
  /// The keys whose new value shows at once (every change of them made with actions disabled or a
  /// zero duration), in the order of their first change.
  public let immediateKeys: [String]
  /// For every transaction with a completion block, its index path and the time the block runs.
  public let completions: [(transactionPath: [Int], time: Double)]
}

extension Transaction {
  /// The implicit animations and completion times of this transaction committed at `time`.
  ///
  /// Rules (docs/layers.md, "Transaction"):
  /// - Settings resolve from the inside out: a transaction's own setting, else the enclosing one's,
  ///   else the defaults (0.25 s, actions enabled, ``defaultTimingFunction``).
  /// - A change animates when its transaction's resolved disableActions is false and its duration
  ///   is > 0. Each key gets at most one animation: the last animated change of it replaces the
  ///   earlier ones (Core Animation replaces the animation for the key), from the key's value
  ///   before its first change (the presentation value, nothing having been committed yet) to its
  ///   last new value, with the settings of that last animated change's transaction. A key with
  ///   no animated change shows its last value at once.
  /// - Every animation begins at the commit time: Core Animation adds them when the outermost
  ///   transaction commits.
  /// - A completion block runs when the last animation added by its transaction or any
  ///   transaction nested in it ends (an animation replaced by a later one does not count); with no
  ///   such animation it runs at the commit time, as Apple documents ("immediately").
  /// - Throws: ``TransactionError/parameter(_:)`` for a NaN or infinite time;
  ///   ``TransactionError/dimensionChanged(key:expected:actual:)`` when a key changes dimension.
  /// - Complexity: O(changes + transactions).
  public func commit(at time: Double) throws(TransactionError) -> TransactionCommit {
    let parts = try commitParts(at: time, timingCompletions: true) { key, _ in key }
    return TransactionCommit(animations: parts.animations, immediateKeys: parts.immediate, completions: parts.completions)
  }

  /// `commit(at:)` with each key shown at once given with its values: `from` its value before its
  /// first change (that change's old value), `to` its last new value (the changes' own arrays, not
  /// copied), and no completions. For the C API, which answers those values without walking the
  /// tree again, and times the completion blocks on its own tree of the script's transactions (by
  /// the rule of `commit(at:)`, from the animations' `transactionPath`s), so that no path-keyed
  /// map is built for them.
  /// - Throws: as `commit(at:)`.
  package func commitWithImmediateValues(at time: Double) throws(TransactionError) -> (
    animations: [ImplicitAnimation], immediate: [(key: String, from: [Double], to: [Double])]
  ) {
    let parts = try commitParts(at: time, timingCompletions: false) { key, record in (key, record.first, record.last) }
    return (parts.animations, parts.immediate)
  }

  /// The body of both commits: `immediate` makes the entry of a key shown at once from its name
  /// and record (inlined into each, so neither pays for the other's entries); the completions are
  /// timed only when `timingCompletions` (else empty).
  @inline(__always)
  private func commitParts<Immediate>(
    at time: Double, timingCompletions: Bool, immediate makeImmediate: (String, CommitState.Record) -> Immediate
  )
    throws(TransactionError) -> (
      animations: [ImplicitAnimation], immediate: [Immediate], completions: [(transactionPath: [Int], time: Double)]
    )
  {
    try TransactionError.require(time, .finite, name: "commit time")
    var state = CommitState(collectsCompletions: timingCompletions)
    try state.walk(
      self, path: [], duration: Self.defaultAnimationDuration, timingFunction: Self.defaultTimingFunction,
      disableActions: false)
    var animations: [ImplicitAnimation] = []
    var immediate: [Immediate] = []
    var latestEnd: [[Int]: Double] = [:]
    for key in state.order {
      let record = state.records[key]!
      guard let settings = record.animated else {
        immediate.append(makeImmediate(key, record))
        continue
      }
      let timing: MediaTiming
      let animation: BasicAnimation<[Double]>
      do {
        timing = try MediaTiming(beginTime: time, duration: settings.duration)
        animation = try BasicAnimation(fromValue: record.first, timing: timing, timingFunction: settings.timingFunction)
      } catch {
        // Unreachable for validated input (a duration > 0 and finite values); kept typed.
        throw .parameter(ParameterViolation(name: "animationDuration", value: settings.duration, rule: .positive))
      }
      let implicit = ImplicitAnimation(key: key, animation: animation, modelValue: record.last, transactionPath: settings.path)
      animations.append(implicit)
      guard timingCompletions else { continue }
      // The animation counts for its transaction and every enclosing one.
      for depth in 0...settings.path.count {
        let prefix = Array(settings.path.prefix(depth))
        latestEnd[prefix] = max(latestEnd[prefix] ?? -.infinity, implicit.endTime)
      }
    }
    guard timingCompletions else { return (animations, immediate, []) }
    let completions = state.completionPaths.map { path in (transactionPath: path, time: latestEnd[path] ?? time) }
    return (animations, immediate, completions)
  }
}

/// The walk over a transaction tree: per key, its first old value, its last new value and the
/// settings of its last animated change.
private struct CommitState {
  struct Settings {
    let duration: Double
    let timingFunction: any TimingFunction
    let path: [Int]
  }
  struct Record {
    let first: [Double]
    var last: [Double]
    var animated: Settings?
  }

  var records: [String: Record] = [:]
  var order: [String] = []
  /// The index paths of the transactions with a completion block, in walk order (depth first);
  /// left empty unless `collectsCompletions`.
  var completionPaths: [[Int]] = []
  let collectsCompletions: Bool

  mutating func walk(
    _ transaction: Transaction, path: [Int], duration inheritedDuration: Double,
    timingFunction inheritedTimingFunction: any TimingFunction, disableActions inheritedDisable: Bool
  ) throws(TransactionError) {
    let duration = transaction.animationDuration ?? inheritedDuration
    let timingFunction = transaction.timingFunction ?? inheritedTimingFunction
    let disableActions = transaction.disableActions ?? inheritedDisable
    if collectsCompletions && transaction.hasCompletion { completionPaths.append(path) }
    var nestedIndex = 0
    for item in transaction.items {
      switch item {
      case .change(let change):
        if records[change.key] == nil {
          order.append(change.key)
          records[change.key] = Record(first: change.oldValue, last: change.newValue, animated: nil)
        }
        var record = records[change.key]!
        guard change.newValue.count == record.first.count else {
          throw .dimensionChanged(key: change.key, expected: record.first.count, actual: change.newValue.count)
        }
        record.last = change.newValue
        if !disableActions && duration > 0 {
          record.animated = Settings(duration: duration, timingFunction: timingFunction, path: path)
        }
        records[change.key] = record
      case .nested(let nested):
        try walk(
          nested, path: path + [nestedIndex], duration: duration, timingFunction: timingFunction,
          disableActions: disableActions)
        nestedIndex += 1
      }
    }
  }
}
