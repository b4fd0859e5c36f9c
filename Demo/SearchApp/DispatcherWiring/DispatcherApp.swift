import Oneway

/// The app on Flux dispatchers (`--arch dispatcher`): for the search and for the session,
/// a dispatcher, its actions (write face) and its store (read face). The view model combines
/// the two stores.
package final class DispatcherApp: Wiring {
    package let searchStore: SearchUserStore
    package let sessionStore: SessionStore
    private let searchAction: SearchUserAction
    private let sessionAction: SessionAction

    /// Makes the dispatchers, and the actions and stores on them.
    ///
    /// - Parameters:
    ///   - dependencies: Where to search, and the scheduler of the timed steps.
    ///   - remembered: What to start from: its sign-in and its query are dispatched as the
    ///     user's would be, so the query is searched once the debounce passes.
    package init(_ dependencies: Dependencies, restoring remembered: RememberedState = RememberedState()) {
        let search = SearchUserDispatcher()
        let session = SessionDispatcher()
        searchStore = SearchUserStore(dispatcher: AnyObservableDispatcher(search))
        sessionStore = SessionStore(dispatcher: AnyObservableDispatcher(session))
        searchAction = SearchUserAction(
            dispatcher: AnyObserverDispatcher(search), backend: dependencies.backend,
            scheduler: dependencies.scheduler, debounce: dependencies.debounce)
        sessionAction = SessionAction(dispatcher: AnyObserverDispatcher(session))
        let restored = remembered.session
        if restored.isSignedIn { sessionAction.signIn(name: restored.name, email: restored.email) }
        if !remembered.query.isEmpty { searchAction.search(query: remembered.query) }
    }

    package var viewModel: ViewModel {
        ViewModel(session: sessionStore.state.value, search: searchStore.state.value)
    }

    package var viewModels: Observable<ViewModel> {
        Observable.combineLatest(sessionStore.state, searchStore.state, resultSelector: ViewModel.init)
            .distinctUntilChanged()
    }

    package func send(_ intent: Intent) {
        switch intent {
        case .type(let query): searchAction.search(query: query)
        case .nextPage: searchAction.nextPage(after: searchStore.state.value)
        case .retry: searchAction.retry(after: searchStore.state.value)
        case .select(let row): searchAction.select(row: row)
        case .signIn(let name, let email): sessionAction.signIn(name: name, email: email)
        case .signOut: sessionAction.signOut()
        case .editSignIn(let form): sessionAction.editSignIn(form)
        }
    }

    package func stop() {
        searchAction.stop()
    }

    /// Saves what the two stores show: the Flux stores are not a `Store`, so their states
    /// are persisted as an observable.
    package func persist(
        to file: StateFile<RememberedState>, interval: RxTimeInterval, scheduler: (any SchedulerType)?
    ) -> StatePersistence<RememberedState> {
        Observable.combineLatest(sessionStore.state, searchStore.state, resultSelector: RememberedState.init)
            .distinctUntilChanged()
            .persist(to: file, interval: interval, scheduler: scheduler)
    }
}
