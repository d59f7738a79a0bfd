/// Builds a ``Transaction`` tree from the calls an app makes, in order — `begin`, the setters,
/// property changes, `commit` — the way `CATransaction` is used (docs/layers.md, "Transaction").
///
/// Calls before any `begin` (and after the last `commit`) belong to the outermost transaction,
/// Core Animation's implicit one. A setter sets the innermost open transaction's setting (the
/// last call wins for the whole transaction: the model's settings are per transaction).
public struct TransactionBuilder: Sendable {
  /// One open transaction.
  private struct Frame: Sendable {
    var duration: Double?
    var timingFunction: (any TimingFunction)?
    var disableActions: Bool?
    var hasCompletion = false
    var items: [Transaction.Item] = []

    func transaction() throws(TransactionError) -> Transaction {
      try Transaction(
        animationDuration: duration, timingFunction: timingFunction, disableActions: disableActions,
        hasCompletion: hasCompletion, items: items)
    }
  }

  /// The open transactions, the outermost first (never empty).
  private var stack = [Frame()]

  /// An empty outermost transaction, nothing open.
  public init() {}

  /// How many `begin`s are open (0: only the outermost transaction).
  public var depth: Int { stack.count - 1 }

  /// `CATransaction.begin()`: opens a transaction nested in the innermost open one.
  public mutating func begin() { stack.append(Frame()) }

  /// `setAnimationDuration(_:)` for the innermost open transaction.
  /// - Throws: ``TransactionError/parameter(_:)`` for a negative, NaN or infinite duration.
  public mutating func setAnimationDuration(_ duration: Double) throws(TransactionError) {
    try TransactionError.require(duration, .finite, .nonNegative, name: "animationDuration")
    stack[stack.count - 1].duration = duration
  }

  /// `setAnimationTimingFunction(_:)` for the innermost open transaction.
  public mutating func setTimingFunction(_ function: any TimingFunction) {
    stack[stack.count - 1].timingFunction = function
  }

  /// `setDisableActions(_:)` for the innermost open transaction.
  public mutating func setDisableActions(_ disable: Bool) { stack[stack.count - 1].disableActions = disable }

  /// `setCompletionBlock(_:)` for the innermost open transaction.
  public mutating func setCompletion() { stack[stack.count - 1].hasCompletion = true }

  /// A property set inside the innermost open transaction.
  public mutating func add(_ change: PropertyChange) { stack[stack.count - 1].items.append(.change(change)) }

  /// `CATransaction.commit()`: closes the innermost open transaction.
  /// - Throws: ``TransactionError/unbalanced(openTransactions:)`` with 0 when no `begin` is open.
  public mutating func commit() throws(TransactionError) {
    guard stack.count > 1 else { throw .unbalanced(openTransactions: 0) }
    let nested = try stack.removeLast().transaction()
    stack[stack.count - 1].items.append(.nested(nested))
  }

  /// The outermost transaction with everything added to it.
  /// - Throws: ``TransactionError/unbalanced(openTransactions:)`` when a `begin` has no `commit`.
  public func transaction() throws(TransactionError) -> Transaction {
    guard stack.count == 1 else { throw .unbalanced(openTransactions: stack.count - 1) }
    return try stack[0].transaction()
  }
}
