extension PrimitiveSequence {
    /// Returns this sequence with its element and completion shifted `dueTime` later; an
    /// error is delivered at once, dropping what is still pending.
    ///
    /// As `Observable.delay`: each event is delivered from an action on `scheduler`, in order,
    /// one at a time.
    ///
    /// - Parameters:
    ///   - dueTime: How long to hold each element and the completion.
    ///   - scheduler: Runs the timers and delivers the delayed events.
    /// - Returns: The delayed sequence, of the same trait.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Returns this sequence, subscribed `dueTime` after each subscription to the result.
    ///
    /// The subscription happens in an action on `scheduler`; events then pass through
    /// unchanged. Disposing before then cancels it.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: Runs the timer and the subscription.
    /// - Returns: The sequence, subscribed later.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Returns this sequence with its events delivered on `scheduler`, in order, one at a
    /// time.
    ///
    /// Only delivery moves; subscribing and disposing stay on the caller's thread (see
    /// `subscribe(on:)`).
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The sequence, observed on `scheduler`.
    /// - SeeAlso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Returns this sequence with its events delivered on `scheduler`; renamed
    /// `observe(on:)` in RxSwift 6.
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The sequence, observed on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Returns this sequence with its subscription and its disposal run in actions on
    /// `scheduler`.
    ///
    /// Events are delivered on whatever thread the sequence uses (see `observe(on:)`).
    ///
    /// - Parameter scheduler: Where subscribing and disposing happen.
    /// - Returns: The sequence, subscribed on `scheduler`.
    /// - SeeAlso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Returns this sequence with its subscription and its disposal run on `scheduler`;
    /// renamed `subscribe(on:)` in RxSwift 6.
    ///
    /// - Parameter scheduler: Where subscribing and disposing happen.
    /// - Returns: The sequence, subscribed on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Returns this sequence, failing with `RxError.timeout` if it has not ended (or, for a
    /// `Single` or `Maybe`, emitted its element) within `dueTime` of the subscription.
    ///
    /// As `Observable.timeout`: the timer runs on `scheduler`, and an event racing it is
    /// decided under a lock, so exactly one of them wins.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for the next event.
    ///   - scheduler: Runs the timer and delivers the timeout error.
    /// - Returns: The sequence with a deadline.
    /// - SeeAlso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Returns this sequence, switching to `other` if it has not ended (or, for a `Single` or
    /// `Maybe`, emitted its element) within `dueTime` of the subscription.
    ///
    /// On timeout, this sequence's subscription is disposed and `other` is subscribed from
    /// the timer's action on `scheduler`; the result then ends as `other` does.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for the next event.
    ///   - other: The sequence that takes over on timeout.
    ///   - scheduler: Runs the timer.
    /// - Returns: The sequence with a fallback on timeout.
    /// - SeeAlso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}
