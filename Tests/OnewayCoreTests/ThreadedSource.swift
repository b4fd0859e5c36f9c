import Dispatch
import Oneway

/// A cold source that, on each subscription, emits `elements` and completes from `queue`,
/// stopping early once disposed.
func threadedSource<Element>(_ elements: [Element], on queue: DispatchQueue) -> Observable<Element> {
    Observable.create { observer in
        let stopped = BooleanDisposable()
        let work = Unchecked((observer, elements))
        queue.async {
            let (observer, elements) = work.value
            for element in elements {
                guard !stopped.isDisposed else { return }
                observer.onNext(element)
            }
            observer.onCompleted()
        }
        return stopped
    }
}

/// Hands a value to other threads that the compiler cannot prove safe to share.
///
/// Sound only where one thread uses the value at a time, or where the value is thread-safe
/// by contract without being declared `Sendable` (Oneway's observers, observables and
/// disposables, which is what the tests that share them check).
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
