/// A subject that emits only the last element it received, and only when it completes.
///
/// On completion, current and later subscribers get the last element (if any) and then
/// `completed`; on error, they get only the error. Thread-safe, with the same ordering
/// guarantees as `PublishSubject`.
///
/// Under load a send may wait: while another thread delivers and 1,024 events are queued,
/// `on(_:)` on a third thread waits for room. An observer must therefore not wait for a
/// thread that sends into the same subject; see <doc:ThreadingAndOrdering#Subjects-under-load-a-bounded-queue>.
///
/// - SeeAlso: [Subject on reactivex.io](http://reactivex.io/documentation/subject.html)
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    @usableFromInline let core = SubjectCore(AsyncStorage<Element>())

    /// Creates a subject with no element yet.
    public override init() {
        super.init()
    }

    /// Remembers a `next` element; on a terminal event, broadcasts the last element and
    /// the event. After a terminal event or `dispose()`, further events are ignored.
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
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Drops every observer without notifying it; later subscribers get `RxError.disposed`.
    public func dispose() { core.dispose() }

    @usableFromInline
    override func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        core.subscribe(handler, owner: self)
    }

    @usableFromInline
    override func _subscribeFinalDirectly(
        _ makeObserver: (SinkDisposer?) -> (Event<Element>) -> Void
    ) -> Disposable? {
        core.subscribe(Observable.guardedInDebugBuilds(makeObserver(nil)), owner: self)
    }
}

@usableFromInline
struct AsyncStorage<Element>: SubjectStorage {
    @inlinable static var recordsNoElements: Bool { false }
    @usableFromInline var lastElement: Element?

    init() {}

    @inlinable mutating func recordNext(_ element: Element, released: inout Element?) -> Bool {
        // A trivial value has nothing to release after the lock: replaced in place.
        if !_isPOD(Element.self) { released = lastElement }
        lastElement = element
        return false
    }

    @inlinable mutating func recordTerminal(_ event: Event<Element>, released: inout Element?) -> Element? {
        if case .error = event {
            released = lastElement
            lastElement = nil
        }
        return lastElement
    }

    @usableFromInline func replay(stoppedEvent: Event<Element>?) -> ReplayedEvents<Element> {
        guard let stoppedEvent else { return .none }
        guard let lastElement else { return .one(stoppedEvent) }
        return .many([.next(lastElement), stoppedEvent])
    }

    @usableFromInline mutating func clear() { lastElement = nil }
}
