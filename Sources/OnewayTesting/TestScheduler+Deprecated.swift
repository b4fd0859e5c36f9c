import Oneway

extension TestScheduler {
    /// Calls `create` at 100, subscribes at 200, disposes at `disposed`, and runs the
    /// scheduler until no work is left: RxTest's older spelling of `start(disposed:create:)`.
    ///
    /// - Parameters:
    ///   - disposed: The tick at which to dispose the subscription.
    ///   - create: Makes the sequence under test.
    /// - Returns: The observer that recorded the events received while subscribed.
    @available(*, deprecated, renamed: "start(disposed:create:)")
    public func start<Element>(_ disposed: TestTime, create: @escaping () -> Observable<Element>)
        -> TestableObserver<Element>
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Calls `create` at `created`, subscribes at `subscribed`, disposes at `disposed`, and
    /// runs the scheduler until no work is left: RxTest's older spelling of
    /// `start(created:subscribed:disposed:create:)`.
    ///
    /// - Parameters:
    ///   - created: The tick at which to call `create`.
    ///   - subscribed: The tick at which to subscribe.
    ///   - disposed: The tick at which to dispose the subscription.
    ///   - create: Makes the sequence under test.
    /// - Returns: The observer that recorded the events received while subscribed.
    /// - Precondition: `created <= subscribed <= disposed`.
    @available(*, deprecated, renamed: "start(created:subscribed:disposed:create:)")
    public func start<Element>(
        _ created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: created, subscribed: subscribed, disposed: disposed, create: create)
    }
}
