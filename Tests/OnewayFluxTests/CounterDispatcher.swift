import Foundation
import Oneway

/// The dispatcher the tests use, declared as Swift 6 code declares one.
final class CounterDispatcher: Dispatchable {
    enum State: Equatable, Sendable {
        case add(Int)
        case reset
        case tagged(thread: Int, index: Int)
    }

    static let shared = CounterDispatcher()
    let observerState: AnyObserver<State>
    let observableState: Observable<State>

    init() {
        (observerState, observableState) = Self.properties()
    }
}

extension CounterDispatcher {
    /// The read face. Callbacks build it from an `unowned` dispatcher: a callback that holds
    /// the dispatcher strongly is a cycle (dispatcher → callback → dispatcher) until it is
    /// unregistered, as with any Swift observer that captures its subject.
    var store: AnyObservableDispatcher<CounterDispatcher> { AnyObservableDispatcher(self) }
}

extension CounterDispatcher.State: CustomStringConvertible {
    var description: String {
        switch self {
        case .add(let value): "add(\(value))"
        case .reset: "reset"
        case .tagged(let thread, let index): "\(thread).\(index)"
        }
    }
}

/// Records strings from any thread, for assertions.
///
/// An `NSLock` rather than a `Mutex`: the thread sanitizer reports the borrow of a `Mutex`
/// stored in a class as a racing modification.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    // Locked by `lock`.
    private var entries: [String] = []

    func append(_ entry: String) {
        lock.withLock { entries.append(entry) }
    }

    var all: [String] { lock.withLock { entries } }
}

/// Replaces `Hooks.defaultErrorHandler` while `body` runs and returns the errors it received.
/// Tracked suites run one test at a time, so no other test sees the replacement.
func collectingUnhandledErrors(_ body: () throws -> Void) rethrows -> [String] {
    let log = Log()
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in log.append("\(error)") }
    defer { Hooks.defaultErrorHandler = previous }
    try body()
    return log.all
}
