import Dispatch
import OnewayCore

/// Which `send` the current thread is in, if any: the reducer tags the action it applies
/// with it, so that `send` finds its own action among those effects dispatch meanwhile.
enum Sending {
    @TaskLocal static var token: UInt64?
}

/// The actions a test store's store applied and no step has checked yet, each with the states
/// right before and right after it. Locked: effects may dispatch from other threads.
final class ActionLog<State, Action>: @unchecked Sendable {
    struct Entry {
        let action: Action
        let before: State
        let after: State
        /// The token of the `send` that dispatched the action on this thread, if any.
        let sending: UInt64?
    }

    struct Contents {
        var entries: [Entry] = []
        var lastToken: UInt64 = 0
        /// Async receives suspended until the next entry, under keys from `lastWaiter`.
        var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
        var lastWaiter = 0
    }

    // Safe to share: every access goes through the lock.
    private let contents = LockedState(Contents())
    /// Signalled once per append, so that a waiting `waitForEntry` wakes up to look again.
    private let appended = DispatchSemaphore(value: 0)

    func append(_ entry: Entry) {
        let waiters = contents.withLock { log in
            log.entries.append(entry)
            defer { log.waiters = [:] }
            return log.waiters
        }
        appended.signal()
        for waiter in waiters.values {
            waiter.resume(returning: true)
        }
    }

    /// A token no earlier `send` used.
    func nextSendingToken() -> UInt64 {
        contents.withLock { log in
            log.lastToken += 1
            return log.lastToken
        }
    }

    /// Takes the first entry tagged with `token`: the action that `send` dispatched. Actions
    /// dispatched on the same thread during that send (by an effect reacting at once) come
    /// after it, tagged alike, and stay.
    func take(sending token: UInt64) -> Entry? {
        contents.withLock { log in
            log.entries.firstIndex { $0.sending == token }.map { log.entries.remove(at: $0) }
        }
    }

    func takeFirst() -> Entry? { contents.withLock { $0.entries.isEmpty ? nil : $0.entries.removeFirst() } }

    /// Waits until an entry is logged or `deadline` passes; returns whether one is there.
    /// Blocks the calling thread.
    func waitForEntry(until deadline: DispatchTime) -> Bool {
        while true {
            if isNotEmpty { return true }
            // Signals left over from earlier appends only cause another look.
            guard appended.wait(timeout: deadline) == .success else { return isNotEmpty }
        }
    }

    /// Waits until an entry is logged or `deadline` passes; returns whether one is there.
    ///
    /// Suspends without holding any thread: an async test runs on the concurrency pool, which
    /// has about one thread per core, and the task that answers (a `Single.from` block, say)
    /// may need one of them. Blocking a Dispatch thread instead is no better on Linux, whose
    /// Dispatch adds a thread for blocked ones only about once a second.
    nonisolated(nonsending) func entryArrives(until deadline: DispatchTime) async -> Bool {
        if isNotEmpty { return true }
        return await withCheckedContinuation { continuation in
            let key = contents.withLock { log -> Int? in
                guard log.entries.isEmpty else { return nil }
                log.lastWaiter += 1
                log.waiters[log.lastWaiter] = continuation
                return log.lastWaiter
            }
            guard let key else { return continuation.resume(returning: true) }
            DispatchQueue.global().asyncAfter(deadline: deadline) {
                // Still waiting only if no entry came: `append` removes every waiter.
                let waiter = self.contents.withLock { $0.waiters.removeValue(forKey: key) }
                waiter?.resume(returning: false)
            }
        }
    }

    private var isNotEmpty: Bool { contents.withLock { !$0.entries.isEmpty } }

    func takeAll() -> [Entry] {
        contents.withLock { log in
            defer { log.entries = [] }
            return log.entries
        }
    }

    func peek() -> [Entry] { contents.withLock { $0.entries } }
}

/// The moment `timeout` from now, for `waitForEntry` and `entryArrives`.
func deadline(after timeout: Duration) -> DispatchTime {
    DispatchTime.now() + .nanoseconds(Int(timeout / .nanoseconds(1)))
}

/// The actions of `entries`, one per line, indented, for an issue's message.
func listing<State, Action>(_ entries: [ActionLog<State, Action>.Entry]) -> String {
    entries.map { "  \($0.action)" }.joined(separator: "\n")
}
