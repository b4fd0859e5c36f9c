import Oneway
import OnewayTestSupport
import Testing

/// `flatMapLatest` and `switchLatest` take an `Observable.just` inner sequence without
/// subscribing to it: whatever the downstream does meanwhile, the result must be what a
/// one-element inner sequence subscribed the ordinary way gives.
@Suite(.tracksResources)
struct FlatMapLatestJustTests {
    /// The inner sequences compared: `just`, and the same element and completion from
    /// `Observable.create`, which is subscribed like any source.
    enum Inner: CaseIterable, Sendable {
        case just, created

        func make(_ element: Int) -> Observable<Int> {
            switch self {
            case .just: Observable.just(element)
            case .created:
                Observable.create { observer in
                    observer.onNext(element)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        }
    }

    /// What one run records: the result's events, and what the downstream did in between.
    private static func run(_ inner: Inner, _ drive: (PublishSubject<Int>, Log) -> Void) -> [String] {
        let outer = PublishSubject<Int>()
        let log = Log()
        let subscription = outer.flatMapLatest { inner.make($0) }
            .subscribe(
                onNext: { element in
                    log.append("next \(element)")
                    log.onNext?(element)
                },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") })
        log.subscription = subscription
        drive(outer, log)
        subscription.dispose()
        // The reaction may capture the log: break that cycle.
        log.onNext = nil
        log.subscription = nil
        return log.entries
    }

    @Test("Each element arrives, and the outer completion completes the result", arguments: Inner.allCases)
    func elementsAndCompletion(_ inner: Inner) {
        let log = Self.run(inner) { outer, _ in
            outer.onNext(1)
            outer.onNext(2)
            outer.onCompleted()
        }
        expectEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    @Test("Work a downstream observer schedules on the current thread runs where it does for any inner sequence")
    func trampolineOrder() {
        func drive(_ outer: PublishSubject<Int>, _ log: Log) {
            log.onNext = { element in
                // `of` schedules its elements recursively on the current thread's trampoline.
                _ = Observable.of(element * 10, element * 10 + 1).subscribe(onNext: { log.append("of \($0)") })
                log.append("after subscribing to of")
            }
            outer.onNext(1)
            log.append("onNext returned")
            outer.onNext(2)
        }
        let expected = [
            "next 1", "after subscribing to of", "of 10", "of 11", "onNext returned",
            "next 2", "after subscribing to of", "of 20", "of 21", "disposed",
        ]
        expectEqual(Self.run(.created, drive), expected)
        expectEqual(Self.run(.just, drive), expected)
    }

    @Test("Disposing from inside onNext ends the result at once", arguments: Inner.allCases)
    func disposeInsideOnNext(_ inner: Inner) {
        let log = Self.run(inner) { outer, log in
            log.onNext = { _ in log.subscription?.dispose() }
            outer.onNext(1)
            outer.onNext(2)
            outer.onCompleted()
        }
        expectEqual(log, ["next 1", "disposed"])
    }

    @Test("An element sent from inside onNext switches after the current one, in order", arguments: Inner.allCases)
    func reentrantElement(_ inner: Inner) {
        let log = Self.run(inner) { outer, log in
            log.onNext = { element in
                if element < 3 { outer.onNext(element + 1) }
                if element == 3 { outer.onCompleted() }
            }
            outer.onNext(1)
        }
        expectEqual(log, ["next 1", "next 2", "next 3", "completed", "disposed"])
    }

    @Test("switchLatest takes just the same way", arguments: Inner.allCases)
    func switchLatest(_ inner: Inner) {
        var received: [Int] = []
        var completed = false
        let outer = PublishSubject<Observable<Int>>()
        let subscription = outer.switchLatest()
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        outer.onNext(inner.make(1))
        outer.onNext(inner.make(2))
        outer.onCompleted()
        expectEqual(received, [1, 2])
        #expect(completed)
        subscription.dispose()
    }
}

/// A run's record, and the downstream's reaction to each element.
private final class Log {
    var entries: [String] = []
    var onNext: ((Int) -> Void)?
    var subscription: Disposable?

    func append(_ entry: String) {
        entries.append(entry)
    }
}
