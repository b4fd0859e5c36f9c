/// The trait of a sequence that emits no element.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers: completion, or the error it failed with.
@frozen
public enum CompletableEvent {
    /// The sequence failed.
    case error(any Error)
    /// The sequence completed.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure `Completable.create` hands to its subscribe function.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` whose subscriptions run `subscribe`, which reports the outcome
    /// to the observer it is given and returns what cancels its work.
    ///
    /// Only the first outcome counts: later calls to the observer are ignored, and the
    /// disposable `subscribe` returned is disposed right after it. The observer may be called
    /// from any thread.
    ///
    /// - Parameter subscribe: Runs once per subscription.
    /// - Returns: The `Completable`.
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
        return Completable(raw: source)
    }

    /// Subscribes a closure that receives the outcome: `.completed` or `.error`.
    ///
    /// The closure is called at most once, never after the returned disposable is disposed.
    ///
    /// - Parameter observer: Receives the outcome.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.asObservable().subscribe { event in
            switch event {
            case .next: break
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, the error and disposal.
    ///
    /// `onCompleted` or `onError` is called at most once, and `onDisposed` once, right after
    /// it or when the returned disposable is disposed first. An error with no `onError` goes
    /// to `Hooks.defaultErrorHandler`.
    ///
    /// - Parameters:
    ///   - onCompleted: Runs when the sequence completes.
    ///   - onError: Receives the error.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeOutcome(through: subscribe, onError: onError, onDisposed: onDisposed) {
            (event: CompletableEvent, onError) in
            switch event {
            case .error(let error): onError(error)
            case .completed: onCompleted?()
            }
        }
    }

    /// Subscribes closures that receive `object` as well, holding `object` weakly.
    ///
    /// Once `object` is deallocated, the closures are no longer called; the subscription
    /// itself lives on until it ends, as in RxSwift.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onCompleted: Receives `object` on completion.
    ///   - onError: Receives `object` and the error.
    ///   - onDisposed: Receives `object` when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: WeakObjectClosures.passing(object, to: onCompleted),
            onError: WeakObjectClosures.passing(object, to: onError),
            onDisposed: WeakObjectClosures.passing(object, to: onDisposed))
    }

    /// Returns a `Completable` that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The `Completable`.
    /// - SeeAlso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: any Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// Returns a `Completable` that never terminates.
    ///
    /// - Returns: The `Completable`.
    /// - SeeAlso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// Returns a `Completable` that completes at once.
    ///
    /// - Returns: The `Completable`.
    /// - SeeAlso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}
