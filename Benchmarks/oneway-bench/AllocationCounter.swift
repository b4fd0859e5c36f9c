// Counting heap allocations without any dependency (`--allocs`).
//
// Every Swift heap allocation (class instances, closure contexts, array and dictionary
// storage, boxes for captured variables and existentials) goes through the runtime's
// `swift_allocObject`, which calls through the exported function pointer
// `_swift_allocObject` when someone has replaced it: the hook Instruments uses. Replacing
// it with a counting wrapper counts the Swift allocations a Oneway path makes.
//
// Not counted: raw `malloc` from C code (libdispatch, pthread),
// `UnsafeMutablePointer.allocate`, and the coroutine frames that unspecialized generic code
// mallocs for `_read`/`_modify` accessors. Specialized per-event paths use none of them; cross-check
// with valgrind when in doubt (see Benchmarks/README.md).
//
// Linux only: on Apple platforms the pointer is signed (arm64e), and Instruments' Allocations
// instrument does the job anyway. The hook is installed only in `--allocs` mode, so timing
// runs pay nothing for it.

import Synchronization

#if canImport(Glibc)
    import Glibc

    enum AllocationCounter {
        private typealias AllocObject = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

        /// Whether this platform supports counting.
        static let isSupported = slot != nil

        private static let count = Atomic<Int>(0)

        // The runtime's hook slot and its original value, read once (a global `let` is
        // initialized exactly once, thread-safely) before the slot is overwritten.
        nonisolated(unsafe) private static let slot: UnsafeMutablePointer<AllocObject>? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "_swift_allocObject") else { return nil }
            return symbol.assumingMemoryBound(to: AllocObject.self)
        }()
        private static let original: AllocObject? = slot?.pointee

        /// Runs `body` and returns how many Swift heap allocations were made meanwhile, on
        /// any thread, along with its result.
        static func counting<Result>(_ body: () -> Result) -> (allocations: Int, result: Result) {
            precondition(installed, "AllocationCounter: unsupported runtime")
            let before = count.load(ordering: .acquiring)
            let result = body()
            return (count.load(ordering: .acquiring) - before, result)
        }

        // Swaps the counting wrapper in, once, on first use.
        private static let installed: Bool = {
            guard let slot, original != nil else { return false }
            slot.pointee = { metadata, size, alignmentMask in
                AllocationCounter.count.add(1, ordering: .relaxed)
                return AllocationCounter.original!(metadata, size, alignmentMask)
            }
            return true
        }()
    }
#else
    enum AllocationCounter {
        /// Whether this platform supports counting.
        static let isSupported = false

        /// Unavailable here: `--allocs` is refused before this is reached.
        static func counting<Result>(_ body: () -> Result) -> (allocations: Int, result: Result) {
            preconditionFailure("AllocationCounter: --allocs needs Linux (glibc)")
        }
    }
#endif
