import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum SignalTestError: Error {
    case failed
}

@Suite(.tracksResources)
@MainActor
struct SignalTests {
    @Test("asSignal(onErrorJustReturn:) ends with the element instead of the error")
    func onErrorJustReturn() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, SignalTestError.failed)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).asObservable() }
            expectEqual(res.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
    }

    @Test("asSignal(onErrorSignalWith:) continues with the given Signal when the error arrives")
    func onErrorSignalWith() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, SignalTestError.failed)])
            let res = scheduler.start { xs.asSignal(onErrorSignalWith: OnewayCore.Signal.just(9)).asObservable() }
            expectEqual(res.events, [.next(211, 1), .next(222, 9), .completed(222)])
        }
    }

    @Test("asSignal(onErrorRecover:) continues with the Signal made from the error")
    func onErrorRecover() {
        onSharingTestScheduler { scheduler in
            var errors: [String] = []
            let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(220, SignalTestError.failed)])
            let res = scheduler.start {
                xs.asSignal { error in
                    errors.append("\(error)")
                    return OnewayCore.Signal.of(4, 5)
                }
                .asObservable()
            }
            expectEqual(res.events, [.next(222, 4), .next(223, 5), .completed(224)])
            expectEqual(errors, ["failed"])
        }
    }

    @Test("A PublishRelay becomes a Signal on the sharing scheduler, and asSignal() of a Signal is itself")
    func publishRelay() {
        onSharingTestScheduler { scheduler in
            let relay = PublishRelay<Int>()
            scheduler.scheduleAt(210) { relay.accept(1) }
            let signal = relay.asSignal()
            #expect(signal.asSignal().asObservable() === signal.asObservable())
            let res = scheduler.start { signal.asObservable() }
            expectEqual(res.events, [.next(211, 1)])
        }
    }

    @Test("emit(to:) sends every event to each observer, and emit(to:) of optionals wraps the elements")
    func emitToObservers() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            scheduler.scheduleAt(200) {
                let signal = xs.asSignal(onErrorJustReturn: 0)
                _ = signal.emit(to: first, second)
                _ = signal.emit(to: optional)
            }
            scheduler.start()
            expectEqual(first.events, [.next(211, 1), .completed(221)])
            expectEqual(second.events, first.events)
            expectEqual(optional.events, [.next(211, Optional(1)), .completed(221)])
        }
    }

    @Test("emit(to:) of Behavior, Publish and Replay relays accepts every element into each relay")
    func emitToRelays() {
        onSharingTestScheduler { scheduler in
            let signal = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
                .asSignal(onErrorJustReturn: 0)
            let behavior = BehaviorRelay(value: 0)
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let publish = PublishRelay<Int>()
            let optionalPublish = PublishRelay<Int?>()
            let replay = ReplayRelay<Int>.create(bufferSize: 2)
            let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
            var published: [Int] = []
            var optionalPublished: [Int?] = []
            let bag = DisposeBag()
            publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
            optionalPublish.subscribe(onNext: { optionalPublished.append($0) }).disposed(by: bag)
            scheduler.scheduleAt(200) {
                signal.emit(to: behavior).disposed(by: bag)
                signal.emit(to: optionalBehavior).disposed(by: bag)
                signal.emit(to: publish).disposed(by: bag)
                signal.emit(to: optionalPublish).disposed(by: bag)
                signal.emit(to: replay).disposed(by: bag)
                signal.emit(to: optionalReplay).disposed(by: bag)
            }
            scheduler.start()
            expectEqual(behavior.value, 2)
            expectEqual(optionalBehavior.value, 2)
            expectEqual(published, [1, 2])
            expectEqual(optionalPublished, [1, 2])
            var replayed: [Int] = []
            var optionalReplayed: [Int?] = []
            _ = replay.subscribe(onNext: { replayed.append($0) })
            _ = optionalReplay.subscribe(onNext: { optionalReplayed.append($0) })
            expectEqual(replayed, [1, 2])
            expectEqual(optionalReplayed, [1, 2])
        }
    }

    @Test("emit(with:onNext:onCompleted:onDisposed:) hands the object to each closure while it lives")
    func emitWithObject() {
        final class Screen {
            var log: [String] = []
        }
        onSharingTestScheduler { scheduler in
            let screen = Screen()
            let signal = scheduler.createHotObservable([.next(210, 1), .completed(220)]).asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                _ = signal.emit(
                    with: screen,
                    onNext: { screen, element in screen.log.append("next \(element)") },
                    onCompleted: { $0.log.append("completed") },
                    onDisposed: { $0.log.append("disposed") })
            }
            scheduler.start()
            expectEqual(screen.log, ["next 1", "completed", "disposed"])
        }
    }

    @Test("emit(onNext:onCompleted:onDisposed:) and emit() subscribe; disposing ends the subscription")
    func emitClosures() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let signal = xs.asSignal(onErrorJustReturn: 0)
            var log: [String] = []
            var subscription: Disposable?
            var silent: Disposable?
            scheduler.scheduleAt(200) {
                subscription = signal.emit(
                    onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") })
                silent = signal.emit()
            }
            scheduler.scheduleAt(220) { subscription?.dispose() }
            scheduler.scheduleAt(240) { silent?.dispose() }
            scheduler.start()
            expectEqual(log, ["next 1", "disposed"])
            expectEqual(xs.subscriptions, [Subscription(200, 240)])
        }
    }

    @Test("emit may be called off the main thread, in every build: a Signal replays nothing to a new subscriber")
    func emitOffMainThread() async {
        await #expect(processExitsWith: .success) {
            DispatchQueue.global().sync {
                let relay = PublishRelay<Int>()
                let subscriptions = [
                    relay.asSignal().emit(onNext: { _ in }), relay.asSignal().emit(to: PublishRelay<Int>()),
                    relay.asSignal().emit(),
                ]
                for subscription in subscriptions { subscription.dispose() }
            }
        }
    }
}
