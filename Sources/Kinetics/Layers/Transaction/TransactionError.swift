/// Why a transaction or a property change was rejected.
public enum TransactionError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
  /// A parameter broke its rule: `animationDuration` NaN or infinite (`finite`) or negative
  /// (`nonNegative`), or the commit time NaN or infinite (`finite`, named `commit time`).
  case parameter(ParameterViolation)
  /// A change's key was empty.
  case emptyKey
  /// A change's old or new value (`name`) was invalid for key `key` (the basic animation's rule:
  /// non-empty, finite, one dimension).
  case invalidValue(key: String, BasicAnimationError)
  /// Changes of `key` had values of different dimensions (`expected`, then `actual`).
  case dimensionChanged(key: String, expected: Int, actual: Int)
  /// A `commit` with no `begin` open (`openTransactions` 0), or `openTransactions` `begin`s left
  /// without a `commit` (``TransactionBuilder``).
  case unbalanced(openTransactions: Int)

  /// A one-line message naming the parameter and the rule it broke.
  public var description: String {
    switch self {
    case .parameter(let violation): return "transaction: \(violation)"
    case .emptyKey: return "transaction: a property change needs a key"
    case .invalidValue(let key, let error): return "transaction: \(key): \(error)"
    case .dimensionChanged(let key, let expected, let actual):
      return "transaction: \(key) changed with \(actual) components after \(expected)"
    case .unbalanced(let open):
      return open == 0
        ? "transaction: commit without a matching begin" : "transaction: \(open) begin without a commit"
    }
  }
}
