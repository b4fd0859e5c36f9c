extension ConnectableObservableType {
    /// Returns a sequence that connects this one when its first subscriber arrives and
    /// disposes the connection when its last subscriber leaves or the source terminates.
    ///
    /// A subscriber that receives a terminal event while subscribing (a stopped subject
    /// replays it) does not connect. Connecting and disconnecting run without any lock held,
    /// in the order in which they were decided; one started from inside another (a subscriber
    /// reacting to an event pushed during `connect()`) runs right after it, never nested.
    ///
    /// - Returns: The reference-counted sequence.
    /// - SeeAlso: [refCount operator on reactivex.io](http://reactivex.io/documentation/operators/refcount.html)
    public func refCount() -> Observable<Element> {
        let counter = RefCounter(source: self)
        return Producer { sink in counter.run(sink) }
    }
}

/// The state shared by every subscription of one `refCount()`: the subscriber count, the
/// identity of the current connection, and the queue of connect and disconnect actions.
private final class RefCounter<Source: ConnectableObservableType>: @unchecked Sendable {
    private enum Action {
        case connect(SingleAssignmentDisposable)
        case disconnect(Disposable)
    }

    private struct State {
        var count = 0
        /// Changes when the source terminates, so that subscribers of an ended connection
        /// no longer count.
        var connectionID = 0
        var connection: SingleAssignmentDisposable?
        var actions = Queue<Action>()
        var isRunningActions = false
    }

    /// The connection one subscriber counts in, `nil` until it is counted.
    private final class Ticket {
        // Read and written under the counter's lock only.
        var connectionID: Int?
    }

    private let source: Source
    private let state = LockedState(State())

    init(source: Source) {
        self.source = source
    }

    func run(_ sink: Sink<Source.Element>) -> Disposable {
        let ticket = Ticket()
        let subscription = source.subscribe(
            AnyObserver { [self] event in
                if event.isStopEvent { sourceTerminated(ticket: ticket) }
                sink.on(event)
            })
        let counted = state.withLock { state -> Bool in
            guard !sink.isDisposed else { return false }
            ticket.connectionID = state.connectionID
            state.count += 1
            if state.count == 1 {
                let connection = SingleAssignmentDisposable()
                state.connection = connection
                state.actions.append(.connect(connection))
            }
            return true
        }
        runActions()
        guard counted else { return subscription }
        return Disposables.create { [self] in
            subscription.dispose()
            subscriberLeft(ticket: ticket)
        }
    }

    private func sourceTerminated(ticket: Ticket) {
        state.withLock { state in
            guard ticket.connectionID == state.connectionID else { return }
            state.count = 0
            state.connectionID &+= 1
            Self.disconnect(&state)
        }
        runActions()
    }

    private func subscriberLeft(ticket: Ticket) {
        state.withLock { state in
            guard ticket.connectionID == state.connectionID, state.count > 0 else { return }
            state.count -= 1
            if state.count == 0 { Self.disconnect(&state) }
        }
        runActions()
    }

    private static func disconnect(_ state: inout State) {
        guard let connection = state.connection else { return }
        state.connection = nil
        state.actions.append(.disconnect(connection))
    }

    /// Runs queued actions in order unless another call is running them; like
    /// `SerializedSink.drain`, an action queued meanwhile is picked up by the running call.
    private func runActions() {
        let mustRun = state.withLock { state -> Bool in
            guard !state.isRunningActions, !state.actions.isEmpty else { return false }
            state.isRunningActions = true
            return true
        }
        guard mustRun else { return }
        while let action = state.withLock({ state -> Action? in
            if let action = state.actions.popFirst() { return action }
            state.isRunningActions = false
            return nil
        }) {
            switch action {
            case .connect(let connection): connection.setDisposable(source.connect())
            case .disconnect(let connection): connection.dispose()
            }
        }
    }
}
