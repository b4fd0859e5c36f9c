extension ObservableType {
    /// Returns a sequence of this sequence's events as elements: each `next`, then its
    /// terminal event, after which the result completes.
    ///
    /// The result never fails: an error arrives as an `.error` element followed by
    /// completion. Runs on the thread that delivers the source's events.
    ///
    /// - Returns: The sequence of events.
    /// - SeeAlso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Producer { sink in
            source._subscribe { event in
                sink.onNext(event)
                if event.isStopEvent { sink.onCompleted() }
            }
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Returns the sequence whose events this sequence carries as elements: the reverse of
    /// `materialize()`.
    ///
    /// A `.next` element is emitted as an element; an `.error` or `.completed` element ends
    /// the result with that event (and the source subscription). This sequence's own
    /// terminal event ends the result too. Runs on the thread that delivers the source's
    /// events.
    ///
    /// - Returns: The dematerialized sequence.
    /// - SeeAlso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Producer { sink in
            source._subscribe { event in
                switch event {
                case .next(let element):
                    sink.on(element.event)
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        }
    }
}
