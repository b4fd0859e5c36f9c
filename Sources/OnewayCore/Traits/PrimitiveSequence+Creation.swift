extension PrimitiveSequence {
    /// Returns a sequence that calls `observableFactory` on each subscription and subscribes
    /// to the sequence of the same trait it returns.
    ///
    /// As `Observable.deferred`: each subscriber gets a fresh sequence, made on the
    /// subscribing thread; an error `observableFactory` throws is delivered at once.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscription.
    /// - Returns: The deferred sequence.
    /// - SeeAlso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(
        _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().source })
    }

    /// Returns a sequence that, on each subscription, obtains a resource from
    /// `resourceFactory`, runs the sequence `primitiveSequenceFactory` makes with it, and
    /// disposes the resource when that subscription ends.
    ///
    /// As `Observable.using`: the resource is disposed right after the outcome is delivered
    /// (or on disposal), after the inner subscription; an error either factory throws is
    /// delivered at once.
    ///
    /// - Parameters:
    ///   - resourceFactory: Obtains the resource for one subscription.
    ///   - primitiveSequenceFactory: Makes the sequence that uses the resource.
    /// - Returns: A sequence whose subscriptions own their resource.
    /// - SeeAlso: [using operator on reactivex.io](http://reactivex.io/documentation/operators/using.html)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Returns a `Single` or `Maybe` that emits 0 `dueTime` after the subscription, from an
    /// action on `scheduler`, and completes right after.
    ///
    /// - Parameters:
    ///   - dueTime: The time from subscription to the element.
    ///   - scheduler: Runs the timer and sends the element.
    /// - Returns: The timer sequence.
    /// - SeeAlso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
