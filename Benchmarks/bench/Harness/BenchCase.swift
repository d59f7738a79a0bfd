/// One measured variant of one kernel: a row of the `bench` table (docs/benchmarks.md).
struct BenchCase {
  /// The family: `timing-curve`, `spring`, `path`, `keyframes`, `interpolation`, `spline`, `fit`, …
  let kernel: String
  /// The strategy, and `scalar` or `batch`, and `lapack` or `blas` where it applies.
  let variant: String
  /// Evaluations per pass of `run`.
  let count: Int
  /// The row of the same kernel that `ratio_to_baseline` divides by (exactly one per kernel).
  let isBaseline: Bool
  /// The largest error of this variant against the kernel's reference over the same inputs,
  /// computed once outside the timed region; nil where no reference applies.
  let maxError: () -> Double?
  /// One timed pass over `count` inputs. Returns a value derived from the outputs so the optimizer
  /// cannot drop the work.
  let run: () -> Double
  /// For rows whose one pass takes seconds (a command run as a process): at most this many timed
  /// runs of one pass each, after one warm-up pass. nil: the usual repetitions.
  let singlePassRepetitions: Int?
  /// The largest resident memory one pass used, in bytes, read after the timed runs; nil where not
  /// measured (CSV column `peak_memory_bytes`).
  let peakMemoryBytes: () -> Double?
  /// The size of one pass's output in bytes, computed once outside the timed region; nil where
  /// there is no output (CSV column `output_bytes`).
  let outputBytes: () -> Double?
  /// Whether one extra pass, after the timed runs, counts the heap allocations of `run` (CSV column
  /// `allocations_per_eval`: allocations of the pass divided by `count`). By default every row whose
  /// work runs in this process does; rows that run a command as a process
  /// (`singlePassRepetitions`) do not, their column stays empty.
  let measuresAllocations: Bool

  init(
    kernel: String, variant: String, count: Int, isBaseline: Bool = false,
    maxError: @escaping () -> Double? = { nil }, singlePassRepetitions: Int? = nil,
    peakMemoryBytes: @escaping () -> Double? = { nil }, outputBytes: @escaping () -> Double? = { nil },
    measuresAllocations: Bool? = nil, run: @escaping () -> Double
  ) {
    self.kernel = kernel
    self.variant = variant
    self.count = count
    self.isBaseline = isBaseline
    self.maxError = maxError
    self.singlePassRepetitions = singlePassRepetitions
    self.peakMemoryBytes = peakMemoryBytes
    self.outputBytes = outputBytes
    self.measuresAllocations = measuresAllocations ?? (singlePassRepetitions == nil)
    self.run = run
  }
}

/// What a benchmark suite is told about the run.
struct BenchConfiguration {
  /// Fewer repetitions and smaller inputs, for a smoke run.
  let quick: Bool

  /// `full` when measuring, `quick` (about a tenth) for smoke runs; never below 1.
  func size(_ full: Int, quick quickSize: Int? = nil) -> Int {
    quick ? max(1, quickSize ?? full / 10) : full
  }
}

/// A suite contributes the cases of one part of Kinetics.
typealias BenchSuite = @Sendable (BenchConfiguration) -> [BenchCase]
