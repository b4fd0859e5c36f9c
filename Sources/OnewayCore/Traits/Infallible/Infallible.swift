/// A type that is an `Infallible`: a sequence that never fails.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that never emits an error: any number of elements, then possibly
/// `completed`.
///
/// A value wrapping an `Observable`, as in RxSwift: it neither shares nor replays, and each
/// subscription runs it anew with every guarantee of `Observable`. The constructors and
/// operators keep it error-free; the one exception, as in RxSwift, is a `flatMap` whose
/// selector returns a sequence that fails.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// Returns the observable sequence this `Infallible` wraps.
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// An event of an `Infallible`: the next element or completion.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence completed.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The `Event` this event corresponds to.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

extension Infallible {
    /// The closure `Infallible.create` hands to its subscribe function.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an `Infallible` whose subscriptions run `subscribe`, which sends events to the
    /// observer it is given and returns what cancels its work.
    ///
    /// As with `Observable.create`, nothing is delivered after completion or disposal, the
    /// disposable `subscribe` returned is disposed right after completion, and events sent
    /// from several threads are delivered one at a time, in order.
    ///
    /// - Parameter subscribe: Runs once per subscription.
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element>
    {
        Infallible(Observable.create { observer in subscribe { observer.on($0.event) } })
    }
}

extension InfallibleType {
    /// Subscribes closures for elements, completion and disposal; there is no error to handle.
    ///
    /// Calls are serial. After `onCompleted` the subscription ends and `onDisposed` runs;
    /// disposing the returned disposable also runs `onDisposed`, once.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs when the sequence completes.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` as well, holding `object` weakly.
    ///
    /// Once `object` is deallocated, the closures are no longer called; the subscription
    /// itself lives on until it ends, as in RxSwift.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Receives `object` and each element.
    ///   - onCompleted: Receives `object` on completion.
    ///   - onDisposed: Receives `object` when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event as an `Event`, RxSwift's shape.
    ///
    /// The events are `.next` and `.completed`; `.error` reaches the closure only from a
    /// `flatMap` whose selector returned a failing sequence, as in RxSwift, so a `switch`
    /// written for RxSwift (with its `.error` case) compiles unchanged. The closure is called
    /// serially, never after a terminal event and never after the returned disposable is
    /// disposed.
    ///
    /// - Parameter on: Receives each event.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }

    /// Subscribes a closure that receives every event as an ``InfallibleEvent``: `.next` or
    /// `.completed`.
    ///
    /// RxSwift has no such overload; a closure without a type annotation gets the `Event`
    /// form above. Annotate the parameter (`(event: InfallibleEvent<Int>) in`) to get this
    /// one, whose `switch` needs no `.error` case. The closure is called serially, never
    /// after completion and never after the returned disposable is disposed.
    ///
    /// - Parameter on: Receives each event.
    /// - Returns: A disposable that cancels the subscription.
    @_disfavoredOverload
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                // Only a `flatMap` selector returning a failing sequence gets here; RxSwift traps too.
                assertionFailure("An Infallible must never emit an error, got \(error)")
            }
        }
    }
}

// Checked: an `Infallible` holds nothing but its observable, which is `Sendable`. Unconditional
// for the reason `Observable` is: conditional, `Infallible.concat(a, b)` no longer infers its
// element type in the Swift 6 language mode.
extension Infallible: Sendable {}
