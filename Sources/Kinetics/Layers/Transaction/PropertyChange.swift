/// One property change made inside a transaction: a layer property (`key`, e.g. "position") set
/// from `oldValue` to `newValue`. Values are vectors of Double, as `BasicAnimation`'s.
public struct PropertyChange: Sendable, Hashable {
  /// The property's key path (any non-empty name; keys are compared as strings).
  public let key: String
  /// The value before the change (the model value the property had).
  public let oldValue: [Double]
  /// The value it was set to.
  public let newValue: [Double]

  /// Creates a change after validating its values.
  /// - Throws: ``TransactionError/emptyKey``; ``TransactionError/invalidValue(key:_:)`` for an
  ///   empty or non-finite value or values of different dimensions.
  public init(key: String, from oldValue: [Double], to newValue: [Double]) throws(TransactionError) {
    guard !key.isEmpty else { throw .emptyKey }
    do {
      try validateValue(oldValue, name: "oldValue", dimension: nil)
      try validateValue(newValue, name: "newValue", dimension: oldValue.count)
    } catch { throw .invalidValue(key: key, error) }
    self.key = key
    self.oldValue = oldValue
    self.newValue = newValue
  }
}
