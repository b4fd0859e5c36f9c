import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct InfallibleFlatMapTests {
    @Test("flatMapLatest disposes the previous inner sequence when the next element arrives")
    func flatMapLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let inner1 = scheduler.createColdObservable([.next(10, 10), .next(30, 11), .completed(40)])
        let inner2 = scheduler.createColdObservable([.next(10, 20), .completed(20)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { $0 == 1 ? inner1 : inner2 }
        }
        expectEqual(res.events, [.next(220, 10), .next(240, 20), .completed(300)])
        expectEqual(inner1.subscriptions, [Subscription(210, 230)])
        expectEqual(inner2.subscriptions, [Subscription(230, 250)])
    }

    @Test("flatMapFirst drops the elements that arrive while an inner sequence runs")
    func flatMapFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapFirst { element in
                scheduler.createColdObservable([.next(20, element * 10), .completed(30)])
            }
        }
        expectEqual(res.events, [.next(230, 10), .next(280, 30), .completed(300)])
    }

    @Test("concatMap runs the inner sequences one after the other, in the order of the elements")
    func concatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).concatMap { element in
                scheduler.createColdObservable([.next(10, element), .next(20, element * 10), .completed(20)])
            }
        }
        expectEqual(res.events, [.next(220, 1), .next(230, 10), .next(240, 2), .next(250, 20), .completed(250)])
    }

    @Test("debug on an Infallible prints its lifecycle and passes the events on")
    func debug() {
        var received: [Int] = []
        let output = capturedLines(containing: "infallible ->") {
            _ = Infallible.just(4).debug("infallible").subscribe(onNext: { received.append($0) })
        }
        expectEqual(
            output,
            [
                "infallible -> subscribed", "infallible -> Event next(4)", "infallible -> Event completed",
                "infallible -> isDisposed",
            ]
        )
        expectEqual(received, [4])
    }

    @Test("asInfallible() on the relays: the current or replayed values, then each value accepted")
    func relays() {
        var values: [String] = []
        let behavior = BehaviorRelay(value: 1)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        let subscriptions = [
            behavior.asInfallible().subscribe(onNext: { values.append("behavior \($0)") }),
            publish.asInfallible().subscribe(onNext: { values.append("publish \($0)") }),
            replay.asInfallible().subscribe(onNext: { values.append("replay \($0)") }),
        ]
        behavior.accept(2)
        publish.accept(3)
        replay.accept(6)
        subscriptions.forEach { $0.dispose() }
        expectEqual(values, ["behavior 1", "replay 5", "behavior 2", "publish 3", "replay 6"])
    }
}

@Suite(.tracksResources)
struct ObservableFlatMapLatestToInfallibleTests {
    @Test("flatMapLatest on an Observable whose selector returns an Infallible is an Infallible that switches")
    func switchesToTheLatestInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(310, 7), .next(340, 8), .completed(400)])
        let first = scheduler.createColdObservable([.next(5, 70), .next(40, 71), .completed(50)])
        let second = scheduler.createColdObservable([.next(20, 80), .completed(30)])
        let res = scheduler.start {
            let switched: Infallible<Int> = xs.flatMapLatest { element in
                (element == 7 ? first : second).asInfallible(onErrorJustReturn: -1)
            }
            return switched
        }
        expectEqual(res.events, [.next(315, 70), .next(360, 80), .completed(400)])
        expectEqual(first.subscriptions, [Subscription(310, 340)])
        expectEqual(second.subscriptions, [Subscription(340, 370)])
    }

    @Test("An error the selector throws still reaches the Infallible's subscriber")
    func selectorErrorIsDelivered() {
        struct Refused: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(260, 2)])
        let res = scheduler.start {
            xs.flatMapLatest { element -> Infallible<Int> in
                if element == 2 { throw Refused() }
                return Infallible.just(element * 100)
            }
            .asObservable()
        }
        expectEqual(res.events, [.next(250, 100), .error(260, Refused())])
        expectEqual(xs.subscriptions, [Subscription(200, 260)])
    }
}
