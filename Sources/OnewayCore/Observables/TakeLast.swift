extension ObservableType {
    /// Returns a sequence of the last `count` elements of this one, emitted when it
    /// completes.
    ///
    /// Keeps a buffer of at most `count` elements; on completion it emits them in order and
    /// then completes, all at the completion's time and on its thread. An error is forwarded
    /// at once and the buffer dropped.
    ///
    /// - Parameter count: The number of elements to keep from the end.
    /// - Returns: The last `count` elements, delayed until the source completes.
    /// - Precondition: `count` is not negative.
    /// - Complexity: O(`count`) memory per subscription.
    /// - SeeAlso: [takeLast operator on reactivex.io](http://reactivex.io/documentation/operators/takelast.html)
    public func takeLast(_ count: Int) -> Observable<Element> {
        require(count >= 0, "takeLast(_:): count must not be negative, got \(count)")
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the buffer needs no lock.
            var buffer = Queue<Element>()
            return source._subscribe { event in
                switch event {
                case .next(let element):
                    guard count > 0 else { return }
                    if buffer.count == count { _ = buffer.popFirst() }
                    buffer.append(element)
                case .error(let error):
                    buffer.removeAll()
                    sink.onError(error)
                case .completed:
                    while let element = buffer.popFirst() {
                        sink.onNext(element)
                    }
                    sink.onCompleted()
                }
            }
        }
    }
}
