extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence of `count` consecutive integers starting at `start`, and then
    /// completes.
    ///
    /// Each number, and then the completion, is sent from its own recursive action on
    /// `scheduler`, as `of(_:scheduler:)` does. A `count` of 0 gives an empty sequence
    /// (RxSwift stops with "overflow of count" there).
    ///
    /// - Parameters:
    ///   - start: The first number.
    ///   - count: How many numbers to emit.
    ///   - scheduler: The scheduler that sends each number.
    /// - Returns: The sequence `start`, `start + 1`, …, `start + count - 1`.
    /// - Precondition: `count >= 0`, and `start + count - 1` fits in `Element`.
    /// - SeeAlso: [range operator on reactivex.io](http://reactivex.io/documentation/operators/range.html)
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        require(count >= 0, "range(start:count:) needs count >= 0, got \(count)")
        require(
            count == 0 || !start.addingReportingOverflow(count - 1).overflow,
            "range(start:count:) needs start + count - 1 to fit in \(Element.self), got start \(start), count \(count)"
        )
        return Producer { sink in
            scheduler.scheduleRecursive(0 as Element) { offset, recurse in
                if offset < count {
                    sink.onNext(start + offset)
                    recurse(offset + 1)
                } else {
                    sink.onCompleted()
                }
            }
        }
    }
}
