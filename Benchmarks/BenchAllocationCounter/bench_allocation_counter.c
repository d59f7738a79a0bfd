// See include/bench_allocation_counter.h. glibc exports its allocator under __libc_* names, which
// the wrappers call; they add nothing but the counter, so timings are unaffected outside the
// one pass per row that measures allocations.
#include "bench_allocation_counter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

#ifndef __has_feature
#define __has_feature(feature) 0
#endif
#if defined(KINETICS_BENCH_WITHOUT_ALLOCATION_COUNTING) || __has_feature(address_sanitizer) || \
    __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
// The sanitizer's runtime defines the malloc family; nothing is wrapped and the count stays 0.
uint64_t kinetics_bench_allocation_count(void) { return 0; }
#else

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations = 0;

static inline void count_one(void) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // POSIX: the alignment is a power of two multiple of sizeof(void *).
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

uint64_t kinetics_bench_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

#endif
