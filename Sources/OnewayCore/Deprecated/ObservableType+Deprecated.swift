// The operator names RxSwift 6 still accepts with a deprecation warning (RxSwift 4 and 5
// names), each forwarding to the current operator, so that older code compiles unchanged.

extension Observable {
    /// Returns a sequence of the wrapped value of `optional`, if any, then completion; the
    /// name RxSwift 4 used for `from(optional:)`.
    ///
    /// - Parameter optional: The value to emit, or `nil` for an empty sequence.
    /// - Returns: A sequence of zero or one element.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    @available(
        *, deprecated, renamed: "from(optional:)",
        message: "Implicit conversions to Optional make from(_:) ambiguous: use from(optional:)"
    )
    public static func from(_ optional: Element?) -> Observable<Element> {
        from(optional: optional)
    }

    /// Returns a sequence of the wrapped value of `optional`, if any, then completion, sent
    /// on `scheduler`; the name RxSwift 4 used for `from(optional:scheduler:)`.
    ///
    /// - Parameters:
    ///   - optional: The value to emit, or `nil` for an empty sequence.
    ///   - scheduler: The scheduler that sends the events.
    /// - Returns: A sequence of zero or one element.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    @available(
        *, deprecated, renamed: "from(optional:scheduler:)",
        message: "Implicit conversions to Optional make from(_:scheduler:) ambiguous: use from(optional:scheduler:)"
    )
    public static func from(_ optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(optional: optional, scheduler: scheduler)
    }
}

extension ObservableType {
    /// Returns each element transformed by `selector`, which also receives the element's
    /// index; `enumerated().map(_:)` in RxSwift 4 and later.
    ///
    /// - Parameter selector: Transforms an element and its zero-based index.
    /// - Returns: The transformed elements.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    @available(*, deprecated, message: "Use enumerated().map(_:)")
    public func mapWithIndex<Result>(_ selector: @escaping (Element, Int) throws -> Result) -> Observable<Result> {
        enumerated().map { try selector($0.element, $0.index) }
    }

    /// Returns the merged elements of the sequences `selector` makes from each element and
    /// its index; `enumerated().flatMap(_:)` in RxSwift 4 and later.
    ///
    /// - Parameter selector: Makes a sequence from an element and its zero-based index.
    /// - Returns: The elements of every inner sequence, merged.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    @available(*, deprecated, message: "Use enumerated().flatMap(_:)")
    public func flatMapWithIndex<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element, Int) throws -> Source
    ) -> Observable<Source.Element> {
        enumerated().flatMap { try selector($0.element, $0.index) }
    }

    /// Drops elements while `predicate`, which also receives the element's index, holds;
    /// `enumerated().skip(while:).map(_:)` in RxSwift 4 and later.
    ///
    /// - Parameter predicate: Tests an element and its zero-based index.
    /// - Returns: The elements from the first one that fails the test on.
    /// - SeeAlso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    @available(*, deprecated, message: "Use enumerated().skip(while:).map(_:)")
    public func skipWhileWithIndex(_ predicate: @escaping (Element, Int) throws -> Bool) -> Observable<Element> {
        enumerated().skip(while: { try predicate($0.element, $0.index) }).map(\.element)
    }

    /// Emits elements while `predicate`, which also receives the element's index, holds,
    /// then completes; `enumerated().take(while:).map(_:)` in RxSwift 4 and later.
    ///
    /// - Parameter predicate: Tests an element and its zero-based index.
    /// - Returns: The elements before the first one that fails the test.
    /// - SeeAlso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    @available(*, deprecated, message: "Use enumerated().take(while:).map(_:)")
    public func takeWhileWithIndex(_ predicate: @escaping (Element, Int) throws -> Bool) -> Observable<Element> {
        enumerated().take(while: { try predicate($0.element, $0.index) }).map(\.element)
    }

    /// Shares one subscription to this sequence and replays its latest element while
    /// connected; the RxSwift 3 name for `share(replay: 1, scope: .whileConnected)`.
    ///
    /// - Returns: The shared sequence.
    /// - SeeAlso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    @available(*, deprecated, renamed: "share(replay:)", message: "Use share(replay: 1)")
    public func shareReplayLatestWhileConnected() -> Observable<Element> {
        share(replay: 1, scope: .whileConnected)
    }

    /// Shares one subscription to this sequence and replays its last `bufferSize` elements,
    /// keeping them after disconnection; the RxSwift 3 name for
    /// `share(replay: bufferSize, scope: .forever)`.
    ///
    /// - Parameter bufferSize: How many elements to replay to a new subscriber.
    /// - Returns: The shared sequence.
    /// - SeeAlso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    @available(
        *, deprecated, renamed: "share(replay:)",
        message: "Use share(replay: 1), or share(replay: 1, scope: .forever) for the RxSwift 3 behaviour"
    )
    public func shareReplay(_ bufferSize: Int) -> Observable<Element> {
        share(replay: bufferSize, scope: .forever)
    }

    /// Emits only the element at `index`, then completes; the name RxSwift 5 used for
    /// `element(at:)`.
    ///
    /// - Parameter index: The zero-based position of the element to emit.
    /// - Returns: A sequence of that one element.
    /// - SeeAlso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }

    /// Emits this sequence's elements until `other` emits, then completes; the name
    /// RxSwift 5 used for `take(until:)`.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements emitted before `other` emits.
    /// - SeeAlso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// Emits elements until `predicate` holds for one, then completes; the name RxSwift 5
    /// used for `take(until:behavior:)`.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that passes the test is emitted too.
    ///   - predicate: The test that ends the sequence.
    /// - Returns: The elements before the first one that passes the test.
    /// - SeeAlso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
        -> Observable<Element>
    {
        take(until: predicate, behavior: behavior)
    }

    /// Emits elements while `predicate` holds, then completes; the name RxSwift 5 used for
    /// `take(while:)`.
    ///
    /// - Parameter predicate: The test each emitted element passes.
    /// - Returns: The elements before the first one that fails the test.
    /// - SeeAlso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Emits the elements this sequence emits during `duration` after subscription, then
    /// completes; the name RxSwift 5 used for `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to take elements for.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements emitted within `duration`.
    /// - SeeAlso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Drops elements until `other` emits, then emits the rest; the name RxSwift 5 used for
    /// `skip(until:)`.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The elements emitted after `other` emits.
    /// - SeeAlso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }

    /// Drops elements while `predicate` holds, then emits the rest; the name RxSwift 5 used
    /// for `skip(while:)`.
    ///
    /// - Parameter predicate: The test the dropped leading elements pass.
    /// - Returns: The elements from the first one that fails the test on.
    /// - SeeAlso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// Drops the elements this sequence emits during `duration` after subscription; an
    /// earlier Oneway name for RxSwift's `skip(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements for.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements emitted after `duration`.
    /// - SeeAlso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    @available(*, deprecated, renamed: "skip(_:scheduler:)", message: "RxSwift names it skip(_:scheduler:)")
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(duration, scheduler: scheduler)
    }
}
