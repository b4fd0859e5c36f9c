extension ObservableType {
    /// Returns a sequence that emits `element` and then completes, synchronously on
    /// subscription.
    ///
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// Returns a sequence that emits `element` from one action on `scheduler`, and then
    /// completes from a second action that the first one schedules.
    ///
    /// On `TestScheduler` the element arrives at 201 and the completion at 202, as in
    /// RxSwift; disposing after the element cancels the pending completion.
    ///
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { sink in
            scheduler.schedule(element) { element in
                sink.onNext(element)
                // Returned so that disposing the subscription cancels the pending completion.
                return scheduler.schedule(()) { _ in
                    sink.onCompleted()
                    return Disposables.create()
                }
            }
        }
    }
}

/// `Observable.just(_:)`: the element, kept where an operator can read it.
///
/// Subscribing runs as any source's subscription does (a sink enforcing the grammar, inside
/// the trampoline). `flatMapLatest` and `switchLatest` recognize it and hand its element and
/// completion to their inner-event path directly, without a subscription to build and tear
/// down on every switch.
@usableFromInline
final class Just<Element>: Observable<Element> {
    @usableFromInline let element: Element

    @usableFromInline
    init(_ element: Element) {
        self.element = element
        super.init()
    }

    @usableFromInline
    override func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        Producer.subscribe(handler) { [element] sink in
            sink.onNext(element)
            sink.onCompleted()
            return Disposables.create()
        }
    }
}

// Restates `Observable`'s conformance (see there): its one property never changes.
extension Just: @unchecked Sendable {}
