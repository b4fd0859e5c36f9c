import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct BindTests {
    @Test("bind(to:) sends every event, completion included, to each observer in order")
    func bindToObservers() {
        let source = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        let second = ReplaySubject<Int>.createUnbound()
        var log: [String] = []
        _ = first.subscribe(onNext: { log.append("first \($0)") }, onCompleted: { log.append("first done") })
        _ = second.subscribe(onNext: { log.append("second \($0)") }, onCompleted: { log.append("second done") })
        let binding = source.bind(to: AnyObserver(first), AnyObserver(second))
        source.onNext(1)
        source.onCompleted()
        expectEqual(log, ["first 1", "second 1", "first done", "second done"])
        binding.dispose()
    }

    @Test("bind(to:) forwards errors to observers")
    func bindToObserversForwardsErrors() {
        let target = Recorder<Int>()
        _ = Observable<Int>.error(TestFailure.boom).bind(to: AnyObserver(eventHandler: target.on))
        expectEqual(target.events, [.error(.boom)])
    }

    @Test("bind(to:) wraps elements for observers of optionals")
    func bindToOptionalObservers() {
        let target = Recorder<Int?>()
        let source = Observable.just(3)
        _ = source.bind(to: AnyObserver<Int?>(eventHandler: target.on))
        expectEqual(target.events, [.next(3), .completed])
    }

    @Test("Disposing a binding stops it; the observer is not completed")
    func disposeBinding() {
        let source = PublishSubject<Int>()
        let target = BehaviorSubject(value: 0)
        let binding = source.bind(to: target)
        source.onNext(1)
        binding.dispose()
        source.onNext(2)
        #expect((try? target.value()) == 1)
        #expect(!target.isDisposed)
    }

    @Test("bind(onNext:) receives the elements; completion ends the binding silently")
    func bindOnNext() {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let binding = source.bind { received.append($0) }
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
        let source = PublishSubject<Int>()
        var screen: Screen? = Screen()
        let binding = source.bind(with: screen!) { screen, element in screen.shown.append(element) }
        source.onNext(1)
        expectEqual(screen?.shown, [1])
        screen = nil
        source.onNext(2)
        binding.dispose()
    }

    @Test("bind(to:) with a function returns what the function returns for the source")
    func bindToFunction() {
        let source = Observable.just(2)
        let count: Int = source.bind(to: { observable in
            var received = 0
            _ = observable.subscribe(onNext: { received += $0 })
            return received
        })
        let curried: String = source.bind(
            to: { observable in
                { (prefix: String) in
                    var text = prefix
                    _ = observable.subscribe(onNext: { text += "\($0)" })
                    return text
                }
            },
            curriedArgument: "value "
        )
        expectEqual(count, 2)
        expectEqual(curried, "value 2")
    }

    @Test("bind(to:) relays accepts every element into each relay and leaves them open on completion")
    func bindToRelays() {
        expectRelayBindings { source, publish, behavior, replay in
            [source.bind(to: publish, publish), source.bind(to: behavior), source.bind(to: replay)]
        }
    }

    @Test("bind(to:) relays of optionals wraps each element")
    func bindToOptionalRelays() {
        let source = Observable.just(5)
        expectOptionalRelayBindings { publish, behavior, replay in
            _ = source.bind(to: publish)
            _ = source.bind(to: behavior)
            _ = source.bind(to: replay)
        }
    }
}

/// Sends 1, 2 and completion from a subject bound by `bind` to a publish relay (twice), a
/// behavior relay and a replay relay, and expects every relay to have accepted each element
/// and to stay open after the completion: what relay bindings do for every kind of source.
func expectRelayBindings(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ bind: (PublishSubject<Int>, PublishRelay<Int>, BehaviorRelay<Int>, ReplayRelay<Int>) -> [Disposable]
) {
    let source = PublishSubject<Int>()
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.createUnbound()
    var published: [Int] = []
    let publishSubscription = publish.subscribe(onNext: { published.append($0) })
    let bindings = bind(source, publish, behavior, replay)
    source.onNext(1)
    source.onNext(2)
    source.onCompleted()
    behavior.accept(3)
    replay.accept(3)
    let replayed = Recorder<Int>()
    _ = replayed.subscribe(to: replay)
    #expect(published == [1, 1, 2, 2], sourceLocation: sourceLocation)
    #expect(behavior.value == 3, sourceLocation: sourceLocation)
    #expect(replayed.elements == [1, 2, 3], sourceLocation: sourceLocation)
    for binding in bindings { binding.dispose() }
    publishSubscription.dispose()
}

/// Has `bind` bind a source of the one element 5 to a publish, a behavior and a replay relay
/// of optionals, and expects each relay to have accepted it wrapped.
func expectOptionalRelayBindings(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ bind: (PublishRelay<Int?>, BehaviorRelay<Int?>, ReplayRelay<Int?>) -> Void
) {
    let publish = PublishRelay<Int?>()
    let behavior = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int?>.create(bufferSize: 1)
    var published: [Int?] = []
    let subscription = publish.subscribe(onNext: { published.append($0) })
    bind(publish, behavior, replay)
    let replayed = Recorder<Int?>()
    _ = replayed.subscribe(to: replay)
    #expect(published == [5], sourceLocation: sourceLocation)
    #expect(behavior.value == 5, sourceLocation: sourceLocation)
    #expect(replayed.elements == [5], sourceLocation: sourceLocation)
    subscription.dispose()
}
