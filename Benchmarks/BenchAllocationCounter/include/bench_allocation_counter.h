// Counts heap allocations in the bench process, for the `allocations_per_eval` column
// (docs/benchmarks.md). The bench executable links this target, whose malloc family wraps glibc's
// and adds one to a counter per call; shared libraries (the Swift runtime, Foundation) resolve
// malloc to the executable's definition, so every allocation of the process is counted.
#ifndef BENCH_ALLOCATION_COUNTER_H
#define BENCH_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by the
/// process since it started. Relaxed atomic read; exact when the measured code runs on one thread.
uint64_t kinetics_bench_allocation_count(void);

#endif
