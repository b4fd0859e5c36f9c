import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private struct Profile: Equatable {
    var isLoading = false
    var name: String?
}

private enum ProfileAction: Equatable {
    case load(id: Int)
    case loaded(String)
}

private func profileReducer(_ state: inout Profile, _ action: ProfileAction) {
    switch action {
    case .load: state.isLoading = true
    case .loaded(let name):
        state.isLoading = false
        state.name = name
    }
}

/// Looks the profile up with an async function: the answer comes from a task, on a thread of
/// the concurrency pool, not from the thread that sent `.load`.
private func loadProfile(_ fetchName: @escaping @Sendable (Int) async throws -> String) -> Effect<
    Profile, ProfileAction
> {
    Effect { actions, _ in
        actions.compactMap { action -> Int? in
            guard case .load(let id) = action else { return nil }
            return id
        }
        .flatMapLatest { id in Single.from { try await fetchName(id) } }
        .map { .loaded($0) }
    }
}

@Suite(.tracksResources)
struct TestStoreAsyncEffectTests {
    @Test("await receive suspends up to its timeout for an action an effect dispatches from a task")
    func receiveAwaitsTaskAnswer() async {
        let store = TestStore(reducer: profileReducer, state: Profile())
        store.run(loadProfile { id in "user \(id)" })
        store.send(.load(id: 7)) { $0.isLoading = true }
        // A generous bound: the test goes on as soon as the answer arrives.
        await store.receive(.loaded("user 7"), timeout: .seconds(30)) {
            $0.isLoading = false
            $0.name = "user 7"
        }
        #expect(store.receivedActions.isEmpty)
    }

    @Test("await receive(where:) suspends up to its timeout too, from the main actor as well")
    @MainActor
    func predicateFormAwaits() async {
        let store = TestStore(reducer: profileReducer, state: Profile())
        store.run(loadProfile { id in "user \(id)" })
        store.send(.load(id: 1)) { $0.isLoading = true }
        await store.receive(
            where: {
                guard case .loaded = $0 else { return false }
                return true
            }, timeout: .seconds(30)
        ) {
            $0.isLoading = false
            $0.name = "user 1"
        }
    }

    @Test("The synchronous receive blocks its thread until the answer comes from a task")
    func synchronousReceiveWaits() {
        let store = TestStore(reducer: profileReducer, state: Profile())
        store.run(loadProfile { id in "user \(id)" })
        store.send(.load(id: 3)) { $0.isLoading = true }
        store.receive(.loaded("user 3"), timeout: .seconds(30)) {
            $0.isLoading = false
            $0.name = "user 3"
        }
    }

    @Test("Many tests awaiting answers at once do not starve the tasks that answer them")
    func awaitingDoesNotStarveThePool() async {
        // More waiting tests than the concurrency pool has threads: had each held its thread
        // while waiting, the tasks answering them could not run before the timeouts.
        let waiting = 4 * max(2, ProcessInfo.processInfo.activeProcessorCount)
        await withTaskGroup(of: Void.self) { group in
            for id in 0..<waiting {
                group.addTask {
                    let store = TestStore(reducer: profileReducer, state: Profile())
                    store.run(loadProfile { id in "user \(id)" })
                    store.send(.load(id: id)) { $0.isLoading = true }
                    await store.receive(.loaded("user \(id)"), timeout: .seconds(20)) {
                        $0.isLoading = false
                        $0.name = "user \(id)"
                    }
                }
            }
        }
    }

    @Test("await receive with no answer records the issue once the timeout has passed")
    func awaitTimesOut() async {
        let store = TestStore(reducer: profileReducer, state: Profile())
        await withKnownIssue("Intended: TestStore reports an awaited action that never arrives") {
            await store.receive(.loaded("nobody"), timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "Expected to receive loaded(\"nobody\"), but effects dispatched no action within 0.02 seconds.")
        }
    }
}

private struct Pair: Equatable {
    var sent = false
    var answers = 0
}

private enum PairAction: Equatable {
    case send
    case answer
}

private func pairReducer(_ state: inout Pair, _ action: PairAction) {
    switch action {
    case .send: state.sent = true
    case .answer: state.answers += 1
    }
}

@Suite(.tracksResources)
struct TestStoreConcurrentAnswerTests {
    @Test("An action another thread applies while the sent one is notified is not part of send's check")
    func answerDuringSendNotification() {
        let store = TestStore(reducer: pairReducer, state: Pair())
        let inner = store.store
        // Played by the test thread, which notifies during `send`: another thread's action is
        // applied after the sent one and before `send` returns.
        let observation = inner.observe(\.sent).filter { $0 }.take(1).subscribe(onNext: { _ in
            DispatchQueue.global().sync { inner.dispatch(.answer) }
        })
        store.send(.send) { $0.sent = true }
        store.receive(.answer) { $0.answers = 1 }
        observation.dispose()
    }
}
