import CKinetics
import Kinetics

// kn_transaction_*: a CATransaction script (begin, setters, changes, commit) committed at a time,
// behind a handle that answers which keys animate, how, and when the completion blocks run
// (kinetics.h, "Layers: transactions"; docs/layers.md, "Transaction").

/// The keys of a committed transaction as NUL-terminated C strings, back to back in one allocation
/// owned by the handle (freed with it, never written after it is filled, so it may be shared).
struct CStringBuffer: @unchecked Sendable {
  private let storage: ManagedBuffer<Int, CChar>

  /// Room for `size` bytes (the strings' UTF-8 lengths plus one NUL each).
  init(size: Int) { storage = .create(minimumCapacity: size) { _ in size } }

  /// Copies `string` and a NUL to `offset`: call only while filling, before the handle is shared.
  func write(_ string: String, at offset: Int) {
    var string = string
    string.withUTF8 { bytes in
      storage.withUnsafeMutablePointerToElements { start in
        if let source = bytes.baseAddress { UnsafeMutableRawPointer(start + offset).copyMemory(from: source, byteCount: bytes.count) }
        start[offset + bytes.count] = 0
      }
    }
  }

  /// The C string at `offset`: valid while the buffer lives (its elements never move).
  func string(at offset: Int) -> UnsafePointer<CChar> {
    storage.withUnsafeMutablePointerToElements { UnsafePointer($0 + offset) }
  }
}

/// What a transaction handle holds: the commit's animations, its keys (animated first), the
/// completions and the op indices that name transactions and timing functions in the C results.
struct TransactionHandleValue: HandleValue {
  static var handleKind: HandleKind { .transaction }

  /// One key of the commit, in the order kn_transaction_key_at gives.
  struct Key: Sendable {
    /// Where its name starts in `names`.
    let nameOffset: Int
    // Variables: a key shown at once gets its values after the walk that finds them.
    var from: [Double]
    var to: [Double]
    /// Its implicit animation's index in `animations`; -1 for a key shown at once.
    let animationIndex: Int
    let settingsBeginOp: Int64
    let timingFunctionOp: Int64
  }

  let commitTime: Double
  /// The commit's implicit animations, in its order.
  let animations: [ImplicitAnimation]
  let keys: [Key]
  let names: CStringBuffer
  let completions: [(beginOp: Int64, time: Double)]
  let finishTime: Double

  /// Key `key`'s implicit animation, or nil for a key shown at once.
  func animation(of key: Key) -> ImplicitAnimation? { key.animationIndex < 0 ? nil : animations[key.animationIndex] }
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
    builder.setTimingFunction(try makeTimingFunction(pointer.pointee).get())
    tree.setTimingFunction(op: index)
  case KN_TRANSACTION_SET_DISABLE_ACTIONS:
    builder.setDisableActions(op.disable_actions != 0)
  case KN_TRANSACTION_SET_COMPLETION:
    builder.setCompletion()
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
/// the C arrays, the tree of BEGIN ops (on the stack), the keys (one array), their names (one buffer),
/// the completions (one array) and the handle; no path or key is hashed (but for the keys shown at
/// once when there are more than `immediateKeysSearchedInOrder`), and the commit's animations and
/// the values of the keys shown at once (the changes' own arrays) move into the handle uncopied.
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
  let transaction = try validated { () throws(TransactionError) in try builder.transaction() }.get()
  let commit = try validated { () throws(TransactionError) in try transaction.commit(at: commitTime) }.get()
  var nameBytes = 0
  for index in commit.animations.indices { nameBytes += commit.animations[index].key.utf8.count + 1 }
  for key in commit.immediateKeys { nameBytes += key.utf8.count + 1 }
  let names = CStringBuffer(size: nameBytes)
  var keys: [TransactionHandleValue.Key] = []
  keys.reserveCapacity(commit.animations.count + commit.immediateKeys.count)
  var nameOffset = 0
  var finishTime = commitTime
  for index in commit.animations.indices {
    // The animation runs from the key's first old value (its fromValue) to its last new value.
    // Read field by field: no copy of the whole animation.
    let node = tree.node(at: commit.animations[index].transactionPath)
    let modelValue = commit.animations[index].modelValue
    keys.append(
      TransactionHandleValue.Key(
        nameOffset: nameOffset, from: commit.animations[index].animation.fromValue ?? modelValue, to: modelValue,
        animationIndex: index, settingsBeginOp: tree.nodes[node].beginOp, timingFunctionOp: tree.timingOp(of: node)))
    names.write(commit.animations[index].key, at: nameOffset)
    nameOffset += commit.animations[index].key.utf8.count + 1
    let endTime = commit.animations[index].endTime
    finishTime = index == 0 ? endTime : max(finishTime, endTime)
  }
  appendImmediateKeys(commit.immediateKeys, of: transaction, names: names, nameOffset: nameOffset, to: &keys)
  var completions: [(beginOp: Int64, time: Double)] = []
  completions.reserveCapacity(commit.completions.count)
  for completion in commit.completions {
    completions.append((tree.nodes[tree.node(at: completion.transactionPath)].beginOp, completion.time))
  }
  return TransactionHandleValue(
    commitTime: commitTime, animations: commit.animations, keys: keys, names: names, completions: completions,
    finishTime: finishTime)
}

/// Up to this many keys shown at once are found by comparing names in order; more, through a
/// dictionary (so the cost stays O(ops) however many there are).
private let immediateKeysSearchedInOrder = 16

/// Appends the keys a commit shows at once (`immediateKeys`, their names written to `names` from
/// `nameOffset` on), each from its first change's old value to its last change's new value: the
/// arrays of those changes in `transaction` (retained, not copied), found by one walk of its items
/// in the order they ran (the script's order). Keys compare as Swift strings, as the commit grouped
/// them. (Reading the values again from the CHANGE ops cost two arrays per key and a String per op.)
private func appendImmediateKeys(
  _ immediateKeys: [String], of transaction: Transaction, names: CStringBuffer, nameOffset: Int,
  to keys: inout [TransactionHandleValue.Key]
) {
  guard !immediateKeys.isEmpty else { return }
  let first = keys.count
  var offset = nameOffset
  for key in immediateKeys {
    names.write(key, at: offset)
    // Empty values until the walk: a change's values are never empty.
    keys.append(
      TransactionHandleValue.Key(
        nameOffset: offset, from: [], to: [], animationIndex: -1, settingsBeginOp: -1, timingFunctionOp: -1))
    offset += key.utf8.count + 1
  }
  let slots = immediateKeys.count > immediateKeysSearchedInOrder
    ? Dictionary(uniqueKeysWithValues: zip(immediateKeys, immediateKeys.indices)) : nil
  func visit(_ items: [Transaction.Item]) {
    for item in items {
      switch item {
      case .nested(let nested): visit(nested.items)
      case .change(let change):
        var slot: Int?
        if let slots {
          slot = slots[change.key]
        } else {
          for candidate in immediateKeys.indices where immediateKeys[candidate] == change.key {
            slot = candidate
            break
          }
        }
        guard let slot else { continue }
        if keys[first + slot].from.isEmpty { keys[first + slot].from = change.oldValue }
        keys[first + slot].to = change.newValue
      }
    }
  }
  visit(transaction.items)
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
    let animation = value.animation(of: key)
    let timing = animation?.animation.timing
    outKey.pointee = kn_transaction_key(
      key: value.names.string(at: key.nameOffset), dimension: key.to.count, animated: animation == nil ? 0 : 1,
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
  return withKey(name, transaction, index, into: outValue, "out_value") { value, key, outValue in
    guard dimension == key.to.count else {
      return LastError.fail(KN_ERROR_SIZE, "\(name): dimension is \(dimension), the key has \(key.to.count)")
    }
    let presented: [Double]?
    do {
      presented = try value.animation(of: key)?.animation.value(atParentTime: t, underlying: key.to)
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
