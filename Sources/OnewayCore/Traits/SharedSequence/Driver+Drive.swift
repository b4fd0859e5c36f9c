extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers` to this `Driver`: every element, and completion, goes to each
    /// observer in the order given.
    ///
    /// Call it on the main thread: the replayed element is delivered during the call, on the
    /// calling thread. Debug builds stop a call made elsewhere (see <doc:DriversAndSignals>).
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(forwardingTo: observers)
    }

    /// Subscribes observers of optional elements to this `Driver`, wrapping each element.
    ///
    /// Call it on the main thread, as every `drive`.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(forwardingOptionalsTo: observers)
    }

    /// Sends every element of this `Driver` to each of `relays`, in the order given.
    ///
    /// Completion ends the subscription and leaves the relays as they are. Call it on the main
    /// thread.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this `Driver`, wrapped in an optional, to each of `relays`.
    ///
    /// Call it on the main thread.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this `Driver` to each of `relays`, in the order given.
    ///
    /// Completion ends the subscription and leaves the relays as they are. Call it on the main
    /// thread.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element of this `Driver`, wrapped in an optional, to each of `relays`.
    ///
    /// Call it on the main thread.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Returns what `transformation` returns for this `Driver`'s observable, so that binding
    /// functions chain like operators: `driver.drive(render)`.
    ///
    /// Call it on the main thread.
    ///
    /// - Parameter transformation: Subscribes to the observable, typically.
    /// - Returns: What `transformation` returns.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        requireMainThread("drive(_:)")
        return transformation(asObservable())
    }

    /// Returns `with(observable)(curriedArgument)`, for binding functions that take one more
    /// argument.
    ///
    /// Call it on the main thread.
    ///
    /// - Parameters:
    ///   - with: The binding function.
    ///   - curriedArgument: Its second argument.
    /// - Returns: What the binding function returns.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        requireMainThread("drive(_:curriedArgument:)")
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that receive `object` as well, holding `object` weakly: once it is
    /// deallocated, the closures are no longer called.
    ///
    /// There is no error to handle: a `Driver` never fails. Call it on the main thread.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Receives `object` and each element.
    ///   - onCompleted: Receives `object` on completion.
    ///   - onDisposed: Receives `object` when the subscription ends for any reason.
    /// - Returns: A disposable that ends the subscription.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        requireMainThread("drive(with:onNext:onCompleted:onDisposed:)")
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures for elements, completion and disposal.
    ///
    /// There is no error to handle: a `Driver` never fails. Call it on the main thread.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs when the `Driver` completes.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: A disposable that ends the subscription.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        requireMainThread("drive(onNext:onCompleted:onDisposed:)")
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes to this `Driver` and ignores its elements, to run the work behind it.
    ///
    /// Call it on the main thread.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}

/// Stops the program in debug builds when `method` of a `Driver` is called off the main
/// thread, naming the rule; does nothing in release builds.
///
/// The main thread is the one running the main queue: the process's first thread, or on Linux,
/// after `dispatchMain()`, the thread that runs the main queue's work.
private func requireMainThread(_ method: String, file: StaticString = #fileID, line: UInt = #line) {
    #if DEBUG
        if !MainQueue.isCurrent {
            fatalError(
                "Driver.\(method) was called off the main thread. Rule: drive a Driver from the main thread; "
                    + "it replays its latest element during the call, on the calling thread, "
                    + "and delivers every other element on the main thread.",
                file: file, line: line)
        }
    #endif
}
