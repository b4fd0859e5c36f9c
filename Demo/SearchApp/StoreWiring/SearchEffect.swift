import Oneway

/// The Store wiring's search, as an effect: the query from the store's states, debounced,
/// and the requests `nextPage` and `retry` ask for, each sent to the backend with
/// `flatMapLatest`, so that a newer request cancels the one in flight. Each request
/// dispatches `loading(true)`, then `searchUser` or `error`; an emptied query cancels the
/// request in flight and dispatches `loading(false)`. A query the store starts with (one
/// restored from `--state-file`) is searched as a typed one is, once the debounce passes.
///
/// - Parameters:
///   - backend: Where to search.
///   - scheduler: Runs the debounce.
///   - debounce: How long typing must pause before a search.
/// - Returns: The effect, for `store.run(_:)`.
package func searchEffect(
    backend: any SearchBackend, scheduler: any SchedulerType, debounce: RxTimeInterval
) -> Effect<AppState, AppAction> {
    Effect { actions, state in
        // The query at start is searched only if there is one (a restored query).
        let typed = state.map(\.search.query).distinctUntilChanged().skip(while: \.isEmpty)
            .debounce(debounce, scheduler: scheduler)
            .map { PageRequest(query: $0, page: 1) }
        let asked = actions.withLatestFrom(state) { action, state -> PageRequest? in
            switch action {
            case .nextPage: state.search.nextPageRequest
            case .retry: state.search.retryRequest
            default: nil
            }
        }
        return Observable.merge(typed, asked.compactMap { $0 })
            .flatMapLatest { request -> Observable<AppAction> in
                guard !request.query.isEmpty else { return .just(.loading(false)) }
                return backend.search(request).asObservable()
                    .map { .searchUser(page: request.page, result: $0) }
                    .catch { .just(.error(SearchFailure(request: request, error: $0))) }
                    .startWith(.loading(true))
            }
    }
}
