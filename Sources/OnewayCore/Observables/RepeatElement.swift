extension ObservableType {
    /// Returns a sequence that emits `element` forever.
    ///
    /// Each emission is its own recursive action on `scheduler`, so on the default
    /// `CurrentThreadScheduler` the loop runs on the subscribing thread without growing the
    /// stack, and an operator downstream that stops (such as `take`) ends it between two
    /// emissions. It never completes.
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: The scheduler that sends each emission.
    /// - Returns: The endless sequence.
    /// - SeeAlso: [repeat operator on reactivex.io](http://reactivex.io/documentation/operators/repeat.html)
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Producer { sink in
            scheduler.scheduleRecursive(element) { element, recurse in
                sink.onNext(element)
                recurse(element)
            }
        }
    }
}
