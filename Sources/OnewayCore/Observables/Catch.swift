extension ObservableType {
    /// Returns this sequence's events until it fails, then the events of the sequence
    /// `handler` returns for that error.
    ///
    /// Elements and completion pass through. When the source fails, `handler` runs on the
    /// thread that delivered the error, the sequence it returns is subscribed, and then
    /// the source subscription is disposed; the result ends when that sequence ends. An
    /// error thrown by `handler` is forwarded instead. The fallback starts only after the
    /// source's last event, so the two never deliver at the same time.
    ///
    /// - Parameter handler: Makes the sequence that continues after an error.
    /// - Returns: The source's elements, followed by the fallback's events if it failed.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    @inlinable
    public func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let current = SerialDisposable()
            // Assigned after `_subscribe` returns; a source that fails synchronously has
            // replaced it by then, so the assignment disposes the finished subscription.
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
                }
            )
            return current
        }
    }

    /// Returns this sequence's events until it fails, then `element` and completion.
    ///
    /// Elements and completion pass through; an error is replaced by `element` followed by
    /// `completed`, on the thread that delivered the error.
    ///
    /// - Parameter element: The last element, emitted in place of an error.
    /// - Returns: The source's elements, followed by `element` if it failed.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in Observable.just(element) }
    }

    /// Returns this sequence's events until it fails, then the events of the sequence
    /// `handler` returns; the name RxSwift 5 used for `catch(_:)`.
    ///
    /// - Parameter handler: Makes the sequence that continues after an error.
    /// - Returns: The source's elements, followed by the fallback's events if it failed.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Returns this sequence's events until it fails, then `element` and completion; the
    /// name RxSwift 5 used for `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The last element, emitted in place of an error.
    /// - Returns: The source's elements, followed by `element` if it failed.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}
