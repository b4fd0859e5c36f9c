extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// The closure is called serially, never after the terminal event and never after the
    /// returned disposable is disposed.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable()._subscribeFinal(onDisposed: nil) { disposer in
            // No disposer: the source keeps the grammar, and `on` is its handler as it is.
            guard let disposer else { return on }
            return { event in Sink.forward(event, disposer: disposer, to: on) }
        }
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// Calls are serial. After `onError` or `onCompleted`, the subscription is disposed and
    /// `onDisposed` runs; disposing the returned disposable also runs `onDisposed`, once.
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable()._subscribeFinal(onDisposed: onDisposed) { disposer in
            let observer = SubscribeObserver(
                disposer: disposer, onNext: onNext, onError: onError, onCompleted: onCompleted)
            return { event in observer.on(event) }
        }
    }

    /// Subscribes closures that receive `object` as well, holding `object` weakly.
    ///
    /// Once `object` is deallocated, the closures are no longer called (the subscription
    /// itself lives on until disposed or terminated, as in RxSwift).
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: WeakObjectClosures.passing(object, to: onNext),
            onError: WeakObjectClosures.passing(object, to: onError),
            onCompleted: WeakObjectClosures.passing(object, to: onCompleted),
            onDisposed: WeakObjectClosures.passing(object, to: onDisposed))
    }
}

extension Observable {
    /// The end of every chain: subscribes the observer `makeObserver` builds, and runs
    /// `onDisposed` once when the subscription ends for any reason.
    ///
    /// `makeObserver` gets the subscription's disposer, and the observer must enforce the
    /// grammar with `Sink.forward(_:disposer:to:)`; building it in one closure spares an
    /// indirect call per event. Without `onDisposed`, a source that keeps the grammar itself
    /// (a subject, see `_subscribeFinalDirectly`) is subscribed directly: `makeObserver` then
    /// gets `nil`, and the source's subscription is returned, one allocation fewer. Debug
    /// builds also stop the program if the observer is ever called from two threads at once.
    @inlinable
    @inline(__always)
    func _subscribeFinal(
        onDisposed: (() -> Void)?,
        _ makeObserver: (SinkDisposer?) -> (Event<Element>) -> Void
    ) -> Disposable {
        if onDisposed == nil, let subscription = _subscribeFinalDirectly(makeObserver) {
            return subscription
        }
        let disposer = SinkDisposer()
        let subscription = _subscribe(Self.guardedInDebugBuilds(makeObserver(disposer)))
        if let onDisposed {
            disposer.setSubscription(FinalSubscription(upstream: subscription, onDisposed: onDisposed))
        } else {
            disposer.setSubscription(subscription)
        }
        return disposer
    }

    /// `handler`, which in debug builds stops the program if two threads call it at once.
    @inlinable
    @inline(__always)
    static func guardedInDebugBuilds(
        _ handler: @escaping (Event<Element>) -> Void
    ) -> (Event<Element>) -> Void {
        #if DEBUG
            ConcurrentCallDetector.guarding(handler)
        #else
            handler
        #endif
    }
}
