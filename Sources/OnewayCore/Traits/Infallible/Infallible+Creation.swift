extension InfallibleType {
    /// Returns an `Infallible` that emits `element` and completes, synchronously on
    /// subscription.
    ///
    /// - Parameter element: The element.
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// Returns an `Infallible` that emits `element` and completes from one action on
    /// `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// Returns an `Infallible` that never emits nor completes.
    ///
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// Returns an `Infallible` that completes at once, with no element.
    ///
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// Returns an `Infallible` that calls `observableFactory` on each subscription and
    /// subscribes to the `Infallible` it returns.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscription; as in RxSwift,
    ///   an error it throws is delivered.
    /// - Returns: The deferred `Infallible`.
    /// - SeeAlso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element>
    {
        Infallible(.deferred { try observableFactory().asObservable() })
    }
}

extension Infallible {
    /// Returns an `Infallible` that emits `elements`, in order, and then completes.
    ///
    /// As `Observable.of`: each element and the completion are sent from their own action on
    /// `scheduler`.
    ///
    /// - Parameters:
    ///   - elements: The elements to emit.
    ///   - scheduler: Sends each element.
    /// - Returns: The `Infallible` of `elements`.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// Returns an `Infallible` that emits the elements of `array`, in order, and then
    /// completes, each from its own action on `scheduler`.
    ///
    /// - Parameters:
    ///   - array: The elements to emit.
    ///   - scheduler: Sends each element.
    /// - Returns: The `Infallible` of the array's elements.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// Returns an `Infallible` that emits the elements of `sequence`, in order, and then
    /// completes, each from its own action on `scheduler`; each subscription iterates
    /// `sequence` anew.
    ///
    /// - Parameters:
    ///   - sequence: The elements to emit.
    ///   - scheduler: Sends each element.
    /// - Returns: The `Infallible` of the elements of `sequence`.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}
