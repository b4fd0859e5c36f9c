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

/// Moves a value that is used by one thread at a time onto a dispatch queue.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
