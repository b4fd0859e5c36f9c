extension ObservableType {
    /// Creates an observable whose subscriptions run `subscribe`, which sends events to the
    /// observer it is given and returns what cancels its work.
    ///
    /// The observer enforces the grammar: nothing reaches the subscriber after a terminal
    /// event or after disposal, and the disposable `subscribe` returned is disposed right
    /// after a terminal event. Events sent from several threads at once are delivered one at
    /// a time, in the order they were sent; an event sent from inside a delivery is queued
    /// behind it rather than nested.
    ///
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Producer { sink in
            let serialized = SerializedSink(sink)
            return subscribe(AnyObserver(eventHandler: serialized.on))
        }
    }
}
