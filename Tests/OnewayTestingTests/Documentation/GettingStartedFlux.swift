import Oneway

// Getting Started's search on a Flux dispatcher, line for line (DocumentationSnippetTests
// checks it); GettingStartedTests.swift runs it.

final class SearchUserDispatcher: Dispatchable {
    enum State: Sendable {
        case query(String)
        case loading(Bool)
        case searchUser(page: Int, result: SearchModel<User>)
    }

    static let shared = SearchUserDispatcher()
    let observerState: AnyObserver<State>
    let observableState: Observable<State>

    init() {
        (observerState, observableState) = SearchUserDispatcher.properties()
    }
}

final class SearchUserAction {
    private let dispatcher: AnyObserverDispatcher<SearchUserDispatcher>
    private let queries = PublishSubject<String>()
    private let disposeBag = DisposeBag()

    init(
        dispatcher: AnyObserverDispatcher<SearchUserDispatcher> = AnyObserverDispatcher(.shared),
        search: @escaping (PageRequest) -> Single<SearchModel<User>>,
        scheduler: any SchedulerType
    ) {
        self.dispatcher = dispatcher
        queries.distinctUntilChanged()
            .debounce(.milliseconds(300), scheduler: scheduler)
            .flatMapLatest { query -> Observable<SearchUserDispatcher.State> in
                guard !query.isEmpty else { return .just(.loading(false)) }
                return search(PageRequest(query: query, page: 1)).asObservable()
                    .map { .searchUser(page: 1, result: $0) }
                    .catchAndReturn(.loading(false))
                    .startWith(.loading(true))
            }
            .subscribe(onNext: dispatcher.dispatch)
            .disposed(by: disposeBag)
    }

    func search(query: String) {
        dispatcher.dispatch(.query(query))
        queries.onNext(query)
    }
}

final class SearchUserStore {
    let query = BehaviorRelay(value: "")
    let searchUser = BehaviorRelay(value: SearchModel<User>())
    let loading = BehaviorRelay(value: false)
    private let disposeBag = DisposeBag()

    init(dispatcher: AnyObservableDispatcher<SearchUserDispatcher> = AnyObservableDispatcher(.shared)) {
        dispatcher.subscribe(
            with: self,
            onNext: { store, payload in
                switch payload {
                case .query(let query): store.query.accept(query)
                case .loading(let isLoading): store.loading.accept(isLoading)
                case .searchUser(_, let result):
                    guard result.query == store.query.value else { return }
                    store.searchUser.accept(result)
                    store.loading.accept(false)
                }
            }
        )
        .disposed(by: disposeBag)
    }
}
