extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence that emits 0, 1, 2, … every `period`, starting one `period` after
    /// subscription. It never completes.
    ///
    /// Runs on `scheduler` through its `schedulePeriodic`: emissions never overlap, and a
    /// period that elapses while the observer is still busy is emitted right after. The
    /// counter wraps around at `Element.max`.
    ///
    /// - Parameters:
    ///   - period: The time between two emissions, and before the first.
    ///   - scheduler: The scheduler that runs the timer and sends the elements.
    /// - Returns: The sequence of tick numbers.
    /// - SeeAlso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// Returns a sequence that emits 0 after `dueTime` and then, with a `period`, 1, 2, …
    /// every `period`; without one, it completes right after the 0.
    ///
    /// Runs on `scheduler`: the one-shot form through `scheduleRelative`, the periodic form
    /// through `schedulePeriodic` (emissions never overlap; the counter wraps around at
    /// `Element.max`). The periodic form never completes.
    ///
    /// - Parameters:
    ///   - dueTime: The time from subscription to the first element.
    ///   - period: The time between later elements, or `nil` for a single element.
    ///   - scheduler: The scheduler that runs the timer and sends the elements.
    /// - Returns: The timer sequence.
    /// - SeeAlso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        guard let period else {
            return Producer { sink in
                scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    sink.onNext(0)
                    sink.onCompleted()
                    return Disposables.create()
                }
            }
        }
        return Producer { sink in
            scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { tick in
                sink.onNext(tick)
                return tick &+ 1
            }
        }
    }
}
