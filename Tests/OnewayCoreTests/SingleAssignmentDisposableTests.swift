import Oneway
import OnewayTestSupport
import Synchronization
import Testing

// Assigning a SingleAssignmentDisposable twice is a programming error that traps with
// "SingleAssignmentDisposable: setDisposable(_:) called twice"; a trap cannot be tested
// in-process, so it is documented here and on the type instead.
@Suite(.tracksResources)
struct SingleAssignmentDisposableTests {
    @Test("dispose() disposes the assigned disposable, once")
    func disposeAfterAssignment() {
        let single = SingleAssignmentDisposable()
        let inner = CountingDisposable()
        single.setDisposable(inner)
        #expect(!single.isDisposed)
        expectEqual(inner.count, 0)
        single.dispose()
        single.dispose()
        #expect(single.isDisposed)
        expectEqual(inner.count, 1)
    }

    @Test("Assigning after dispose() disposes the new disposable at once")
    func assignmentAfterDispose() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        let inner = CountingDisposable()
        single.setDisposable(inner)
        expectEqual(inner.count, 1)
    }

    @Test("Assignment racing dispose() from other threads: the disposable is disposed exactly once")
    func concurrentAssignAndDispose() {
        runConcurrently(
            threads: 4,
            rounds: 1_000,
            prepare: { () -> SingleRace in SingleRace() },
            { race, index in
                if index == 0 {
                    race.single.setDisposable(race.inner)
                } else {
                    race.single.dispose()
                }
            },
            verify: { race in expectEqual(race.inner.count, 1) }
        )
    }
}

/// One round of `concurrentAssignAndDispose`.
final class SingleRace: Sendable {
    let single = SingleAssignmentDisposable()
    let inner = CountingDisposable()
}
