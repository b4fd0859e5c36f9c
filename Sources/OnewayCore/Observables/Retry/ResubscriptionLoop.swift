import Synchronization

/// Runs rounds of work (each one a new subscription) one at a time, on one thread at a time,
/// never nested: the loop of `catch(sequence:)`, `retry` and `retry(when:)`.
///
/// `run(_:)` either runs `round` on the calling thread, and again for as long as more rounds
/// were asked for meanwhile, or, when a round is already running (on another thread, or
/// further up this thread's stack: a source that fails while it is being subscribed), asks
/// the running thread for one more round and returns at once. It guarantees:
/// - never two rounds at once and never a round inside a round, so the stack does not grow
///   with the number of rounds, however many sources fail synchronously;
/// - no request is lost: a round runs that starts after each call to `run(_:)`;
/// - the requests made during one round are answered by one more round, not one each;
/// - each round sees what the threads that asked for it wrote before asking (every state
///   change is an acquiring-and-releasing read-modify-write).
///
/// Lock-free: a failure that asks for a round while the round runs elsewhere never waits.
package struct ResubscriptionLoop: ~Copyable, Sendable {
    private static var idle: Int { 0 }
    private static var running: Int { 1 }
    private static var runningAndDue: Int { 2 }

    private let state = Atomic<Int>(0)

    /// Creates a loop with no round running.
    package init() {}

    /// Runs `round` now, then as many more times as rounds were asked for while it ran;
    /// or, if a round is running, asks for one more and returns without running `round`.
    package func run(_ round: () -> Void) {
        guard claim() else { return }
        repeat {
            round()
        } while isAnotherRoundDue()
    }

    /// Takes the loop if it is idle, or marks one more round as due; returns whether the
    /// caller took the loop.
    private func claim() -> Bool {
        var current = state.load(ordering: .relaxed)
        while true {
            let desired = current == Self.idle ? Self.running : Self.runningAndDue
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged { return current == Self.idle }
            current = original
        }
    }

    /// By the thread running the loop, after a round: gives the loop up if no round is due,
    /// otherwise takes the due round.
    private func isAnotherRoundDue() -> Bool {
        if state.compareExchange(expected: Self.running, desired: Self.idle, ordering: .acquiringAndReleasing)
            .exchanged
        {
            return false
        }
        // The state is `runningAndDue`, and only this thread leaves it; an exchange rather
        // than a store, so that a request coalesced meanwhile is acquired too.
        _ = state.exchange(Self.running, ordering: .acquiringAndReleasing)
        return true
    }
}
