extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers` to this `Signal`: every element, and completion, goes to each
    /// observer in the order given.
    ///
    /// A `Signal` replays nothing, so it may be subscribed from any thread; its elements
    /// arrive on the main thread.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(forwardingTo: observers)
    }

    /// Subscribes observers of optional elements to this `Signal`, wrapping each element.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().subscribe(forwardingOptionalsTo: observers)
    }

    /// Sends every element of this `Signal` to each of `relays`, in the order given.
    ///
    /// Completion ends the subscription and leaves the relays as they are.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this `Signal`, wrapped in an optional, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this `Signal` to each of `relays`, in the order given.
    ///
    /// Completion ends the subscription and leaves the relays as they are.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this `Signal`, wrapped in an optional, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this `Signal` to each of `relays`, in the order given.
    ///
    /// Completion ends the subscription and leaves the relays as they are.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this `Signal`, wrapped in an optional, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Subscribes closures that receive `object` as well, holding `object` weakly: once it is
    /// deallocated, the closures are no longer called.
    ///
    /// There is no error to handle: a `Signal` never fails.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Receives `object` and each element.
    ///   - onCompleted: Receives `object` on completion.
    ///   - onDisposed: Receives `object` when the subscription ends for any reason.
    /// - Returns: A disposable that ends the subscription.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures for elements, completion and disposal.
    ///
    /// There is no error to handle: a `Signal` never fails.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs when the `Signal` completes.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: A disposable that ends the subscription.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes to this `Signal` and ignores its elements, to run the work behind it.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
