import BenchAllocationCounter

/// Heap allocations per evaluation of one pass of `benchCase` (column `allocations_per_eval`),
/// counted by the bench's malloc wrappers (Benchmarks/BenchAllocationCounter); nil when the
/// wrappers do not see the Swift runtime's allocations (another allocator interposed first).
func allocationsPerEvaluation(_ benchCase: BenchCase) -> Double? {
  guard allocationCountingIsActive else { return nil }
  blackHole(benchCase.run())  // warm: lazily built state is not the per-evaluation cost
  let before = kinetics_bench_allocation_count()
  blackHole(benchCase.run())
  let after = kinetics_bench_allocation_count()
  return Double(after - before) / Double(benchCase.count)
}

/// Whether a Swift array's buffer, allocated by the Swift runtime, reaches the counting wrappers.
let allocationCountingIsActive: Bool = {
  let before = kinetics_bench_allocation_count()
  let probe = Array(repeating: 1.0, count: 64 + Int(kinetics_bench_allocation_count() % 2))
  blackHole(probe.reduce(0, +))
  return kinetics_bench_allocation_count() > before
}()
