import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension BatchParallelism {
  /// The number of elements a chunk start is a multiple of: a multiple of every SIMD group width
  /// of the kernels (4 and 8 lanes), so each chunk groups its elements as the whole batch does.
  @inlinable
  public static var _chunkAlignment: Int { 64 }

  /// Runs `body` over `0..<count`, cut into chunks on up to this value's thread limit; not API, the
  /// shared splitter of Kinetics' own batch kernels (and its C and linear-algebra modules).
  ///
  /// Method: when `count × nanosecondsPerElement` is below the work threshold, or the limit is one
  /// thread, `body(0..<count)` runs on the calling thread (one multiplication and one comparison,
  /// inlined). Otherwise `DispatchQueue.concurrentPerform` runs one task per thread — min(limit,
  /// ``processThreadLimit``, processors, 64-element blocks) — the calling thread running one, and
  /// the tasks claim chunks of whole 64-element blocks (8 per thread, about) from a shared counter
  /// until none is left. The calling thread starts at once and a woken worker joins when it
  /// arrives, so the worker's wake-up delay is shared instead of waited for. `body` must write only
  /// the elements of the range it is given; it may run on any thread and must not throw or depend
  /// on the order of the chunks.
  /// - Parameter nanosecondsPerElement: the kernel's measured one-core cost per element, rounded
  ///   (at least 1), which turns `count` into estimated work.
  @inlinable @inline(__always)
  public func _forEachChunk(
    count: Int, nanosecondsPerElement: Int, _ body: (Range<Int>) -> Void
  ) {
    if _runsOnCallingThread(count: count, nanosecondsPerElement: nanosecondsPerElement) {
      body(0..<count)
    } else {
      _runChunks(count: count, body)
    }
  }

  /// Whether `_forEachChunk` runs a batch of `count` elements on the calling thread as one range:
  /// the limit is one thread, or `count × nanosecondsPerElement` is below the work threshold.
  @inlinable @inline(__always)
  public func _runsOnCallingThread(count: Int, nanosecondsPerElement: Int) -> Bool {
    threadLimit == 1 || count &* nanosecondsPerElement < minimumWork
  }

  /// The threaded half of `_forEachChunk`, out of line so that the inlined check stays small.
  @usableFromInline
  internal func _runChunks(count: Int, _ body: (Range<Int>) -> Void) {
    let alignment = Self._chunkAlignment
    let blocks = count / alignment + (count % alignment == 0 ? 0 : 1)
    let threads = threadCount(blocks: blocks)
    guard threads > 1 else { return body(0..<count) }
    let chunks = Swift.min(blocks, threads * Self.chunksPerThread)
    let nextChunk = Atomic<Int>(0)
    // `concurrentPerform` wants a @Sendable closure; `body` is not one (it captures the caller's
    // buffers). Sound here: each chunk is claimed once (the atomic counter), `body` writes only
    // its range, and concurrentPerform returns only after every task has finished, so nothing
    // outlives the call and no element is touched by two threads.
    withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) let body = body
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while true {
          let chunk = nextChunk.add(1, ordering: .relaxed).oldValue
          guard chunk < chunks else { return }
          // Blocks split as evenly as whole blocks allow; the last chunk ends at count.
          let start = Swift.min(count, blocks * chunk / chunks * alignment)
          let end = Swift.min(count, blocks * (chunk + 1) / chunks * alignment)
          if start < end { body(start..<end) }
        }
      }
    }
  }

  /// Chunks per thread: enough that a thread which starts late (a worker being woken) or runs
  /// slower leaves the others work to take, few enough that claiming one costs nothing.
  @usableFromInline
  internal static var chunksPerThread: Int { 8 }

  /// How many threads a batch of `blocks` 64-element blocks uses: the smallest of this value's
  /// limit, the process limit, the processors and the blocks.
  @usableFromInline
  internal func threadCount(blocks: Int) -> Int {
    var threads = assumedProcessors > 0 ? assumedProcessors : onlineProcessors
    if threadLimit > 0 { threads = Swift.min(threads, threadLimit) }
    if let processLimit = Self.processThreadLimit { threads = Swift.min(threads, processLimit) }
    return Swift.min(threads, blocks)
  }
}

/// The processors online when the first large batch ran (at least 1).
private let onlineProcessors: Int = Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
