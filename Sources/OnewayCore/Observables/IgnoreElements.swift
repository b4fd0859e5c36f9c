extension ObservableType {
    /// Returns a sequence that drops every element and ends when this one does.
    ///
    /// The element type is `Never`, as in RxSwift 6: the result can only complete or fail,
    /// on the thread that delivers the source's terminal event.
    ///
    /// - Returns: A sequence of this one's terminal event only.
    /// - SeeAlso: [ignoreElements operator on reactivex.io](http://reactivex.io/documentation/operators/ignoreelements.html)
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Producer { sink in
            source._subscribe { event in
                switch event {
                case .next: break
                case .error(let error): sink.onError(error)
                case .completed: sink.onCompleted()
                }
            }
        }
    }
}
