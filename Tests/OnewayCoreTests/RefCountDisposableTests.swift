import Oneway
import OnewayTestSupport
import Synchronization
import Testing

@Suite(.tracksResources)
struct RefCountDisposableTests {
    @Test("With no dependents, dispose() disposes the underlying disposable at once, once")
    func disposeWithoutDependents() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        #expect(!refCount.isDisposed)
        refCount.dispose()
        refCount.dispose()
        expectEqual(inner.count, 1)
        #expect(refCount.isDisposed)
    }

    @Test("The underlying disposable waits for the primary and every dependent to be disposed")
    func waitsForDependents() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        expectEqual(inner.count, 0)
        first.dispose()
        first.dispose()
        expectEqual(inner.count, 0)
        second.dispose()
        expectEqual(inner.count, 1)
        #expect(refCount.isDisposed)
    }

    @Test("Dependents disposed before the primary do not dispose the underlying one")
    func dependentsFirst() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.retain().dispose()
        expectEqual(inner.count, 0)
        #expect(!refCount.isDisposed)
        refCount.dispose()
        expectEqual(inner.count, 1)
    }

    @Test("retain() after the underlying disposable is gone returns a disposable that does nothing")
    func retainAfterDisposal() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.dispose()
        let late = refCount.retain()
        late.dispose()
        expectEqual(inner.count, 1)
    }

    @Test("Dependents released from 4 threads at once dispose the underlying disposable exactly once")
    func concurrentRelease() {
        runConcurrently(
            threads: 4,
            rounds: 500,
            prepare: { () -> RefCountRace in RefCountRace() },
            { race, index in
                if index == 0 { race.refCount.dispose() }
                for dependent in race.dependents[index] { dependent.value.dispose() }
            },
            verify: { race in
                expectEqual(race.inner.count, 1)
                #expect(race.refCount.isDisposed)
            }
        )
    }
}

/// One round of `concurrentRelease`: 4 threads' worth of dependents.
final class RefCountRace: Sendable {
    let inner = CountingDisposable()
    let refCount: RefCountDisposable
    let dependents: [[Unchecked<Disposable>]]

    init() {
        refCount = RefCountDisposable(disposable: inner)
        dependents = (0..<4).map { [refCount] _ in (0..<5).map { _ in Unchecked(refCount.retain()) } }
    }
}
