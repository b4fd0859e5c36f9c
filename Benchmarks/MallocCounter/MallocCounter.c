// Heap allocations counted at the source: this executable defines `malloc`, `calloc`,
// `realloc`, `aligned_alloc` and `posix_memalign`, which the dynamic linker then binds for every library in the
// process (libswiftCore and libdispatch included), and forwards them to glibc's own entry
// points. Every allocation the Swift runtime makes (objects, closure contexts, buffers,
// coroutine frames) and every C allocation is seen; `free` is left alone, as the memory
// still comes from glibc's allocator.
//
// Why not the runtime's `_swift_allocObject` hook, which this replaced: installing it on the
// Swift 6.3 Linux runtime routes every retain through `_swift_retain_adapterImpl`, which
// strips the tag bits of small-string payloads and then dereferences them as pointers
// (fixed upstream in swiftlang/swift#88924): `--allocs` crashed on scenarios with 15-byte
// strings.

#include "MallocCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define ONEWAY_BENCH_SANITIZED 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(ONEWAY_BENCH_SANITIZED)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Relaxed: a count read after the counted work has joined needs no other ordering, and
// timing runs pay one untaken branch per allocation.
static atomic_bool counting;
static atomic_long total;

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&total, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    // Growing a buffer in place or moving it is one allocation, as valgrind counts it.
    count();
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

bool malloc_counter_is_supported(void) { return true; }

void malloc_counter_start(void) { atomic_store_explicit(&counting, true, memory_order_relaxed); }

long malloc_counter_total(void) { return atomic_load_explicit(&total, memory_order_relaxed); }

long malloc_counter_bytes_in_use(void) {
    // `uordblks` covers the chunks of every arena, `hblkhd` the blocks too large for them,
    // which malloc maps on their own (an array of 100,000 observers is one).
    struct mallinfo2 info = mallinfo2();
    return (long)(info.uordblks + info.hblkhd);
}

#else

bool malloc_counter_is_supported(void) { return false; }

void malloc_counter_start(void) {}

long malloc_counter_total(void) { return 0; }

long malloc_counter_bytes_in_use(void) { return 0; }

#endif
