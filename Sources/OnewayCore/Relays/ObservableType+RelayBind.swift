extension ObservableType {
    /// Sends every element of this sequence to each of `relays`, in the order given.
    ///
    /// Completion ends the subscription and leaves the relays as they are (a relay cannot
    /// complete). An error stops the program in debug builds and is printed in release
    /// builds: a relay cannot fail either.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindToRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Sends every element, wrapped in an optional, to each of `relays`.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindToRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Sends every element of this sequence to each of `relays`, in the order given; each
    /// relay's `value` reflects it as soon as it is sent.
    ///
    /// Completion ends the subscription; an error stops the program in debug builds and is
    /// printed in release builds.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindToRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Sends every element, wrapped in an optional, to each of `relays`.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindToRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Sends every element of this sequence to each of `relays`, in the order given.
    ///
    /// Completion ends the subscription; an error stops the program in debug builds and is
    /// printed in release builds.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindToRelays { element in for relay in relays { relay.accept(element) } }
    }

    /// Sends every element, wrapped in an optional, to each of `relays`.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindToRelays { element in for relay in relays { relay.accept(element) } }
    }

    private func bindToRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: accept, onError: { bindingFailed("bind(to:) a relay", $0) })
    }
}
