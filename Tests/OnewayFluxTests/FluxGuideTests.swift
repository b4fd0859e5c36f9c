import Oneway
import OnewayTestSupport
import Testing

// The Flux pattern as RxAnyDispatcher-style code writes it (a dispatcher, an action, a store) and the
// examples of Documentation/Flux.md (the contract), compiled and run in the Swift 6 language mode.

struct User: Equatable, Sendable {
    let id: Int
    let login: String
}

/// One page of search results, or several pages concatenated.
struct SearchModel<Item: Equatable & Sendable>: Equatable, Sendable {
    var totalCount = 0
    var items: [Item] = []

    /// These results followed by `searchModel`'s, with its (newer) total count.
    func concat(searchModel: SearchModel<Item>) -> SearchModel<Item> {
        SearchModel(totalCount: searchModel.totalCount, items: items + searchModel.items)
    }
}

// MARK: The seed's pattern, in Swift 6

final class SearchUserDispatcher: Dispatchable {
    enum State {
        case loading(Bool)
        case error(any Error)
        case searchUser(page: Int, result: SearchModel<User>)
    }

    static let shared = SearchUserDispatcher()
    let observerState: AnyObserver<State>
    let observableState: Observable<State>

    init() {
        (observerState, observableState) = SearchUserDispatcher.properties()
    }
}

final class SearchUserAction: Sendable {
    private let dispatcher: AnyObserverDispatcher<SearchUserDispatcher>

    init(dispatcher: AnyObserverDispatcher<SearchUserDispatcher> = AnyObserverDispatcher(.shared)) {
        self.dispatcher = dispatcher
    }

    func loading(_ value: Bool) { dispatcher.dispatch(.loading(value)) }
    func error(_ error: any Error) { dispatcher.dispatch(.error(error)) }
    func searchUser(page: Int, result: SearchModel<User>) {
        dispatcher.dispatch(.searchUser(page: page, result: result))
    }
}

final class SearchUserStore {
    let searchUser = BehaviorRelay(value: SearchModel<User>())
    let loading = BehaviorRelay(value: false)
    let error = PublishRelay<any Error>()
    private let disposeBag = DisposeBag()

    init(dispatcher: AnyObservableDispatcher<SearchUserDispatcher> = AnyObservableDispatcher(.shared)) {
        dispatcher.subscribe(
            with: self,
            onNext: { store, state in
                switch state {
                case .loading(let value):
                    store.loading.accept(value)
                case .error(let error):
                    store.error.accept(error)
                case .searchUser(let page, let result):
                    let current = store.searchUser.value
                    store.searchUser.accept(page == 0 ? result : current.concat(searchModel: result))
                }
            }
        )
        .disposed(by: disposeBag)
    }
}

// MARK: Flux's flight-booking example: waitFor

enum FlightAction: Sendable {
    case selectCountry(String)
    case selectCity(String)
}

final class FlightDispatcher: Dispatchable, @unchecked Sendable {
    // Sendable: both faces come from `properties()`, whose channel is thread-safe.
    static let shared = FlightDispatcher()
    let observerState: AnyObserver<FlightAction>
    let observableState: Observable<FlightAction>

    init() {
        (observerState, observableState) = FlightDispatcher.properties()
    }
}

/// Three stores; the city depends on the country, the price on both.
final class FlightStores {
    private(set) var country = ""
    private(set) var city = ""
    private(set) var price = ""
    private let dispatcher: AnyObservableDispatcher<FlightDispatcher>
    private var tokens: [DispatchToken] = []

    init(dispatcher: AnyObservableDispatcher<FlightDispatcher>) {
        self.dispatcher = dispatcher
        // Registered first, the price store still runs last: it waits for the others.
        let price = dispatcher.register { [unowned self] action in
            try self.dispatcher.waitFor([self.tokens[1], self.tokens[2]])
            self.price = "flights to \(self.city), \(self.country)"
        }
        let country = dispatcher.register { [unowned self] action in
            if case .selectCountry(let name) = action { self.country = name }
        }
        let city = dispatcher.register { [unowned self] action in
            try self.dispatcher.waitFor([self.tokens[1]])
            switch action {
            case .selectCountry(let name): self.city = name == "France" ? "Paris" : "?"
            case .selectCity(let name): self.city = name
            }
        }
        tokens = [price, country, city]
    }

    deinit {
        for token in tokens { try? dispatcher.unregister(token) }
    }
}

@Suite(.tracksResources)
struct FluxGuideTests {
    @Test("The Swift 6 form of the seed's store follows loading, the first page and the next page")
    func searchUser() {
        let dispatcher = SearchUserDispatcher()
        let action = SearchUserAction(dispatcher: AnyObserverDispatcher(dispatcher))
        let store = SearchUserStore(dispatcher: AnyObservableDispatcher(dispatcher))
        action.loading(true)
        #expect(store.loading.value)
        action.searchUser(page: 0, result: SearchModel(totalCount: 2, items: [User(id: 1, login: "alice")]))
        action.searchUser(page: 1, result: SearchModel(totalCount: 2, items: [User(id: 2, login: "bob")]))
        expectEqual(store.searchUser.value.items.map(\.login), ["alice", "bob"])
        action.loading(false)
        #expect(!store.loading.value)
    }

    @Test("Flux's flight example: waitFor makes the city and price stores see the country first")
    func flights() {
        let dispatcher = FlightDispatcher()
        let stores = FlightStores(dispatcher: AnyObservableDispatcher(dispatcher))
        let action = AnyObserverDispatcher(dispatcher)
        action.dispatch(.selectCountry("France"))
        #expect((stores.country, stores.city, stores.price) == ("France", "Paris", "flights to Paris, France"))
        action.dispatch(.selectCity("Lyon"))
        expectEqual(stores.price, "flights to Lyon, France")
    }
}
