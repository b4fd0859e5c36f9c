import Synchronization

/// A subject that broadcasts each event to the observers subscribed at the time it is sent.
///
/// Late subscribers get no past elements; after a terminal event they get just that event.
/// Thread-safe: `on(_:)` may be called from any thread. Each subscription receives events
/// one at a time, in the single order in which they were sent; an event sent from inside a
/// delivery (or while another thread delivers) is queued and delivered right after the
/// current one, never nested.
///
/// Under load a send may wait: while another thread delivers and 1,024 events are queued,
/// `on(_:)` on a third thread waits for room. An observer must therefore not wait for a
/// thread that sends into the same subject; see <doc:ThreadingAndOrdering#Subjects-under-load-a-bounded-queue>.
///
/// - SeeAlso: [Subject on reactivex.io](http://reactivex.io/documentation/subject.html)
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    @usableFromInline let core = SubjectCore(PublishStorage<Element>())

    /// Creates a subject with no observers.
    public override init() {
        super.init()
    }

    /// Broadcasts `event` to the current observers. After a terminal event or `dispose()`,
    /// further events are ignored.
    @inlinable
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event { return onNext(element) }
        core.sendWithLockOutOfLine(event, as: ThreadIdentity.current.rawValue)
    }

    /// Broadcasts `element` to the current observers; the same as `on(.next(element))`, with
    /// the same ordering and threading, and ignored after a terminal event or `dispose()`.
    ///
    /// When no other thread is delivering, the element goes to the observers without taking
    /// the lock; otherwise it is queued behind the delivery in progress, as `on(_:)` does.
    @inlinable
    public func onNext(_ element: Element) {
        let me = ThreadIdentity.current.rawValue
        let event = Event.next(element)
        // The first element after a change of the observer list finds nothing lent: the lock
        // path lends the new list.
        let delivered = core.engine.sendWithoutLock(core, as: me) { lent in
            // The list goes to `SubjectEntry.deliver` as an argument, borrowed: iterated here,
            // as the snapshot's property, each entry would be retained (see
            // Benchmarks/README.md, "The delivery engine as one state machine").
            lent._withUnsafeGuaranteedRef { SubjectEntry.deliver(event, to: $0.entries, below: .max) }
        }
        // The lock is rare here: out of line, that path leaves this function small, with fewer
        // registers to save (see Benchmarks/README.md).
        if !delivered { core.sendWithLockOutOfLine(event, as: me) }
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
    public func asObserver() -> PublishSubject<Element> { self }

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
struct PublishStorage<Element>: SubjectStorage {
    @inlinable static var recordsNoElements: Bool { true }
    @inlinable init() {}
    @inlinable func recordNext(_ element: Element, released: inout Element?) -> Bool { true }
    @inlinable func recordTerminal(_ event: Event<Element>, released: inout Element?) -> Element? { nil }
    @usableFromInline func replay(stoppedEvent: Event<Element>?) -> ReplayedEvents<Element> {
        stoppedEvent.map { .one($0) } ?? .none
    }
    @usableFromInline func clear() {}
}
