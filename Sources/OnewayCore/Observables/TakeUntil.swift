extension ObservableType {
    /// Returns the elements of this sequence until `other` emits an element, then completes.
    ///
    /// `other` is subscribed first, then the source. When `other` emits, the result completes
    /// and both subscriptions are disposed; when `other` fails, the result fails with its
    /// error; when `other` completes without emitting, only its subscription ends and the
    /// source runs on. Events of the source pass through. Deliveries from the two sequences'
    /// threads are serialized, in the order they arrive.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements up to `other`'s first element.
    /// - SeeAlso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { sink in
            let output = SerializedSink(sink)
            // Assigned after `_subscribe` returns, but disposable from inside it: an `other`
            // that completes synchronously is then disposed on assignment.
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(
                other._subscribe { event in
                    switch event {
                    case .next: output.on(.completed)
                    case .error(let error): output.on(.error(error))
                    case .completed: otherSubscription.dispose()
                    }
                }
            )
            let sourceSubscription = source._subscribe(output.on)
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }
}
