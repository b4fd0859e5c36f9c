import Oneway

/// The search's dispatcher, RxAnyDispatcher's pattern: one channel of payloads, an enum with
/// associated values, whose write face `SearchUserAction` holds and whose read face
/// `SearchUserStore` holds.
package final class SearchUserDispatcher: Dispatchable {
    /// The payloads: the query typed, and the search's answers.
    package enum State: Codable, Equatable, Sendable {
        case query(String)
        case select(row: Int)
        case loading(Bool)
        case error(SearchFailure)
        case searchUser(page: Int, result: SearchModel<User>)
    }

    package static let shared = SearchUserDispatcher()
    package let observerState: AnyObserver<State>
    package let observableState: Observable<State>

    package init() {
        (observerState, observableState) = SearchUserDispatcher.properties()
    }
}

/// The search's actions: the write face of the dispatcher, and the backend it calls.
///
/// A typed query is dispatched at once and searched once typing pauses; the next page and
/// retries are searched at once. `flatMapLatest` keeps one request in flight: a newer one
/// cancels it.
package final class SearchUserAction: Sendable {
    package typealias Payload = SearchUserDispatcher.State
    private let dispatcher: AnyObserverDispatcher<SearchUserDispatcher>
    private let queries = PublishSubject<String>()
    private let requests = PublishSubject<PageRequest>()
    private let searches = SingleAssignmentDisposable()

    package init(
        dispatcher: AnyObserverDispatcher<SearchUserDispatcher> = AnyObserverDispatcher(.shared),
        backend: any SearchBackend, scheduler: any SchedulerType, debounce: RxTimeInterval
    ) {
        self.dispatcher = dispatcher
        let typed = queries.distinctUntilChanged()
            .debounce(debounce, scheduler: scheduler)
            .map { PageRequest(query: $0, page: 1) }
        searches.setDisposable(
            Observable.merge(typed, requests)
                .flatMapLatest { request -> Observable<Payload> in
                    guard !request.query.isEmpty else { return .just(.loading(false)) }
                    return backend.search(request).asObservable()
                        .map { .searchUser(page: request.page, result: $0) }
                        .catch { .just(.error(SearchFailure(request: request, error: $0))) }
                        .startWith(.loading(true))
                }
                .subscribe(onNext: dispatcher.dispatch))
    }

    package func search(query: String) {
        dispatcher.dispatch(.query(query))
        queries.onNext(query)
    }

    /// Loads the page after those `state` shows, if there is one to load.
    package func nextPage(after state: SearchState) {
        if let request = state.nextPageRequest { requests.onNext(request) }
    }

    /// Sends the request that failed in `state` again, if one did.
    package func retry(after state: SearchState) {
        if let request = state.retryRequest { requests.onNext(request) }
    }

    package func select(row: Int) {
        dispatcher.dispatch(.select(row: row))
    }

    /// Cancels the request in flight and searches nothing more.
    package func stop() {
        searches.dispose()
    }
}

/// The search's store: the read face of the dispatcher, and the state it keeps from the
/// payloads.
package final class SearchUserStore: Sendable {
    package let state = BehaviorRelay(value: SearchState())
    private let disposeBag = DisposeBag()

    package init(dispatcher: AnyObservableDispatcher<SearchUserDispatcher> = AnyObservableDispatcher(.shared)) {
        dispatcher.subscribe(
            with: self,
            onNext: { store, payload in
                var state = store.state.value
                switch payload {
                case .query(let query): state.type(query)
                case .select(let row): state.select(row)
                case .loading(let loading): state.setLoading(loading)
                case .error(let failure): state.fail(failure)
                case .searchUser(let page, let result): state.receive(page: page, result: result)
                }
                store.state.accept(state)
            }
        )
        .disposed(by: disposeBag)
    }
}
