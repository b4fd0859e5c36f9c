extension ObservableType {
    /// Returns a sequence that emits only the element at `index` (counting from 0) and
    /// then completes.
    ///
    /// Completes right after that element, disposing the source subscription. If the source
    /// completes before reaching `index`, the result fails with `RxError.argumentOutOfRange`;
    /// a source error passes through. Runs on the thread that delivers the element.
    ///
    /// - Parameter index: The zero-based position of the element to emit.
    /// - Returns: A sequence of that one element.
    /// - Precondition: `index` is not negative.
    /// - SeeAlso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    public func element(at index: Int) -> Observable<Element> {
        require(index >= 0, "element(at:): index must not be negative, got \(index)")
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the counter needs no lock. It goes
            // below zero before the element is forwarded, so that a reentrant element is
            // not emitted too.
            var remaining = index
            return source._subscribe { event in
                switch event {
                case .next(let element):
                    guard remaining >= 0 else { return }
                    remaining -= 1
                    guard remaining < 0 else { return }
                    sink.onNext(element)
                    sink.onCompleted()
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onError(RxError.argumentOutOfRange)
                }
            }
        }
    }
}
