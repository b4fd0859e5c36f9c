/// `share(replay:scope: .whileConnected)`: a reference-counted connection with its own
/// subject, both under one lock, so that the decision to connect, join or disconnect is
/// atomic.
///
/// The first subscriber makes a connection (a fresh subject and, after joining it, the
/// source subscription); later subscribers join it; the last one to leave disposes it. When
/// the source terminates, the connection is forgotten before the subject delivers the
/// terminal event, so that a subscriber reacting to it starts a new connection, as in
/// RxSwift. Subscribing to the subject and to the source happen after releasing the lock.
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let replay: Int
    private let current = LockedState<ShareConnection<Element>?>(nil)

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
        super.init()
    }

    override func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let (connection, isFirst) = current.withLock { current -> (ShareConnection<Element>, Bool) in
            let connection = current ?? ShareConnection(replay: replay)
            current = connection
            connection.subscriberCount += 1
            return (connection, connection.subscriberCount == 1)
        }
        let subscription = connection.subject._subscribe(handler)
        if isFirst {
            connection.sourceSubscription.setDisposable(source._subscribe { [self] in forward($0, to: connection) })
        }
        return Disposables.create { [self] in
            subscription.dispose()
            subscriberLeft(connection)
        }
    }

    private func forward(_ event: Event<Element>, to connection: ShareConnection<Element>) {
        if event.isStopEvent {
            current.withLock { current in
                if current === connection { current = nil }
            }
            connection.sourceSubscription.dispose()
        }
        connection.send(event)
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
private final class ShareConnection<Element>: @unchecked Sendable {
    /// The subject subscribers join: a `PublishSubject`, or a `ReplaySubject` when replaying.
    let subject: Observable<Element>
    /// Sends an event to the subject.
    let send: (Event<Element>) -> Void
    let sourceSubscription = SingleAssignmentDisposable()
    /// Guarded by the owning `ShareWhileConnected`'s lock.
    var subscriberCount = 0

    init(replay: Int) {
        if replay == 0 {
            let subject = PublishSubject<Element>()
            (self.subject, send) = (subject, subject.on)
        } else {
            let subject = ReplaySubject<Element>.create(bufferSize: replay)
            (self.subject, send) = (subject, subject.on)
        }
    }
}
