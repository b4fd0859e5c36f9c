extension ObservableType {
    /// Returns a sequence that mirrors whichever of this sequence and `right` sends an event
    /// first (an element, an error or completion), disposing the other.
    ///
    /// Both are subscribed at once, this sequence first. The winner is decided under a lock,
    /// so sources on different threads race safely; the loser's later events are dropped and
    /// its subscription is disposed before the winning event is forwarded.
    ///
    /// - Parameter right: The sequence racing this one.
    /// - Returns: The winner's events.
    /// - SeeAlso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// Returns a sequence that mirrors whichever source in `sequence` sends an event first,
    /// disposing all the others.
    ///
    /// Every source is subscribed at once, in order; a source subscribed after the race was
    /// decided (by a source that emitted synchronously) is disposed at once. An empty
    /// `sequence` never emits, as RxSwift's `amb` of nothing.
    ///
    /// - Parameter sequence: The racing sources.
    /// - Returns: The winner's events.
    /// - SeeAlso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        return Producer { sink in
            let race = AmbSink(sink: sink, count: sources.count)
            for (index, source) in sources.enumerated() { race.subscribe(source, at: index) }
            return race.disposable
        }
    }
}

/// One subscription to `amb`: the index of the winning source, decided by the first event.
///
/// Only the winner's events are forwarded, and one source delivers serially, so the sink
/// needs no serializer: the lock only decides the race.
final class AmbSink<Element>: @unchecked Sendable {
    // Guarded by its own lock: nil until a source has sent an event.
    private let winner = LockedState<Int?>(nil)
    private let sink: Sink<Element>
    private let subscriptions: [SingleAssignmentDisposable]

    init(sink: Sink<Element>, count: Int) {
        self.sink = sink
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
    }

    /// What disposes every subscription still running.
    var disposable: Disposable { Disposables.create(subscriptions) }

    /// Subscribes to `source` as racer `index`.
    func subscribe(_ source: Observable<Element>, at index: Int) {
        subscriptions[index].setDisposable(source._subscribe { event in self.on(event, from: index) })
    }

    private func on(_ event: Event<Element>, from index: Int) {
        let (wins, isFirst) = winner.withLock { winner -> (Bool, Bool) in
            guard let decided = winner else {
                winner = index
                return (true, true)
            }
            return (decided == index, false)
        }
        guard wins else { return }
        if isFirst {
            for (loser, subscription) in subscriptions.enumerated() where loser != index { subscription.dispose() }
        }
        sink.on(event)
    }
}
