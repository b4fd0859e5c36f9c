import Oneway
import Testing

/// A trait that proves a test frees everything it allocated: it records
/// `Resources.total` before the test and expects the same value after.
///
/// The count is process-wide, so every test that carries the trait runs alone: the trait
/// queues tests through one gate. Apply it to every suite (`@Suite(.tracksResources)`),
/// so that no untracked test allocates in parallel with a tracked one.
public struct ResourceTracking: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test in a suite that carries it.
    public var isRecursive: Bool { true }

    /// Runs the test case behind the gate and checks the live-resource count after it.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else {
            try await function()
            return
        }
        await ResourceGate.shared.acquire()
        defer { Task { await ResourceGate.shared.release() } }
        let before = Resources.total
        try await function()
        // Work that ran on other threads may drop its last references a moment after the
        // test body returns; give it up to a second before calling it a leak.
        var after = Resources.total
        for _ in 0..<1000 where after != before {
            try await Task.sleep(nanoseconds: 1_000_000)
            after = Resources.total
        }
        #expect(after == before, "\(after - before) Oneway resources outlived the test \(test.name)")
    }
}

extension Trait where Self == ResourceTracking {
    /// Checks that the test leaves `Resources.total` where it found it, and runs it alone.
    public static var tracksResources: ResourceTracking { ResourceTracking() }
}

/// Lets one tracked test run at a time, in arrival order.
private actor ResourceGate {
    static let shared = ResourceGate()

    private var isBusy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    func release() {
        if waiters.isEmpty {
            isBusy = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
