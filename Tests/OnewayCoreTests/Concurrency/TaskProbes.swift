import Dispatch
import OnewayTestSupport
import Testing

/// Suspends the current task until it is cancelled, without sleeping or polling.
func suspendUntilCancelled() async {
    let gate = CancellationGate()
    await withTaskCancellationHandler {
        await withCheckedContinuation { gate.park($0) }
    } onCancel: {
        gate.open()
    }
}

/// Resumes a parked continuation once cancellation comes, whichever of the two comes first.
private final class CancellationGate: Sendable {
    private let state = Locked<(isOpen: Bool, parked: CheckedContinuation<Void, Never>?)>((false, nil))

    func park(_ continuation: CheckedContinuation<Void, Never>) {
        let resumeNow = state.withLock { state in
            if state.isOpen { return true }
            state.parked = continuation
            return false
        }
        if resumeNow { continuation.resume() }
    }

    func open() {
        state.withLock { state in
            state.isOpen = true
            return state.parked.take()
        }?.resume()
    }
}

/// Values sent from tasks, awaited by the test one at a time, in order.
///
/// A wait is bounded as `waitOrRecordIssue()` is: a value that never comes ends the wait
/// after `lostSignalTimeout` with a recorded issue, so a lost signal fails the test instead of
/// hanging the run. No thread is blocked meanwhile.
final class Mailbox<Value: Sendable>: Sendable {
    private struct State {
        var values: [Value] = []
        var waiter: (generation: Int, continuation: CheckedContinuation<Value?, Never>)?
        var generation = 0
    }

    private enum Taken {
        case value(Value)
        case parked(generation: Int)
    }

    private let state = Locked(State())

    init() {}

    /// Sends `value` to the test.
    func send(_ value: Value) {
        let waiter = state.withLock { state in
            guard let waiter = state.waiter.take() else {
                state.values.append(value)
                return nil as CheckedContinuation<Value?, Never>?
            }
            return waiter.continuation
        }
        waiter?.resume(returning: .some(value))
    }

    /// The next value sent, waiting for it if need be; `nil`, with a recorded issue, if none
    /// comes within `lostSignalTimeout`.
    func next(sourceLocation: SourceLocation = #_sourceLocation) async -> Value? {
        let value = await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
            let taken = state.withLock { state -> Taken in
                guard state.values.isEmpty else { return .value(state.values.removeFirst()) }
                state.generation += 1
                state.waiter = (state.generation, continuation)
                return .parked(generation: state.generation)
            }
            switch taken {
            case .value(let value):
                continuation.resume(returning: .some(value))
            case .parked(let generation):
                DispatchQueue.global().asyncAfter(deadline: .now() + lostSignalTimeout) { [state] in
                    let expired = state.withLock { state -> CheckedContinuation<Value?, Never>? in
                        guard state.waiter?.generation == generation else { return nil }
                        return state.waiter.take()?.continuation
                    }
                    expired?.resume(returning: nil)
                }
            }
        }
        if value == nil { Issue.record("a value never came", sourceLocation: sourceLocation) }
        return value
    }
}

/// Sends to a mailbox when it is deallocated: captured by a block, and by nothing else, it
/// tells the test that the block's task has ended, so everything that task would deliver has
/// been delivered.
final class ReleaseSignal: Sendable {
    private let mailbox: Mailbox<Void>

    init(_ mailbox: Mailbox<Void>) {
        self.mailbox = mailbox
    }

    deinit {
        mailbox.send(())
    }

    /// Keeps the capture alive where the block uses it.
    func touch() {}
}

/// Runs `action` once the blocks holding its `count` tokens have all been released: the
/// tasks that ran them have ended, so everything they would deliver has been delivered.
final class Countdown: Sendable {
    /// Held by one block; its release counts down.
    final class Token: Sendable {
        private let countdown: Countdown

        fileprivate init(_ countdown: Countdown) {
            self.countdown = countdown
        }

        deinit {
            countdown.tick()
        }

        /// Keeps the capture alive where the block uses it.
        func touch() {}
    }

    private let remaining: Locked<Int>
    private let action: @Sendable () -> Void

    init(_ count: Int, then action: @escaping @Sendable () -> Void) {
        remaining = Locked(count)
        self.action = action
    }

    /// A token for one block to capture.
    func token() -> Token {
        Token(self)
    }

    private func tick() {
        let reachedZero = remaining.withLock { remaining in
            remaining -= 1
            return remaining == 0
        }
        if reachedZero { action() }
    }
}
