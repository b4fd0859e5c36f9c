import Synchronization

/// Returns `value` through a function the optimizer may neither inline nor see through.
///
/// What a scenario builds before timing (closures in an array, the values it sends) goes
/// through here, so that the timed loop cannot be specialized for it or folded into a
/// formula: a baseline must do its work at run time, as the library does.
@_optimize(none)
@inline(never)
func opaque<Value>(_ value: Value) -> Value {
    value
}

/// Keeps `checksum` alive past the optimizer: an atomic store is an effect it must keep,
/// so the work that computed the checksum cannot be removed as dead.
func consume(_ checksum: Int) {
    checksumSink.store(checksum, ordering: .relaxed)
}

private let checksumSink = Atomic<Int>(0)

/// A counter that a scenario's observers add to; its total is the checksum.
///
/// It writes through a raw pointer rather than a class `var`, so that neither body pays a
/// dynamic exclusivity check and both pay the same for each observation. Not thread-safe:
/// a scenario whose observers run on several threads needs an `Atomic` instead.
final class Tally {
    private let storage: UnsafeMutablePointer<Int>

    init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit {
        storage.deallocate()
    }

    /// Adds `value`, wrapping on overflow.
    @inline(__always)
    func add(_ value: Int) {
        storage.pointee &+= value
    }

    /// Replaces the total with `value`: a baseline's stand-in for a subject's current value,
    /// stored as cheaply as the library stores it.
    @inline(__always)
    func set(_ value: Int) {
        storage.pointee = value
    }

    /// The sum of everything added.
    var total: Int { storage.pointee }
}
