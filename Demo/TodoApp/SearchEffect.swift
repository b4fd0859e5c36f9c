import Oneway

/// The seed's search, as an effect: it watches the query and the list in the store, waits
/// until they stop changing, looks the query up in the list, and dispatches what it found.
///
/// `flatMapLatest` keeps one lookup alive at a time: a query typed (or an item changed)
/// while a lookup is under way disposes that lookup, so a slow answer to an old question
/// never overwrites a newer one. Clearing the query cancels the lookup in flight and looks
/// nothing up.
///
/// - Parameters:
///   - store: The store whose query is watched and to which results are dispatched.
///   - pause: How long the query must stay unchanged before it is looked up.
///   - scheduler: Runs the debounce timer (a `TestScheduler` in tests).
///   - lookUp: Finds the titles of the items matching a query; may answer later, on any
///     thread.
/// - Returns: What ends the search: disposing it cancels any pending lookup.
package func runSearch(
    on store: Store<TodoState, TodoAction>,
    pause: RxTimeInterval = .milliseconds(150),
    scheduler: SchedulerType,
    lookUp: @escaping (_ query: String, _ items: [TodoItem]) -> Single<[String]>
) -> Disposable {
    Observable.combineLatest(store.observe(\.search.query), store.observe(\.list.items))
        .skip(1)
        .debounce(pause, scheduler: scheduler)
        .flatMapLatest { query, items -> Observable<TodoAction> in
            guard !query.isEmpty else { return .empty() }
            return lookUp(query, items).asObservable().map { .search(.found(query: query, titles: $0)) }
        }
        .subscribe(onNext: store.dispatch)
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
