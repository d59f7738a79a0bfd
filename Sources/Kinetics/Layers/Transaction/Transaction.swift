/// A `CATransaction`: settings, the property changes made inside it and the transactions nested
/// in it, in the order they happened (docs/layers.md, "Transaction").
///
/// Each setting is nil to inherit the enclosing transaction's (the outermost one's defaults:
/// `animationDuration` 0.25 s as Apple documents, actions enabled, and the timing function
/// ``defaultTimingFunction``). `commit(at:)` turns the tree into the implicit animations Core
/// Animation would add and the time each completion block runs.
public struct Transaction: Sendable {
  /// What happened inside a transaction, in order.
  public enum Item: Sendable {
    /// A property was set.
    case change(PropertyChange)
    /// A nested transaction (begin … commit) ran.
    case nested(Transaction)
  }

  /// `setAnimationDuration`: the duration of the implicit animations, seconds; nil inherits.
  public let animationDuration: Double?
  /// `setAnimationTimingFunction`: the implicit animations' timing function; nil inherits.
  public let timingFunction: (any TimingFunction)?
  /// `setDisableActions`: true suppresses implicit animations (the values change at once); nil inherits.
  public let disableActions: Bool?
  /// Whether a completion block was set (`setCompletionBlock`).
  public let hasCompletion: Bool
  /// The changes and nested transactions, in order.
  public let items: [Item]

  /// The outermost transaction's animation duration, 0.25 s (Apple's documented default).
  public static let defaultAnimationDuration = 0.25
  /// The timing function of implicit animations when no transaction sets one: the model takes
  /// Core Animation's system default curve, `CubicBezierTimingCurve.default` (0.25, 0.1, 0.25, 1)
  /// (Apple documents the transaction's default as nil and leaves the curve it then uses open).
  public static let defaultTimingFunction: any TimingFunction = CubicBezierTimingCurve.default

  /// Creates a transaction after validating its duration.
  /// - Throws: ``TransactionError/parameter(_:)`` for a negative, NaN or infinite duration.
  public init(
    animationDuration: Double? = nil, timingFunction: (any TimingFunction)? = nil, disableActions: Bool? = nil,
    hasCompletion: Bool = false, items: [Item]
  ) throws(TransactionError) {
    if let animationDuration {
      try TransactionError.require(animationDuration, .finite, .nonNegative, name: "animationDuration")
    }
    self.animationDuration = animationDuration
    self.timingFunction = timingFunction
    self.disableActions = disableActions
    self.hasCompletion = hasCompletion
    self.items = items
  }
}
