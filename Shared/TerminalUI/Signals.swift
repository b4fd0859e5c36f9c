import Dispatch
import Synchronization

/// Signals handled on a dispatch queue instead of by their default action, until `cancel()`.
///
/// A signal is caught from the moment the watch is made: one that comes before the queue
/// runs its handler is handled then, never lost and never left to its default action (a
/// dispatch signal source starts watching only some time after it is resumed).
package final class SignalWatch {
    private let numbers: [Int32]
    private let token: Int

    /// Handles `numbers` with `handler`, on `queue`, from now until `cancel()`.
    init(_ numbers: [Int32], on queue: DispatchQueue, _ handler: @escaping @Sendable (Int32) -> Void) {
        self.numbers = numbers
        token = SignalRouter.shared.add(numbers, queue: queue, handler: handler)
    }

    /// Handles SIGTERM, SIGINT and SIGHUP with `handler` on `queue`, which gets the signal's
    /// number: for a program that is not full screen and has work to save before it ends
    /// (then `exitAfter(signal:)`).
    package static func endingSignals(
        on queue: DispatchQueue, _ handler: @escaping @Sendable (Int32) -> Void
    ) -> SignalWatch {
        SignalWatch(Platform.endingSignals, on: queue, handler)
    }

    /// Stops handling the signals here; they stay caught, and are dropped if no other watch
    /// handles them.
    package func cancel() {
        SignalRouter.shared.remove(token, from: numbers)
    }
}

/// Ends the program with `status`, running the `atexit` handlers (the terminal's restoration
/// among them).
package func exitProgram(status: Int32) -> Never {
    Platform.end(status: status)
}

/// Exits with status 128 + `number`, as the shell reports a program a signal ended.
package func exitAfter(signal number: Int32) -> Never {
    exitProgram(status: 128 + number)
}

/// Reads the numbers of caught signals from the platform's pipe, on a queue of its own, and
/// hands each to the handlers watching it, on their queues.
private final class SignalRouter: Sendable {
    static let shared = SignalRouter()

    private struct Watcher: Sendable {
        var token: Int
        var queue: DispatchQueue
        var handler: @Sendable (Int32) -> Void
    }

    private let watchers = Mutex<(next: Int, bySignal: [Int32: [Watcher]])>((0, [:]))
    private let queue = DispatchQueue(label: "TerminalUI.signals")
    // Read and written only on `queue`.
    private nonisolated(unsafe) var reading: (any DispatchSourceRead)?

    private init() {}

    func add(_ numbers: [Int32], queue: DispatchQueue, handler: @escaping @Sendable (Int32) -> Void) -> Int {
        let token = watchers.withLock { watchers in
            watchers.next += 1
            for number in numbers {
                watchers.bySignal[number, default: []].append(
                    Watcher(token: watchers.next, queue: queue, handler: handler))
            }
            return watchers.next
        }
        startReading(Platform.catchSignals(numbers))
        return token
    }

    func remove(_ token: Int, from numbers: [Int32]) {
        watchers.withLock { watchers in
            for number in numbers { watchers.bySignal[number]?.removeAll { $0.token == token } }
        }
    }

    private func startReading(_ descriptor: Int32) {
        queue.sync {
            guard reading == nil else { return }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { [self] in
                for number in Platform.readAvailable(descriptor, upTo: 64) ?? [] { deliver(Int32(number)) }
            }
            source.resume()
            reading = source
        }
    }

    private func deliver(_ number: Int32) {
        let watching = watchers.withLock { $0.bySignal[number] ?? [] }
        for watcher in watching { watcher.queue.async { watcher.handler(number) } }
    }
}
