import CKinetics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The per-thread message behind `kn_last_error_message`. Each thread owns one `malloc`ed C string
/// in a pthread key; the key's destructor frees it when the thread exits.
enum LastError {
  /// Created once, thread-safely (Swift initializes globals with `swift_once`).
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { free($0) }
    return key
  }()

  /// Replaces the calling thread's message.
  static func set(_ message: String) {
    let copy = strdup(message)
    let old = pthread_getspecific(key)
    pthread_setspecific(key, copy)
    free(old)
  }

  /// Records `message` and returns `status`, so failing paths read `return fail(.invalidArgument, …)`.
  static func fail(_ status: kn_status, _ message: String) -> kn_status {
    set(message)
    return status
  }
}

@_cdecl("kn_last_error_message")
public func kn_last_error_message() -> UnsafePointer<CChar> {
  guard let message = pthread_getspecific(LastError.key) else {
    // A static string literal: NUL-terminated and never freed.
    return UnsafeRawPointer(StaticString("").utf8Start).assumingMemoryBound(to: CChar.self)
  }
  return UnsafePointer(message.assumingMemoryBound(to: CChar.self))
}
