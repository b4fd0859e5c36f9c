import Oneway

/// The app on a `Store` (`--arch store`): one state, the reducers, and the search effect.
package final class StoreApp: Wiring {
    package let store: Store<AppState, AppAction>
    private let search = SingleAssignmentDisposable()

    /// Starts the store and its search effect.
    package init(_ dependencies: Dependencies) {
        store = Store(reducer: Reducers.root, state: .initial)
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
}

extension ViewModel {
    /// The view of the Store wiring's state.
    package init(_ state: AppState) {
        self.init(session: state.session, search: state.search)
    }
}
