import Oneway
import OnewayTestSupport
import Synchronization
import Testing

@Suite(.tracksResources)
struct DisposablesTests {
    @Test("Disposables.create(with:) runs its action on the first dispose only")
    func anonymousRunsOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
        disposable.dispose()
        expectEqual(runs, 1)
    }

    @Test("Disposables.create(with:) lets go of its action once disposed")
    func anonymousReleasesAction() {
        weak var weakCaptured: DeinitProbe?
        let disposable: Cancelable
        do {
            let captured = DeinitProbe(1)
            weakCaptured = captured
            disposable = Disposables.create { _ = captured }
        }
        #expect(weakCaptured != nil)
        disposable.dispose()
        #expect(weakCaptured == nil)
    }

    @Test("Many threads disposing Disposables.create(with:) at once run its action exactly once")
    func anonymousConcurrentDispose() {
        let runs = Atomic<Int>(0)
        runConcurrently(
            threads: 4,
            rounds: 1_000,
            prepare: { Unchecked(Disposables.create { runs.add(1, ordering: .relaxed) }) },
            { box, _ in box.value.dispose() },
            verify: { box in #expect(box.value.isDisposed) }
        )
        expectEqual(runs.load(ordering: .acquiring), 1_000)
    }

    @Test("Disposables.create() does nothing, any number of times")
    func nop() {
        let disposable = Disposables.create()
        disposable.dispose()
        disposable.dispose()
    }

    @Test("Disposables.create with 2, 3, 5 or an array disposes each once, in order", arguments: [2, 3, 5])
    func createVariants(count: Int) {
        let log = DisposalLog()
        let parts = (0..<count).map { CountingDisposable("\($0)", log: log) }
        let combined: Cancelable =
            switch count {
            case 2: Disposables.create(parts[0], parts[1])
            case 3: Disposables.create(parts[0], parts[1], parts[2])
            default: Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4])
            }
        let fromArray = Disposables.create(parts)
        #expect(!combined.isDisposed)
        combined.dispose()
        combined.dispose()
        #expect(combined.isDisposed)
        expectEqual(log.order, (0..<count).map { "\($0)" })
        fromArray.dispose()
        #expect(parts.allSatisfy { $0.count == 2 })
    }

    @Test(
        "Disposables.create of Disposable values returns a Cancelable, as RxSwift's overloads do, and disposes in order"
    )
    func createWithExistentials() {
        let log = DisposalLog()
        let parts: [Disposable] = (0..<4).map { CountingDisposable("\($0)", log: log) }
        func pair() -> Cancelable { Disposables.create(parts[0], parts[1]) }
        let triple: Cancelable = Disposables.create(parts[1], parts[2], parts[3])
        let four: Cancelable = Disposables.create(parts[3], parts[2], parts[1], parts[0])
        pair().dispose()
        triple.dispose()
        four.dispose()
        #expect(triple.isDisposed)
        #expect(four.isDisposed)
        expectEqual(log.order, ["0", "1", "1", "2", "3", "3", "2", "1", "0"])
    }

    @Test("Many threads disposing a combined disposable at once dispose each part exactly once")
    func combinedConcurrentDispose() {
        runConcurrently(
            threads: 4,
            rounds: 500,
            prepare: { () -> (parts: [CountingDisposable], combined: Unchecked<Cancelable>) in
                let parts = (0..<3).map { _ in CountingDisposable() }
                return (parts, Unchecked(Disposables.create(parts[0], parts[1], parts[2])))
            },
            { round, _ in round.combined.value.dispose() },
            verify: { round in expectEqual(round.parts.map(\.count), [1, 1, 1]) }
        )
    }

    @Test("BooleanDisposable records disposal, and can start disposed")
    func booleanDisposable() {
        let disposable = BooleanDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
    }
}
