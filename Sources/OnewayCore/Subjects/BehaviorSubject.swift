/// A subject that holds a current value: each new subscriber receives it first, then every
/// later event.
///
/// After a terminal event, new subscribers get only that event. Thread-safe, with the same
/// ordering guarantees as `PublishSubject`; the current value changes when `on(_:)` is
/// called, so `value()` read right after `onNext` returns already reflects it.
///
/// Under load a send may wait: while another thread delivers and 1,024 events are queued,
/// `on(_:)` on a third thread waits for room. An observer must therefore not wait for a
/// thread that sends into the same subject; see <doc:ThreadingAndOrdering#Subjects-under-load-a-bounded-queue>.
///
/// - SeeAlso: [Subject on reactivex.io](http://reactivex.io/documentation/subject.html)
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    @usableFromInline let core: SubjectCore<BehaviorStorage<Element>>

    /// Creates a subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        core = SubjectCore(BehaviorStorage(value: value))
        super.init()
    }

    /// Returns the current value.
    ///
    /// - Throws: the error the subject terminated with, or `RxError.disposed` after
    ///   `dispose()`. After completion it returns the last value.
    public func value() throws -> Element {
        try core.read { storage, stoppedEvent, isDisposed in
            if isDisposed { throw RxError.disposed(object: self) }
            if case .error(let error) = stoppedEvent { throw error }
            return storage.value!
        }
    }

    /// Sets the current value (for `next`) and broadcasts `event` to the current observers.
    /// After a terminal event or `dispose()`, further events are ignored.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    deinit {
        // Its subscriptions hold the core: let go of their observers and of the stored
        // elements, which nothing can reach any more.
        core.dispose()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Returns `self` as the observer end.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer without notifying it and releases the value; `value()` and
    /// later subscribers then get `RxError.disposed`.
    public func dispose() { core.dispose() }

    @inlinable
    override func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        core.subscribe(handler, owner: self)
    }

    @inlinable
    override func _subscribeFinalDirectly(
        _ makeObserver: (SinkDisposer?) -> (Event<Element>) -> Void
    ) -> Disposable? {
        core.subscribe(Observable.guardedInDebugBuilds(makeObserver(nil)), owner: self)
    }
}

@usableFromInline
struct BehaviorStorage<Element>: SubjectStorage {
    @inlinable static var recordsNoElements: Bool { false }
    // nil only after `clear()`.
    @usableFromInline var value: Element?

    @inlinable init(value: Element) { self.value = value }

    @inlinable mutating func recordNext(_ element: Element, released: inout Element?) -> Bool {
        // A trivial value has nothing to release after the lock: replaced in place.
        if !_isPOD(Element.self) { released = value }
        value = element
        return true
    }

    @inlinable func recordTerminal(_ event: Event<Element>, released: inout Element?) -> Element? { nil }

    @inlinable func replay(stoppedEvent: Event<Element>?) -> ReplayedEvents<Element> {
        if let stoppedEvent { return .one(stoppedEvent) }
        return value.map { .one(.next($0)) } ?? .none
    }

    @usableFromInline mutating func clear() { value = nil }
}
