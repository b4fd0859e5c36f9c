/// `share(replay:scope: .whileConnected)`: a reference-counted connection with its own
/// subject, both under one lock, so that the decision to connect, join or disconnect is
/// atomic.
///
/// The first subscriber makes a connection (a fresh subject and, after joining it, the
/// source subscription); later subscribers join it; the last one to leave disposes it. When
/// the source terminates, the connection is forgotten before the subject delivers the
/// terminal event, so that a subscriber reacting to it starts a new connection, as in
/// RxSwift. Subscribing to the subject and to the source happen after releasing the lock.
///
/// Connections are made by `makeConnection`, a closure `share` builds in the caller's module:
/// each event then reaches the subject through code specialized for the element type (see
/// `ShareConnection`), while subscribing and disconnecting, once per subscriber, run here.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let makeConnection: () -> ShareConnection<Element>
    private let current = LockedState<ShareConnection<Element>?>(nil)

    @usableFromInline
    init(source: Observable<Element>, makeConnection: @escaping () -> ShareConnection<Element>) {
        self.source = source
        self.makeConnection = makeConnection
        super.init()
    }

    override func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let (connection, isFirst) = current.withLock { current -> (ShareConnection<Element>, Bool) in
            let connection = current ?? makeConnection()
            current = connection
            connection.subscriberCount += 1
            return (connection, connection.subscriberCount == 1)
        }
        let subscription = connection.subject._subscribe(handler)
        if isFirst {
            // Set before the source is subscribed: a source may terminate during `_subscribe`.
            // Weak references, as the connection holds this closure.
            connection.ending.whenTerminated = { [weak self, weak connection] in
                guard let self, let connection else { return }
                sourceTerminated(connection)
            }
            connection.sourceSubscription.setDisposable(source._subscribe(connection.receive))
        }
        return Disposables.create { [self] in
            subscription.dispose()
            subscriberLeft(connection)
        }
    }

    /// Forgets `connection` and disposes its source subscription: the source sent its
    /// terminal event, which the subject delivers next.
    private func sourceTerminated(_ connection: ShareConnection<Element>) {
        current.withLock { current in
            if current === connection { current = nil }
        }
        connection.sourceSubscription.dispose()
    }

    private func subscriberLeft(_ connection: ShareConnection<Element>) {
        let isLast = current.withLock { current -> Bool in
            guard current === connection else { return false }
            connection.subscriberCount -= 1
            guard connection.subscriberCount == 0 else { return false }
            current = nil
            return true
        }
        if isLast { connection.sourceSubscription.dispose() }
    }
}

/// One connection of `ShareWhileConnected`: its subject, its subscription to the source and
/// its subscriber count.
///
/// Made by `share` in the caller's module (its initializers are inlinable), so that `receive`,
/// the closure the source calls per event, and the subject's delivery it calls run specialized
/// for the element type: unspecialized, a shared `Int` sequence spent most of each event in the
/// runtime's generic-metadata look-ups (see Benchmarks/README.md).
@usableFromInline
final class ShareConnection<Element>: @unchecked Sendable {
    // Sendable: the subject, the disposable and `ending` are thread-safe; the count is guarded
    // by the owning `ShareWhileConnected`'s lock.

    /// The subject subscribers join: a `PublishSubject`, or a `ReplaySubject` when replaying.
    @usableFromInline let subject: Observable<Element>
    /// Receives the source's events: tells `ending` of a terminal one, then sends each to the
    /// subject.
    @usableFromInline let receive: (Event<Element>) -> Void
    /// What the owner does when the source terminates.
    @usableFromInline let ending: ShareConnectionEnding
    let sourceSubscription = SingleAssignmentDisposable()
    /// Guarded by the owning `ShareWhileConnected`'s lock.
    var subscriberCount = 0

    /// A connection whose subscribers get the elements sent after they joined.
    @inlinable
    convenience init(_ subject: PublishSubject<Element>) {
        self.init(subject: subject, send: subject.on)
    }

    /// A connection whose subscribers get the latest elements `subject` buffers, then the rest.
    @inlinable
    convenience init(_ subject: ReplaySubject<Element>) {
        self.init(subject: subject, send: subject.on)
    }

    @inlinable
    init(subject: Observable<Element>, send: @escaping (Event<Element>) -> Void) {
        let ending = ShareConnectionEnding()
        self.subject = subject
        self.ending = ending
        receive = { event in
            if event.isStopEvent { ending.sourceTerminated() }
            send(event)
        }
    }
}

/// The owner's action for a connection whose source terminated: not generic, so that the
/// specialized `receive` closure calls it without generic metadata.
@usableFromInline
final class ShareConnectionEnding: @unchecked Sendable {
    // Sendable: `whenTerminated` is set once, before the source is subscribed, and read after,
    // by the thread that delivers the terminal event; subscribing orders the two.
    var whenTerminated: (() -> Void)?

    @usableFromInline
    init() {}

    /// Runs the owner's action.
    @usableFromInline
    func sourceTerminated() {
        whenTerminated?()
    }
}
