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

    // Safe to share: every access goes through the lock.
    private let entries = LockedState<(entries: [Entry], lastToken: UInt64)>(([], 0))
    /// Signalled once per append, so that a waiting `takeFirst` wakes up to look again.
    private let appended = DispatchSemaphore(value: 0)

    func append(_ entry: Entry) {
        entries.withLock { $0.entries.append(entry) }
        appended.signal()
    }

    /// A token no earlier `send` used.
    func nextSendingToken() -> UInt64 {
        entries.withLock { log in
            log.lastToken += 1
            return log.lastToken
        }
    }

    /// Takes the first entry tagged with `token`: the action that `send` dispatched. Actions
    /// dispatched on the same thread during that send (by an effect reacting at once) come
    /// after it, tagged alike, and stay.
    func take(sending token: UInt64) -> Entry? {
        entries.withLock { log in
            log.entries.firstIndex { $0.sending == token }.map { log.entries.remove(at: $0) }
        }
    }

    func takeFirst() -> Entry? { entries.withLock { $0.entries.isEmpty ? nil : $0.entries.removeFirst() } }

    /// The first entry, waiting until `deadline` for one if there is none yet.
    func takeFirst(waitingUntil deadline: DispatchTime) -> Entry? {
        while true {
            if let entry = takeFirst() { return entry }
            // Signals left over from earlier appends only cause another look.
            guard appended.wait(timeout: deadline) == .success else { return takeFirst() }
        }
    }

    func takeAll() -> [Entry] {
        entries.withLock { log in
            defer { log.entries = [] }
            return log.entries
        }
    }

    func peek() -> [Entry] { entries.withLock { $0.entries } }
}

/// The actions of `entries`, one per line, indented, for an issue's message.
func listing<State, Action>(_ entries: [ActionLog<State, Action>.Entry]) -> String {
    entries.map { "  \($0.action)" }.joined(separator: "\n")
}
