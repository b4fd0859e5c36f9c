import Oneway
import OnewayTestSupport
import Testing

/// A dispatcher whose faces are not `properties()`'s: Rx works on it, the Flux API does not.
private final class SubjectDispatcher: Dispatchable, @unchecked Sendable {
    static let shared = SubjectDispatcher()
    let observerState: AnyObserver<Int>
    let observableState: Observable<Int>

    init() {
        let subject = PublishSubject<Int>()
        (observerState, observableState) = (subject.asObserver(), subject)
    }
}

private func isObservable<T>(_ type: T.Type) -> Bool { type is any ObservableConvertibleType.Type }
private func isObserver<T>(_ type: T.Type) -> Bool { type is any ObserverType.Type }

@Suite(.tracksResources)
struct DispatcherFacesTests {
    @Test("Payloads dispatched through the write face reach observers of the read face, operators included")
    func writeToRead() {
        let dispatcher = CounterDispatcher()
        let action = AnyObserverDispatcher(dispatcher)
        let store = AnyObservableDispatcher(dispatcher)
        var doubled: [Int] = []
        var all: [CounterDispatcher.State] = []
        let subscriptions = [
            store.map { if case .add(let value) = $0 { value * 2 } else { 0 } }
                .subscribe(onNext: { doubled.append($0) }),
            store.subscribe(onNext: { all.append($0) }),
        ]
        action.dispatch(.add(1))
        action.dispatch(.reset)
        action.dispatch(.add(5))
        expectEqual(doubled, [2, 0, 10])
        expectEqual(all, [.add(1), .reset, .add(5)])
        subscriptions.forEach { $0.dispose() }
        action.dispatch(.add(7))
        expectEqual(all, [.add(1), .reset, .add(5)])
    }

    @Test("The read face subscribes an ObserverType directly, with the payloads dispatched from then on")
    func subscribeObserver() {
        let dispatcher = CounterDispatcher()
        let action = AnyObserverDispatcher(dispatcher)
        var received: [CounterDispatcher.State] = []
        action.dispatch(.add(1))
        let subscription = AnyObservableDispatcher(dispatcher).subscribe(
            AnyObserver { event in if case .next(let payload) = event { received.append(payload) } })
        action.dispatch(.add(2))
        action.dispatch(.reset)
        subscription.dispose()
        action.dispatch(.add(3))
        expectEqual(received, [.add(2), .reset])
    }

    @Test("The write face cannot observe and the read face cannot send")
    func facesAreOneWay() {
        // The one-way rule is a compile-time property: the faces have no such members.
        // Each line below fails to compile, with the error shown:
        //
        //     AnyObserverDispatcher(dispatcher).subscribe(onNext: { _ in })
        //     // error: value of type 'AnyObserverDispatcher<CounterDispatcher>' has no member 'subscribe'
        //     AnyObserverDispatcher(dispatcher).register { _ in }
        //     // error: value of type 'AnyObserverDispatcher<CounterDispatcher>' has no member 'register'
        //     AnyObservableDispatcher(dispatcher).dispatch(.reset)
        //     // error: value of type 'AnyObservableDispatcher<CounterDispatcher>' has no member 'dispatch'
        //     AnyObservableDispatcher(dispatcher).onNext(.reset)
        //     // error: value of type 'AnyObservableDispatcher<CounterDispatcher>' has no member 'onNext'
        //
        // What can be checked at run time: neither face conforms to the other side's protocols.
        #expect(!isObservable(AnyObserverDispatcher<CounterDispatcher>.self))
        #expect(!isObserver(AnyObserverDispatcher<CounterDispatcher>.self))
        #expect(isObservable(AnyObservableDispatcher<CounterDispatcher>.self))
        #expect(!isObserver(AnyObservableDispatcher<CounterDispatcher>.self))
    }

    @Test("The read face's observers get only next events: completed and error sent to the write end do not end it")
    func channelNeverEnds() {
        let dispatcher = CounterDispatcher()
        var events: [String] = []
        let subscription = AnyObservableDispatcher(dispatcher).subscribe(
            onNext: { events.append("\($0)") },
            onError: { events.append("error \($0)") },
            onCompleted: { events.append("completed") })
        let unhandled = collectingUnhandledErrors {
            dispatcher.observerState.onNext(.add(1))
            dispatcher.observerState.onCompleted()
            dispatcher.observerState.onError(RxError.unknown)
            dispatcher.observerState.onNext(.add(2))
        }
        expectEqual(events, ["add(1)", "add(2)"])
        expectEqual(unhandled, ["\(RxError.unknown)"])
        subscription.dispose()
    }

    @Test("Register callbacks and Rx observers are one list of stores, served in the order they joined")
    func joinOrder() {
        let dispatcher = CounterDispatcher()
        let store = AnyObservableDispatcher(dispatcher)
        var log: [String] = []
        store.register { log.append("first \($0)") }
        let subscription = store.subscribe(onNext: { log.append("second \($0)") })
        store.register { log.append("third \($0)") }
        AnyObserverDispatcher(dispatcher).dispatch(.add(1))
        AnyObserverDispatcher(dispatcher).dispatch(.reset)
        expectEqual(
            log, ["first add(1)", "second add(1)", "third add(1)", "first reset", "second reset", "third reset"])
        subscription.dispose()
    }

    @Test("Payloads sent before and after a face installs the specialized path are all delivered, in order")
    func specializedPath() {
        let dispatcher = CounterDispatcher()
        var received: [String] = []
        // No face yet: the write end runs the channel's generic delivery loop.
        let subscription = dispatcher.observableState.subscribe(onNext: { received.append("\($0)") })
        dispatcher.observerState.onNext(.add(1))
        // Creating a face installs the copy compiled for `CounterDispatcher.State`.
        let action = AnyObserverDispatcher(dispatcher)
        action.dispatch(.add(2))
        dispatcher.observerState.onNext(.add(3))
        _ = AnyObserverDispatcher(dispatcher)
        action.dispatch(.add(4))
        expectEqual(received, ["add(1)", "add(2)", "add(3)", "add(4)"])
        subscription.dispose()
    }

    @Test("A dispatcher is freed with its stores, even with subscriptions and callbacks never ended")
    func noCycle() {
        weak var weakDispatcher: CounterDispatcher?
        var received = 0
        do {
            let dispatcher = CounterDispatcher()
            weakDispatcher = dispatcher
            let store = AnyObservableDispatcher(dispatcher)
            _ = store.subscribe(onNext: { _ in received += 1 })
            store.register { _ in received += 1 }
            AnyObserverDispatcher(dispatcher).dispatch(.reset)
        }
        #expect(weakDispatcher == nil)
        expectEqual(received, 2)
    }

    @Test("With a PublishSubject's faces, register observes the read end and unregister ends it")
    func registerOnForeignFaces() throws {
        let dispatcher = SubjectDispatcher()
        let store = AnyObservableDispatcher(dispatcher)
        var log: [String] = []
        let first = store.register { log.append("A \($0)") }
        let second = store.register { log.append("B \($0)") }
        #expect(first != second)
        dispatcher.observerState.onNext(1)
        try store.unregister(first)
        dispatcher.observerState.onNext(2)
        #expect(log == ["A 1", "B 1", "B 2"])
        #expect(throws: DispatcherError.unregisteredToken(first)) { try store.unregister(first) }
        // Tokens belong to the read end they were registered on.
        let other = AnyObservableDispatcher(SubjectDispatcher())
        #expect(throws: DispatcherError.unregisteredToken(second)) { try other.unregister(second) }
        let real = AnyObservableDispatcher(CounterDispatcher()).register { _ in }
        #expect(throws: DispatcherError.unregisteredToken(real)) { try store.unregister(real) }
        #expect(throws: DispatcherError.unregisteredToken(second)) {
            try AnyObservableDispatcher(CounterDispatcher()).unregister(second)
        }
        try store.unregister(second)
    }

    @Test("With a PublishSubject's faces, waitFor throws notADispatcher naming the rule, and isDispatching is false")
    func waitForOnForeignFaces() throws {
        let dispatcher = SubjectDispatcher()
        let store = AnyObservableDispatcher(dispatcher)
        var errors: [DispatcherError] = []
        var seen: [Bool] = []
        let token = store.register { _ in
            seen.append(store.isDispatching)
            do { try store.waitFor([]) } catch let error as DispatcherError { errors.append(error) }
        }
        var waiting: DispatchToken?
        let thrown = collectingUnhandledErrors {
            waiting = store.register { _ in try store.waitFor([token]) }
            dispatcher.observerState.onNext(1)
        }
        let expected = DispatcherError.notADispatcher("\(SubjectDispatcher.self)")
        #expect(errors == [expected])
        #expect(thrown == ["\(expected)"])
        #expect(seen == [false])
        #expect(throws: expected) { try store.waitFor([token]) }
        #expect(
            "\(expected)"
                == "AnyObservableDispatcher.waitFor(_:): SubjectDispatcher.observableState is not the read end "
                + "SubjectDispatcher.properties() made, and only a Dispatcher can wait for callbacks")
        // The callbacks hold the face, and so the subject: unregistering breaks the cycle.
        try store.unregister(token)
        try store.unregister(try #require(waiting))
    }

    @Test("A Dispatchable's faces from properties() belong to one Dispatcher, which its own API reaches")
    func propertiesMakesADispatcher() {
        let dispatcher = CounterDispatcher()
        var log: [String] = []
        let token = AnyObservableDispatcher(dispatcher).register { log.append("\($0)") }
        // The token works with the same dispatcher's faces made anew, and only with them.
        #expect(throws: Never.self) { try AnyObservableDispatcher(dispatcher).unregister(token) }
        AnyObserverDispatcher(dispatcher).dispatch(.reset)
        #expect(log.isEmpty)
    }
}
