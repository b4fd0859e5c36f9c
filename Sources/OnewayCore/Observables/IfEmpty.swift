extension ObservableType {
    /// Returns this sequence's events, with `default` emitted just before completion if it
    /// completes without an element.
    ///
    /// Elements and errors pass through unchanged; an error ends the result even when no
    /// element came. `default` is emitted at completion time, on the thread that delivers
    /// the completion.
    ///
    /// - Parameter default: The element emitted when the sequence completes empty.
    /// - Returns: The source's elements, or `default` alone if there were none.
    /// - SeeAlso: [defaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    public func ifEmpty(default: Element) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so this flag needs no lock.
            var isEmpty = true
            return source._subscribe { event in
                switch event {
                case .next:
                    isEmpty = false
                case .completed where isEmpty:
                    sink.onNext(`default`)
                case .completed, .error:
                    break
                }
                sink.on(event)
            }
        }
    }

    /// Returns this sequence's events, or, if it completes without an element, the events of
    /// `other`, subscribed at that moment.
    ///
    /// Elements and errors of this sequence pass through, and its completion too when it had
    /// an element. When it completes empty, `other` is subscribed on the thread that
    /// delivered the completion, and then this sequence's subscription is disposed; the
    /// result ends as `other` does, and the two sequences never deliver at the same time.
    ///
    /// - Parameter other: The sequence that continues when this one is empty.
    /// - Returns: The source's elements, or those of `other` if there were none.
    /// - SeeAlso: [defaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let current = SerialDisposable()
            // Assigned after `_subscribe` returns; a source that completes empty synchronously
            // has replaced it by then, so the assignment disposes the finished subscription.
            let sourceSubscription = SingleAssignmentDisposable()
            current.disposable = sourceSubscription
            var isEmpty = true
            sourceSubscription.setDisposable(
                source._subscribe { event in
                    switch event {
                    case .next:
                        isEmpty = false
                        sink.on(event)
                    case .completed where isEmpty:
                        current.disposable = other._subscribe(sink.on)
                    case .completed, .error:
                        sink.on(event)
                    }
                }
            )
            return current
        }
    }
}
