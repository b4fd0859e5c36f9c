extension ObservableType {
    /// Returns a sequence made by a state-driven loop: it emits `initialState`, then each
    /// state `iterate` makes from the previous one, for as long as `condition` holds.
    ///
    /// Each step is its own recursive action on `scheduler`: the first checks `condition` on
    /// `initialState`; each later one calls `iterate` first. When `condition` returns
    /// `false` the sequence completes; if `condition` or `iterate` throws, it fails with that
    /// error.
    ///
    /// - Parameters:
    ///   - initialState: The first state, emitted if it satisfies `condition`.
    ///   - condition: Whether to emit a state and continue; `false` completes the sequence.
    ///   - scheduler: The scheduler that runs each step.
    ///   - iterate: Makes the next state from the current one.
    /// - Returns: The generated sequence.
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Producer { sink in
            // The state travels with the recursion, so no step shares mutable state with another.
            scheduler.scheduleRecursive((state: initialState, isFirst: true)) { step, recurse in
                do {
                    let state = step.isFirst ? step.state : try iterate(step.state)
                    guard try condition(state) else { return sink.onCompleted() }
                    sink.onNext(state)
                    recurse((state: state, isFirst: false))
                } catch {
                    sink.onError(error)
                }
            }
        }
    }
}
