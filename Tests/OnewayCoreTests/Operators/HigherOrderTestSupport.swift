import Dispatch
import Oneway

/// Errors the higher-order, error-handling and timing operators' tests send and expect.
enum HigherOrderTestError: Error {
    case boom
    case bang
}

/// An error of another type, for the typed forms of `retry(when:)`.
struct OtherTestError: Error, Equatable {}

/// A sequence that emits `elements` and then completes, each event from its own block on
/// `queue`, so that several such sequences deliver from several threads at once.
func threadedSequence<Element: Sendable>(_ elements: [Element], on queue: DispatchQueue) -> Observable<Element> {
    Observable.create { observer in
        let cancel = BooleanDisposable()
        let box = UncheckedObserver(observer: observer)
        for element in elements {
            queue.async {
                guard !cancel.isDisposed else { return }
                box.observer.onNext(element)
            }
        }
        queue.async {
            guard !cancel.isDisposed else { return }
            box.observer.onCompleted()
        }
        return cancel
    }
}

/// Moves an observer to a dispatch queue; sound because `Observable.create`'s observer is
/// thread-safe and the blocks of one serial queue run one at a time.
struct UncheckedObserver<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>
}
