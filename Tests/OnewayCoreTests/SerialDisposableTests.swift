import Oneway
import OnewayTestSupport
import Synchronization
import Testing

@Suite(.tracksResources)
struct SerialDisposableTests {
    @Test("Assigning a new disposable disposes the previous one, once")
    func replacementDisposesPrevious() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        serial.disposable = first
        expectEqual(first.count, 0)
        serial.disposable = second
        expectEqual(first.count, 1)
        expectEqual(second.count, 0)
        #expect((serial.disposable as? CountingDisposable) === second)
        serial.dispose()
        serial.dispose()
        expectEqual(second.count, 1)
        expectEqual(first.count, 1)
        #expect(serial.isDisposed)
    }

    @Test("After dispose(), an assigned disposable is disposed at once")
    func assignAfterDispose() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = CountingDisposable()
        serial.disposable = late
        expectEqual(late.count, 1)
    }

    @Test("Assignments racing dispose() from 4 threads: every disposable is disposed exactly once")
    func concurrentAssignAndDispose() {
        runConcurrently(
            threads: 4,
            rounds: 300,
            prepare: { SerialRace() },
            { race, index in
                if index == 0 {
                    race.serial.dispose()
                    return
                }
                for _ in 0..<20 {
                    let part = CountingDisposable()
                    race.parts.withLock { $0.append(part) }
                    race.serial.disposable = part
                }
            },
            verify: { race in
                #expect(race.parts.withLock { $0.allSatisfy { $0.count == 1 } })
            }
        )
    }
}

/// One round of `concurrentAssignAndDispose`.
final class SerialRace: Sendable {
    let serial = SerialDisposable()
    let parts = Locked<[CountingDisposable]>([])
}
