import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
@MainActor
struct SharedSequenceTests {
    @Test("A Driver's subscribers share one subscription to the source, and a late one gets the latest element")
    func driverSharesAndReplays() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let counter = SubscriptionCounter()
            let driver = counter.counting(xs.asObservable()).asDriver(onErrorJustReturn: -1)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = driver.asObservable().subscribe(early) }
            scheduler.scheduleAt(230) { _ = driver.asObservable().subscribe(late) }
            scheduler.start()
            expectEqual(early.events, [.next(211, 1), .next(221, 2), .next(241, 3), .completed(301)])
            expectEqual(late.events, [.next(230, 2), .next(241, 3), .completed(301)])
            expectEqual(counter.count, 1)
            // The source subscription ends as its completion passes, as with any `asObservable()`.
            expectEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    @Test("A Signal's subscribers share one subscription to the source, and a late one gets only later elements")
    func signalSharesWithoutReplay() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let counter = SubscriptionCounter()
            let signal = counter.counting(xs.asObservable()).asSignal(onErrorJustReturn: -1)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = signal.asObservable().subscribe(early) }
            scheduler.scheduleAt(230) { _ = signal.asObservable().subscribe(late) }
            scheduler.start()
            expectEqual(early.events, [.next(211, 1), .next(221, 2), .next(241, 3), .completed(301)])
            expectEqual(late.events, [.next(241, 3), .completed(301)])
            expectEqual(counter.count, 1)
        }
    }

    @Test("When the last subscriber leaves, a Driver disposes its source and forgets its replay")
    func driverDisconnects() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = driver.asObservable().subscribe(first) }
            scheduler.scheduleAt(230) { subscription?.dispose() }
            scheduler.scheduleAt(240) { subscription = driver.asObservable().subscribe(second) }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
            expectEqual(first.events, [.next(211, 1)])
            expectEqual(second.events, [.next(261, 2)])
            expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(240, 300)])
        }
    }

    @Test("asObservable returns the same shared observable on every call")
    func asObservableIsStable() {
        onSharingTestScheduler { scheduler in
            let driver = scheduler.createHotObservable([.next(210, 1)]).asDriver(onErrorJustReturn: 0)
            #expect(driver.asObservable() === driver.asObservable())
            #expect(driver.asSharedSequence().asObservable() === driver.asObservable())
            #expect(driver.asDriver().asObservable() === driver.asObservable())
        }
    }

    @Test("asInfallible keeps the sharing: two subscribers, one subscription")
    func asInfallible() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let infallible = xs.asSignal(onErrorJustReturn: 0).asInfallible()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = infallible.subscribe(onNext: { first.onNext($0) }, onCompleted: { first.onCompleted() })
                _ = infallible.subscribe(onNext: { second.onNext($0) }, onCompleted: { second.onCompleted() })
            }
            scheduler.start()
            expectEqual(first.events, [.next(211, 1), .completed(221)])
            expectEqual(second.events, first.events)
            expectEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    @Test("Driver.just and Driver.of deliver on the sharing scheduler, a tick after subscription")
    func justAndOf() {
        onSharingTestScheduler { scheduler in
            let just = scheduler.start { Driver.just(7).asObservable() }
            expectEqual(just.events, [.next(201, 7), .completed(201)])
            let of = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                OnewayCore.Signal.of(1, 2).asObservable()
            }
            expectEqual(of.events, [.next(1201, 1), .next(1202, 2), .completed(1203)])
        }
    }

    @Test("Driver.from takes an array, any sequence or an optional; each element is its own tick")
    func from() {
        onSharingTestScheduler { scheduler in
            let array = scheduler.start { Driver.from([1, 2]).asObservable() }
            expectEqual(array.events, [.next(201, 1), .next(202, 2), .completed(203)])
            let range = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                Driver.from(3...4).asObservable()
            }
            expectEqual(range.events, [.next(1201, 3), .next(1202, 4), .completed(1203)])
            let some = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
                Driver.from(optional: 5).asObservable()
            }
            expectEqual(some.events, [.next(2201, 5), .completed(2202)])
            let none = scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) {
                Driver<Int>.from(optional: nil).asObservable()
            }
            expectEqual(none.events, [.completed(3201)])
        }
    }

    @Test("Driver.empty completes on the sharing scheduler; Driver.never stays silent")
    func emptyAndNever() {
        onSharingTestScheduler { scheduler in
            let empty = scheduler.start { Driver<Int>.empty().asObservable() }
            expectEqual(empty.events, [.completed(201)])
            let never = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                OnewayCore.Signal<Int>.never().asObservable()
            }
            expectEqual(never.events, [])
        }
    }

    @Test("Driver.deferred calls its factory once per connection, shared by the subscribers that join it")
    func deferred() {
        onSharingTestScheduler { scheduler in
            var calls = 0
            let driver = Driver<Int>.deferred {
                calls += 1
                return Driver.just(calls)
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = driver.asObservable().subscribe(first)
                _ = driver.asObservable().subscribe(second)
            }
            scheduler.scheduleAt(300) { _ = driver.asObservable().subscribe(second) }
            scheduler.start()
            expectEqual(calls, 2)
            expectEqual(first.events, [.next(201, 1), .completed(201)])
            expectEqual(second.events, [.next(201, 1), .completed(201), .next(301, 2), .completed(301)])
        }
    }

    @Test("Driver.interval and Driver.timer count on the sharing scheduler")
    func intervalAndTimer() {
        onSharingTestScheduler { scheduler in
            let interval = scheduler.start(created: 100, subscribed: 200, disposed: 235) {
                Driver<Int>.interval(.seconds(10)).asObservable()
            }
            expectEqual(interval.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
            let timer = scheduler.start(created: 300, subscribed: 400, disposed: 436) {
                OnewayCore.Signal<Int>.timer(.seconds(5), period: .seconds(15)).asObservable()
            }
            expectEqual(timer.events, [.next(405, 0), .next(420, 1), .next(435, 2)])
        }
    }

    @Test("values hands a Driver's elements to a for-await loop, which ends when the Driver completes")
    func values() async {
        let driver = Driver.from([1, 2, 3])
        var received: [Int] = []
        for await value in driver.values { received.append(value) }
        expectEqual(received, [1, 2, 3])
    }

    @Test("Ending a for-await loop over values early disposes the subscription")
    func valuesCancellation() async {
        let subject = BehaviorSubject(value: 1)
        let driver = subject.asDriver(onErrorJustReturn: 0)
        for await value in driver.values {
            expectEqual(value, 1)
            break
        }
        #expect(!subject.hasObservers)
    }
}
