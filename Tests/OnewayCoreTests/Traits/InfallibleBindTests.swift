import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct InfallibleBindTests {
    @Test("subscribe(_:) hands RxSwift's Event to the closure, so a switch with an .error case compiles")
    func subscribeWithEvent() {
        var log: [String] = []
        let subscription = Infallible.of(1, 2).subscribe { event in
            switch event {
            case .next(let element): log.append("next \(element)")
            case .error(let error): log.append("error \(error)")
            case .completed: log.append("completed")
            }
        }
        expectEqual(log, ["next 1", "next 2", "completed"])
        subscription.dispose()
    }

    @Test("subscribe(_:) passes on the error a flatMap selector's failing sequence brings, as RxSwift does")
    func subscribeWithEventError() {
        let recorder = Recorder<Int>()
        let infallible = Infallible.just(1).flatMap { _ in Observable<Int>.error(TestFailure.boom) }
        _ = infallible.subscribe(recorder.on)
        expectEqual(recorder.events, [.error(.boom)])
    }

    @Test("subscribe(_:) with an Event closure stops delivering once disposed")
    func subscribeWithEventDisposed() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.asInfallible(onErrorJustReturn: 0).subscribe(recorder.on)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        expectEqual(recorder.events, [.next(1)])
        #expect(!subject.hasObservers)
    }

    @Test("bind(to:) sends each element and the completion to every observer, in order, at their virtual times")
    func bindToObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var binding: Disposable?
        scheduler.scheduleAt(200) {
            binding = source.asInfallible(onErrorJustReturn: -1).bind(to: first, second)
        }
        scheduler.start()
        expectEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        expectEqual(second.events, [.next(210, 1), .next(220, 2), .completed(230)])
        expectEqual(source.subscriptions, [Subscription(200, 230)])
        binding?.dispose()
    }

    @Test("bind(to:) wraps elements for observers of optionals")
    func bindToOptionalObservers() {
        let target = Recorder<Int?>()
        _ = Infallible.just(3).bind(to: AnyObserver<Int?>(eventHandler: target.on))
        expectEqual(target.events, [.next(3), .completed])
    }

    @Test("Disposing a binding unsubscribes from the source and leaves the observer open")
    func disposeBinding() {
        let source = PublishSubject<Int>()
        let target = BehaviorSubject(value: 0)
        let binding = source.asInfallible(onErrorJustReturn: 0).bind(to: target)
        source.onNext(1)
        binding.dispose()
        source.onNext(2)
        #expect((try? target.value()) == 1)
        #expect(!target.isDisposed)
        #expect(!source.hasObservers)
    }

    @Test("bind(onNext:) receives the elements; completion ends the binding")
    func bindOnNext() {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let binding = source.asInfallible(onErrorJustReturn: 0).bind { received.append($0) }
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        expectEqual(received, [1, 2])
        #expect(!source.hasObservers)
        binding.dispose()
    }

    @Test("bind(with:onNext:) passes the object while it lives and drops elements once it is gone")
    func bindWithObject() {
        final class Screen { var shown: [Int] = [] }
        let source = PublishRelay<Int>()
        var screen: Screen? = Screen()
        weak let released = screen
        let binding = source.asInfallible().bind(with: screen!) { screen, element in screen.shown.append(element) }
        source.accept(1)
        expectEqual(screen?.shown, [1])
        screen = nil
        #expect(released == nil)
        source.accept(2)
        binding.dispose()
    }

    @Test("bind(to:) with a function returns what the function returns for the Infallible")
    func bindToFunction() {
        let source = Infallible.just(2)
        let total: Int = source.bind(to: { infallible in
            var received = 0
            _ = infallible.subscribe(onNext: { received += $0 })
            return received
        })
        let curried: String = source.bind(
            to: { infallible in
                { (prefix: String) in
                    var text = prefix
                    _ = infallible.subscribe(onNext: { text += "\($0)" })
                    return text
                }
            },
            curriedArgument: "value "
        )
        expectEqual(total, 2)
        expectEqual(curried, "value 2")
    }

    @Test("bind(to:) relays accepts every element into each relay and leaves them open on completion")
    func bindToRelays() {
        expectRelayBindings { source, publish, behavior, replay in
            let infallible = source.asInfallible(onErrorJustReturn: -1)
            return [infallible.bind(to: publish, publish), infallible.bind(to: behavior), infallible.bind(to: replay)]
        }
    }

    @Test("bind(to:) relays of optionals wraps each element")
    func bindToOptionalRelays() {
        let source = Infallible.just(5)
        expectOptionalRelayBindings { publish, behavior, replay in
            _ = source.bind(to: publish)
            _ = source.bind(to: behavior)
            _ = source.bind(to: replay)
        }
    }
}
