/// The trivial part of a transaction handle, in one allocation: its keys, its completions, the
/// values of the keys shown at once and the keys' names as NUL-terminated C strings (kinetics.h,
/// "Layers: transactions"). Filled once by the create call, before the handle is shared, and never
/// written after, so it may be shared; its elements never move, so a name's pointer stays valid
/// while the handle lives.
///
/// Layout of the tail, in bytes from its start: the keys, the completions, the values (doubles),
/// the names. Offsets stored in a `Key` count from the tail's start. The keys and completions are
/// read and written as raw bytes; the values and names are bound to `Double` and `CChar` as they are
/// written, since pointers to them are handed out.
struct TransactionHandleTables: @unchecked Sendable {
  /// One key of the commit, in the order kn_transaction_key_at gives: where its C string starts
  /// (`nameOffset`), how many components its values have (`dimension`), its implicit animation's
  /// index in the handle's animations (`animationIndex`; -1 for a key shown at once), where a key
  /// shown at once has its `dimension` from values then its `dimension` to values (`valuesOffset`;
  /// -1 for an animated key, whose animation holds them), and the ops kn_transaction_key_at reports.
  struct Key {
    let nameOffset, dimension, animationIndex, valuesOffset: Int
    let settingsBeginOp, timingFunctionOp: Int64
  }

  /// A completion block: the BEGIN op of its transaction (-1: the outermost) and when it runs.
  struct Completion {
    let beginOp: Int64
    let time: Double
  }

  /// What the header records: the counts and where the values and the names start.
  struct Counts {
    let keys: Int
    let completions: Int
    let valuesStart: Int
    let namesStart: Int
  }

  private let storage: ManagedBuffer<Counts, UInt64>

  /// Room for `keyCount` keys, `completionCount` completions, `valueCount` doubles and
  /// `nameBytes` bytes of names (their UTF-8 lengths plus one NUL each), all uninitialized.
  init(keyCount: Int, completionCount: Int, valueCount: Int, nameBytes: Int) {
    let completionsStart = keyCount * MemoryLayout<Key>.stride
    let valuesStart = completionsStart + completionCount * MemoryLayout<Completion>.stride
    let namesStart = valuesStart + valueCount * MemoryLayout<Double>.stride
    let words = (namesStart + nameBytes + 7) / 8
    storage = .create(minimumCapacity: words) { _ in
      Counts(keys: keyCount, completions: completionCount, valuesStart: valuesStart, namesStart: namesStart)
    }
  }

  /// The tail's first byte.
  @inline(__always)
  private var start: UnsafeMutableRawPointer {
    storage.withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }
  }

  /// The header's counts and offsets.
  var counts: Counts { storage.header }

  /// Where the values of the keys shown at once start (the first `valuesOffset` to give).
  var valuesStart: Int { storage.header.valuesStart }
  /// Where the names start (the first `nameOffset` to give).
  var namesStart: Int { storage.header.namesStart }

  /// Key `index` (in 0..<counts.keys; set before it is read).
  func key(at index: Int) -> Key { start.load(fromByteOffset: index * MemoryLayout<Key>.stride, as: Key.self) }

  /// Sets key `index`: call only while filling.
  func setKey(_ key: Key, at index: Int) {
    start.storeBytes(of: key, toByteOffset: index * MemoryLayout<Key>.stride, as: Key.self)
  }

  /// Completion `index` (in 0..<counts.completions; set before it is read).
  func completion(at index: Int) -> Completion {
    start.load(fromByteOffset: completionOffset(index), as: Completion.self)
  }

  /// Sets completion `index`: call only while filling.
  func setCompletion(_ completion: Completion, at index: Int) {
    start.storeBytes(of: completion, toByteOffset: completionOffset(index), as: Completion.self)
  }

  private func completionOffset(_ index: Int) -> Int {
    storage.header.keys * MemoryLayout<Key>.stride + index * MemoryLayout<Completion>.stride
  }

  /// Copies `string` and a NUL to `offset` (call only while filling); the offset after them.
  func writeName(_ string: String, at offset: Int) -> Int {
    var string = string
    return string.withUTF8 { bytes in
      let target = (start + offset).bindMemory(to: CChar.self, capacity: bytes.count + 1)
      if let source = bytes.baseAddress { UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: bytes.count) }
      target[bytes.count] = 0
      return offset + bytes.count + 1
    }
  }

  /// The C string at `offset`: valid while the tables live.
  func name(at offset: Int) -> UnsafePointer<CChar> { UnsafePointer((start + offset).assumingMemoryBound(to: CChar.self)) }

  /// Copies `values` to `offset` (call only while filling); the offset after them.
  func writeValues(_ values: [Double], at offset: Int) -> Int {
    let target = (start + offset).bindMemory(to: Double.self, capacity: values.count)
    values.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { target.initialize(from: base, count: source.count) }
    }
    return offset + values.count * MemoryLayout<Double>.stride
  }

  /// The `count` doubles at `offset`: valid while the tables live.
  func values(at offset: Int, count: Int) -> UnsafeBufferPointer<Double> {
    UnsafeBufferPointer(start: (start + offset).assumingMemoryBound(to: Double.self), count: count)
  }
}
