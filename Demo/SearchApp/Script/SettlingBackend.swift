import Foundation
import Oneway

/// A backend that answers on other threads (GitHub, through `URLSession`), made to answer
/// on one thread, when that thread asks: script mode runs its clock and prints on one
/// thread, and waits for the network between commands.
///
/// Requests go out at once; their answers are held until `settle()`, which runs them, in
/// the order they came, on its caller's thread, until no request is in flight.
package final class SettlingBackend: SearchBackend {
    private let backend: any SearchBackend
    private let inbox = Inbox()
    private let timeout: TimeInterval

    /// - Parameters:
    ///   - backend: The backend to wrap.
    ///   - timeout: How long `settle()` waits for one answer before it gives up waiting
    ///     (the request stays in flight, and its answer is run at a later `settle()`).
    package init(_ backend: any SearchBackend, timeout: TimeInterval = 30) {
        self.backend = backend
        self.timeout = timeout
    }

    package func search(_ request: PageRequest) -> Single<SearchModel<User>> {
        Single.create { [backend, inbox] observer in
            let ticket = inbox.open()
            let subscription = backend.search(request).subscribe { result in
                inbox.post(ticket) { observer(result) }
            }
            return Disposables.create {
                inbox.close(ticket)
                subscription.dispose()
            }
        }
    }

    /// Runs the answers that came, and waits for those still to come, until no request is
    /// in flight (or one has not answered within the timeout).
    package func settle() {
        while let answer = inbox.next(timeout: timeout) { answer() }
    }
}

/// The answers held for `settle()`, and how many requests are still to answer.
// Unchecked: every stored property is read and written only under `condition`'s lock.
private final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var openTickets = Set<Int>()
    private var nextTicket = 0
    private var answers: [(ticket: Int, run: () -> Void)] = []

    func open() -> Int {
        condition.withLock {
            nextTicket += 1
            openTickets.insert(nextTicket)
            return nextTicket
        }
    }

    /// Holds the answer to `ticket` until `next(timeout:)` takes it; none for a closed one.
    func post(_ ticket: Int, _ run: @escaping () -> Void) {
        condition.withLock {
            guard openTickets.contains(ticket) else { return }
            answers.append((ticket, run))
            condition.broadcast()
        }
    }

    /// Forgets `ticket`: it was answered or cancelled.
    func close(_ ticket: Int) {
        condition.withLock {
            openTickets.remove(ticket)
            answers.removeAll { $0.ticket == ticket }
        }
    }

    /// The next answer, waiting for one while requests are open; `nil` when none is open or
    /// none came within `timeout`.
    func next(timeout: TimeInterval) -> (() -> Void)? {
        condition.withLock {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while answers.isEmpty, !openTickets.isEmpty {
                guard condition.wait(until: deadline) else { return nil }
            }
            guard !answers.isEmpty else { return nil }
            let answer = answers.removeFirst()
            openTickets.remove(answer.ticket)
            return answer.run
        }
    }
}
