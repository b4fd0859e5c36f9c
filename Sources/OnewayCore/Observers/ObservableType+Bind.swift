extension ObservableType {
    /// Subscribes `observers` to this sequence: every event, terminal ones included, goes to
    /// each observer in the order given.
    ///
    /// Events arrive serially and follow the grammar, as with `subscribe`.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe(forwardingTo: observers)
    }

    /// Subscribes observers of optional elements to this sequence, wrapping each element.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe(forwardingOptionalsTo: observers)
    }

    /// Returns what `binder` returns for this sequence, so that binding functions chain
    /// like operators: `source.bind(to: render)`.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Returns `binder(self)(curriedArgument)`, for binding functions that take one more
    /// argument.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to this sequence's elements, for sequences that never fail.
    ///
    /// An error is a programming error here: it stops the program in debug builds and is
    /// printed in release builds. Completion ends the subscription silently.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { bindingFailed("bind(onNext:)", $0) })
    }

    /// Subscribes `onNext`, which also receives `object`, held weakly: once `object` is
    /// deallocated, elements are dropped.
    ///
    /// An error stops the program in debug builds and is printed in release builds, as
    /// with `bind(onNext:)`.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(
            onNext: WeakObjectClosures.passing(object, to: onNext),
            onError: { bindingFailed("bind(with:onNext:)", $0) })
    }
}

extension ObservableType {
    /// Sends every event to each of `observers`, in the order given: the body of every
    /// `bind(to:)` of observers, an `Observable`'s and an `Infallible`'s alike.
    func subscribe<Observer: ObserverType>(forwardingTo observers: [Observer]) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, its element wrapped in an optional, to each of `observers`.
    func subscribe<Observer: ObserverType>(forwardingOptionalsTo observers: [Observer]) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let wrapped = event.map { Optional.some($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }
}

/// Reports an error that reached a binding. As in RxSwift, a binding is for sequences that
/// cannot fail; an error there is a bug in the caller's chain, so debug builds stop on it.
func bindingFailed(_ binding: String, _ error: any Error, file: StaticString = #file, line: UInt = #line) {
    let message =
        "\(binding) received an error: \(error). Bindings require a sequence that never fails; "
        + "handle the error upstream (catchAndReturn, retry) or use subscribe(onNext:onError:)."
    #if DEBUG
        fatalError(message, file: file, line: line)
    #else
        print("Oneway: \(file):\(line): \(message)")
    #endif
}
