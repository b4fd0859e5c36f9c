extension ObservableType {
    /// Returns a sequence that emits `elements`, in order, and then completes.
    ///
    /// Each element, and then the completion, is sent from its own action on `scheduler`,
    /// scheduled recursively. On the default `CurrentThreadScheduler` everything is emitted on
    /// the subscribing thread before `subscribe` returns, but each element waits behind work
    /// already queued on the trampoline: inside `merge` or `concat`, sequences made by `of`
    /// interleave one element at a time, exactly as in RxSwift.
    ///
    /// - Parameters:
    ///   - elements: The elements to emit.
    ///   - scheduler: The scheduler that sends each element.
    /// - Returns: The sequence of `elements`.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence.make(elements, scheduler: scheduler)
    }

    /// Returns a sequence that emits the elements of `array`, in order, and then completes.
    ///
    /// Scheduling and ordering are those of `of(_:scheduler:)`: one recursive action on
    /// `scheduler` per element and one for the completion.
    ///
    /// - Parameters:
    ///   - array: The elements to emit.
    ///   - scheduler: The scheduler that sends each element.
    /// - Returns: The sequence of the array's elements.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence.make(array, scheduler: scheduler)
    }

    /// Returns a sequence that emits the elements of `sequence`, in order, and then completes.
    ///
    /// Each subscription iterates `sequence` anew, one element per recursive action on
    /// `scheduler` (see `of(_:scheduler:)`), so a sequence that can be iterated only once
    /// gives its elements to the first subscription only. An infinite sequence never
    /// completes; disposing the subscription stops it between two elements.
    ///
    /// - Parameters:
    ///   - sequence: The elements to emit.
    ///   - scheduler: The scheduler that sends each element.
    /// - Returns: The sequence of the elements of `sequence`.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence.make(sequence, scheduler: scheduler)
    }
}

/// The source behind `of` and `from`: walks an iterator one recursive step at a time.
enum ObservableSequence {
    static func make<Elements: Sequence>(
        _ elements: Elements,
        scheduler: ImmediateSchedulerType
    ) -> Observable<Elements.Element> {
        Producer { sink in
            // The iterator travels from step to step as the recursion's state, so steps that
            // a dispatch scheduler runs on different threads share nothing mutable.
            scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
                var iterator = iterator
                if let element = iterator.next() {
                    sink.onNext(element)
                    recurse(iterator)
                } else {
                    sink.onCompleted()
                }
            }
        }
    }
}
