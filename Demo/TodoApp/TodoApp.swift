import Oneway

/// The running app without its terminal: the store, the search effect, and the frames to
/// draw. The executable gives it real schedulers and a terminal; tests give it a
/// `TestScheduler` and collect the states it renders.
///
/// Keys may be pressed from one thread at a time; `render` is called on `renderScheduler`,
/// one state at a time, in the store's order.
package final class TodoApp: Sendable {
    package let store: Store<TodoState, TodoAction>
    private let subscriptions: CompositeDisposable

    /// Starts the app: the search effect and the rendering of each new state.
    ///
    /// - Parameters:
    ///   - state: The state to start from.
    ///   - searchScheduler: Runs the search's debounce and the lookups' latency.
    ///   - lookUpLatency: How long the stand-in search service takes to answer.
    ///   - renderScheduler: Where `render` runs; serial, so frames never interleave.
    ///   - render: Draws a state; called with the current state first.
    package init(
        state: TodoState = TodoState(),
        searchScheduler: SchedulerType,
        lookUpLatency: RxTimeInterval = .milliseconds(300),
        renderScheduler: SchedulerType,
        render: @escaping (TodoState) -> Void
    ) {
        let store = Store(reducer: todoReducer, state: state)
        self.store = store
        let search = runSearch(on: store, scheduler: searchScheduler) { query, items in
            lookUpTitles(query, in: items, latency: lookUpLatency, scheduler: searchScheduler)
        }
        let rendering = store.observe(\.self)
            .observe(on: renderScheduler)
            .subscribe(onNext: render)
        subscriptions = CompositeDisposable(search, rendering)
    }

    /// Applies `key` to the current state; returns `false` when the key quits the app.
    @discardableResult
    package func press(_ key: Key) -> Bool {
        switch response(to: key, in: store.state) {
        case .quit:
            return false
        case .dispatch(let actions):
            for action in actions { store.dispatch(action) }
            return true
        }
    }

    /// Stops the search and the rendering.
    package func stop() {
        subscriptions.dispose()
    }

    deinit {
        subscriptions.dispose()
    }
}
