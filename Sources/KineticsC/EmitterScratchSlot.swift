import Kinetics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An emitter handle's reusable batch storage (`EmitterBatchScratch`) behind a lock: a call takes
/// it when no other thread holds it and otherwise works with storage of its own, so calls on one
/// handle from several threads never wait for each other and the usual one-thread-per-emitter
/// frame loop allocates nothing once the storage has grown. A pthread mutex, as `Handle`'s lock,
/// so ThreadSanitizer sees the locking (Handle.swift).
final class EmitterScratchSlot: @unchecked Sendable {
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  /// Touched only with `lock` held.
  private var scratch = EmitterBatchScratch()

  init() {
    lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// `body` with the shared storage when it is free, with a fresh one otherwise.
  func with<Result, Failure: Error>(
    _ body: (inout EmitterBatchScratch) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard pthread_mutex_trylock(lock) == 0 else {
      var own = EmitterBatchScratch()
      return try body(&own)
    }
    defer { pthread_mutex_unlock(lock) }
    return try body(&scratch)
  }
}
