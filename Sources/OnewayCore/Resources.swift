import Synchronization

/// A count of the live objects Oneway has allocated: observables, subscriptions, subjects'
/// observers, scheduled items and disposables.
///
/// Counting runs in debug builds only (as RxSwift's `Resources` runs only with
/// `TRACE_RESOURCES`); in release builds nothing is counted and every count stays `0`. Tests use
/// it to prove that disposing or completing a subscription frees everything it allocated:
/// read `total` before, dispose, and expect the same value after. The members have RxSwift's
/// names and types, so RxSwift's leak-checking test base classes compile unchanged.
///
/// Every count is process-wide and atomic: read it from any thread. A count read while other
/// threads are still releasing a subscription may be higher than it is a moment later.
public enum Resources {
    /// Whether this build counts resources (`true` in debug builds).
    public static var isTracking: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// The number of Oneway objects alive right now, across all threads, plus what
    /// `incrementTotal()` added and `decrementTotal()` took away.
    public static var total: Int32 {
        liveCount.load(ordering: .acquiring)
    }

    /// Counts one more live resource: for a resource of your own that a test should see
    /// released, as RxSwift's extensions do. Counts nothing in release builds.
    ///
    /// - Returns: The new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        #if DEBUG
            liveCount.add(1, ordering: .relaxed).newValue
        #else
            0
        #endif
    }

    /// Counts one live resource fewer: the counterpart of `incrementTotal()`, called when that
    /// resource is released. Counts nothing in release builds.
    ///
    /// - Returns: The new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        #if DEBUG
            liveCount.subtract(1, ordering: .releasing).newValue
        #else
            0
        #endif
    }

    /// The number of live observables made by `observe(on:)` with a
    /// `SerialDispatchQueueScheduler` (`MainScheduler` included), the form that relies on the
    /// queue's order instead of a queue of its own.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        OperatorKind.serialDispatchQueueObserveOn.liveCount
    }

    /// The number of live observables made by `map(_:)`.
    ///
    /// Each `map` is one operator: `map` after `map` counts two (RxSwift fused them into one).
    public static var numberOfMapOperators: Int32 {
        OperatorKind.map.liveCount
    }
}

/// The deepest stack of pending source sequences a tail-recursive `concat` has held since
/// this was last set, counted in debug builds (`0` in release builds, where setting it does
/// nothing).
///
/// A `concat` whose last source is another `concat` continues with that one's sources instead
/// of nesting a subscription in its own, so recursion in tail position (a sequence of
/// observables whose last element recurses) stays at a depth of 1. A source in any other
/// position pushes its sequence on the stack. Set it to `0` before the code you measure;
/// reads and writes are atomic.
public var maxTailRecursiveSinkStackSize: Int {
    get { tailRecursionDepth.load(ordering: .relaxed) }
    set {
        #if DEBUG
            tailRecursionDepth.store(newValue, ordering: .relaxed)
        #endif
    }
}

/// Records that a tail-recursive sink's stack reached `depth`.
func recordTailRecursion(depth: Int) {
    #if DEBUG
        var current = tailRecursionDepth.load(ordering: .relaxed)
        while current < depth {
            let (exchanged, original) = tailRecursionDepth.compareExchange(
                expected: current, desired: depth, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    #endif
}

/// The operators RxSwift counts one by one, beside `Resources.total`.
@usableFromInline
package enum OperatorKind: Sendable {
    case map
    case serialDispatchQueueObserveOn

    /// How many operators of this kind are alive.
    var liveCount: Int32 {
        switch self {
        case .map: mapCount.load(ordering: .acquiring)
        case .serialDispatchQueueObserveOn: serialObserveOnCount.load(ordering: .acquiring)
        }
    }

    /// Counts `delta` more operators of this kind.
    func count(_ delta: Int32) {
        switch self {
        case .map: mapCount.add(delta, ordering: .acquiringAndReleasing)
        case .serialDispatchQueueObserveOn: serialObserveOnCount.add(delta, ordering: .acquiringAndReleasing)
        }
    }
}

/// A token for one live operator of a counted kind, in debug builds: the operator's
/// observable keeps it, and its release counts the operator gone.
///
/// - Returns: The token, or `nil` in release builds, where nothing is counted.
@usableFromInline
package func _countedOperator(_ kind: OperatorKind) -> AnyObject? {
    #if DEBUG
        LiveOperator(kind)
    #else
        nil
    #endif
}

/// Counts one live operator of `kind` from its creation to its release.
private final class LiveOperator {
    private let kind: OperatorKind

    init(_ kind: OperatorKind) {
        self.kind = kind
        kind.count(1)
    }

    deinit {
        kind.count(-1)
    }
}

private let liveCount = Atomic<Int32>(0)
private let mapCount = Atomic<Int32>(0)
private let serialObserveOnCount = Atomic<Int32>(0)
private let tailRecursionDepth = Atomic<Int>(0)
