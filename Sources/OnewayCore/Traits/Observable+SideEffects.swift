extension Observable {
    /// The machinery behind the traits' `do` operators, with RxSwift's ordering: `onSubscribe`,
    /// the subscription, `onSubscribed`; for each event `before`, the delivery, then `after`;
    /// after a terminal event, `after` runs before the upstream is disposed and `onDispose`
    /// runs; `onDispose` also runs when the subscription is disposed first.
    ///
    /// An error thrown by `before` is delivered instead of the event; one thrown by `after` a
    /// `next` is delivered next; one thrown after a terminal event is dropped, as RxSwift's
    /// observers drop it.
    func performingSideEffects(
        before: @escaping (Event<Element>) throws -> Void,
        after: @escaping (Event<Element>) throws -> Void,
        onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?,
        onDispose: (() -> Void)?
    ) -> Observable<Element> {
        let source = self
        return Producer { sink in
            onSubscribe?()
            let subscription = source._subscribe { event in
                do {
                    try before(event)
                } catch {
                    return sink.onError(error)
                }
                guard event.isStopEvent else {
                    sink.on(event)
                    do { try after(event) } catch { sink.onError(error) }
                    return
                }
                // `Sink.on` would dispose the upstream (running `onDispose`) before `after`.
                let previousState = sink.disposer.markDisposed()
                guard previousState & SinkDisposer.disposedBit == 0 else { return }
                sink.handler(event)
                try? after(event)
                sink.disposer.disposeSubscription(ifSetIn: previousState)
            }
            onSubscribed?()
            guard let onDispose else { return subscription }
            return Disposables.create(subscription, Disposables.create(with: onDispose))
        }
    }
}
