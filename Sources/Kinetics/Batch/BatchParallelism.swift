import Synchronization

/// How a batch call may spread its work over threads: automatically over every processor, on the
/// calling thread only, or over at most N threads.
///
/// Every batch entry point of Kinetics (springs, paced paths, keyframe tracks, interpolation,
/// `steps()` and `linear()`, and the C API's array functions) takes one, `.automatic` by default.
/// A large batch is cut into contiguous chunks whose starts are multiples of 64 elements and the
/// chunks run at once with `DispatchQueue.concurrentPerform`; the calling thread takes part and the
/// call returns when every chunk is written.
///
/// Guarantee: the results are bit-identical to the one-thread call for every count and thread
/// limit. Each element is computed by the same operations whichever chunk it lands in, and chunk
/// starts at multiples of 64 keep the kernels' 4- and 8-lane SIMD groups and their tails where the
/// one-thread call has them (the tests compare bit patterns).
///
/// Below ``minimumParallelWork`` nanoseconds of estimated one-thread work a call stays on the
/// calling thread, whatever the limit: waking a second thread costs more than such a batch.
/// ``processThreadLimit`` caps every call of the process, for engines that run their own thread
/// pools.
public struct BatchParallelism: Sendable, Hashable {
  /// The most threads a call may use, or 0 for one per processor.
  @usableFromInline internal let threadLimit: Int
  /// Estimated one-thread nanoseconds below which the call runs on the calling thread.
  @usableFromInline internal let minimumWork: Int
  /// The processor count to assume, or 0 for the machine's (tests use it to make more chunks than
  /// the machine has cores).
  @usableFromInline internal let assumedProcessors: Int

  @inlinable
  internal init(
    threadLimit: Int, minimumWork: Int = BatchParallelism.minimumParallelWork,
    assumedProcessors: Int = 0
  ) {
    self.threadLimit = threadLimit
    self.minimumWork = minimumWork
    self.assumedProcessors = assumedProcessors
  }

  /// One thread per online processor, capped by ``processThreadLimit``, for batches of at least
  /// ``minimumParallelWork``; smaller batches stay on the calling thread. The default of every
  /// batch call.
  @inlinable
  public static var automatic: BatchParallelism { BatchParallelism(threadLimit: 0) }

  /// The calling thread only: no work is handed to any other thread, whatever the batch size.
  @inlinable
  public static var singleThread: BatchParallelism { BatchParallelism(threadLimit: 1) }

  /// At most `count` threads, the calling thread included (and never more than the processors or
  /// ``processThreadLimit``); `threads(atMost: 1)` is ``singleThread``.
  /// Precondition: count ≥ 1.
  @inlinable
  public static func threads(atMost count: Int) -> BatchParallelism {
    precondition(count >= 1, "BatchParallelism.threads(atMost:) needs at least 1 thread, got \(count)")
    return BatchParallelism(threadLimit: count)
  }

  /// The thread limit of this value, or nil for ``automatic`` (one per processor).
  @inlinable
  public var maximumThreads: Int? { threadLimit == 0 ? nil : threadLimit }

  /// The estimated one-thread work, in nanoseconds, from which a batch call may use other threads
  /// (100 µs). Each kernel estimates its work as count × its measured one-core nanoseconds per
  /// element (for example 3 for spring positions, 10 for keyframe channels); below this figure the
  /// call runs on the calling thread, and the check is one multiplication and one comparison.
  ///
  /// Where the figure comes from: the `batch-threshold` rows of `bench` time spring positions on
  /// one thread and forced onto two at n = 8,192 … 262,144. A second thread woken through
  /// `concurrentPerform` arrives late (the calling thread meanwhile claims chunks), so below some
  /// tens of microseconds of work two threads lose; from this figure on, a split batch was faster
  /// in every measured case (docs/batch.md, "Every core", has the measurements).
  @inlinable
  public static var minimumParallelWork: Int { 100_000 }

  /// The thread limit of every batch call in the process, or nil (the default) for none. An engine
  /// with its own thread pool sets it once, at start-up (1 keeps every batch on its calling thread);
  /// a call's own ``maximumThreads`` applies as well, so the smaller one wins. Thread-safe: an
  /// atomic that calls read once each, so a change applies to calls that start after it.
  /// Precondition: a new value is nil or ≥ 1.
  public static var processThreadLimit: Int? {
    get {
      let limit = processThreadLimitStorage.load(ordering: .relaxed)
      return limit == 0 ? nil : limit
    }
    set {
      precondition(
        newValue.map { $0 >= 1 } ?? true,
        "BatchParallelism.processThreadLimit must be nil or at least 1, got \(newValue ?? 0)")
      processThreadLimitStorage.store(newValue ?? 0, ordering: .relaxed)
    }
  }

  /// A value for tests: `threadLimit` (0 automatic), the work threshold in nanoseconds (0 makes
  /// every non-empty batch eligible) and the processor count to assume (0 for the machine's), so
  /// that small batches split into as many chunks as a test wants.
  @_spi(Testing)
  public static func _testing(
    threadLimit: Int, minimumWork: Int = 0, assumedProcessors: Int = 0
  ) -> BatchParallelism {
    BatchParallelism(
      threadLimit: threadLimit, minimumWork: minimumWork, assumedProcessors: assumedProcessors)
  }
}

/// The storage of `BatchParallelism.processThreadLimit`: 0 means no limit.
private let processThreadLimitStorage = Atomic<Int>(0)
