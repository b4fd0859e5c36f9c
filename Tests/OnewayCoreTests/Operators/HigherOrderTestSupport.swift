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
        let box = Unchecked(observer)
        for element in elements {
            queue.async {
                guard !cancel.isDisposed else { return }
                box.value.onNext(element)
            }
        }
        queue.async {
            guard !cancel.isDisposed else { return }
            box.value.onCompleted()
        }
        return cancel
    }
}
