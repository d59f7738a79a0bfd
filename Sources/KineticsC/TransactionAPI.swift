import CKinetics
import Kinetics

// kn_transaction_*: a CATransaction script (begin, setters, changes, commit) committed at a time,
// behind a handle that answers which keys animate, how, and when the completion blocks run
// (kinetics.h, "Layers: transactions"; docs/layers.md, "Transaction").

/// What a transaction handle holds: the commit's animations and, in one allocation, its keys
/// (animated first), their names, the values of the keys shown at once and the completions, with the
/// op indices that name transactions and timing functions in the C results.
struct TransactionHandleValue: HandleValue {
  static var handleKind: HandleKind { .transaction }

  typealias Key = TransactionHandleTables.Key

  let commitTime: Double
  let finishTime: Double
  /// The commit's implicit animations, in its order.
  let animations: [ImplicitAnimation]
  let tables: TransactionHandleTables

  /// Key `key`'s implicit animation, or nil for a key shown at once.
  func animation(of key: Key) -> ImplicitAnimation? { key.animationIndex < 0 ? nil : animations[key.animationIndex] }

  /// `body` of key `key`'s value before the transaction and its last value set (the animation's
  /// fromValue and model value for an animated key).
  func withValues<Result>(
    of key: Key, _ body: (_ from: UnsafeBufferPointer<Double>, _ to: UnsafeBufferPointer<Double>) -> Result
  ) -> Result {
    guard key.animationIndex >= 0 else {
      return body(
        tables.values(at: key.valuesOffset, count: key.dimension),
        tables.values(at: key.valuesOffset + key.dimension * MemoryLayout<Double>.stride, count: key.dimension))
    }
    let animation = animations[key.animationIndex]
    return (animation.animation.fromValue ?? animation.modelValue).withUnsafeBufferPointer { from in
      animation.modelValue.withUnsafeBufferPointer { to in body(from, to) }
    }
  }
}

/// Applies op `index` of a script to `builder` and `tree`; a failure's message is the op's alone
/// (the caller names the op).
@inline(__always)
private func apply(
  _ op: kn_transaction_op, at index: Int, to builder: inout TransactionBuilder, _ tree: inout TransactionScriptTree
) throws(CAPIFailure) {
  // A switch on the C values (no table lookup per op); the same message as a CEnumTable's.
  switch op.kind {
  case KN_TRANSACTION_BEGIN:
    builder.begin()
    tree.begin(op: index)
  case KN_TRANSACTION_COMMIT:
    try validated { () throws(TransactionError) in try builder.commit() }.get()
    tree.commit()
  case KN_TRANSACTION_SET_DURATION:
    try validated { () throws(TransactionError) in try builder.setAnimationDuration(op.duration) }.get()
  case KN_TRANSACTION_SET_TIMING_FUNCTION:
    guard let pointer = op.timing_function else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "timing_function is NULL") }
    builder.setTimingFunction(try TransactionTimingFunctions.function(pointer.pointee))
    tree.setTimingFunction(op: index)
  case KN_TRANSACTION_SET_DISABLE_ACTIONS:
    builder.setDisableActions(op.disable_actions != 0)
  case KN_TRANSACTION_SET_COMPLETION:
    builder.setCompletion()
    tree.setCompletion()
  case KN_TRANSACTION_CHANGE:
    guard let keyPointer = op.key else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "key is NULL") }
    guard let key = String(validatingCString: keyPointer) else { throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "key is not UTF-8") }
    let old = try ArrayArguments.buffer(op.old_value, op.dimension, "old_value").get()
    let new = try ArrayArguments.buffer(op.new_value, op.dimension, "new_value").get()
    let change = try validated { () throws(TransactionError) in
      try PropertyChange(key: key, from: Array(old), to: Array(new))
    }.get()
    builder.add(change)
  default:
    throw CAPIFailure(KN_ERROR_INVALID_ARGUMENT, "unknown op kind \(op.kind.rawValue)")
  }
}

/// Runs the script `ops` through a `TransactionBuilder`, commits at `commitTime`, and names each
/// key's transaction and timing function by op index (`TransactionScriptTree`).
///
/// What it adds to building and committing the tree in Swift: the PropertyChange values copied from
/// the C arrays, the tree of BEGIN ops (on the stack), the tables (keys, names, the values of the
/// keys shown at once and completions in one allocation) and the handle; no path or key is hashed,
/// and the commit's animations move into the handle uncopied. The keys shown at once come from the
/// commit with their values (`Transaction.commitWithImmediateValues(at:)`, no second walk); the
/// completion blocks are timed on the tree (a running maximum per transaction, where the Swift
/// commit keeps a map keyed by index path); a named curve set by SET_TIMING_FUNCTION is a shared
/// box (`TransactionTimingFunctions`), not a curve built and boxed per call.
func makeTransactionValue(_ ops: UnsafeBufferPointer<kn_transaction_op>, commitTime: Double) throws(CAPIFailure)
  -> TransactionHandleValue
{
  let beginCount = ops.reduce(0) { $0 + ($1.kind == KN_TRANSACTION_BEGIN ? 1 : 0) }
  return try withUnsafeTemporaryAllocation(of: TransactionScriptTree.Node.self, capacity: beginCount + 1) {
    storage throws(CAPIFailure) in
    var tree = TransactionScriptTree(storage: storage)
    return try makeTransactionValue(ops, commitTime: commitTime, tree: &tree)
  }
}

/// `makeTransactionValue(_:commitTime:)` with the tree of the script's transactions in `tree`.
private func makeTransactionValue(
  _ ops: UnsafeBufferPointer<kn_transaction_op>, commitTime: Double, tree: inout TransactionScriptTree
) throws(CAPIFailure) -> TransactionHandleValue {
  var builder = TransactionBuilder()
  for index in ops.indices {
    do {
      try apply(ops[index], at: index, to: &builder, &tree)
    } catch {
      throw CAPIFailure(error.status, "op \(index): \(error.message)")
    }
  }
  tree.finish()
  let commit = try validated { () throws(TransactionError) in
    try builder.transaction().commitWithImmediateValues(at: commitTime)
  }.get()
  let completionCount = tree.completionCount
  var nameBytes = 0
  var valueCount = 0
  for index in commit.animations.indices { nameBytes += commit.animations[index].key.utf8.count + 1 }
  for index in commit.immediate.indices {
    nameBytes += commit.immediate[index].key.utf8.count + 1
    valueCount += 2 * commit.immediate[index].to.count
  }
  let tables = TransactionHandleTables(
    keyCount: commit.animations.count + commit.immediate.count, completionCount: completionCount,
    valueCount: valueCount, nameBytes: nameBytes)
  var nameOffset = tables.namesStart
  var finishTime = commitTime
  for index in commit.animations.indices {
    // Read field by field: no copy of the whole animation.
    let node = tree.node(at: commit.animations[index].transactionPath)
    tables.setKey(
      TransactionHandleValue.Key(
        nameOffset: nameOffset, dimension: commit.animations[index].modelValue.count, animationIndex: index,
        valuesOffset: -1, settingsBeginOp: tree.nodes[node].beginOp, timingFunctionOp: tree.timingOp(of: node)),
      at: index)
    nameOffset = tables.writeName(commit.animations[index].key, at: nameOffset)
    let endTime = commit.animations[index].endTime
    finishTime = index == 0 ? endTime : max(finishTime, endTime)
    tree.addAnimation(of: node, endingAt: endTime)
  }
  // The keys shown at once, each from its first change's old value to its last change's new value.
  var valuesOffset = tables.valuesStart
  for index in commit.immediate.indices {
    tables.setKey(
      TransactionHandleValue.Key(
        nameOffset: nameOffset, dimension: commit.immediate[index].to.count, animationIndex: -1,
        valuesOffset: valuesOffset, settingsBeginOp: -1, timingFunctionOp: -1),
      at: commit.animations.count + index)
    nameOffset = tables.writeName(commit.immediate[index].key, at: nameOffset)
    valuesOffset = tables.writeValues(commit.immediate[index].from, at: valuesOffset)
    valuesOffset = tables.writeValues(commit.immediate[index].to, at: valuesOffset)
  }
  // The completions in the order of their transactions' BEGINs (the commit's order: depth first).
  var completionIndex = 0
  for node in tree.nodes.indices where tree.nodes[node].hasCompletion {
    tables.setCompletion(
      TransactionHandleTables.Completion(
        beginOp: tree.nodes[node].beginOp, time: tree.nodes[node].completionTime(commitTime: commitTime)),
      at: completionIndex)
    completionIndex += 1
  }
  return TransactionHandleValue(commitTime: commitTime, finishTime: finishTime, animations: commit.animations, tables: tables)
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
    $0.tables.counts.keys
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
  withEntry(name, transaction, index, "key", count: { $0.tables.counts.keys }, into: out, outName) {
    body($0, $0.tables.key(at: index), $1)
  }
}

@_cdecl("kn_transaction_key_at")
public func kn_transaction_key_at(
  _ transaction: OpaquePointer?, _ index: Int, _ outKey: UnsafeMutablePointer<kn_transaction_key>?
) -> kn_status {
  withKey("kn_transaction_key_at", transaction, index, into: outKey, "out_key") { value, key, outKey in
    let animation = value.animation(of: key)
    let timing = animation?.animation.timing
    outKey.pointee = kn_transaction_key(
      key: value.tables.name(at: key.nameOffset), dimension: key.dimension, animated: animation == nil ? 0 : 1,
      begin_time: timing?.beginTime ?? value.commitTime, duration: timing?.duration ?? 0,
      end_time: animation?.endTime ?? value.commitTime, settings_begin_op: key.settingsBeginOp,
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
  return withKey(name, transaction, index, into: outFrom, "out_from") { value, key, outFrom in
    guard dimension == key.dimension else {
      return LastError.fail(KN_ERROR_SIZE, "\(name): dimension is \(dimension), the key has \(key.dimension)")
    }
    value.withValues(of: key) { from, to in
      for component in 0..<dimension {
        outFrom[component] = from[component]
        outTo[component] = to[component]
      }
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
  return withKey(name, transaction, index, into: outValue, "out_value") { value, key, outValue in
    guard dimension == key.dimension else {
      return LastError.fail(KN_ERROR_SIZE, "\(name): dimension is \(dimension), the key has \(key.dimension)")
    }
    guard key.animationIndex >= 0 else {
      // Shown at once: its last value.
      value.withValues(of: key) { _, to in
        for component in 0..<dimension { outValue[component] = to[component] }
      }
      outActive?.pointee = 0
      return KN_OK
    }
    // Read field by field, in place: no copy of the whole implicit animation.
    let modelValue = value.animations[key.animationIndex].modelValue
    let presented: [Double]?
    do {
      presented = try value.animations[key.animationIndex].animation.value(atParentTime: t, underlying: modelValue)
    } catch {
      return LastError.fail(KN_ERROR_OVERFLOW, "\(name): \(error)")
    }
    let shown = presented ?? modelValue
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
  ) { $0.tables.counts.completions }
}

@_cdecl("kn_transaction_completion_at")
public func kn_transaction_completion_at(
  _ transaction: OpaquePointer?, _ index: Int, _ outCompletion: UnsafeMutablePointer<kn_transaction_completion>?
) -> kn_status {
  withEntry(
    "kn_transaction_completion_at", transaction, index, "completion", count: { $0.tables.counts.completions },
    into: outCompletion, "out_completion"
  ) { value, outCompletion in
    let completion = value.tables.completion(at: index)
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
