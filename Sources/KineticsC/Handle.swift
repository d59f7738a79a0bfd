import Kinetics

/// The object behind an opaque C handle (`kn_path *`, `kn_keyframe_track *`, …): a reference box
/// around an immutable Swift value. C owns one retain, taken by `Handle.create` and given back by
/// `Handle.destroy`; evaluation only borrows the box, so concurrent readers never touch its
/// reference count.
final class HandleBox<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Conversions between Swift values and the opaque pointers that C sees.
enum Handle {
  /// A new handle owning a copy of `value` (one retain, released by `destroy`).
  static func create<Value: Sendable>(_ value: Value) -> OpaquePointer {
    OpaquePointer(Unmanaged.passRetained(HandleBox(value)).toOpaque())
  }

  /// Runs `body` with the value behind `handle`, without retaining it: the caller guarantees the
  /// handle stays alive during the call (the header's rule: never destroy a handle in use).
  static func withValue<Value: Sendable, Result>(
    _ handle: OpaquePointer, as type: Value.Type, _ body: (Value) -> Result
  ) -> Result {
    Unmanaged<HandleBox<Value>>.fromOpaque(UnsafeRawPointer(handle))._withUnsafeGuaranteedRef {
      body($0.value)
    }
  }

  /// Releases the handle's retain; NULL is a no-op.
  static func destroy<Value: Sendable>(_ handle: OpaquePointer?, as type: Value.Type) {
    guard let handle else { return }
    Unmanaged<HandleBox<Value>>.fromOpaque(UnsafeRawPointer(handle)).release()
  }
}
