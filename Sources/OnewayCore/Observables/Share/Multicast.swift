extension ObservableType {
    /// Returns a connectable sequence that, once connected, pushes this sequence through
    /// `subject` to its subscribers.
    ///
    /// The same subject serves every connection: after the source terminates, later
    /// subscribers get whatever the subject replays, and reconnecting pushes into a stopped
    /// subject.
    ///
    /// - Parameter subject: The subject subscribers join.
    /// - Returns: The connectable sequence.
    /// - SeeAlso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Returns a connectable sequence that, once connected, pushes this sequence through a
    /// subject made by `makeSubject` to its subscribers.
    ///
    /// Each connection gets its own subject: when a connection is disposed or the source
    /// terminates, the subject is forgotten and the next subscriber or connection gets a new
    /// one. `makeSubject` runs without any lock held; racing callers may call it once more
    /// than needed.
    ///
    /// - Parameter makeSubject: Makes the subject of a connection.
    /// - Returns: The connectable sequence.
    /// - SeeAlso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// Returns a sequence that, for each subscription, makes a subject with `subjectSelector`,
    /// subscribes to the sequence `selector` builds on it, and then connects this sequence to
    /// the subject, so that every use of it inside `selector` shares one subscription.
    ///
    /// An error thrown by either closure is delivered at once. Terminating or disposing the
    /// result disposes the connection.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject of one subscription.
    ///   - selector: Builds the result from the shared sequence.
    /// - Returns: The sequence `selector` builds, sharing one subscription to this sequence.
    /// - SeeAlso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Producer { sink in
            do {
                let subject = try subjectSelector()
                let connectable = ConnectableObservableAdapter(source: source, makeSubject: { subject })
                let subscription = try selector(connectable)._subscribe(sink.on)
                return Disposables.create(subscription, connectable.connect())
            } catch {
                sink.onError(error)
                return Disposables.create()
            }
        }
    }

    /// Returns a connectable sequence that shares one subscription to this sequence through a
    /// `PublishSubject` per connection: subscribers receive only what arrives while they are
    /// subscribed.
    ///
    /// - Returns: The connectable sequence.
    /// - SeeAlso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// Returns a connectable sequence that shares one subscription to this sequence through a
    /// `ReplaySubject` per connection, which replays the latest `bufferSize` elements to each
    /// new subscriber.
    ///
    /// - Parameter bufferSize: How many of the latest elements to replay.
    /// - Returns: The connectable sequence.
    /// - Precondition: `bufferSize >= 0`.
    /// - SeeAlso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        require(bufferSize >= 0, "replay(_:): bufferSize must not be negative, got \(bufferSize)")
        return multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// Returns a connectable sequence that shares one subscription to this sequence through a
    /// `ReplaySubject` per connection, which replays every element to each new subscriber.
    ///
    /// - Returns: The connectable sequence.
    /// - SeeAlso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
