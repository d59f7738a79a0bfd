@_spi(Testing) import Kinetics
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `BatchParallelism` and its splitter: which chunks run, on which threads. Serialized: one test
/// sets the process-wide limit, which the others' chunk counts depend on.
@Suite(.serialized) struct BatchParallelismTests {
  /// The ranges `_forEachChunk` ran and whether each ran on the calling thread.
  private func chunks(
    _ parallelism: BatchParallelism, count: Int, cost: Int = 1
  ) -> [(range: Range<Int>, onCaller: Bool)] {
    let caller = pthread_self()
    let seen = Mutex<[(range: Range<Int>, onCaller: Bool)]>([])
    parallelism._forEachChunk(count: count, nanosecondsPerElement: cost) { range in
      let onCaller = pthread_equal(pthread_self(), caller) != 0
      seen.withLock { $0.append((range, onCaller)) }
    }
    return seen.withLock { $0 }.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  @Test func chunksCoverTheBatchOnceAndStartAtMultiplesOf64() {
    for count in chunkBoundaryCounts + [aboveThresholdCount] {
      for parallelism in testParallelisms {
        let ranges = chunks(parallelism, count: count).map(\.range)
        var next = 0
        for range in ranges {
          #expect(range.lowerBound == next && range.lowerBound % 64 == 0, "n = \(count)")
          next = range.upperBound
        }
        #expect(next == count, "n = \(count), \(parallelism)")
      }
    }
  }

  @Test func theChunkCountIsTheSmallestOfLimitProcessorsAndBlocks() {
    #expect(chunks(._testing(threadLimit: 3, assumedProcessors: 3), count: 1000).count == 3)
    #expect(chunks(._testing(threadLimit: 2, assumedProcessors: 3), count: 1000).count == 2)
    #expect(chunks(._testing(threadLimit: 0, assumedProcessors: 5), count: 1000).count == 5)
    #expect(chunks(._testing(threadLimit: 0, assumedProcessors: 5), count: 129).count == 3)
  }

  @Test func aLimitOfOneRunsTheWholeBatchOnTheCallingThread() {
    for parallelism in [BatchParallelism.singleThread, .threads(atMost: 1), ._testing(threadLimit: 1)] {
      let ran = chunks(parallelism, count: aboveThresholdCount, cost: 1000)
      #expect(ran.count == 1)
      #expect(ran.first?.range == 0..<aboveThresholdCount)
      #expect(ran.first?.onCaller == true)
    }
  }

  @Test func batchesBelowTheWorkThresholdStayOnTheCallingThread() {
    let work = BatchParallelism.minimumParallelWork
    let below = chunks(.automatic, count: work / 10 - 1, cost: 10)
    #expect(below.count == 1 && below[0].onCaller)
    // The default threshold with two processors assumed, so that it splits on any machine.
    let twoCores = BatchParallelism._testing(threadLimit: 0, minimumWork: work, assumedProcessors: 2)
    #expect(chunks(twoCores, count: work / 10 - 1, cost: 10).count == 1)
    #expect(chunks(twoCores, count: work / 10, cost: 10).count == 2)
  }

  @Test func theProcessLimitCapsEveryCallAndCanBeLifted() {
    #expect(BatchParallelism.processThreadLimit == nil)
    defer { BatchParallelism.processThreadLimit = nil }
    BatchParallelism.processThreadLimit = 1
    #expect(BatchParallelism.processThreadLimit == 1)
    let capped = chunks(._testing(threadLimit: 0, assumedProcessors: 5), count: 1000)
    #expect(capped.count == 1 && capped[0].onCaller)
    BatchParallelism.processThreadLimit = 2
    #expect(chunks(._testing(threadLimit: 3, assumedProcessors: 5), count: 1000).count == 2)
    BatchParallelism.processThreadLimit = nil
    #expect(chunks(._testing(threadLimit: 3, assumedProcessors: 5), count: 1000).count == 3)
  }

  @Test func valuesReportTheirThreadLimit() {
    #expect(BatchParallelism.automatic.maximumThreads == nil)
    #expect(BatchParallelism.singleThread.maximumThreads == 1)
    #expect(BatchParallelism.threads(atMost: 6).maximumThreads == 6)
    #expect(BatchParallelism.threads(atMost: 1) == .singleThread)
  }
}
