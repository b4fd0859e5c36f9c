/// The trait of a sequence that emits exactly one element or fails.
public enum SingleTrait {}

/// A sequence that emits exactly one element (`next` then `completed`) or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: its element, or the error it failed with.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure `Single.create` hands to its subscribe function.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` whose subscriptions run `subscribe`, which reports the outcome to
    /// the observer it is given and returns what cancels its work.
    ///
    /// Only the first outcome counts: later calls to the observer are ignored, and the
    /// disposable `subscribe` returned is disposed right after it. The observer may be called
    /// from any thread.
    ///
    /// - Parameter subscribe: Runs once per subscription.
    /// - Returns: The `Single`.
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        }
        return Single(raw: source)
    }

    /// Subscribes a closure that receives the outcome: `.success(element)` or `.failure(error)`.
    ///
    /// The closure is called at most once, never after the returned disposable is disposed.
    ///
    /// - Parameter observer: Receives the outcome.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        // Events of one subscription are serial, so this flag needs no lock.
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            guard !stopped else { return }
            stopped = true
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.failure(error))
            case .completed:
                // Unreachable through Oneway's constructors; RxSwift traps here in debug builds too.
                assertionFailure("A Single completed without an element: it must emit exactly one element or fail")
            }
        }
    }

    /// Subscribes closures for the element, the error and disposal.
    ///
    /// `onSuccess` or `onFailure` is called at most once, and `onDisposed` once, right after
    /// it or when the returned disposable is disposed first. An error with no `onFailure`
    /// goes to `Hooks.defaultErrorHandler`.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onFailure: Receives the error.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeOutcome(through: subscribe, onError: onFailure, onDisposed: onDisposed) {
            (event: SingleEvent<Element>, onFailure) in
            switch event {
            case .success(let element): onSuccess?(element)
            case .failure(let error): onFailure(error)
            }
        }
    }

    /// Subscribes closures for the element, the error and disposal; renamed
    /// `subscribe(onSuccess:onFailure:onDisposed:)` in RxSwift 6.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (any Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` as well, holding `object` weakly.
    ///
    /// Once `object` is deallocated, the closures are no longer called; the subscription
    /// itself lives on until it ends, as in RxSwift.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onSuccess: Receives `object` and the element.
    ///   - onFailure: Receives `object` and the error.
    ///   - onDisposed: Receives `object` when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: WeakObjectClosures.passing(object, to: onSuccess),
            onFailure: WeakObjectClosures.passing(object, to: onFailure),
            onDisposed: WeakObjectClosures.passing(object, to: onDisposed))
    }
}
