import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct RelayTests {
    @Test("PublishRelay delivers each accepted element to the observers subscribed at the time")
    func publishRelay() {
        let relay = PublishRelay<Int>()
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        let earlySubscription = early.subscribe(to: relay)
        relay.accept(1)
        let lateSubscription = late.subscribe(to: relay)
        relay.accept(2)
        expectEqual(early.events, [.next(1), .next(2)])
        expectEqual(late.events, [.next(2)])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    @Test("BehaviorRelay's value reflects accept at once, and a new subscriber gets it first")
    func behaviorRelay() {
        let relay = BehaviorRelay(value: 0)
        expectEqual(relay.value, 0)
        let early = Recorder<Int>()
        let earlySubscription = early.subscribe(to: relay)
        relay.accept(1)
        expectEqual(relay.value, 1)
        let late = Recorder<Int>()
        let lateSubscription = late.subscribe(to: relay)
        relay.accept(2)
        expectEqual(relay.value, 2)
        expectEqual(early.events, [.next(0), .next(1), .next(2)])
        expectEqual(late.events, [.next(1), .next(2)])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    @Test("BehaviorRelay: a value accepted from inside onNext is queued and read back at once")
    func behaviorRelayReentrantAccept() {
        let relay = BehaviorRelay(value: 0)
        var log: [String] = []
        let subscription = relay.subscribe(onNext: { element in
            if element == 1 {
                relay.accept(2)
                log.append("value \(relay.value)")
            }
            log.append("got \(element)")
        })
        relay.accept(1)
        expectEqual(log, ["got 0", "value 2", "got 1", "got 2"])
        subscription.dispose()
    }

    @Test("ReplayRelay replays the latest bufferSize elements to a new subscriber", arguments: [0, 1, 3])
    func replayRelay(bufferSize: Int) {
        let relay = ReplayRelay<Int>.create(bufferSize: bufferSize)
        for element in 1...5 { relay.accept(element) }
        let late = Recorder<Int>()
        let subscription = late.subscribe(to: relay)
        relay.accept(6)
        expectEqual(late.elements, Array((1...5).suffix(bufferSize)) + [6])
        subscription.dispose()
    }

    @Test("An unbound ReplayRelay replays everything it accepted")
    func unboundReplayRelay() {
        let relay = ReplayRelay<Int>.createUnbound()
        for element in 1...100 { relay.accept(element) }
        let late = Recorder<Int>()
        _ = late.subscribe(to: relay)
        expectEqual(late.elements, Array(1...100))
    }

    @Test("Each relay subscribes an ObserverType directly, as its subject would")
    func subscribeObserver() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 10)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(20)
        let recorders = (0..<3).map { _ in Recorder<Int>() }
        let subscriptions = [
            publish.subscribe(AnyObserver(eventHandler: recorders[0].on)),
            behavior.subscribe(AnyObserver(eventHandler: recorders[1].on)),
            replay.subscribe(AnyObserver(eventHandler: recorders[2].on)),
        ]
        publish.accept(1)
        behavior.accept(11)
        replay.accept(21)
        subscriptions.forEach { $0.dispose() }
        publish.accept(2)
        behavior.accept(12)
        replay.accept(22)
        expectEqual(recorders.map(\.events), [[.next(1)], [.next(10), .next(11)], [.next(20), .next(21)]])
    }

    @Test("asObservable() of a relay delivers the same elements as the relay")
    func asObservable() {
        let relay = BehaviorRelay(value: "a")
        let recorder = Recorder<String>()
        let subscription = recorder.subscribe(to: relay.asObservable().map { $0.uppercased() })
        relay.accept("b")
        expectEqual(recorder.elements, ["A", "B"])
        subscription.dispose()
    }

    @Test("A relay nobody holds is freed with its undisposed subscriptions")
    func droppedRelayFreesSubscriptions() {
        let before = Resources.total
        var received: [Int] = []
        do {
            let relay = BehaviorRelay(value: 1)
            _ = relay.subscribe(onNext: { received.append($0) })
            let publish = PublishRelay<Int>()
            _ = publish.subscribe(onNext: { received.append($0) })
            publish.accept(2)
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            replay.accept(3)
            _ = replay.subscribe(onNext: { received.append($0) })
        }
        expectEqual(received, [1, 2, 3])
        expectEqual(Resources.total, before)
    }
}
