extension ObservableType {
    /// Returns a sequence that emits `elements`, in order, and then this sequence's events.
    ///
    /// The elements are emitted synchronously on subscription, on the subscribing thread,
    /// before this sequence is subscribed. Chained calls prepend in reverse:
    /// `startWith(1).startWith(0)` starts with 0, then 1.
    ///
    /// - Parameter elements: The elements to emit first.
    /// - Returns: The sequence with `elements` prepended.
    /// - SeeAlso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            for element in elements { sink.onNext(element) }
            return source._subscribe(sink.on)
        }
    }
}
