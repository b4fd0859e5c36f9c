import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// An event as the tests compare it: errors by what they are, not by identity.
enum Delivered<Element: Equatable>: Equatable, CustomStringConvertible {
    case next(Element)
    case error(TestFailure)
    case completed

    init(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .next(element)
        case .error(let error): self = .error(TestFailure(error))
        case .completed: self = .completed
        }
    }

    var description: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

/// The errors the tests send, and how they see the ones Oneway sends.
enum TestFailure: Error, Equatable {
    case boom
    case other
    case disposed
    case unexpected(String)

    init(_ error: any Error) {
        switch error {
        case let failure as TestFailure: self = failure
        case RxError.disposed: self = .disposed
        default: self = .unexpected("\(error)")
        }
    }
}

/// An object with a name, for the `subscribe(with:)` tests to tell which object a closure got.
final class NamedOwner {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// Records what one subscription receives, on one thread at a time.
final class Recorder<Element: Equatable> {
    private(set) var events: [Delivered<Element>] = []

    var elements: [Element] {
        events.compactMap { if case .next(let element) = $0 { element } else { nil } }
    }

    func on(_ event: Event<Element>) {
        events.append(Delivered(event))
    }

    /// Subscribes to `source` through `subscribe(_:)`, the closure form every chain ends in.
    func subscribe<Source: ObservableType>(to source: Source) -> Disposable where Source.Element == Element {
        source.subscribe { self.on($0) }
    }
}

/// A disposable that counts how many times it was disposed (thread-safe) and logs the
/// order in which a group of them was disposed.
final class CountingDisposable: Disposable, Sendable {
    let name: String
    private let log: DisposalLog?
    private let disposals = Atomic<Int>(0)

    init(_ name: String = "", log: DisposalLog? = nil) {
        self.name = name
        self.log = log
    }

    var count: Int { disposals.load(ordering: .acquiring) }

    func dispose() {
        disposals.add(1, ordering: .acquiringAndReleasing)
        log?.append(name)
    }
}

/// The order in which disposables were disposed.
final class DisposalLog: Sendable {
    private let names = Locked<[String]>([])

    var order: [String] { names.withLock { $0 } }

    func append(_ name: String) { names.withLock { $0.append(name) } }
}

/// Runs `body(index)` on `count` new threads that start together, and returns when all
/// have finished. By then `body`, and everything it captured, has been released.
func runConcurrently(threads count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let box = ClosureBox(body)
    let ready = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
        let thread = Thread {
            ready.signal()
            start.waitOrRecordIssue()
            box.closure!(index)
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<count { ready.waitOrRecordIssue() }
    for _ in 0..<count { start.signal() }
    for _ in 0..<count { done.waitOrRecordIssue() }
    // A thread object keeps its block until the thread exits, which may be after `done`;
    // dropping the closure here releases what it captured now.
    box.closure = nil
}

/// Holds a closure that several threads call and the caller then releases.
private final class ClosureBox: @unchecked Sendable {
    // Read by the threads between `start` and `done`; cleared after `done`.
    var closure: (@Sendable (Int) -> Void)?

    init(_ closure: @escaping @Sendable (Int) -> Void) { self.closure = closure }
}

/// Runs `rounds` rounds on the same `count` threads (creating threads is slow under the
/// thread sanitizer): each round, `prepare` makes the round's state, every thread runs
/// `body(state, index)` starting together, and `verify` checks the state once all are done.
func runConcurrently<State: Sendable>(
    threads count: Int,
    rounds: Int,
    prepare: () -> State,
    _ body: @escaping @Sendable (State, Int) -> Void,
    verify: (State) -> Void
) {
    let current = Locked<State?>(nil)
    let box = ClosureBox { index in body(current.withLock { $0! }, index) }
    // One per thread, so that a fast thread cannot take another's start signal.
    let starts = (0..<count).map { _ in DispatchSemaphore(value: 0) }
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
        let start = starts[index]
        let thread = Thread {
            for _ in 0..<rounds {
                start.waitOrRecordIssue()
                box.closure!(index)
                done.signal()
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<rounds {
        let state = prepare()
        current.withLock { $0 = state }
        for start in starts { start.signal() }
        for _ in 0..<count { done.waitOrRecordIssue() }
        current.withLock { $0 = nil }
        verify(state)
    }
    box.closure = nil
}

/// Runs `body` on another thread and returns its result, or `nil` if it did not return
/// within `seconds`: a body that deadlocks is left blocked on its thread, and the test fails
/// instead of hanging.
func finishing<Result: Sendable>(within seconds: Double = 60, _ body: @escaping @Sendable () -> Result) -> Result? {
    let done = DispatchSemaphore(value: 0)
    let result = Locked<Result?>(nil)
    Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }.start()
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return result.withLock { $0 }
}

/// A value whose deinit runs a closure, to prove where a subject releases what it holds.
final class DeinitProbe: Equatable, @unchecked Sendable {
    let id: Int
    // Set before the probe is shared, read only in deinit.
    var onDeinit: (() -> Void)?

    init(_ id: Int, onDeinit: (() -> Void)? = nil) {
        self.id = id
        self.onDeinit = onDeinit
    }

    deinit { onDeinit?() }

    static func == (lhs: DeinitProbe, rhs: DeinitProbe) -> Bool { lhs.id == rhs.id }
}

/// Adapts a closure returning nothing to a scheduler action.
func action<State>(_ body: @escaping (State) -> Void) -> (State) -> Disposable {
    { state in
        body(state)
        return Disposables.create()
    }
}
