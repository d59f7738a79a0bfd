import CKinetics
import Kinetics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// kn_transaction_*: a CATransaction script (begin, setters, changes, commit) committed at a time,
// behind a handle that answers which keys animate, how, and when the completion blocks run
// (kinetics.h, "Layers: transactions"; docs/layers.md, "Transaction").

/// The keys of a committed transaction as C strings, owned by the handle: freed with it.
final class CStringTable: @unchecked Sendable {
  /// One NUL-terminated copy per string, never written after `init`.
  let pointers: [UnsafeMutablePointer<CChar>]
  init(_ strings: [String]) { pointers = strings.map { strdup($0)! } }
  deinit { for pointer in pointers { free(pointer) } }
}

/// What a transaction handle holds: the commit, its keys (animated first), the completions and the
/// op indices that name transactions and timing functions in the C results.
struct TransactionHandleValue: HandleValue {
  static var handleKind: HandleKind { .transaction }

  /// One key of the commit, in the order kn_transaction_key_at gives.
  struct Key: Sendable {
    let name: String
    let from: [Double]
    let to: [Double]
    let animation: ImplicitAnimation?
    let settingsBeginOp: Int64
    let timingFunctionOp: Int64
  }

  let commitTime: Double
  let keys: [Key]
  let names: CStringTable
  let completions: [(beginOp: Int64, time: Double)]
  let finishTime: Double
}

/// The op kinds a script may hold.
private enum TransactionOp {
  case begin, commit, setDuration, setTimingFunction, setDisableActions, setCompletion, change
}
private let transactionOps = CEnumTable<kn_transaction_op_kind, TransactionOp>(
  "op kind",
  [
    (KN_TRANSACTION_BEGIN, .begin), (KN_TRANSACTION_COMMIT, .commit), (KN_TRANSACTION_SET_DURATION, .setDuration),
    (KN_TRANSACTION_SET_TIMING_FUNCTION, .setTimingFunction),
    (KN_TRANSACTION_SET_DISABLE_ACTIONS, .setDisableActions), (KN_TRANSACTION_SET_COMPLETION, .setCompletion),
    (KN_TRANSACTION_CHANGE, .change),
  ])

/// Runs the script `ops` through a `TransactionBuilder`, commits at `commitTime`, and records which
/// op opened each transaction and set each timing function (by transaction path).
func makeTransactionValue(_ ops: UnsafeBufferPointer<kn_transaction_op>, commitTime: Double) throws(CAPIFailure)
  -> TransactionHandleValue
{
  var builder = TransactionBuilder()
  // The path of each open transaction, and how many transactions each has nested so far.
  var openPaths: [[Int]] = [[]]
  var nestedCounts = [0]
  var beginOps: [[Int]: Int64] = [[]: -1]
  var timingOps: [[Int]: Int64] = [:]
  for (index, op) in ops.enumerated() {
    func failure(_ status: kn_status, _ message: String) -> CAPIFailure { CAPIFailure(status, "op \(index): \(message)") }
    let kind = try transactionOps.value(op.kind).mapError { failure($0.status, $0.message) }.get()
    switch kind {
    case .begin:
      let path = openPaths[openPaths.count - 1] + [nestedCounts[nestedCounts.count - 1]]
      nestedCounts[nestedCounts.count - 1] += 1
      openPaths.append(path)
      nestedCounts.append(0)
      beginOps[path] = Int64(index)
      builder.begin()
    case .commit:
      try validated { () throws(TransactionError) in try builder.commit() }.mapError { failure($0.status, $0.message) }.get()
      openPaths.removeLast()
      nestedCounts.removeLast()
    case .setDuration:
      try validated { () throws(TransactionError) in try builder.setAnimationDuration(op.duration) }
        .mapError { failure($0.status, $0.message) }.get()
    case .setTimingFunction:
      guard let pointer = op.timing_function else { throw failure(KN_ERROR_NULL_POINTER, "timing_function is NULL") }
      builder.setTimingFunction(try makeTimingFunction(pointer.pointee).mapError { failure($0.status, $0.message) }.get())
      timingOps[openPaths[openPaths.count - 1]] = Int64(index)
    case .setDisableActions:
      builder.setDisableActions(op.disable_actions != 0)
    case .setCompletion:
      builder.setCompletion()
    case .change:
      guard let keyPointer = op.key else { throw failure(KN_ERROR_NULL_POINTER, "key is NULL") }
      guard let key = String(validatingCString: keyPointer) else { throw failure(KN_ERROR_INVALID_ARGUMENT, "key is not UTF-8") }
      let old = try ArrayArguments.buffer(op.old_value, op.dimension, "old_value").mapError { failure($0.status, $0.message) }.get()
      let new = try ArrayArguments.buffer(op.new_value, op.dimension, "new_value").mapError { failure($0.status, $0.message) }.get()
      let change = try validated { () throws(TransactionError) in try PropertyChange(key: key, from: Array(old), to: Array(new)) }
        .mapError { failure($0.status, $0.message) }.get()
      builder.add(change)
    }
  }
  let transaction = try validated { () throws(TransactionError) in try builder.transaction() }.get()
  let commit = try validated { () throws(TransactionError) in try transaction.commit(at: commitTime) }.get()
  // The first old and last new value of every key, from the changes in order.
  var first: [String: [Double]] = [:]
  var last: [String: [Double]] = [:]
  func collect(_ transaction: Transaction) {
    for item in transaction.items {
      switch item {
      case .change(let change):
        if first[change.key] == nil { first[change.key] = change.oldValue }
        last[change.key] = change.newValue
      case .nested(let nested): collect(nested)
      }
    }
  }
  collect(transaction)
  /// The op that set the timing function a transaction at `path` resolves to, or -1 (the default).
  func timingOp(_ path: [Int]) -> Int64 {
    for depth in stride(from: path.count, through: 0, by: -1) {
      if let op = timingOps[Array(path.prefix(depth))] { return op }
    }
    return -1
  }
  let keys =
    commit.animations.map { animation in
      TransactionHandleValue.Key(
        name: animation.key, from: first[animation.key]!, to: animation.modelValue, animation: animation,
        settingsBeginOp: beginOps[animation.transactionPath]!, timingFunctionOp: timingOp(animation.transactionPath))
    }
    + commit.immediateKeys.map { key in
      TransactionHandleValue.Key(name: key, from: first[key]!, to: last[key]!, animation: nil, settingsBeginOp: -1, timingFunctionOp: -1)
    }
  return TransactionHandleValue(
    commitTime: commitTime, keys: keys, names: CStringTable(keys.map(\.name)),
    completions: commit.completions.map { (beginOps[$0.transactionPath]!, $0.time) },
    finishTime: commit.animations.map(\.endTime).max() ?? commitTime)
}

@_cdecl("kn_transaction_create")
public func kn_transaction_create(
  _ ops: UnsafePointer<kn_transaction_op>?, _ opCount: Int, _ commitTime: Double,
  _ outTransaction: UnsafeMutablePointer<OpaquePointer?>?
) -> kn_status {
  Handle.create("kn_transaction_create", into: outTransaction, "out_transaction") { () throws(CAPIFailure) in
    try makeTransactionValue(try ArrayArguments.buffer(ops, opCount, "ops").get(), commitTime: commitTime)
  }
}

@_cdecl("kn_transaction_destroy")
public func kn_transaction_destroy(_ transaction: OpaquePointer?) -> kn_status {
  Handle.destroy(transaction, as: TransactionHandleValue.self, "kn_transaction_destroy")
}

@_cdecl("kn_transaction_key_count")
public func kn_transaction_key_count(_ transaction: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int>?) -> kn_status {
  Handle.read(transaction, as: TransactionHandleValue.self, "kn_transaction_key_count", "transaction", into: outCount, "out_count") {
    $0.keys.count
  }
}

/// The shared body of the calls that read entry `index` of one of the handle's lists (`what`,
/// `count` of them) into `out`: `out` not NULL, the handle's value and an index in range, or the
/// failure.
@inline(__always)
private func withEntry<Output>(
  _ name: StaticString, _ transaction: OpaquePointer?, _ index: Int, _ what: StaticString,
  count: (TransactionHandleValue) -> Int, into out: UnsafeMutablePointer<Output>?, _ outName: StaticString,
  _ body: (TransactionHandleValue, UnsafeMutablePointer<Output>) -> kn_status
) -> kn_status {
  guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): \(outName) is NULL") }
  return Handle.withValue(transaction, as: TransactionHandleValue.self, name, "transaction") { value in
    guard index >= 0 && index < count(value) else {
      return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): \(what) \(index) is outside 0..<\(count(value))")
    }
    return body(value, out)
  }
}

/// `withEntry` for key `index`, writing to `out`.
@inline(__always)
private func withKey<Output>(
  _ name: StaticString, _ transaction: OpaquePointer?, _ index: Int, into out: UnsafeMutablePointer<Output>?,
  _ outName: StaticString, _ body: (TransactionHandleValue, TransactionHandleValue.Key, UnsafeMutablePointer<Output>) -> kn_status
) -> kn_status {
  withEntry(name, transaction, index, "key", count: { $0.keys.count }, into: out, outName) { body($0, $0.keys[index], $1) }
}

@_cdecl("kn_transaction_key_at")
public func kn_transaction_key_at(
  _ transaction: OpaquePointer?, _ index: Int, _ outKey: UnsafeMutablePointer<kn_transaction_key>?
) -> kn_status {
  withKey("kn_transaction_key_at", transaction, index, into: outKey, "out_key") { value, key, outKey in
    let timing = key.animation?.animation.timing
    outKey.pointee = kn_transaction_key(
      key: UnsafePointer(value.names.pointers[index]), dimension: key.to.count, animated: key.animation == nil ? 0 : 1,
      begin_time: timing?.beginTime ?? value.commitTime, duration: timing?.duration ?? 0,
      end_time: key.animation?.endTime ?? value.commitTime, settings_begin_op: key.settingsBeginOp,
      timing_function_op: key.timingFunctionOp)
    return KN_OK
  }
}

@_cdecl("kn_transaction_key_values")
public func kn_transaction_key_values(
  _ transaction: OpaquePointer?, _ index: Int, _ outFrom: UnsafeMutablePointer<Double>?,
  _ outTo: UnsafeMutablePointer<Double>?, _ dimension: Int
) -> kn_status {
  let name: StaticString = "kn_transaction_key_values"
  guard let outTo else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(name): out_to is NULL") }
  return withKey(name, transaction, index, into: outFrom, "out_from") { _, key, outFrom in
    guard dimension == key.to.count else {
      return LastError.fail(KN_ERROR_SIZE, "\(name): dimension is \(dimension), the key has \(key.to.count)")
    }
    for component in 0..<dimension {
      outFrom[component] = key.from[component]
      outTo[component] = key.to[component]
    }
    return KN_OK
  }
}

@_cdecl("kn_transaction_key_value")
public func kn_transaction_key_value(
  _ transaction: OpaquePointer?, _ index: Int, _ t: Double, _ outValue: UnsafeMutablePointer<Double>?,
  _ dimension: Int, _ outActive: UnsafeMutablePointer<Int32>?
) -> kn_status {
  let name: StaticString = "kn_transaction_key_value"
  guard t.isFinite else { return LastError.fail(KN_ERROR_INVALID_ARGUMENT, "\(name): t must be finite, got \(t)") }
  return withKey(name, transaction, index, into: outValue, "out_value") { _, key, outValue in
    guard dimension == key.to.count else {
      return LastError.fail(KN_ERROR_SIZE, "\(name): dimension is \(dimension), the key has \(key.to.count)")
    }
    let presented: [Double]?
    do {
      presented = try key.animation?.animation.value(atParentTime: t, underlying: key.to)
    } catch {
      return LastError.fail(KN_ERROR_OVERFLOW, "\(name): \(error)")
    }
    let shown = presented ?? key.to
    for component in 0..<dimension { outValue[component] = shown[component] }
    outActive?.pointee = presented == nil ? 0 : 1
    return KN_OK
  }
}

@_cdecl("kn_transaction_completion_count")
public func kn_transaction_completion_count(_ transaction: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int>?)
  -> kn_status
{
  Handle.read(
    transaction, as: TransactionHandleValue.self, "kn_transaction_completion_count", "transaction", into: outCount, "out_count"
  ) { $0.completions.count }
}

@_cdecl("kn_transaction_completion_at")
public func kn_transaction_completion_at(
  _ transaction: OpaquePointer?, _ index: Int, _ outCompletion: UnsafeMutablePointer<kn_transaction_completion>?
) -> kn_status {
  withEntry(
    "kn_transaction_completion_at", transaction, index, "completion", count: { $0.completions.count },
    into: outCompletion, "out_completion"
  ) { value, outCompletion in
    let completion = value.completions[index]
    outCompletion.pointee = kn_transaction_completion(begin_op: completion.beginOp, time: completion.time)
    return KN_OK
  }
}

@_cdecl("kn_transaction_finish_time")
public func kn_transaction_finish_time(_ transaction: OpaquePointer?, _ outTime: UnsafeMutablePointer<Double>?) -> kn_status {
  Handle.read(transaction, as: TransactionHandleValue.self, "kn_transaction_finish_time", "transaction", into: outTime, "out_time") {
    $0.finishTime
  }
}
