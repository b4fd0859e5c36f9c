extension InfallibleType {
    /// Returns an `Infallible` of this sequence's first `count` elements; it completes with
    /// the last one, disposing this sequence's subscription.
    ///
    /// - Parameter count: How many elements to take; `0` completes at once.
    /// - Returns: The first elements.
    /// - SeeAlso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Returns an `Infallible` of this sequence's elements for `duration` after the
    /// subscription; it completes when the timer fires on `scheduler`.
    ///
    /// - Parameters:
    ///   - duration: How long to take elements.
    ///   - scheduler: Runs the timer and delivers the completion.
    /// - Returns: The elements of the first `duration`.
    /// - SeeAlso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Returns an `Infallible` of this sequence's elements until `other` emits; it completes
    /// then.
    ///
    /// - Parameter other: The `Infallible` whose first element ends the result.
    /// - Returns: The elements before `other`'s first one.
    /// - SeeAlso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Returns an `Infallible` of this sequence's elements until `other` emits; it completes
    /// then. An error of `other` is delivered, as in RxSwift.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements before `other`'s first one.
    /// - SeeAlso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Returns an `Infallible` of this sequence's elements until one satisfies `predicate`;
    /// it completes then, with that element if `behavior` is `.inclusive`.
    ///
    /// - Parameters:
    ///   - predicate: Tests each element; an error it throws is delivered, as in RxSwift.
    ///   - behavior: Whether to emit the element that ends the result.
    /// - Returns: The elements before the first one that satisfies `predicate`.
    /// - SeeAlso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Returns an `Infallible` of this sequence's elements while they satisfy `predicate`;
    /// it completes at the first one that does not, with it if `behavior` is `.inclusive`.
    ///
    /// - Parameters:
    ///   - predicate: Tests each element; an error it throws is delivered, as in RxSwift.
    ///   - behavior: Whether to emit the first element that fails `predicate`.
    /// - Returns: The leading elements that satisfy `predicate`.
    /// - SeeAlso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Returns an `Infallible` of this sequence's elements from the first one that does not
    /// satisfy `predicate` on.
    ///
    /// - Parameter predicate: Tests leading elements; an error it throws is delivered.
    /// - Returns: The elements after the leading ones that satisfy `predicate`.
    /// - SeeAlso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Returns an `Infallible` of this sequence's elements emitted after `other` has emitted.
    ///
    /// - Parameter other: The sequence whose first element opens the gate; an error it
    ///   emits is delivered, as in RxSwift.
    /// - Returns: The elements after `other`'s first one.
    /// - SeeAlso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Returns an `Infallible` that emits an element only once `dueTime` has passed without
    /// another; completion flushes the pending element.
    ///
    /// As `Observable.debounce`: the timers run on `scheduler`, which delivers the elements.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: Runs the timers.
    /// - Returns: The debounced `Infallible`.
    /// - SeeAlso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Returns an `Infallible` that emits the first element of each `dueTime` window and,
    /// if `latest`, the last one received in the window at its end.
    ///
    /// As `Observable.throttle`: no two elements leave less than `dueTime` apart, and the
    /// timers run on `scheduler`.
    ///
    /// - Parameters:
    ///   - dueTime: The length of each window.
    ///   - latest: Whether to emit the latest element of a window at its end.
    ///   - scheduler: Runs the timers.
    /// - Returns: The throttled `Infallible`.
    /// - SeeAlso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}
