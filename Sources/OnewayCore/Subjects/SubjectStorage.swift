/// What a subject remembers and replays: the one part in which `PublishSubject`,
/// `BehaviorSubject`, `ReplaySubject` and `AsyncSubject` differ.
///
/// Its methods run under the subject's lock and must not call out. That includes releasing
/// an element: an element the storage stops holding is moved into `released`, and the
/// subject lets go of it after the lock, since its `deinit` may call back into the subject.
@usableFromInline
protocol SubjectStorage<Element> {
    associatedtype Element

    /// Whether `recordNext` records nothing and always returns `true`, so that a `next`
    /// event needs no lock to be sent (`PublishSubject`; see `SubjectCore.on`).
    static var recordsNoElements: Bool { get }

    /// Records a `next` event; returns whether to broadcast it now (`AsyncSubject` holds it).
    mutating func recordNext(_ element: Element, released: inout Element?) -> Bool

    /// Records the terminal `event`; returns an element to broadcast before it, if any.
    mutating func recordTerminal(_ event: Event<Element>, released: inout Element?) -> Element?

    /// The events a new subscriber receives first; `stoppedEvent` is the terminal event
    /// already sent, if any.
    func replay(stoppedEvent: Event<Element>?) -> ReplayedEvents<Element>

    /// Forgets everything, when the subject is disposed.
    mutating func clear()
}

/// The events a new subscriber receives first (`SubjectStorage.replay`): no array for the
/// usual none or one, so that subscribing to a `BehaviorSubject` allocates none.
@usableFromInline
enum ReplayedEvents<Element> {
    case none
    case one(Event<Element>)
    case many([Event<Element>])

    @inlinable
    var isEmpty: Bool {
        switch self {
        case .none: true
        case .one: false
        case .many(let events): events.isEmpty
        }
    }

    /// Hands the events to `entry`, in order.
    @inlinable
    func deliver(to entry: SubjectEntry<Element>) {
        switch self {
        case .none: break
        case .one(let event): entry.on(event)
        case .many(let events): for event in events { entry.on(event) }
        }
    }
}
