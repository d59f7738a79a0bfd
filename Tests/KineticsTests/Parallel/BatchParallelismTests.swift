@_spi(Testing) import Kinetics
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `BatchParallelism` and its splitter: which chunks run, on which threads. Serialized: one test
/// sets the process-wide limit, which the others' chunk counts depend on.
@Suite(.serialized) struct BatchParallelismTests {
  /// The ranges `_forEachChunk` ran, in order, whether each ran on the calling thread, and how
  /// many threads ran them.
  private func chunks(
    _ parallelism: BatchParallelism, count: Int, cost: Int = 1
  ) -> (ranges: [Range<Int>], onCaller: [Bool], threads: Int) {
    let caller = pthread_self()
    let seen = Mutex<[(range: Range<Int>, thread: pthread_t)]>([])
    parallelism._forEachChunk(count: count, nanosecondsPerElement: cost) { range in
      let thread = pthread_self()
      seen.withLock { $0.append((range, thread)) }
    }
    let ran = seen.withLock { $0 }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    return (
      ran.map(\.range), ran.map { pthread_equal($0.thread, caller) != 0 },
      Set(ran.map(\.thread)).count
    )
  }

  @Test func chunksCoverTheBatchOnceAndStartAtMultiplesOf64() {
    for count in chunkBoundaryCounts + [aboveThresholdCount] {
      for parallelism in testParallelisms {
        let ranges = chunks(parallelism, count: count).ranges
        var next = 0
        for range in ranges {
          #expect(range.lowerBound == next && range.lowerBound % 64 == 0, "n = \(count)")
          next = range.upperBound
        }
        #expect(next == count, "n = \(count), \(parallelism)")
      }
    }
  }

  @Test func noMoreThreadsThanTheLimitClaimEightChunksPerThread() {
    let count = 64 * 1000
    for (limit, processors) in [(2, 3), (3, 3), (0, 5), (2, 0)] {
      let ran = chunks(._testing(threadLimit: limit, assumedProcessors: processors), count: count)
      let threads = [limit, processors].filter { $0 > 0 }.min()!
      #expect(ran.ranges.count == 8 * threads)
      #expect(ran.threads <= threads)
    }
    // Fewer blocks than chunks: one chunk per 64-element block.
    #expect(chunks(._testing(threadLimit: 0, assumedProcessors: 5), count: 129).ranges.count == 3)
  }

  @Test func aLimitOfOneRunsTheWholeBatchOnTheCallingThread() {
    for parallelism in [BatchParallelism.singleThread, .threads(atMost: 1), ._testing(threadLimit: 1)] {
      let ran = chunks(parallelism, count: aboveThresholdCount, cost: 1000)
      #expect(ran.ranges == [0..<aboveThresholdCount])
      #expect(ran.onCaller == [true])
    }
  }

  @Test func batchesBelowTheWorkThresholdStayOnTheCallingThread() {
    let work = BatchParallelism.minimumParallelWork
    let below = chunks(.automatic, count: work / 10 - 1, cost: 10)
    #expect(below.ranges.count == 1 && below.onCaller == [true])
    // The default threshold with two processors assumed, so that it splits on any machine.
    let twoCores = BatchParallelism._testing(threadLimit: 0, minimumWork: work, assumedProcessors: 2)
    #expect(chunks(twoCores, count: work / 10 - 1, cost: 10).ranges.count == 1)
    #expect(chunks(twoCores, count: work / 10, cost: 10).ranges.count == 16)
  }

  @Test func theProcessLimitCapsEveryCallAndCanBeLifted() {
    #expect(BatchParallelism.processThreadLimit == nil)
    defer { BatchParallelism.processThreadLimit = nil }
    BatchParallelism.processThreadLimit = 1
    #expect(BatchParallelism.processThreadLimit == 1)
    let capped = chunks(._testing(threadLimit: 0, assumedProcessors: 5), count: 64 * 1000)
    #expect(capped.ranges.count == 1 && capped.onCaller == [true])
    BatchParallelism.processThreadLimit = 2
    #expect(chunks(._testing(threadLimit: 3, assumedProcessors: 5), count: 64 * 1000).ranges.count == 16)
    BatchParallelism.processThreadLimit = nil
    #expect(chunks(._testing(threadLimit: 3, assumedProcessors: 5), count: 64 * 1000).ranges.count == 24)
  }

  @Test func valuesReportTheirThreadLimit() {
    #expect(BatchParallelism.automatic.maximumThreads == nil)
    #expect(BatchParallelism.singleThread.maximumThreads == 1)
    #expect(BatchParallelism.threads(atMost: 6).maximumThreads == 6)
    #expect(BatchParallelism.threads(atMost: 1) == .singleThread)
  }
}
