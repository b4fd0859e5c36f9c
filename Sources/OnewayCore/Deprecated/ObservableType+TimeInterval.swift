// RxSwift 4 measured time in seconds (`Foundation.TimeInterval`, a `Double`); RxSwift 5 and 6
// keep those overloads, deprecated, beside the `DispatchTimeInterval` ones. The parameter is
// spelled `Double` here, the same type, so that the core needs no Foundation.

/// Converts seconds to the whole milliseconds RxSwift's forwarders use (the fraction of a
/// millisecond is dropped, as RxSwift's `Int(seconds * 1000.0)` does).
func milliseconds(fromSeconds seconds: Double) -> RxTimeInterval {
    .milliseconds(Int(seconds * 1000.0))
}

extension ObservableType {
    /// Returns this sequence shifted `dueTime` seconds later; the RxSwift 4 form of
    /// `delay(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The shift, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timers and delivers the delayed events.
    /// - Returns: The delayed sequence.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    @available(*, deprecated, renamed: "delay(_:scheduler:)", message: "Use the DispatchTimeInterval overload")
    public func delay(_ dueTime: Double, scheduler: SchedulerType) -> Observable<Element> {
        delay(milliseconds(fromSeconds: dueTime), scheduler: scheduler)
    }

    /// Returns this sequence, subscribed `dueTime` seconds after the subscription; the
    /// RxSwift 4 form of `delaySubscription(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The delay, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timer.
    /// - Returns: The time-shifted sequence.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    @available(
        *, deprecated, renamed: "delaySubscription(_:scheduler:)", message: "Use the DispatchTimeInterval overload"
    )
    public func delaySubscription(_ dueTime: Double, scheduler: SchedulerType) -> Observable<Element> {
        delaySubscription(milliseconds(fromSeconds: dueTime), scheduler: scheduler)
    }

    /// Fails with `RxError.timeout` when `dueTime` seconds pass without an element; the
    /// RxSwift 4 form of `timeout(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest silence allowed, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timeout timers.
    /// - Returns: The source sequence, or a timeout error.
    /// - SeeAlso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    @available(*, deprecated, renamed: "timeout(_:scheduler:)", message: "Use the DispatchTimeInterval overload")
    public func timeout(_ dueTime: Double, scheduler: SchedulerType) -> Observable<Element> {
        timeout(milliseconds(fromSeconds: dueTime), scheduler: scheduler)
    }

    /// Switches to `other` when `dueTime` seconds pass without an element; the RxSwift 4
    /// form of `timeout(_:other:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest silence allowed, in seconds (whole milliseconds are kept).
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Runs the timeout timers.
    /// - Returns: The source sequence, then `other` after a timeout.
    /// - SeeAlso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    @available(
        *, deprecated, renamed: "timeout(_:other:scheduler:)", message: "Use the DispatchTimeInterval overload"
    )
    public func timeout<OtherSource: ObservableConvertibleType>(
        _ dueTime: Double,
        other: OtherSource,
        scheduler: SchedulerType
    ) -> Observable<Element> where Element == OtherSource.Element {
        timeout(milliseconds(fromSeconds: dueTime), other: other, scheduler: scheduler)
    }

    /// Drops the elements emitted in the first `duration` seconds; the RxSwift 4 form of
    /// `skip(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements for, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timer.
    /// - Returns: The elements emitted after `duration`.
    /// - SeeAlso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    @available(*, deprecated, renamed: "skip(_:scheduler:)", message: "Use the DispatchTimeInterval overload")
    public func skip(_ duration: Double, scheduler: SchedulerType) -> Observable<Element> {
        skip(milliseconds(fromSeconds: duration), scheduler: scheduler)
    }

    /// Emits the elements of the first `duration` seconds, then completes; the RxSwift 4
    /// form of `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to take elements for, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timer.
    /// - Returns: The elements emitted within `duration`.
    /// - SeeAlso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    @available(*, deprecated, renamed: "take(for:scheduler:)", message: "Use the DispatchTimeInterval overload")
    public func take(_ duration: Double, scheduler: SchedulerType) -> Observable<Element> {
        take(for: milliseconds(fromSeconds: duration), scheduler: scheduler)
    }

    /// Emits at most one element per `dueTime` seconds; the RxSwift 4 form of
    /// `throttle(_:latest:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The window, in seconds (whole milliseconds are kept).
    ///   - latest: Whether the latest element of a window is emitted at its end.
    ///   - scheduler: Runs the window timers.
    /// - Returns: The throttled sequence.
    /// - SeeAlso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    @available(
        *, deprecated, renamed: "throttle(_:latest:scheduler:)", message: "Use the DispatchTimeInterval overload"
    )
    public func throttle(_ dueTime: Double, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        throttle(milliseconds(fromSeconds: dueTime), latest: latest, scheduler: scheduler)
    }

    /// Collects elements into arrays emitted every `timeSpan` seconds or at `count`
    /// elements; the RxSwift 4 form of `buffer(timeSpan:count:scheduler:)`.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a buffer is open, in seconds (whole milliseconds are kept).
    ///   - count: The most elements a buffer holds.
    ///   - scheduler: Runs the buffer timers.
    /// - Returns: The sequence of buffers.
    /// - SeeAlso: [buffer operator on reactivex.io](http://reactivex.io/documentation/operators/buffer.html)
    @available(
        *, deprecated, renamed: "buffer(timeSpan:count:scheduler:)", message: "Use the DispatchTimeInterval overload"
    )
    public func buffer(timeSpan: Double, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        buffer(timeSpan: milliseconds(fromSeconds: timeSpan), count: count, scheduler: scheduler)
    }

    /// Splits elements into windows closed every `timeSpan` seconds or at `count`
    /// elements; the RxSwift 4 form of `window(timeSpan:count:scheduler:)`.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window is open, in seconds (whole milliseconds are kept).
    ///   - count: The most elements a window holds.
    ///   - scheduler: Runs the window timers.
    /// - Returns: The sequence of windows.
    /// - SeeAlso: [window operator on reactivex.io](http://reactivex.io/documentation/operators/window.html)
    @available(
        *, deprecated, renamed: "window(timeSpan:count:scheduler:)", message: "Use the DispatchTimeInterval overload"
    )
    public func window(timeSpan: Double, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        window(timeSpan: milliseconds(fromSeconds: timeSpan), count: count, scheduler: scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` seconds; the RxSwift 4 form of
    /// `interval(_:scheduler:)`.
    ///
    /// - Parameters:
    ///   - period: The time between two emissions, in seconds (whole milliseconds are kept).
    ///   - scheduler: Runs the timer and sends the elements.
    /// - Returns: The sequence of tick numbers.
    /// - SeeAlso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    @available(*, deprecated, renamed: "interval(_:scheduler:)", message: "Use the DispatchTimeInterval overload")
    public static func interval(_ period: Double, scheduler: SchedulerType) -> Observable<Element> {
        interval(milliseconds(fromSeconds: period), scheduler: scheduler)
    }

    /// Emits 0 after `dueTime` seconds, then, with a `period`, 1, 2, … every `period`
    /// seconds; the RxSwift 4 form of `timer(_:period:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: The time to the first element, in seconds (whole milliseconds are kept).
    ///   - period: The time between later elements, or `nil` to complete after the first.
    ///   - scheduler: Runs the timers and sends the elements.
    /// - Returns: The timer sequence.
    /// - SeeAlso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    @available(
        *, deprecated, renamed: "timer(_:period:scheduler:)", message: "Use the DispatchTimeInterval overload"
    )
    public static func timer(_ dueTime: Double, period: Double? = nil, scheduler: SchedulerType)
        -> Observable<Element>
    {
        timer(
            milliseconds(fromSeconds: dueTime),
            period: period.map { milliseconds(fromSeconds: $0) },
            scheduler: scheduler
        )
    }
}
