// Counting heap allocations without any dependency (`--allocs`), through `malloc` itself,
// and reading malloc's bytes in use (heap figures):
// see Benchmarks/MallocCounter/MallocCounter.c. Every allocation counts, the Swift runtime's
// (objects, closure contexts, buffers, coroutine frames) and C code's (libdispatch) alike.
//
// Linux (glibc) only, and not in sanitizer builds, which bring their own `malloc`; on Apple
// platforms, Instruments' Allocations instrument does the job.

import MallocCounter

enum AllocationCounter {
    /// Whether this build counts.
    static let isSupported = malloc_counter_is_supported()

    /// The bytes malloc has handed out and not yet had back, on every thread: what a heap
    /// figure is measured with. Chunk overhead and rounding count, as they cost real memory.
    static var bytesInUse: Int {
        precondition(isSupported, "AllocationCounter: heap figures need glibc and a build without sanitizers")
        return malloc_counter_bytes_in_use()
    }

    /// Runs `body` and returns how many heap allocations were made meanwhile, on any
    /// thread, along with its result.
    static func counting<Result>(_ body: () -> Result) -> (allocations: Int, result: Result) {
        precondition(isSupported, "AllocationCounter: --allocs needs glibc and a build without sanitizers")
        malloc_counter_start()
        let before = malloc_counter_total()
        let result = body()
        return (malloc_counter_total() - before, result)
    }
}
