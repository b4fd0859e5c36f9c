import Oneway

/// The running app without its terminal: the store and the search effect, and, once asked,
/// the frames to draw. The full-screen executable renders each state; line mode observes the
/// store itself; tests give it a `TestScheduler` and collect the states it renders.
///
/// Keys may be pressed from one thread at a time; `render` is called on its scheduler, one
/// state at a time, in the store's order.
package final class TodoApp: Sendable {
    package let store: Store<TodoState, TodoAction>
    private let subscriptions: CompositeDisposable

    /// Starts the app: its store, with the search effect running on it until `stop()`.
    ///
    /// - Parameters:
    ///   - state: The state to start from.
    ///   - searchScheduler: Runs the search's debounce and the lookups' latency.
    ///   - lookUpLatency: How long the stand-in search service takes to answer.
    package init(
        state: TodoState = TodoState(),
        searchScheduler: SchedulerType,
        lookUpLatency: RxTimeInterval = .milliseconds(300)
    ) {
        let store = Store(reducer: todoReducer, state: state)
        self.store = store
        let search = store.run(
            searchEffect(scheduler: searchScheduler) { query, items in
                lookUpTitles(query, in: items, latency: lookUpLatency, scheduler: searchScheduler)
            })
        subscriptions = CompositeDisposable(disposables: [search])
    }

    /// Draws each state with `render` on `scheduler` (serial, so frames never interleave),
    /// the current state first, until `stop()`.
    package func render(on scheduler: SchedulerType, _ render: @escaping (TodoState) -> Void) {
        // Inserting into a group already stopped disposes the rendering at once.
        _ = subscriptions.insert(store.observe(\.self).observe(on: scheduler).subscribe(onNext: render))
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
