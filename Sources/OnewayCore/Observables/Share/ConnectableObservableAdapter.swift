import Synchronization

/// The `ConnectableObservable` behind `multicast`, `publish` and `replay`: a subject that
/// subscribers join, and at most one connection pushing the source into it.
///
/// The subject comes from `makeSubject`, called lazily when there is none; a connection
/// that ends (disposed, or the source terminated) forgets it, so the next subscriber or
/// connection gets a fresh one. `multicast(_:)` passes a factory returning one subject, which
/// thus lives forever. Decisions are made under the lock; `makeSubject`, subscribing and
/// connecting happen after releasing it, so racing callers may call `makeSubject` once more
/// than needed (the extra subject is dropped unused).
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
    @unchecked Sendable
{
    typealias Connection = MulticastConnection<Subject>

    private struct State {
        var subject: Subject?
        var connection: Connection?
    }

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    private let state = LockedState(State())

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    override func connect() -> Disposable {
        let (connection, isNew) = withCurrentSubject { state, subject -> (Connection, Bool) in
            if let connection = state.connection { return (connection, false) }
            let connection = Connection(parent: self, observer: subject.asObserver())
            state.connection = connection
            return (connection, true)
        }
        if isNew { connection.run(source) }
        return connection
    }

    override func _subscribe(_ handler: @escaping (Event<Subject.Element>) -> Void) -> Disposable {
        withCurrentSubject { _, subject in subject }.asObservable()._subscribe(handler)
    }

    /// Forgets `connection` and its subject if it is still the current one.
    func connectionEnded(_ connection: Connection) {
        let released = state.withLock { state -> (Subject?, Connection?) in
            guard state.connection === connection else { return (nil, nil) }
            defer { state = State() }
            return (state.subject, state.connection)
        }
        // Released after the lock, in case releasing them runs deinit code.
        _ = released
    }

    /// Runs `body` under the lock with the current subject, making one first if needed.
    private func withCurrentSubject<Result>(_ body: (inout State, Subject) -> Result) -> Result {
        var fresh: Subject?
        while true {
            let result = state.withLock { state -> Result? in
                if state.subject == nil, let fresh { state.subject = fresh }
                guard let subject = state.subject else { return nil }
                return body(&state, subject)
            }
            if let result { return result }
            // `makeSubject` is the user's code: call it without holding the lock.
            fresh = makeSubject()
        }
    }
}

/// One connection of a `ConnectableObservableAdapter`: forwards the source's events to the
/// subject until disposed or the source terminates.
final class MulticastConnection<Subject: SubjectType>: Cancelable, @unchecked Sendable {
    private let observer: Subject.Observer
    private let subscription = SingleAssignmentDisposable()
    /// Keeps the adapter alive while connected, as in RxSwift; cleared on dispose.
    private let parent: LockedState<ConnectableObservableAdapter<Subject>?>
    private let disposed = Atomic<Bool>(false)

    init(parent: ConnectableObservableAdapter<Subject>, observer: Subject.Observer) {
        self.parent = LockedState(parent)
        self.observer = observer
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Subscribes to `source`; called once, outside any lock.
    func run(_ source: Observable<Subject.Observer.Element>) {
        subscription.setDisposable(source._subscribe { [self] event in on(event) })
    }

    private func on(_ event: Event<Subject.Observer.Element>) {
        guard !isDisposed else { return }
        // As in RxSwift, the connection ends before the subject hears of the termination,
        // so that a subscriber reacting to it starts a new connection.
        if event.isStopEvent { dispose() }
        observer.on(event)
    }

    /// Unsubscribes from the source and lets the adapter start a new connection.
    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let adapter = parent.withLock { parent in
            defer { parent = nil }
            return parent
        }
        adapter?.connectionEnded(self)
        subscription.dispose()
    }
}
