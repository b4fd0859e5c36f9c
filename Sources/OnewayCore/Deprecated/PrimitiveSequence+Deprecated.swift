// The trait names RxSwift 6 still accepts with a deprecation warning, each forwarding to the
// current operator. (The renamed `catchError`, `retryWhen`, `observeOn`, `subscribeOn` and
// Single's `subscribe(onSuccess:onError:onDisposed:)` live beside their operators.)

extension PrimitiveSequence {
    /// Returns this sequence shifted `dueTime` seconds later; the RxSwift 4 form of
    /// `delay(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The shift, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timers and delivers the delayed events.
    /// - Returns: The delayed sequence, of the same trait.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    @available(*, deprecated, renamed: "delay(_:scheduler:)", message: "Use the DispatchTimeInterval overload")
    public func delay(_ dueTime: Double, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        delay(milliseconds(fromSeconds: dueTime), scheduler: scheduler)
    }

    /// Returns this sequence, subscribed `dueTime` seconds after the subscription; the
    /// RxSwift 4 form of `delaySubscription(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The delay, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timer.
    /// - Returns: The time-shifted sequence, of the same trait.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    @available(
        *, deprecated, renamed: "delaySubscription(_:scheduler:)", message: "Use the DispatchTimeInterval overload"
    )
    public func delaySubscription(_ dueTime: Double, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        delaySubscription(milliseconds(fromSeconds: dueTime), scheduler: scheduler)
    }

    /// Fails with `RxError.timeout` when `dueTime` seconds pass without an event; the
    /// RxSwift 4 form of `timeout(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait allowed, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timeout timer.
    /// - Returns: The source sequence, or a timeout error.
    /// - SeeAlso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    @available(*, deprecated, renamed: "timeout(_:scheduler:)", message: "Use the DispatchTimeInterval overload")
    public func timeout(_ dueTime: Double, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        timeout(milliseconds(fromSeconds: dueTime), scheduler: scheduler)
    }

    /// Switches to `other` when `dueTime` seconds pass without an event; the RxSwift 4 form
    /// of `timeout(_:other:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait allowed, in seconds (whole milliseconds are kept).
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Runs the timeout timer.
    /// - Returns: The source sequence, then `other` after a timeout.
    /// - SeeAlso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    @available(
        *, deprecated, renamed: "timeout(_:other:scheduler:)", message: "Use the DispatchTimeInterval overload"
    )
    public func timeout(
        _ dueTime: Double,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        timeout(milliseconds(fromSeconds: dueTime), other: other, scheduler: scheduler)
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Emits 0 `dueTime` seconds after the subscription, then completes; the RxSwift 4 form
    /// of `timer(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The time to the element, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timer and sends the element.
    /// - Returns: The timer sequence.
    /// - SeeAlso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    @available(*, deprecated, renamed: "timer(_:scheduler:)", message: "Use the DispatchTimeInterval overload")
    public static func timer(_ dueTime: Double, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        timer(milliseconds(fromSeconds: dueTime), scheduler: scheduler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for this `Single`'s events; the RxSwift 4.1 spelling of
    /// `do(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:)`.
    ///
    /// `onNext` has no default, as in RxSwift, so that a call without it picks the current
    /// overload.
    ///
    /// - Parameters:
    ///   - onNext: Runs with the element, before it is delivered.
    ///   - onError: Runs with the error, before it is delivered.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs when the subscription is disposed, for any reason.
    /// - Returns: This `Single`, with the side effects.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    @available(*, deprecated, renamed: "do(onSuccess:onError:onSubscribe:onSubscribed:onDispose:)")
    public func `do`(
        onNext: ((Element) throws -> Void)?,
        onError: ((any Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        `do`(
            onSuccess: onNext,
            onError: onError,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completes when every `Completable` of `sources` has completed, failing with the
    /// first error; the name RxSwift 4 used for `zip(_:)`.
    ///
    /// - Parameter sources: The `Completable`s to run at once.
    /// - Returns: The merged `Completable`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @available(*, deprecated, renamed: "zip", message: "Use Completable.zip")
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        zip(sources)
    }

    /// Completes when every `Completable` of `sources` has completed, failing with the
    /// first error; the name RxSwift 4 used for `zip(_:)`.
    ///
    /// - Parameter sources: The `Completable`s to run at once.
    /// - Returns: The merged `Completable`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @available(*, deprecated, renamed: "zip", message: "Use Completable.zip")
    public static func merge(_ sources: [Completable]) -> Completable {
        zip(sources)
    }

    /// Completes when every one of `sources` has completed, failing with the first error;
    /// the name RxSwift 4 used for `zip(_:)`.
    ///
    /// - Parameter sources: The `Completable`s to run at once.
    /// - Returns: The merged `Completable`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @available(*, deprecated, renamed: "zip", message: "Use Completable.zip")
    public static func merge(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}
