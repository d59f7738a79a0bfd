import CKinetics
import Kinetics
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The object behind an opaque C handle (`kn_path *`, `kn_keyframe_track *`, …): a reference box
/// around an immutable Swift value. The registry owns one retain, taken by `Handle.create` and given
/// back by `Handle.destroy`; evaluation only borrows the box, so concurrent readers never touch its
/// reference count.
final class HandleBox<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A value a C handle can hold, with the kind recorded in its registry slot.
protocol HandleValue: Sendable {
  static var handleKind: HandleKind { get }
}

/// The kinds of C handle. A handle of one kind passed where another is expected is refused.
enum HandleKind: UInt64 {
  case bezierPrepared = 1
  case linearEasing = 2
  case path = 3
  case keyframeTrack = 4
  case transformTrack = 5
  case colorTrack = 6
  case transformAnimation = 7
  case colorAnimation = 8
  case vectorAnimation = 9
  case interactiveTransition = 20
  case replicator = 10
  case transaction = 11
  case emitter = 12

  /// The C type name, for messages.
  var typeName: String {
    switch self {
    case .bezierPrepared: return "kn_bezier_prepared"
    case .linearEasing: return "kn_linear_easing"
    case .path: return "kn_path"
    case .keyframeTrack: return "kn_keyframe_track"
    case .transformTrack: return "kn_transform_track"
    case .colorTrack: return "kn_color_track"
    case .transformAnimation: return "kn_transform_animation"
    case .colorAnimation: return "kn_color_animation"
    case .vectorAnimation: return "kn_vector_animation"
    case .interactiveTransition: return "kn_interactive_transition"
    case .replicator: return "kn_replicator"
    case .transaction: return "kn_transaction"
    case .emitter: return "kn_emitter"
    }
  }
}

/// The registry behind every C handle (kinetics.h, "Handles"): a handle is not an address but an id,
/// `generation << 32 | (slot + 1)`, so that a handle used after `…_destroy`, destroyed twice, of the
/// wrong kind, or made up is recognized and refused with `KN_ERROR_INVALID_HANDLE`, never
/// dereferenced.
///
/// Method: slots live in segments of 4 096 that are allocated on demand and never freed or moved
/// (at most 1 024 segments, 4 194 304 live handles). Each slot holds an atomic word `generation << 8
/// | kind` (kind 0: free) and the box's address. A lookup decodes the id, checks the slot index
/// against the segments allocated, loads the word (acquire) and compares it with the id's
/// generation and the expected kind: three atomic loads (directory, segment, slot word) and
/// three comparisons, all inlined into the entry point, with no lock, no write, no one-time
/// initialization check and no reference counting, so that threads using distinct (or the same)
/// handles never contend.
/// Destroy retires the slot by a compare-and-swap that advances its generation (so of two racing
/// destroys only one succeeds), releases the box, and returns the slot to a free list; creation and
/// destruction take one lock. A stale handle could only match again after its slot was reused
/// 2³² times. Destroying a handle while another thread still uses it stays undefined, as the
/// header says.
enum Handle {
  static let segmentSize = 4096
  static let segmentLimit = 1024

  /// The address of the segment directory (`segmentLimit` atomic words, each a segment's address
  /// or 0: not yet allocated), 0 until the first handle is created; both levels are published with
  /// release ordering. A global with a constant initial value is initialized statically, so a
  /// lookup loads it with no one-time-initialization check (`swift_once`) on the way.
  private static let directoryAddress = Atomic<UInt>(0)

  /// Free slots and the number of slots ever handed out, under `allocationLock` (`withAllocation`).
  nonisolated(unsafe) private static var allocationState: (free: [Int], used: Int) = ([], 0)

  /// A pthread mutex rather than `Synchronization.Mutex`: on Linux the latter waits on a futex
  /// directly, which ThreadSanitizer does not see, so `make sanitize-thread` reported the
  /// correctly locked accesses as races; a pthread mutex is the same cost uncontended and is
  /// understood by the sanitizer. Created once, never destroyed (it lives as long as the process).
  nonisolated(unsafe) private static let allocationLock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
    return lock
  }()

  /// Runs `body` on the allocation state with `allocationLock` held.
  private static func withAllocation<Result>(_ body: (inout (free: [Int], used: Int)) -> Result) -> Result {
    pthread_mutex_lock(allocationLock)
    defer { pthread_mutex_unlock(allocationLock) }
    return body(&allocationState)
  }

  /// Two words per slot: `generation << 8 | kind`, then the box's address; nil when the slot's
  /// segment was never allocated. `slot` is in 0..<segmentSize · segmentLimit.
  @inline(__always)
  private static func slotWords(_ slot: Int) -> UnsafeMutablePointer<Atomic<UInt64>>? {
    let directory = directoryAddress.load(ordering: .acquiring)
    guard directory != 0 else { return nil }
    let index = UInt(bitPattern: slot)
    let segment = UnsafeMutablePointer<Atomic<UInt>>(bitPattern: directory)![Int(index / UInt(segmentSize))]
      .load(ordering: .acquiring)
    guard segment != 0 else { return nil }
    return UnsafeMutablePointer<Atomic<UInt64>>(bitPattern: segment)! + 2 * Int(index % UInt(segmentSize))
  }

  /// A new handle owning `value`, or nil when 4 194 304 handles are alive.
  static func create<Value: HandleValue>(_ value: Value) -> OpaquePointer? {
    let slot: Int? = withAllocation { state in
      if let slot = state.free.popLast() { return slot }
      guard state.used < segmentSize * segmentLimit else { return nil }
      let slot = state.used
      if slot == 0 {
        let directory = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: segmentLimit)
        for index in 0..<segmentLimit { (directory + index).initialize(to: Atomic(0)) }
        directoryAddress.store(UInt(bitPattern: directory), ordering: .releasing)
      }
      if slot % segmentSize == 0 {
        let segment = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: 2 * segmentSize)
        for index in 0..<(2 * segmentSize) {
          // Generation 1 for a fresh slot, kind 0 (free).
          (segment + index).initialize(to: Atomic(index % 2 == 0 ? 1 << 8 : 0))
        }
        let directory = UnsafeMutablePointer<Atomic<UInt>>(bitPattern: directoryAddress.load(ordering: .relaxed))!
        directory[slot / segmentSize].store(UInt(bitPattern: segment), ordering: .releasing)
      }
      state.used += 1
      return slot
    }
    guard let slot, let words = slotWords(slot) else { return nil }
    let generation = words[0].load(ordering: .relaxed) >> 8
    let box = Unmanaged.passRetained(HandleBox(value)).toOpaque()
    words[1].store(UInt64(UInt(bitPattern: box)), ordering: .relaxed)
    words[0].store(generation << 8 | Value.handleKind.rawValue, ordering: .releasing)
    return OpaquePointer(bitPattern: UInt(generation) << 32 | UInt(slot + 1))
  }

  /// The `create` for the create functions: writes the handle, or fails with KN_ERROR_SIZE when
  /// the registry is full.
  static func create<Value: HandleValue>(
    _ value: Value, into out: UnsafeMutablePointer<OpaquePointer?>, _ function: StaticString
  ) -> kn_status {
    guard let handle = create(value) else {
      return LastError.fail(KN_ERROR_SIZE, "\(function): \(segmentSize * segmentLimit) handles are alive already")
    }
    out.pointee = handle
    return KN_OK
  }

  /// The shared body of the `…_create` entry points: KN_ERROR_NULL_POINTER naming `outName` when
  /// `out` is NULL; else the value `make` builds from the C arguments, in a new handle written to
  /// `*out`, or `make`'s failure reported by `function` (nothing written).
  static func create<Value: HandleValue>(
    _ function: StaticString, into out: UnsafeMutablePointer<OpaquePointer?>?, _ outName: StaticString,
    _ make: () throws(CAPIFailure) -> Value
  ) -> kn_status {
    guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): \(outName) is NULL") }
    do {
      return create(try make(), into: out, function)
    } catch {
      return error.in(function).report()
    }
  }

  /// The shared body of the `…_create(const desc *, out)` entry points: the checks of
  /// `create(_:into:_:_:)` (first `out`), then KN_ERROR_NULL_POINTER "function: desc is NULL" when
  /// `desc` is NULL; else the value `make` builds from `*desc`, in a new handle written to `*out`.
  static func create<Description, Value: HandleValue>(
    _ function: StaticString, from desc: UnsafePointer<Description>?,
    into out: UnsafeMutablePointer<OpaquePointer?>?, _ outName: StaticString,
    _ make: (Description) throws(CAPIFailure) -> Value
  ) -> kn_status {
    create(function, into: out, outName) { () throws(CAPIFailure) in
      guard let desc else { throw CAPIFailure(KN_ERROR_NULL_POINTER, "desc is NULL") }
      return try make(desc.pointee)
    }
  }

  /// The slot words of a live handle of kind `kind`, or the failure to report.
  @inline(__always)
  private static func liveSlot(
    _ handle: OpaquePointer, _ kind: HandleKind, _ function: StaticString, _ argument: StaticString
  ) -> Result<(words: UnsafeMutablePointer<Atomic<UInt64>>, word: UInt64), CAPIFailure> {
    let bits = UInt(bitPattern: handle)
    let slot = Int(truncatingIfNeeded: bits & 0xFFFF_FFFF) - 1
    let generation = UInt64(bits >> 32)
    guard slot >= 0, slot < segmentSize * segmentLimit, let words = slotWords(slot) else {
      return .failure(invalid(function, argument, kind, "it was never returned by a create function"))
    }
    let word = words[0].load(ordering: .acquiring)
    guard word >> 8 == generation else {
      return .failure(invalid(function, argument, kind, "it was destroyed, or was never returned by a create function"))
    }
    guard word & 0xFF == kind.rawValue else {
      let actual = HandleKind(rawValue: word & 0xFF)?.typeName ?? "a destroyed handle"
      return .failure(invalid(function, argument, kind, "it is a \(actual)"))
    }
    return .success((words, word))
  }

  private static func invalid(
    _ function: StaticString, _ argument: StaticString, _ kind: HandleKind, _ reason: String
  ) -> CAPIFailure {
    CAPIFailure(KN_ERROR_INVALID_HANDLE, "\(function): \(argument) is not a live \(kind.typeName) handle: \(reason)")
  }

  /// The box behind `handle`, borrowed for the call (not retained: the header's rule is that no
  /// handle is destroyed while in use), or the failure to report for NULL or an invalid handle.
  @inline(__always)
  static func box<Value: HandleValue>(
    _ handle: OpaquePointer?, as type: Value.Type, _ function: StaticString, _ argument: StaticString
  ) -> Result<Unmanaged<HandleBox<Value>>, CAPIFailure> {
    guard let handle else {
      return .failure(CAPIFailure(KN_ERROR_NULL_POINTER, "\(function): \(argument) is NULL"))
    }
    return liveSlot(handle, Value.handleKind, function, argument).map { slot in
      let address = UInt(slot.words[1].load(ordering: .relaxed))
      return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
    }
  }

  /// Runs `body` with the value behind `handle` and returns its status; NULL gives
  /// KN_ERROR_NULL_POINTER and an invalid handle KN_ERROR_INVALID_HANDLE, with the message recorded.
  @inline(__always)
  static func withValue<Value: HandleValue>(
    _ handle: OpaquePointer?, as type: Value.Type, _ function: StaticString, _ argument: StaticString,
    _ body: (Value) -> kn_status
  ) -> kn_status {
    switch box(handle, as: type, function, argument) {
    case .failure(let failure): return failure.report()
    case .success(let box): return box._withUnsafeGuaranteedRef { body($0.value) }
    }
  }

  /// Writes `read(value)` to `out` for the value behind `handle`: the shared body of the entry
  /// points that return one property of a handle (a path's length, a track's dimension).
  @inline(__always)
  static func read<Value: HandleValue, Property>(
    _ handle: OpaquePointer?, as type: Value.Type, _ function: StaticString, _ argument: StaticString,
    into out: UnsafeMutablePointer<Property>?, _ outName: StaticString, _ read: (Value) -> Property
  ) -> kn_status {
    guard let out else { return LastError.fail(KN_ERROR_NULL_POINTER, "\(function): \(outName) is NULL") }
    return withValue(handle, as: type, function, argument) { value in
      out.pointee = read(value)
      return KN_OK
    }
  }

  /// Releases the handle and retires its id; NULL is a no-op (KN_OK). A destroyed, made-up or
  /// wrong-kind handle gives KN_ERROR_INVALID_HANDLE and is left alone.
  static func destroy<Value: HandleValue>(
    _ handle: OpaquePointer?, as type: Value.Type, _ function: StaticString
  ) -> kn_status {
    guard let handle else { return KN_OK }
    switch liveSlot(handle, Value.handleKind, function, "the handle") {
    case .failure(let failure): return failure.report()
    case .success(let slot):
      let next = (slot.word >> 8) % 0xFFFF_FFFF + 1
      guard slot.words[0].compareExchange(expected: slot.word, desired: next << 8, ordering: .acquiringAndReleasing).exchanged
      else {
        return CAPIFailure(
          KN_ERROR_INVALID_HANDLE, "\(function): the handle was destroyed by another thread at the same time"
        ).report()
      }
      let address = UInt(slot.words[1].load(ordering: .relaxed))
      slot.words[1].store(0, ordering: .relaxed)
      Unmanaged<HandleBox<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release()
      let index = Int(truncatingIfNeeded: UInt(bitPattern: handle) & 0xFFFF_FFFF) - 1
      withAllocation { $0.free.append(index) }
      return KN_OK
    }
  }
}
