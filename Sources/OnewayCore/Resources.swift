import Synchronization

/// A count of the live objects Oneway has allocated: observables, subscriptions, subjects'
/// observers, scheduled items and disposables.
///
/// Counting runs in debug builds only (as RxSwift's `Resources.total` runs only with
/// `TRACE_RESOURCES`); in release builds nothing is counted and `total` stays `0`. Tests use
/// it to prove that disposing or completing a subscription frees everything it allocated:
/// read `total` before, dispose, and expect the same value after.
public enum Resources {
    /// Whether this build counts resources (`true` in debug builds).
    public static var isTracking: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// The number of Oneway objects alive right now, across all threads.
    public static var total: Int {
        liveCount.load(ordering: .acquiring)
    }

    @usableFromInline
    package static func incrementTotal() {
        #if DEBUG
            liveCount.add(1, ordering: .relaxed)
        #endif
    }

    @usableFromInline
    package static func decrementTotal() {
        #if DEBUG
            liveCount.subtract(1, ordering: .releasing)
        #endif
    }
}

private let liveCount = Atomic<Int>(0)
