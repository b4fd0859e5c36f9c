// Counts heap allocations for oneway-bench's `--allocs` mode, by interposing `malloc`.
#ifndef ONEWAY_BENCH_MALLOC_COUNTER_H
#define ONEWAY_BENCH_MALLOC_COUNTER_H

#include <stdbool.h>

/// Whether this build counts: glibc, and no sanitizer (which brings its own `malloc`).
bool malloc_counter_is_supported(void);

/// Starts counting, from any thread; the counter only grows from then on.
void malloc_counter_start(void);

/// The allocations made by any thread since `malloc_counter_start` (0 before it).
long malloc_counter_total(void);

#endif
