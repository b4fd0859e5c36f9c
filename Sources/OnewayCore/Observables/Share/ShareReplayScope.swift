/// How long the subject behind `share(replay:scope:)` lives, and so what it replays.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection to the source has its own subject: when the last subscriber leaves or
    /// the source terminates, the replay buffer is forgotten, and the next subscriber starts
    /// a new subscription to the source. `retry` and `concat` after `share` resubscribe as
    /// expected. Equivalent to `multicast(makeSubject:).refCount()`. The default.
    case whileConnected

    /// One subject serves every connection: its replay buffer survives disconnection, and
    /// after the source terminates every new subscriber gets the replay and the terminal
    /// event, with no new subscription to the source. Equivalent to
    /// `multicast(subject).refCount()`.
    case forever
}

extension ObservableType {
    /// Returns a sequence that shares one subscription to this sequence among its
    /// subscribers, replaying the latest `replay` elements to each new subscriber.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last
    /// one leaves or it terminates; `scope` decides whether the replay buffer outlives that
    /// connection. Subscribing and disposing are thread-safe; the source is subscribed and
    /// disposed without any lock held. Events reach each subscriber one at a time, in the
    /// order the source sent them.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements to replay; `0` replays none.
    ///   - scope: Whether the replay buffer is forgotten on disconnection (`.whileConnected`)
    ///     or kept (`.forever`).
    /// - Returns: The shared sequence.
    /// - Precondition: `replay >= 0`.
    /// - SeeAlso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        require(replay >= 0, "share(replay:scope:): replay must not be negative, got \(replay)")
        switch scope {
        case .whileConnected:
            // Inlinable, with the connections made here, so that each event's way through the
            // subject is specialized for the caller's element type (see `ShareConnection`).
            if replay == 0 {
                return ShareWhileConnected(source: asObservable()) { ShareConnection(PublishSubject()) }
            }
            return ShareWhileConnected(source: asObservable()) {
                ShareConnection(ReplaySubject.create(bufferSize: replay))
            }
        case .forever:
            if replay == 0 { return multicast(PublishSubject()).refCount() }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        }
    }
}
