/// The trait of a sequence that emits at most one element.
public enum MaybeTrait {}

/// A sequence that emits one element (`next` then `completed`), completes empty, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers: its element, completion without one, or the error it failed with.
@frozen
public enum MaybeEvent<Element> {
    /// The one element; the underlying sequence sent `next` and `completed`.
    case success(Element)
    /// The sequence failed.
    case error(any Error)
    /// The sequence completed without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure `Maybe.create` hands to its subscribe function.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe` whose subscriptions run `subscribe`, which reports the outcome to
    /// the observer it is given and returns what cancels its work.
    ///
    /// Only the first outcome counts: later calls to the observer are ignored, and the
    /// disposable `subscribe` returned is disposed right after it. The observer may be called
    /// from any thread.
    ///
    /// - Parameter subscribe: Runs once per subscription.
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
        return Maybe(raw: source)
    }

    /// Subscribes a closure that receives the outcome: `.success`, `.completed` or `.error`.
    ///
    /// The closure is called at most once, never after the returned disposable is disposed.
    ///
    /// - Parameter observer: Receives the outcome.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        // Events of one subscription are serial, so this flag needs no lock.
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            guard !stopped else { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for the element, the error, empty completion and disposal.
    ///
    /// One of `onSuccess`, `onError` and `onCompleted` is called at most once, and
    /// `onDisposed` once, right after it or when the returned disposable is disposed first.
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error.
    ///   - onCompleted: Runs when the sequence completes without an element.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeOutcome(through: subscribe, onError: onError, onDisposed: onDisposed) {
            (event: MaybeEvent<Element>, onError) in
            switch event {
            case .success(let element): onSuccess?(element)
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
    ///   - onSuccess: Receives `object` and the element.
    ///   - onError: Receives `object` and the error.
    ///   - onCompleted: Receives `object` on completion without an element.
    ///   - onDisposed: Receives `object` when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: WeakObjectClosures.passing(object, to: onSuccess),
            onError: WeakObjectClosures.passing(object, to: onError),
            onCompleted: WeakObjectClosures.passing(object, to: onCompleted),
            onDisposed: WeakObjectClosures.passing(object, to: onDisposed))
    }
}
