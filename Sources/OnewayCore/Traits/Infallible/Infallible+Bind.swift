// RxSwift declares these in RxCocoa (`Infallible+Bind.swift`); Oneway has no RxCocoa, and
// binding an `Infallible` is everyday code, so they live with the other bindings in the core.

extension InfallibleType {
    /// Subscribes `observers` to this sequence: each element, and the completion, goes to
    /// every observer in the order given.
    ///
    /// Events arrive serially, as with `subscribe`. An `Infallible` cannot fail, so no error
    /// reaches the observers (except from a `flatMap` selector returning a failing sequence,
    /// which is forwarded as in RxSwift).
    ///
    /// - Parameter observers: The observers, for example ``Binder``s or subjects.
    /// - Returns: A disposable that ends the binding; the observers are not completed by it.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(forwardingTo: observers)
    }

    /// Subscribes observers of optional elements to this sequence, wrapping each element.
    ///
    /// - Parameter observers: The observers, which receive every event in the order given.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().subscribe(forwardingOptionalsTo: observers)
    }

    /// Returns what `binder` returns for this sequence, so that binding functions chain like
    /// operators: `infallible.bind(to: render)`.
    ///
    /// - Parameter binder: Called once, at once, with this sequence.
    /// - Returns: What `binder` returned.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Returns `binder(self)(curriedArgument)`, for binding functions that take one more
    /// argument.
    ///
    /// - Parameters:
    ///   - binder: Called once, at once, with this sequence.
    ///   - curriedArgument: Passed to the function `binder` returns.
    /// - Returns: What that function returned.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to this sequence's elements; completion ends the binding silently.
    ///
    /// - Parameter onNext: Receives each element, serially.
    /// - Returns: A disposable that ends the binding.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Subscribes `onNext`, which also receives `object`, held weakly: once `object` is
    /// deallocated, elements are dropped.
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext` with each element; not retained.
    ///   - onNext: Receives `object` and each element, serially.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(onNext: WeakObjectClosures.passing(object, to: onNext))
    }
}

extension InfallibleType {
    /// Sends every element of this sequence to each of `relays`, in the order given.
    ///
    /// Completion ends the binding and leaves the relays as they are: a relay cannot complete.
    ///
    /// - Parameter relays: The relays that accept each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element, wrapped in an optional, to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this sequence to each of `relays`, in the order given; each
    /// relay's `value` reflects it as soon as it is sent.
    ///
    /// - Parameter relays: The relays that accept each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element, wrapped in an optional, to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this sequence to each of `relays`, in the order given.
    ///
    /// - Parameter relays: The relays that accept each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element, wrapped in an optional, to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }
}
