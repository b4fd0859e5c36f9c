import Oneway
import OnewayTestSupport
import Testing

private struct RateLimited: Error, CustomStringConvertible {
    var description: String { "API rate limit exceeded" }
}

@Suite(.tracksResources)
struct SearchUserSeedTests {
    private let firstPage = SearchModel(
        totalCount: 3, items: [User(id: 1, login: "alice"), User(id: 2, login: "bob")])
    private let nextPage = SearchModel(totalCount: 3, items: [User(id: 3, login: "carol")])

    @available(*, deprecated, message: "Drives the seed's store, which uses Variable")
    @Test("The seed's store follows loading, an error, the first page and the next page, concatenated")
    func searchFlow() {
        let dispatcher = SearchUserDispatcher()
        let action = SearchUserAction(dispatcher: AnyObserverDispatcher(dispatcher))
        let store = SearchUserStore(dispatcher: AnyObservableDispatcher(dispatcher))
        var errors: [String] = []
        var loadingValues: [Bool] = []
        let errorSubscription = store.error.subscribe(onNext: { errors.append("\($0)") })
        let loadingSubscription = store.loading.asObservable().subscribe(onNext: { loadingValues.append($0) })
        #expect(store.loading.value == false)
        #expect(store.searchUser.value == SearchModel())

        action.loading(true)
        #expect(store.loading.value == true)
        #expect(errors == [])

        action.error(RateLimited())
        #expect(errors == ["API rate limit exceeded"])
        #expect(store.searchUser.value == SearchModel())

        action.searchUser(page: 0, result: firstPage)
        #expect(store.searchUser.value == firstPage)

        action.searchUser(page: 1, result: nextPage)
        #expect(store.searchUser.value.items.map(\.login) == ["alice", "bob", "carol"])
        #expect(store.searchUser.value.totalCount == 3)

        action.loading(false)
        #expect(store.loading.value == false)
        #expect(loadingValues == [false, true, false])

        action.searchUser(page: 0, result: nextPage)
        #expect(store.searchUser.value == nextPage)
        errorSubscription.dispose()
        loadingSubscription.dispose()
    }

    @available(*, deprecated, message: "Drives the seed's store, which uses Variable")
    @Test("Two seed stores on one dispatcher each receive every action, and a freed store stops receiving")
    func twoStores() {
        let dispatcher = SearchUserDispatcher()
        let action = SearchUserAction(dispatcher: AnyObserverDispatcher(dispatcher))
        let first = SearchUserStore(dispatcher: AnyObservableDispatcher(dispatcher))
        var second: SearchUserStore? = SearchUserStore(dispatcher: AnyObservableDispatcher(dispatcher))
        action.searchUser(page: 0, result: firstPage)
        #expect(first.searchUser.value == firstPage)
        #expect(second?.searchUser.value == firstPage)
        // Its dispose bag ends the subscription, so the dispatcher no longer calls the
        // `unowned` closure.
        second = nil
        action.searchUser(page: 1, result: nextPage)
        #expect(first.searchUser.value.items.count == 3)
    }
}
