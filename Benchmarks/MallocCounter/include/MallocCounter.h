// Counts heap allocations for oneway-bench's `--allocs` mode, by interposing `malloc`, and
// reads malloc's bytes in use for its heap figures.
#ifndef ONEWAY_BENCH_MALLOC_COUNTER_H
#define ONEWAY_BENCH_MALLOC_COUNTER_H

#include <stdbool.h>

/// Whether this build counts: glibc, and no sanitizer (which brings its own `malloc`).
bool malloc_counter_is_supported(void);

/// Starts counting, from any thread; the counter only grows from then on.
void malloc_counter_start(void);

/// The allocations made by any thread since `malloc_counter_start` (0 before it).
long malloc_counter_total(void);

/// The bytes glibc's malloc has handed out and not had back, in every arena, small chunks
/// (with their headers) and large mapped blocks alike; 0 where unsupported.
long malloc_counter_bytes_in_use(void);

#endif
