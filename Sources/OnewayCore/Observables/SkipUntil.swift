extension ObservableType {
    /// Returns the elements of this sequence that arrive after `other` emits an element.
    ///
    /// The source is subscribed first, then `other`. `other`'s first element opens the gate
    /// and ends its subscription; its completion without an element only ends its
    /// subscription; its error fails the result. An error of the source passes through at
    /// any time. As in RxSwift, the source's completion is forwarded only once the gate is
    /// open: a source that completes before `other` emits ends the subscription without
    /// any terminal event. Deliveries from the two sequences' threads are serialized.
    ///
    /// - Parameter other: The sequence whose first element starts the result.
    /// - Returns: The source's elements after `other`'s first element.
    /// - SeeAlso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { sink in
            let output = SerializedSink(sink)
            let gate = OpenGate()
            let sourceSubscription = source._subscribe { event in
                switch event {
                case .next, .completed:
                    if gate.isOpen {
                        output.on(event)
                    } else if event.isCompleted {
                        output.sink.dispose()
                    }
                case .error:
                    output.on(event)
                }
            }
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(
                other._subscribe { event in
                    switch event {
                    case .next:
                        gate.open()
                        otherSubscription.dispose()
                    case .error(let error):
                        output.on(.error(error))
                    case .completed:
                        otherSubscription.dispose()
                    }
                }
            )
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }
}
