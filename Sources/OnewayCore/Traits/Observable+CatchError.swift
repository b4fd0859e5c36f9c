extension Observable {
    /// The machinery behind the traits' `catch`: forwards this sequence's events until it
    /// fails, then subscribes to the sequence `handler` returns for that error (disposing
    /// this one) and forwards its events instead.
    ///
    /// An error thrown by `handler` is forwarded. The fallback is subscribed on the thread
    /// that delivered the error, after this sequence's last event, so its events never
    /// overlap with this sequence's.
    func catchingError(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = self
        return Producer { sink in
            let current = SerialDisposable()
            let sourceSubscription = SingleAssignmentDisposable()
            current.disposable = sourceSubscription
            sourceSubscription.setDisposable(
                source._subscribe { event in
                    guard case .error(let error) = event else { return sink.on(event) }
                    let fallback: Observable<Element>
                    do {
                        fallback = try handler(error)
                    } catch {
                        return sink.onError(error)
                    }
                    current.disposable = fallback._subscribe(sink.on)
                })
            return current
        }
    }
}
