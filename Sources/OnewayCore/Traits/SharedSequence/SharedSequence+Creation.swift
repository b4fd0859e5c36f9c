extension SharedSequence {
    /// Returns a sequence that completes, with no element, on the strategy's scheduler.
    ///
    /// - Returns: The empty sequence.
    /// - SeeAlso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// Returns a sequence that never emits nor completes.
    ///
    /// - Returns: The silent sequence.
    /// - SeeAlso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// Returns a sequence that emits `element` and completes, on the strategy's scheduler.
    ///
    /// Each subscription gets the element; there is no work to share.
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence of one element.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Returns a sequence that calls `observableFactory` when its shared subscription starts
    /// and subscribes to the sequence it returns.
    ///
    /// The result is shared as the strategy shares: subscribers that join while it is
    /// connected share the sequence one call made.
    ///
    /// - Parameter observableFactory: Makes the sequence for one connection.
    /// - Returns: The deferred sequence.
    /// - SeeAlso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    @inlinable
    public static func deferred(
        _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// Returns a sequence that emits `elements`, in order, and completes, each from its own
    /// action on the strategy's scheduler.
    ///
    /// - Parameter elements: The elements to emit.
    /// - Returns: The sequence of `elements`.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// Returns a sequence that emits the elements of `array`, in order, and completes, each
    /// from its own action on the strategy's scheduler.
    ///
    /// - Parameter array: The elements to emit.
    /// - Returns: The sequence of the array's elements.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// Returns a sequence that emits the elements of `sequence`, in order, and completes, each
    /// from its own action on the strategy's scheduler; each subscription iterates `sequence`
    /// anew.
    ///
    /// - Parameter sequence: The elements to emit.
    /// - Returns: The sequence of the elements of `sequence`.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    @inlinable
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// Returns a sequence that emits the value `optional` holds, if any, and completes, on the
    /// strategy's scheduler.
    ///
    /// - Parameter optional: The element, or `nil` for none.
    /// - Returns: The sequence of at most one element.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Returns a sequence that emits 0, 1, 2… one per `period`, timed on the strategy's
    /// scheduler.
    ///
    /// Shared: subscribers that join while it runs see the same count (a `Driver` replays the
    /// latest to a new one).
    ///
    /// - Parameter period: The time between elements.
    /// - Returns: The sequence of counts.
    /// - SeeAlso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Returns a sequence that emits 0 after `dueTime`, then 1, 2… one per `period`, timed on
    /// the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element.
    ///   - period: The time between later elements.
    /// - Returns: The sequence of counts, shared as ``interval(_:)``'s is.
    /// - SeeAlso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
