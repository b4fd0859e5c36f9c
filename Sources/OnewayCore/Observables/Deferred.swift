extension ObservableType {
    /// Returns a sequence that calls `observableFactory` on each subscription and subscribes
    /// to the sequence it returns.
    ///
    /// Each subscriber gets a fresh sequence, made on the subscribing thread when it
    /// subscribes. If `observableFactory` throws, the subscriber receives the error at once.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscription.
    /// - Returns: The deferred sequence.
    /// - SeeAlso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        Producer { sink in
            let source: Observable<Element>
            do {
                source = try observableFactory()
            } catch {
                sink.onError(error)
                return Disposables.create()
            }
            return source._subscribe(sink.on)
        }
    }
}
