import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// Values recorded from any thread, in the order they arrived.
///
/// Behind an `NSLock` rather than a `Mutex`: the thread sanitizer reports the borrow of a
/// `Mutex` stored in a class as a racing modification.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    // Locked by `lock`.
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(value)
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// The last value set from any thread (a `Recorder` of a million states would hold them all).
final class Latest<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    // Locked by `lock`.
    private var storage: Value?

    var value: Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storage = newValue
        }
    }
}

/// Counts calls from any thread: reads of a probed property, comparisons, callbacks.
final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    @discardableResult
    func increment() -> Int {
        storage.add(1, ordering: .relaxed).newValue
    }

    var value: Int {
        storage.load(ordering: .relaxed)
    }
}

/// Runs `body` on a new thread; `join()` waits (at most `lostSignalTimeout`) for it to finish.
final class TestThread: Sendable {
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread { [done] in
            body()
            done.signal()
        }
        thread.start()
    }

    /// Returns `false` if the thread did not finish by `deadline`.
    func join(until deadline: DispatchTime = .now() + lostSignalTimeout) -> Bool {
        done.wait(timeout: deadline) == .success
    }
}

/// A notification of a counter store held open on another thread: an observer of `\.count`
/// whose callback, on the state with `count == 1`, waits until `resume()`.
///
/// Lets a test act from its own thread while another thread is the store's notifier. Used
/// from the test's thread only; the callback touches only the semaphores and the counter.
final class HeldNotification {
    private let insideCallback = DispatchSemaphore(value: 0)
    private let resumed = DispatchSemaphore(value: 0)
    private let waitsTimedOut = Counter()
    private var notifier: TestThread?
    /// The holding observer's subscription.
    let subscription: Disposable

    /// Subscribes the holding observer; `onEach` also sees every count it receives.
    init(on store: Store<CounterState, CounterAction>, onEach: @escaping @Sendable (Int) -> Void = { _ in }) {
        subscription = store.observe(\.count).subscribe(onNext: { [insideCallback, resumed, waitsTimedOut] count in
            onEach(count)
            guard count == 1 else { return }
            insideCallback.signal()
            if !resumed.waitOrRecordIssue("the test thread never resumed the callback") { waitsTimedOut.increment() }
        })
    }

    /// Dispatches `.increment` on a new thread and returns once that thread's notification is
    /// held in the callback.
    func start(_ store: Store<CounterState, CounterAction>, sourceLocation: SourceLocation = #_sourceLocation) {
        notifier = TestThread { store.dispatch(.increment) }
        insideCallback.waitOrRecordIssue("the notifier never reached its callback", sourceLocation: sourceLocation)
    }

    /// Lets the held callback return.
    func resume() { resumed.signal() }

    /// Waits for the notifying thread to finish; `false` if it did not in time.
    func join() -> Bool { notifier?.join() ?? false }

    /// How many waits inside the callback timed out (recorded there, on the notifying thread,
    /// where an issue may not be attributed to the test).
    var timeouts: Int { waitsTimedOut.value }
}

/// Runs `body(index)` for `index` in `0..<count`, each on its own new thread, all at once (so
/// that 4 threads really contend, even on 2 cores, unlike `concurrentPerform`, which runs no
/// more threads than cores); returns `false` if they had not all finished within
/// `lostSignalTimeout`.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (_ index: Int) -> Void) -> Bool {
    let deadline = DispatchTime.now() + lostSignalTimeout
    let threads = (0..<count).map { index in TestThread { body(index) } }
    return threads.allSatisfy { $0.join(until: deadline) }
}

/// A small feature used across the suites.
struct CounterState: Equatable {
    var count = 0
    var name = ""
    var tags: [String] = []

    var isEven: Bool { count.isMultiple(of: 2) }
}

enum CounterAction: Equatable {
    case increment
    case add(Int)
    case rename(String)
    case tag(String)
    case touch
}

func counterReducer(_ state: inout CounterState, _ action: CounterAction) {
    switch action {
    case .increment: state.count += 1
    case .add(let amount): state.count += amount
    case .rename(let name): state.name = name
    case .tag(let tag): state.tags.append(tag)
    case .touch: break
    }
}
