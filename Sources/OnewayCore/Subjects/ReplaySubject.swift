/// A subject that replays up to `bufferSize` of the latest elements to each new subscriber,
/// then delivers every later event.
///
/// After a terminal event, new subscribers get the buffered elements and then that event.
/// Thread-safe, with the same ordering guarantees as `PublishSubject`.
///
/// Under load a send may wait: while another thread delivers and 1,024 events are queued,
/// `on(_:)` on a third thread waits for room. An observer must therefore not wait for a
/// thread that sends into the same subject; see <doc:ThreadingAndOrdering#Subjects-under-load-a-bounded-queue>.
///
/// - Complexity: O(1) per event; each subscription copies the buffer, O(`bufferSize`).
/// - SeeAlso: [Subject on reactivex.io](http://reactivex.io/documentation/subject.html)
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    @usableFromInline let core: SubjectCore<ReplayStorage<Element>>

    private init(bufferSize: Int?) {
        core = SubjectCore(ReplayStorage(bufferSize: bufferSize))
        super.init()
    }

    /// Creates a subject that replays the latest `bufferSize` elements.
    ///
    /// - Precondition: `bufferSize >= 0`.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        require(
            bufferSize >= 0, "ReplaySubject.create(bufferSize:): bufferSize must not be negative, got \(bufferSize)")
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// Creates a subject that replays every element it has received.
    ///
    /// RxSwift's name; the buffer grows with every element, so use it only where the
    /// number of elements stays reasonable.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Creates a subject that replays every element it has received; the same as
    /// `createUnbounded()`, under the name `ReplayRelay.createUnbound()` uses.
    public static func createUnbound() -> ReplaySubject<Element> {
        createUnbounded()
    }

    /// Buffers `event` and broadcasts it to the current observers. After a terminal event
    /// or `dispose()`, further events are ignored.
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
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every observer without notifying it and empties the buffer; later subscribers
    /// get `RxError.disposed`.
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
struct ReplayStorage<Element>: SubjectStorage {
    @inlinable static var recordsNoElements: Bool { false }
    @usableFromInline let bufferSize: Int?
    @usableFromInline var buffer = Queue<Element>()
    /// The buffer of a subject that replays one element (`share(replay: 1)`, every `Driver`):
    /// a replaced value rather than a ring's append and pop.
    @usableFromInline var latest: Element?

    init(bufferSize: Int?) { self.bufferSize = bufferSize }

    @inlinable mutating func recordNext(_ element: Element, released: inout Element?) -> Bool {
        guard bufferSize == 1 else { return recordInBuffer(element, released: &released) }
        // A trivial value has nothing to release after the lock: replaced in place.
        if !_isPOD(Element.self) { released = latest.take() }
        latest = element
        return true
    }

    /// `recordNext` for any other size. Not inlined: the one-element case stays small enough
    /// to inline into the subject's send.
    @inlinable @inline(never)
    mutating func recordInBuffer(_ element: Element, released: inout Element?) -> Bool {
        buffer.append(element)
        if let bufferSize, buffer.count > bufferSize { released = buffer.popFirst() }
        return true
    }

    @inlinable func recordTerminal(_ event: Event<Element>, released: inout Element?) -> Element? { nil }

    @usableFromInline func replay(stoppedEvent: Event<Element>?) -> ReplayedEvents<Element> {
        if bufferSize == 1 {
            switch (latest, stoppedEvent) {
            case (nil, nil): return .none
            case (let latest?, nil): return .one(.next(latest))
            case (nil, let stoppedEvent?): return .one(stoppedEvent)
            case (let latest?, let stoppedEvent?): return .many([.next(latest), stoppedEvent])
            }
        }
        var events = buffer.elements.map(Event.next)
        if let stoppedEvent { events.append(stoppedEvent) }
        return .many(events)
    }

    @usableFromInline mutating func clear() {
        buffer.removeAll()
        latest = nil
    }
}
