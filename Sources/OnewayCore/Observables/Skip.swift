import Synchronization

extension ObservableType {
    /// Returns a sequence that drops the first `count` elements of this one and emits the
    /// rest.
    ///
    /// Terminal events pass through. As in RxSwift, a negative `count` skips nothing. Runs
    /// on the thread that delivers the element.
    ///
    /// - Parameter count: The number of elements to drop.
    /// - Returns: The elements after the first `count`.
    /// - SeeAlso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the counter needs no lock.
            var remaining = count
            return source._subscribe { event in
                if case .next = event, remaining > 0 {
                    remaining -= 1
                    return
                }
                sink.on(event)
            }
        }
    }

    /// Returns a sequence that drops the elements this one emits during `duration` after
    /// subscription and emits the rest.
    ///
    /// The timer is scheduled on `scheduler` before the source is subscribed; an element
    /// that arrives at the same virtual time as the timer but was scheduled before it is
    /// still dropped. Terminal events pass through at any time. Elements are delivered on
    /// the source's thread.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements for.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements emitted after `duration`.
    /// - SeeAlso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let gate = OpenGate()
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                gate.open()
                return Disposables.create()
            }
            let subscription = source._subscribe { event in
                if case .next = event, !gate.isOpen { return }
                sink.on(event)
            }
            return Disposables.create(timer, subscription)
        }
    }
}

/// A flag raised once, by one input of `skip(_:scheduler:)` or `skip(until:)` (the timer
/// or the other sequence), and read by the source on its own thread.
///
/// It is the only state the two inputs share and raising it forwards nothing, so an atomic
/// is enough: no decision needs to be ordered with a delivery.
final class OpenGate: Sendable {
    private let state = Atomic<Bool>(false)

    /// Whether the gate has been opened.
    var isOpen: Bool { state.load(ordering: .acquiring) }

    /// Opens the gate for good.
    func open() { state.store(true, ordering: .releasing) }
}
