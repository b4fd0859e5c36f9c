import Oneway
import OnewayTestSupport
import Synchronization
import Testing

@Suite(.tracksResources)
struct CompositeDisposableTests {
    @Test("Insert, remove and count; remove disposes what it removes, once")
    func insertRemoveCount() {
        let group = CompositeDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        let firstKey = group.insert(first)
        let secondKey = group.insert(second)
        expectEqual(group.count, 2)
        group.remove(for: firstKey!)
        group.remove(for: firstKey!)
        expectEqual(first.count, 1)
        expectEqual(group.count, 1)
        group.dispose()
        expectEqual(second.count, 1)
        expectEqual(group.count, 0)
        group.remove(for: secondKey!)
        expectEqual(second.count, 1)
    }

    @Test("dispose() disposes every member once, in insertion order, and is idempotent")
    func disposeInOrder() {
        let log = DisposalLog()
        let group = CompositeDisposable(
            CountingDisposable("a", log: log), CountingDisposable("b", log: log), CountingDisposable("c", log: log),
            CountingDisposable("d", log: log), CountingDisposable("e", log: log))
        let removed = group.insert(CountingDisposable("x", log: log))!
        group.insert(CountingDisposable("f", log: log))
        group.remove(for: removed)
        #expect(!group.isDisposed)
        group.dispose()
        group.dispose()
        #expect(group.isDisposed)
        expectEqual(log.order, ["x", "a", "b", "c", "d", "e", "f"])
    }

    @Test("After dispose(), insert disposes at once and returns nil")
    func insertAfterDispose() {
        let group = CompositeDisposable()
        group.dispose()
        let late = CountingDisposable()
        #expect(group.insert(late) == nil)
        expectEqual(late.count, 1)
        expectEqual(group.count, 0)
    }

    @Test("The initializers hold what they are given", arguments: [0, 2, 3, 4, 6])
    func initializers(count: Int) {
        let parts = (0..<count).map { _ in CountingDisposable() }
        let group: CompositeDisposable =
            switch count {
            case 2: CompositeDisposable(parts[0], parts[1])
            case 3: CompositeDisposable(parts[0], parts[1], parts[2])
            case 4: CompositeDisposable(parts[0], parts[1], parts[2], parts[3])
            case 6: CompositeDisposable(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])
            default: CompositeDisposable(disposables: parts)
            }
        expectEqual(group.count, count)
        group.dispose()
        #expect(parts.allSatisfy { $0.count == 1 })
    }

    @Test("Inserts racing dispose() from 4 threads: every disposable is disposed exactly once")
    func concurrentInsertAndDispose() {
        runConcurrently(
            threads: 4,
            rounds: 300,
            prepare: { CompositeRace() },
            { race, index in
                if index == 0 {
                    race.group.dispose()
                    return
                }
                for _ in 0..<20 {
                    let part = CountingDisposable()
                    race.parts.withLock { $0.append(part) }
                    if let key = race.group.insert(part), index == 1 { race.group.remove(for: key) }
                }
            },
            verify: { race in
                #expect(race.group.isDisposed)
                #expect(race.parts.withLock { $0.allSatisfy { $0.count == 1 } })
            }
        )
    }

    @Test("Removing members in an interleaved order disposes exactly those, and the rest in insertion order")
    func manyRemoves() {
        let group = CompositeDisposable()
        var disposed: [Int] = []
        let keys = (0..<10_000).map { index in group.insert(Disposables.create { disposed.append(index) })! }
        // Every odd member from the back, then every member divisible by 4: removal must find
        // each one however many holes the storage has accumulated.
        let removed = Array(stride(from: 9_999, to: 0, by: -2)) + Array(stride(from: 0, to: 10_000, by: 4))
        for index in removed { group.remove(for: keys[index]) }
        expectEqual(disposed, removed)
        expectEqual(group.count, 10_000 - removed.count)
        disposed = []
        group.dispose()
        expectEqual(disposed, (0..<10_000).filter { $0 % 2 == 0 && $0 % 4 != 0 })
    }
}

/// One round of `concurrentInsertAndDispose`.
final class CompositeRace: Sendable {
    let group = CompositeDisposable()
    let parts = Locked<[CountingDisposable]>([])
}
