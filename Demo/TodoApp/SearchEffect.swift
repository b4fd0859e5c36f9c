import Oneway

/// The seed's search, as an effect: it watches the query and the list in the store's states,
/// waits until they stop changing, looks the query up in the list, and dispatches what it
/// found as `.search(.found(query:titles:))`.
///
/// `flatMapLatest` keeps one lookup alive at a time: a query typed (or an item changed)
/// while a lookup is under way disposes that lookup, so a slow answer to an old question
/// never overwrites a newer one. Clearing the query cancels the lookup in flight and looks
/// nothing up. The state at start is not looked up: only changes are.
///
/// It is written on the app's state and actions, not on the search feature's and pulled
/// back as the reducers are, because it reads two features: the search's query and the
/// list's items. Start it with `store.run(_:)`; disposing what `run` returns (or releasing
/// the store) cancels any pending lookup.
///
/// - Parameters:
///   - pause: How long the query and the list must stay unchanged before a lookup.
///   - scheduler: Runs the debounce timer (a `TestScheduler` in tests).
///   - lookUp: Finds the titles of the items matching a query; may answer later, on any
///     thread.
/// - Returns: The effect, to run on a `Store<TodoState, TodoAction>`.
package func searchEffect(
    pause: RxTimeInterval = .milliseconds(150),
    scheduler: SchedulerType,
    lookUp: @escaping (_ query: String, _ items: [TodoItem]) -> Single<[String]>
) -> Effect<TodoState, TodoAction> {
    Effect { _, state in
        state.map { ($0.search.query, $0.list.items) }
            .distinctUntilChanged(==)
            .skip(1)
            .debounce(pause, scheduler: scheduler)
            .flatMapLatest { query, items -> Observable<TodoAction> in
                guard !query.isEmpty else { return .empty() }
                return lookUp(query, items).asObservable().map { .search(.found(query: query, titles: $0)) }
            }
    }
}

/// A stand-in for a slow search service: finds the titles containing `query`, ignoring
/// case, and answers after `latency` on `scheduler`.
package func lookUpTitles(
    _ query: String,
    in items: [TodoItem],
    latency: RxTimeInterval,
    scheduler: SchedulerType
) -> Single<[String]> {
    let titles = items.map(\.title).filter { $0.lowercased().contains(query.lowercased()) }
    return Single.just(titles).delay(latency, scheduler: scheduler)
}
