import Oneway

/// The app on a `Store` (`--arch store`): one state, the reducers, and the search effect.
package final class StoreApp: Wiring {
    package let store: Store<AppState, AppAction>
    private let search = SingleAssignmentDisposable()

    /// Starts the store and its search effect.
    ///
    /// - Parameters:
    ///   - dependencies: Where to search, and the scheduler of the timed steps.
    ///   - state: The state to start from; a query in it is searched once the debounce
    ///     passes, as if it had just been typed.
    ///   - reducer: The store's reducer: `Reducers.root`, or a wrapping of it (a recorder's).
    package init(
        _ dependencies: Dependencies, state: AppState = .initial, reducer: Reduce<AppState, AppAction> = Reducers.root
    ) {
        store = Store(reducer: reducer, state: state)
        search.setDisposable(
            store.run(
                searchEffect(
                    backend: dependencies.backend, scheduler: dependencies.scheduler, debounce: dependencies.debounce)))
    }

    package var viewModel: ViewModel { ViewModel(store.state) }

    package var viewModels: Observable<ViewModel> { store.observe(ViewModel.init) }

    package func send(_ intent: Intent) {
        let action: AppAction =
            switch intent {
            case .type(let query): .search(query: query)
            case .nextPage: .nextPage
            case .retry: .retry
            case .select(let row): .select(row: row)
            case .signIn(let name, let email): .signIn(name: name, email: email)
            case .signOut: .signOut
            case .editSignIn(let form): .editSignIn(form)
            }
        store.dispatch(action)
    }

    package func stop() {
        search.dispose()
    }

    package func persist(
        to file: StateFile<RememberedState>, interval: RxTimeInterval, scheduler: (any SchedulerType)?
    ) -> StatePersistence<RememberedState> {
        store.persist(\.remembered, to: file, interval: interval, scheduler: scheduler)
    }
}

extension ViewModel {
    /// The view of the Store wiring's state.
    package init(_ state: AppState) {
        self.init(session: state.session, search: state.search)
    }
}
