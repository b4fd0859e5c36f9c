extension ObservableType {
    /// Returns this sequence unchanged, calling the given closures around its events and
    /// its subscription.
    ///
    /// Per subscription: `onSubscribe` runs before the source is subscribed and
    /// `onSubscribed` after. For each event, the matching `on…` closure runs before it is
    /// forwarded and the `after…` closure after. `onDispose` runs once the subscription
    /// ends: after a terminal event and its `after…` closure, or after the source
    /// subscription is disposed when the subscriber disposes first. Closures run on the
    /// thread that delivers the event (or subscribes, or disposes).
    ///
    /// An error thrown by an `on…` closure is forwarded instead of the event; one thrown by
    /// `afterNext` is forwarded after the element and ends the sequence; one thrown by
    /// `afterError` or `afterCompleted` is dropped, as the sequence has already ended.
    ///
    /// - Parameters:
    ///   - onNext: Runs with each element, before it is forwarded.
    ///   - afterNext: Runs with each element, after it is forwarded.
    ///   - onError: Runs with the error, before it is forwarded.
    ///   - afterError: Runs with the error, after it is forwarded.
    ///   - onCompleted: Runs before the completion is forwarded.
    ///   - afterCompleted: Runs after the completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs once the subscription has ended, for whatever reason.
    /// - Returns: The source sequence, with the side effects.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            onSubscribe?()
            let subscription = source._subscribe { event in
                do {
                    switch event {
                    case .next(let element): try onNext?(element)
                    case .error(let error): try onError?(error)
                    case .completed: try onCompleted?()
                    }
                } catch {
                    return sink.onError(error)
                }
                switch event {
                case .next(let element):
                    sink.on(event)
                    do { try afterNext?(element) } catch { sink.onError(error) }
                case .error(let error):
                    sink.forwardTerminal(event) { try? afterError?(error) }
                case .completed:
                    sink.forwardTerminal(event) { try? afterCompleted?() }
                }
            }
            onSubscribed?()
            guard let onDispose else { return subscription }
            return Disposables.create(subscription, Disposables.create(with: onDispose))
        }
    }
}

extension Sink {
    /// Forwards the terminal `event`, runs `afterForwarding`, then disposes the upstream
    /// subscription: the order `do` promises, where `on(_:)` would dispose before returning.
    fileprivate func forwardTerminal(_ event: Event<Element>, afterForwarding: () -> Void) {
        let previousState = disposer.markDisposed()
        guard previousState & SinkDisposer.disposedBit == 0 else { return }
        handler(event)
        afterForwarding()
        disposer.disposeSubscription()
    }
}
