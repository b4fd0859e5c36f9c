import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct JustTests {
    @Test("just emits its element and completes at the subscription time")
    func immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        expectEqual(res.events, [.next(200, 42), .completed(200)])
    }

    @Test("just on a scheduler emits from one action and completes from the next, as in RxSwift")
    func onScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 42), .completed(202)])
    }

    @Test("just on a scheduler disposed at the subscription time emits nothing")
    func disposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        #expect(res.events.isEmpty)
    }

    @Test("Disposing just on a scheduler from its element cancels the pending completion")
    func disposeAfterNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(100) {
            subscription.setDisposable(
                Observable.just(42, scheduler: scheduler).subscribe { event in
                    observer.on(event)
                    if case .next = event { subscription.dispose() }
                })
        }
        scheduler.start()
        expectEqual(observer.events, [.next(101, 42)])
    }

    @Test("Each subscription to just receives the element again")
    func resubscribes() {
        let just = Observable.just("a")
        var received: [String] = []
        _ = just.subscribe(onNext: { received.append($0) })
        _ = just.subscribe(onNext: { received.append($0) })
        expectEqual(received, ["a", "a"])
    }
}
