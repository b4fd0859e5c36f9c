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
    @Test("receive waits up to its timeout for an action an effect dispatches from a task")
    func receiveWaitsForTaskAnswer() {
        let store = TestStore(reducer: profileReducer, state: Profile())
        store.run(loadProfile { id in "user \(id)" })
        store.send(.load(id: 7)) { $0.isLoading = true }
        // A generous bound: the test returns as soon as the answer arrives.
        store.receive(.loaded("user 7"), timeout: .seconds(30)) {
            $0.isLoading = false
            $0.name = "user 7"
        }
        #expect(store.receivedActions.isEmpty)
    }

    @Test("receive(where:) waits up to its timeout too")
    func predicateFormWaits() {
        let store = TestStore(reducer: profileReducer, state: Profile())
        store.run(loadProfile { id in "user \(id)" })
        store.send(.load(id: 1)) { $0.isLoading = true }
        store.receive(
            where: {
                guard case .loaded = $0 else { return false }
                return true
            }, timeout: .seconds(30)
        ) {
            $0.isLoading = false
            $0.name = "user 1"
        }
    }
}
